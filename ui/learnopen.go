package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
	learnscreen "rollout/ui/screens/learn"
)

// The lesson screen's slot, opened on a lesson or where the learner's
// progress left off.

// openLearn shows the lesson screen on lesson n (0: where the learner's
// progress, kept in the state directory, left off).
func (m Model) openLearn(n int) (Model, tea.Cmd) {
	s, cmd := learnscreen.New(m.common, m.env, m.progress, n)
	return m.open(nav.Learn, s), cmd
}
