package board

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
)

// Key handles the board's keys for s and reports whether k was one: ?
// opens the full help, turns its pages where it takes the board's place
// and closes it after the last; v flips the board (or says why it does
// not turn), o sorts the table (or says why not: panel.Model.Sort);
// [ ] home end step along the line (Step); : opens the move input, and
// so does tab, which completes a move in it (the help lists tab beside
// :, and the board said "No key tab here") and says so at once, as tab
// in the open input does (moveinput.Model.Tab); the
// arrows move the cursor and enter selects (s.Pick). A screen offers a
// key to its own commands first (those that take enter, as two engines'
// pause does, or move entry's keys) and to the frame after; a key
// neither takes may start a typed move (moveinput.Open).
func (f *Frame) Key(k tea.KeyMsg, s Screen) (tea.Cmd, bool) {
	km := f.keys
	switch {
	case key.Matches(k, km.Help):
		f.toggleHelp(s)
	case key.Matches(k, km.Flip):
		if why := f.Surface.Flip(); why != "" { // no sides to turn: say so
			s.Say(kit.StatusError, why)
		}
	case key.Matches(k, km.Sort):
		s.Say(f.Panel.Sort(s.Panel()))
	case key.Matches(k, km.Earlier, km.Later, km.First, km.Latest):
		return f.step(k, s), true
	case key.Matches(k, km.Type):
		f.Input.Focus("")
	case key.Matches(k, km.Complete):
		f.Input.Tab(s.TypedIn())
	case key.Matches(k, km.Up, km.Down, km.Left, km.Right):
		if why, _ := surface.CursorKey(km, k, f.Surface); why != "" { // a way the cursor never goes: say so
			s.Say(kit.StatusInfo, why)
		}
	case key.Matches(k, km.Select):
		return s.Pick(f.Surface.Select), true
	default:
		return nil, false
	}
	return nil, true
}

// HelpOpenNote is said for a key that waits behind the full help
// (HelpKey).
const HelpOpenNote = "The help is open: ? or esc closes it"

// HelpKey is the one rule of every board screen while its full help is
// open, under the board or in its place: ? turns its page or closes it,
// esc closes it, q is left to the screen (it quits, or asks first); any
// other key waits and s says HelpOpenNote, since what it did would act
// behind the help (a move typed, a take-back, another player), as the
// study screen's help holds its keys. It reports whether it took k; a
// screen asks it before its own keys and after ctrl+c and move entry
// (a move already being typed takes ? as a letter).
func (f *Frame) HelpKey(k tea.KeyMsg, s Screen) bool {
	km := f.keys
	switch {
	case !f.Help.ShowAll || key.Matches(k, km.Quit):
		return false
	case key.Matches(k, km.Help):
		f.toggleHelp(s)
	case key.Matches(k, km.Back):
		f.CloseHelp(s)
	default:
		f.SayIdle(s, kit.StatusInfo, HelpOpenNote)
	}
	return true
}

// toggleHelp is ?: the next help page, where the full help takes the
// board's place and has one after the page shown; else the full help
// opens or closes (at its first page).
func (f *Frame) toggleHelp(s Screen) {
	if f.Help.ShowAll && f.lay.HelpPage && f.helpAt+1 < len(f.helpPages(s)) {
		f.helpAt++
		return
	}
	f.Help.ShowAll, f.helpAt = !f.Help.ShowAll, 0
	f.Relayout(s, f.w, f.h)
}

// CloseHelp closes the full help if it is open and reports whether it
// was: a screen's esc closes the help before it leaves, as the study
// screen's does (the play screen's armed leaving the game behind it).
func (f *Frame) CloseHelp(s Screen) bool {
	if !f.Help.ShowAll {
		return false
	}
	f.Help.ShowAll, f.helpAt = false, 0
	f.Relayout(s, f.w, f.h)
	return true
}

// step moves the Cursor along s's line for a stepping key and tells s
// (Step): [ one move earlier, ] one later, home to the start, end to the
// last move (then it follows the line's end again). A key with nothing
// that way moves nothing and says so: [ and home at the start say
// StartNote, ] and end at the end EndNote.
func (f *Frame) step(k tea.KeyMsg, s Screen) tea.Cmd {
	km := f.keys
	n := s.Line()
	ply := f.Cursor.Ply(n)
	to := ply
	switch {
	case key.Matches(k, km.Earlier):
		to = ply - 1
	case key.Matches(k, km.Later):
		to = ply + 1
	case key.Matches(k, km.First):
		to = 0
	case key.Matches(k, km.Latest):
		to = n
	}
	to = min(max(to, 0), n)
	if to == ply {
		note := f.EndNote // ] or end: at the end
		if key.Matches(k, km.Earlier, km.First) {
			note = f.StartNote // [ or home: at the start
		}
		if note != "" {
			s.Say(kit.StatusInfo, note)
		}
		return nil
	}
	f.Cursor = At(to, n)
	return s.Step(to)
}

// Click is the gesture a left click at the mouse's cell makes on the
// board, read from the layout View draws, or the end of a drag: the
// button released on another square than the piece it pressed on
// (surface.Surface.Release); ok is false for anything else (another
// button, a click beside the board, no board on the screen: too small)
// and while the help is open (HelpKey) or a choice waits for its key.
func (f *Frame) Click(m tea.MouseMsg) (p surface.Pick, ok bool) {
	l := f.lay
	if f.Input.Choosing() || l.TooSmall || f.Help.ShowAll {
		return p, false
	}
	x, y := m.X-l.BoardX, m.Y-l.BoardY
	switch {
	case m.Action == tea.MouseActionPress && m.Button == tea.MouseButtonLeft:
		return f.Surface.Click(x, y)
	case m.Action == tea.MouseActionRelease && (m.Button == tea.MouseButtonLeft || m.Button == tea.MouseButtonNone):
		// SGR reports the button released, X10 none.
		return f.Surface.Release(x, y)
	}
	return p, false
}
