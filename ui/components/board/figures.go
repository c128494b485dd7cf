package board

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	course "rollout/learn"
	"rollout/ui/kit"
)

// FiguresTitle heads the help's definitions of the figures the table
// and the status line show: what follows, and where every figure of
// every screen is defined.
const FiguresTitle = "What the figures mean (every one: docs/figures.md; the study screen's ? glossary)"

// figureEntries are the full help's definitions of the figures s's
// per-move table shows (panel.Model.Figures) and of the status line's
// rate (kr, kr/s) where it counts in thousands, the title first, then
// each figure beside its one sentence from the study's glossary
// (learn.Lookup, the game screen's sense first), wrapped to w columns:
// the learner reading visits, mean or cap% beside the board finds what
// they mean under the keys, from the same text the glossary, the study
// screen's ? and docs/study.md give. An entry is a figure's rows, never
// split across help pages; none when s shows no table.
func (f Frame) figureEntries(s Screen, w int) [][]string {
	figs := f.Panel.Figures(s.Panel())
	if len(figs) == 0 || w <= 0 {
		return nil
	}
	if text, _ := s.Status(); strings.Contains(text, " kr/s") {
		figs = append(figs, "kr, kr/s")
	}
	var defs [][2]string
	for _, fig := range figs {
		t, ok := course.Lookup(fig, "game screen")
		if !ok {
			continue // TestTableFiguresInGlossary fails on it
		}
		defs = append(defs, [2]string{fig, t.Means})
	}
	return f.defEntries(FiguresTitle, defs, w, 6)
}

// defEntries are the help's entries of a title and its definitions, as
// the figures' (figureEntries) and a screen's notes (noteEntries) show:
// the title in bold, then each term beside its text wrapped to w
// columns on at most lines rows; none for no definitions.
func (f Frame) defEntries(heading string, defs [][2]string, w, lines int) [][]string {
	if len(defs) == 0 || w <= 0 {
		return nil
	}
	st := f.styles
	termW := 0
	for _, d := range defs {
		termW = max(termW, ansi.StringWidth(d[0]))
	}
	termW = min(termW, 16) + 2
	textW := max(20, w-termW)
	var title []string
	for _, l := range kit.WrapLines(heading, w, 3) {
		title = append(title, st.Bold.Render(l))
	}
	out := [][]string{title}
	for _, d := range defs {
		var entry []string
		for i, l := range kit.WrapLines(d[1], textW, lines) {
			lead := strings.Repeat(" ", termW)
			if i == 0 {
				lead = st.Help.FullKey.Render(kit.PadRight(d[0], termW))
			}
			entry = append(entry, ansi.Truncate(lead+st.Help.FullDesc.Render(l), w, ""))
		}
		out = append(out, entry)
	}
	return out
}

// defRows are figureEntries' rows one after the other, then
// noteEntries', as the full help under the board shows them below the
// keys.
func (f Frame) defRows(s Screen, w int) []string {
	var rows []string
	for _, e := range append(f.figureEntries(s, w), f.noteEntries(s, w)...) {
		rows = append(rows, e...)
	}
	return rows
}

// defPages are figureEntries, then noteEntries, in pages of at most h
// rows, each page under its entries' title, no entry split: the help's
// pages after the keys' where it takes the board's place.
func (f Frame) defPages(s Screen, w, h int) [][]string {
	return append(entryPages(f.figureEntries(s, w), h), entryPages(f.noteEntries(s, w), h)...)
}

// entryPages are entries (a title, then the entries under it) in pages
// of at most h rows, each page under the title, no entry split.
func entryPages(entries [][]string, h int) [][]string {
	if len(entries) < 2 || h < 2 {
		return nil
	}
	title := entries[0]
	var pages [][]string
	page := append([]string(nil), title...)
	for _, e := range entries[1:] {
		if len(page) > len(title) && len(page)+len(e) > h {
			pages = append(pages, page)
			page = append([]string(nil), title...)
		}
		page = append(page, e...)
	}
	return append(pages, page)
}
