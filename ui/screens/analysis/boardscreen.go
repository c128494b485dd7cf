package analysis

import (
	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// boardScreen is the analysis board as the board frame sees it
// (board.Screen): the analysis's texts and marks, and the line its
// stepping keys walk, each step analysed.
type boardScreen struct{ a *Model }

func (s boardScreen) Title(panel bool) string { return s.a.title(panel) }

// HelpNotes gives a game read from a file its players' whole names,
// as its tags give them (board.HelpNoter), which the title reads short.
func (s boardScreen) HelpNotes() (string, [][2]string) {
	return kit.FilePlayersHeading, kit.FilePlayerNotes(s.a.Rec)
}
func (s boardScreen) Status() (string, float64)                { return s.a.statusText(), -1 }
func (s boardScreen) Message() (string, lipgloss.Style)        { return s.a.message() }
func (s boardScreen) Marks() surface.Marks                     { return s.a.marks() }
func (s boardScreen) Panel() panel.View                        { return s.a.panelView() }
func (s boardScreen) HelpKeys() help.KeyMap                    { return *s.a }
func (s boardScreen) TypedIn() variants.Position               { return s.a.typedIn() }
func (s boardScreen) Line() int                                { return s.a.Rec.Len() }
func (s boardScreen) Step(ply int) tea.Cmd                     { return s.a.step(ply) }
func (s boardScreen) Pick(gesture func() surface.Pick) tea.Cmd { return s.a.apply(gesture()) }
func (s boardScreen) Say(k kit.Status, text string)            { s.a.setMsg(k, text) }
func (s boardScreen) Beside() (int, []string)                  { return s.a.evalBar() }
func (s boardScreen) Rows() (above, below []string) {
	top, _ := s.a.sideLines()
	return top, nil
}
func (s boardScreen) Under() []string {
	_, bottom := s.a.sideLines()
	return bottom
}

// Question is q's question over a game going on (board.Asker), shown on
// a terminal too small for the board, where q still acts.
func (s boardScreen) Question() string { return s.a.game.Question() }
