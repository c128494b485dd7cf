package board

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
)

// View draws the frame around s: the title, the board beside the panel,
// the status bar, the message, the move input and the help; where the
// full help does not fit under the board, a page of it in the body's
// place; on a terminal too small for the board, a note of the size it
// needs, with the question a key has asked (Asker). View only draws:
// the layout is Relayout's.
func (f Frame) View(s Screen) string {
	l := f.lay
	if l.TooSmall {
		question := ""
		if a, ok := s.(Asker); ok {
			question = a.Question()
		}
		return kit.TooSmallAsking(f.w, f.h, l.NeedW, l.NeedH, question)
	}
	if l.HelpPage {
		return f.helpPageView(s)
	}
	board := strings.Split(f.Surface.View(s.Marks()), "\n")
	var panelRows []string
	if l.PanelW > 0 {
		panelRows = strings.Split(f.Panel.View(s.Panel()), "\n")
	}
	// The title starts a column left of the board: cut it at a word to
	// the columns left there, not mid-word by the screen's fit (the
	// players' names in it are cut to fit first: kit.FilePlayersWithin).
	title := kit.FitLine(s.Title(l.PanelW > 0), f.w-max(0, l.BoardX-1))
	above, below := f.ownRows(s)
	_, side := besideOf(s)
	body := l.Rows(title, board, underOf(s), side, panelRows)
	lines := make([]string, l.Top, l.Top+l.BodyH+l.Above+l.Below+8)
	lines = append(lines, body[0])
	lines = append(lines, above...)
	lines = append(lines, body[1:]...)
	lines = append(lines, below...)
	lines = append(lines, f.below(s)...)
	if f.Help.ShowAll {
		// The keys, then what the table's figures mean and the screen's
		// notes (HelpNoter), in the rows the layout counted (a table
		// whose columns changed since is cut).
		keys := s.HelpKeys().FullHelp()
		help := kit.HelpPage(f.styles, keys, f.w, min(l.HelpH, kit.HelpHeight(keys, f.w)))
		help = append(help, f.defRows(s, f.w)...)
		lines = append(lines, help[:min(len(help), l.HelpH)]...)
	} else {
		lines = append(lines, kit.ShortHelp(f.Help, s.HelpKeys().ShortHelp(), f.w))
	}
	return kit.FitScreen(strings.Join(lines, "\n"), f.w, f.h)
}

// below is the rows between the body and the help: the status bar, the
// message and the move input (rowsBelow with a one-line message).
func (f Frame) below(s Screen) []string {
	text, pct := s.Status()
	lines := []string{f.Status.View(text, pct)}
	lines = append(lines, f.messageRows(s)...)
	return append(lines, f.Input.View(s.TypedIn(), f.moveHelp))
}

// helpPageView draws the full help in the body's place, between the
// title and the status bar, message and input (the screen goes on under
// it); the screen's rows under the board (Under: the bottom side's
// clock) stay under the help, as its rows above it do, so a clock
// running while the help is read stays in sight; the last line says
// how to turn its pages and close it.
func (f Frame) helpPageView(s Screen) string {
	above, below := f.ownRows(s)
	lines := []string{kit.FitLine(s.Title(false), f.w)}
	lines = append(lines, above...)
	pages := f.helpPages(s)
	lines = append(lines, kit.HelpPageAt(pages, f.helpAt, f.helpPageH())...)
	// In the board's column, as beside the board and as the top side's
	// line (its indent is its own): the bottom clock sat a column left.
	indent := strings.Repeat(" ", f.lay.BoardX)
	for _, r := range fitRows(underOf(s), f.lay.UnderH, f.w-f.lay.BoardX) {
		if r != "" {
			r = indent + r
		}
		lines = append(lines, r)
	}
	lines = append(lines, below...)
	lines = append(lines, f.below(s)...)
	lines = append(lines, kit.HelpPagesKeys(f.styles, f.keys.Help, f.helpAt, len(pages)))
	return kit.FitScreen(strings.Join(lines, "\n"), f.w, f.h)
}

// helpPageH is the rows a help page has in the body's place: all but the
// title, the screen's own rows (those under the board too), the rows
// below the body and the help line.
func (f Frame) helpPageH() int {
	return f.h - rowsAbove - f.lay.Above - f.lay.UnderH - f.lay.Below - (rowsBelow - 1 + f.lay.MsgH) - 1
}

// ownRows is s's own rows (Rows) as the layout counted them, each cut
// to the width: a screen whose count changed outside Update gets the
// rows it had, padded or cut, so the frame still fits.
func (f Frame) ownRows(s Screen) (above, below []string) {
	a, b := ownRows(s)
	return fitRows(a, f.lay.Above, f.w), fitRows(b, f.lay.Below, f.w)
}

// fitRows is rows cut or padded to n, each cut to w columns.
func fitRows(rows []string, n, w int) []string {
	out := make([]string, n)
	for i := range min(n, len(rows)) {
		out[i] = ansi.Truncate(rows[i], w, "…")
	}
	return out
}

// helpPages is the full help in the body's place, in pages of the rows
// left there (kit.HelpPages): the keys (one page at 60x20, two at the
// smallest size), then what the table's figures mean and the screen's
// notes (defPages).
func (f Frame) helpPages(s Screen) [][]string {
	pages := kit.HelpPages(f.styles, s.HelpKeys().FullHelp(), f.w, f.helpPageH())
	return append(pages, f.defPages(s, f.w, f.helpPageH())...)
}

// messageRows is the message in the MsgH rows the layout gave it. They
// are the message's own unless it changed outside Update (an autosave
// failing in the background, shown at once) or the terminal leaves it
// fewer: then it is wrapped anew on them, its last row cut with "…" (a
// path's end kept where the words leave room), or padded, so the rows above and below stay
// put. Its wrapped, styled rows joined and cut again lost a path whole
// ("Game over: White loses on time; saved…" at 40x16): the style's
// escapes hid it from the cut.
func (f Frame) messageRows(s Screen) []string {
	msg := f.messageLines(s)
	h := max(1, f.lay.MsgH)
	if len(msg) > h {
		msg = f.messageIn(s, h)
	}
	for len(msg) < h {
		msg = append(msg, "")
	}
	return msg
}
