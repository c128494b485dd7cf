package statusbar

import (
	"strings"

	"github.com/charmbracelet/bubbles/progress"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
)

// Model is the status bar: the search's progress in Roller's format
// (`4.51 s | 21.17 kr | 4.69 kr/s | b2`, engine.Snapshot.StatusLine)
// and a progress bar of the share of the budget used. Like
// soft-serve's, it measures the fixed part and gives the bar what is
// left.
type Model struct {
	styles *kit.Styles
	bar    progress.Model
	width  int
}

// minBar is the narrowest bar drawn; minShared the narrowest line on
// which the text is cut to leave the bar room.
const (
	minBar    = 10
	minShared = 48
)

// New is a status bar drawn with st: the bar filled with # and - when
// st is plain, in colour otherwise. It draws nothing until SetSize.
func New(st *kit.Styles) Model {
	opts := []progress.Option{progress.WithoutPercentage(), progress.WithColorProfile(st.Profile)}
	if st.Plain {
		opts = append(opts, progress.WithFillCharacters('#', '-'))
	} else {
		opts = append(opts, progress.WithSolidFill("39"))
	}
	return Model{styles: st, bar: progress.New(opts...)}
}

// SetSize records the width of the bar's line.
func (s *Model) SetSize(w int) { s.width = w }

// Width is the width of the bar's line (0 before SetSize).
func (s Model) Width() int { return s.width }

// View renders text, then the progress bar if pct is in [0, 1] and at
// least 10 columns are left. On a line of at least minShared columns a
// bounded search's bar keeps its 10 columns: the text is cut for it (the
// budget used is the figure a person waits on; the text's tail, the
// player's parts, is also in the title). The bar is drawn with ViewAs:
// no animation, so no frame messages to route.
func (s Model) View(text string, pct float64) string {
	if s.width <= 0 {
		return ""
	}
	text = cut(text, s.room(pct))
	room := s.width - ansi.StringWidth(text) - 2
	if pct < 0 || room < minBar {
		return text
	}
	bar := s.bar
	bar.Width = min(room, 40)
	return text + strings.Repeat(" ", 2) + bar.ViewAs(min(1, pct))
}

// room is the columns View leaves the text: the line's, less a bounded
// search's bar where the line is wide enough to share.
func (s Model) room(pct float64) int {
	if pct >= 0 && s.width >= minShared {
		return s.width - 2 - minBar
	}
	return s.width
}

// Progress is the text for View(text, pct) that says what a search
// is doing: a prefix (who thinks, where) then snap's status line, with
// its best move whole (engine.Snapshot.StatusLineWithin: the least
// important fields dropped first). prefixes go from the longest to the
// shortest; the first one that leaves room for the seconds and the best
// move is used (the last one in any case), so a narrow line trades the
// prefix's detail for the move, the figure a person watches for.
func (s Model) Progress(snap engine.Snapshot, pct float64, prefixes ...string) string {
	room := s.room(pct)
	if s.width <= 0 {
		room = 1 << 20 // not sized yet: the whole line
	}
	for i, p := range prefixes {
		line, ok := snap.StatusLineWithin(room - ansi.StringWidth(p))
		if ok && strings.Contains(line, " | ") || i == len(prefixes)-1 {
			return p + line
		}
	}
	return snap.StatusLine()
}

// cut is text within width columns, cut at a word with "…"
// (kit.FitLine: cut mid-word, a figure read as another, "101.5…" for
// 101.53 kr, and a sentence ended in a fragment); a cut just after a
// "…" of the text's own keeps one ("on their board……" read as a
// glitch).
func cut(text string, width int) string {
	t := kit.FitLine(text, width)
	if t != text && strings.HasSuffix(t, "……") {
		t = strings.TrimSuffix(t, "…")
	}
	return t
}
