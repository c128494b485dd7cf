package study

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	course "rollout/learn"
	"rollout/ui/kit"
)

// helpPages lays out the `?` overlay for w columns and h rows: the keys
// first (kit.HelpPage's columns), then the glossary, every symbol and
// column of the screen in one sentence, each ending with the section of
// docs/study.md that explains it. No page splits a term, so at 80x24
// the whole legend is read with pgdn, nothing cut.
func (s Model) helpPages(w, h int) [][]string {
	if w <= 0 || h <= 1 {
		return nil
	}
	pages := [][]string{kit.HelpPage(s.Styles, s.FullHelp(), w, h-1)}
	termW := 0
	for _, t := range course.Glossary {
		termW = max(termW, ansi.StringWidth(s.termText(t)))
	}
	termW = min(termW, 16) + 2
	textW := max(20, w-termW)
	var page []string
	for _, t := range course.Glossary {
		// The section's name is one unit: "[1." never ends a line.
		body := wrapUnits(append(strings.Fields(s.asciiText(t.Means)), "["+t.Section+"]"), textW)
		entry := make([]string, 0, len(body))
		for i, l := range body {
			lead := strings.Repeat(" ", termW)
			if i == 0 {
				lead = s.Styles.Help.FullKey.Render(kit.PadRight(s.termText(t), termW))
			}
			entry = append(entry, lead+s.Styles.Help.FullDesc.Render(strings.TrimRight(l, " ")))
		}
		if len(page) > 0 && len(page)+len(entry) > h-1 {
			pages = append(pages, page)
			page = nil
		}
		page = append(page, entry...)
	}
	if len(page) > 0 {
		pages = append(pages, page)
	}
	for i := range pages {
		title := "Keys"
		if i > 0 {
			title = "What the screen shows; [section] of docs/study.md"
		}
		head := kit.FitLine(fmt.Sprintf("%s (page %d of %d)", title, i+1, len(pages)), w)
		pages[i] = append([]string{s.Styles.Bold.Render(head)}, pages[i]...)
		for j := range pages[i] {
			pages[i][j] = ansi.Truncate(pages[i][j], w, "")
		}
	}
	return pages
}

// termText is a glossary term as this screen draws it: its ASCII form
// with colour off.
func (s Model) termText(t course.Term) string {
	if s.tree.ASCII && t.ASCII != "" {
		return t.ASCII
	}
	return s.asciiText(t.Term)
}

// asciiText swaps the glossary's symbols for what the screen draws with
// colour off.
func (s Model) asciiText(text string) string {
	if !s.tree.ASCII {
		return text
	}
	return strings.NewReplacer("±", "+-", "←", "left", "→", "right", "▸", "+").Replace(text)
}

// helpPageKeys is the line under the help overlay: how to turn its
// pages and close it.
func (s Model) helpPageKeys(pages int) string {
	st := s.Styles
	out := st.Help.FullKey.Render("pgdn pgup") + " " + st.Help.FullDesc.Render(fmt.Sprintf("turn the %d pages", pages)) +
		st.Help.FullDesc.Render(" • ") + st.Help.FullKey.Render("? esc") + " " + st.Help.FullDesc.Render("close the help")
	return out
}

// wrapUnits joins units with spaces into lines of at most w columns,
// never breaking a unit (a longer one has a line of its own).
func wrapUnits(units []string, w int) []string {
	var lines []string
	cur := ""
	for _, u := range units {
		switch {
		case cur == "":
			cur = u
		case ansi.StringWidth(cur)+1+ansi.StringWidth(u) <= w:
			cur += " " + u
		default:
			lines = append(lines, cur)
			cur = u
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}
