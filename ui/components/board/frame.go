package board

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/components/moveinput"
	"rollout/ui/components/panel"
	"rollout/ui/components/statusbar"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// Screen is what a board screen owns and the frame asks it for: the
// texts and marks it draws, and the line of moves its stepping keys walk.
// The frame calls it with the screen as it is now (each call takes the
// screen's current copy: Bubble Tea models are values), so a screen
// passes a small adapter holding a pointer to itself.
type Screen interface {
	// Title is the top line; panel says the panel is shown, beside the
	// board or under it (the analysis board then moves its settings
	// there). The frame cuts it to the width.
	Title(panel bool) string
	// Status is the status bar's text and its progress bar's share
	// (negative: no bar).
	Status() (text string, progress float64)
	// Message is the message area's text, plain, and its style; the
	// frame wraps it to the width on up to MaxMsgLines rows.
	Message() (text string, style lipgloss.Style)
	// Marks are the board's marks: the last move, the best move, heat.
	Marks() surface.Marks
	// Panel is what the side panel shows: the moves, a table.
	Panel() panel.View
	// HelpKeys are the keys the help line and the full help list now.
	HelpKeys() help.KeyMap
	// TypedIn is the position a typed move is played in, nil when none
	// may be typed now.
	TypedIn() variants.Position
	// Line is the length of the line of moves the board steps along
	// (the ply shown is the frame's Cursor).
	Line() (n int)
	// Step shows ply of the line: the stepping keys [ ] home end have
	// moved the Cursor there, from another ply.
	Step(ply int) tea.Cmd
	// Pick acts on a gesture on the board (enter: the surface's Select),
	// if the board may be touched now.
	Pick(gesture func() surface.Pick) tea.Cmd
	// Say shows a message.
	Say(kind kit.Status, text string)
}

// Asker is a Screen whose keys may ask a question before they act (the
// play screen's q: "Press q again to quit ..."). On a terminal too small
// for the board q still acts, so the note that takes the board's place
// shows the question too: without it the first q seemed to do nothing.
type Asker interface {
	// Question is the question pending, "" for none.
	Question() string
}

// Frame is the board screen's frame: the components drawn around a
// board (surface, panel, status bar, move input, help), their layout,
// the help's pages and the board's keys. The play screen and the
// analysis board embed it.
type Frame struct {
	Surface surface.Surface
	Panel   panel.Model
	Status  statusbar.Model
	Input   moveinput.Model
	Help    help.Model
	// Cursor is the ply shown of the screen's line (Screen.Line).
	Cursor Cursor
	// StartNote is said when [ or home is pressed at the start of the
	// line, EndNote when ] or end is pressed at its end (empty: nothing
	// is said).
	StartNote, EndNote string

	styles   *kit.Styles
	keys     *kit.KeyMap
	moveHelp string // the variant's move texts, for the move input's prompt
	w, h     int
	lay      Layout
	// helpAt is the help page shown (kit.HelpPages) where the full help
	// takes the board's place and needs more than one page: ? turns it.
	helpAt int
	// idle is the note that said the last key did nothing (SayIdle),
	// which the next key takes away (SeeNote).
	idle string
}

// New builds the frame of a board of variant v showing pos.
func New(c kit.Common, v *variants.Variant, pos variants.Position) Frame {
	f := Frame{Surface: surface.New(c, pos), Panel: panel.New(c), Status: statusbar.New(c.Styles),
		Input: moveinput.New(c.Styles, c.Keys), Help: help.New(), styles: c.Styles, keys: c.Keys, moveHelp: v.MoveHelp}
	f.Help.Styles = c.Styles.Help
	return f
}

// Layout is the layout View draws (the last Relayout's).
func (f *Frame) Layout() Layout { return f.lay }

// Relayout lays the frame out for a w x h terminal and what s shows now
// (the message's rows, the full help) and sizes the components to it.
// A screen calls it after every message it handles, so View only draws
// and the panel is always as tall as the rows View gives it: a message
// that wraps to three lines takes its rows from the panel, not the
// panel's last rows.
func (f *Frame) Relayout(s Screen, w, h int) {
	f.w, f.h = w, h
	var full func() int
	if f.Help.ShowAll {
		full = func() int { return kit.HelpHeight(s.HelpKeys().FullHelp(), w) + len(f.defRows(s, w)) }
	}
	above, below := ownRows(s)
	side, _ := besideOf(s)
	f.lay = layout(f.Surface, w, h, len(f.messageLines(s)), len(above), len(below), max(0, side), len(underOf(s)), full)
	f.Surface.SetSize(f.lay.boardW, f.lay.boardH)
	f.Panel.SetSize(f.lay.PanelW, f.lay.PanelH())
	f.Status.SetSize(w)
	f.Input.SetSize(w)
	f.Help.Width = w
}

// messageLines is the message area: s's message wrapped to the width on
// up to MaxMsgLines lines, so a long error (a failed save, an illegal
// move's reason) is read whole.
func (f *Frame) messageLines(s Screen) []string { return f.messageIn(s, MaxMsgLines) }

// messageIn is s's message wrapped to the width on up to n lines (the
// last cut as kit.WrapLines cuts it, the words before a path's end), each
// styled; one empty line for no message. The rows are the panel's, so
// a path the message ends in is cut in its middle where that saves one
// (kit.WrapFew).
func (f *Frame) messageIn(s Screen, n int) []string {
	text, style := s.Message()
	lines := kit.WrapFew(text, f.w, n)
	if len(lines) == 0 {
		lines = []string{""}
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}
