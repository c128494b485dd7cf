package play

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// boardScreen is the play screen as the board frame sees it
// (board.Screen): the game's texts and marks, and the game as the line
// the review steps along.
type boardScreen struct{ g *Model }

func (s boardScreen) Title(bool) string { return s.g.title() }

// HelpNotes gives a game held for review from a file its players'
// whole names, as its tags give them (board.HelpNoter), which the title
// reads short; none once p plays on, or for a game played here.
func (s boardScreen) HelpNotes() (string, [][2]string) {
	if !s.g.held {
		return "", nil
	}
	return kit.FilePlayersHeading, kit.FilePlayerNotes(s.g.st)
}
func (s boardScreen) Status() (string, float64)                { return s.g.statusText() }
func (s boardScreen) Message() (string, lipgloss.Style)        { return s.g.message() }
func (s boardScreen) Marks() surface.Marks                     { return s.g.marks() }
func (s boardScreen) Panel() panel.View                        { return s.g.panelView() }
func (s boardScreen) HelpKeys() help.KeyMap                    { return s.g.helpKeys() }
func (s boardScreen) TypedIn() variants.Position               { return s.g.typedIn() }
func (s boardScreen) Line() int                                { return s.g.st.Len() }
func (s boardScreen) Step(ply int) tea.Cmd                     { return s.g.stepTo(ply) }
func (s boardScreen) Pick(gesture func() surface.Pick) tea.Cmd { return s.g.pick(gesture) }
func (s boardScreen) Rows() (above, below []string) {
	top, _ := s.g.sideLines()
	return top, nil
}
func (s boardScreen) Beside() (int, []string) { return s.g.evalBar() }
func (s boardScreen) Under() []string {
	_, bottom := s.g.sideLines()
	return bottom
}
func (s boardScreen) Say(k kit.Status, text string) { s.g.setMsg(k, text) }

// Question is the question q, esc, r or X has asked (board.Asker), shown
// on a terminal too small for the board, where q still acts.
func (s boardScreen) Question() string {
	if s.g.confirm == nil {
		return ""
	}
	return s.g.prompt(s.g.confirm)
}
