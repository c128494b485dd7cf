package ui

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"rollout/ui/kit"
	"rollout/ui/screens/teacher"
)

// teacherRoot is the program of a teacher's session: the teacher screen
// alone (it plays no game, so it needs none of the root's slots).
type teacherRoot struct{ s teacher.Model }

// NewTeacherSession builds the program model of a teacher's session of
// rollout serve, drawn by r as NewSession's: the teacher screen acting
// on the class through desk. The server sends it teacher.RosterMsg
// through the program whenever the class changes.
func NewTeacherSession(desk teacher.Desk, r *lipgloss.Renderer) tea.Model {
	color := r.ColorProfile() != termenv.Ascii
	st := kit.NewRendererStyles(r, color, r.HasDarkBackground())
	km := kit.DefaultKeyMap()
	return teacherRoot{teacher.New(kit.Common{Styles: &st, Keys: &km, ASCII: !color}, desk)}
}

// Init starts the screen.
func (t teacherRoot) Init() tea.Cmd { return t.s.Init() }

// Update passes every message to the screen.
func (t teacherRoot) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	t.s, cmd = t.s.Update(msg)
	return t, cmd
}

// View draws the screen.
func (t teacherRoot) View() string { return t.s.View() }
