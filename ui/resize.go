package ui

import (
	tea "github.com/charmbracelet/bubbletea"
)

// The resize rule: a window size goes to every screen, shown or not, so
// a screen shown later is already laid out for the terminal; each
// screen decides its own layout (and says when the terminal is too
// small for it).

// resize sends the terminal's new size to every screen, shown or not.
func (m Model) resize(msg tea.WindowSizeMsg) (Model, tea.Cmd) {
	m.common.SetSize(msg.Width, msg.Height)
	var cmds []tea.Cmd
	for i, s := range m.screens {
		if s != nil {
			var cmd tea.Cmd
			m.screens[i], cmd = s.Update(msg)
			cmds = append(cmds, cmd)
		}
	}
	return m, tea.Batch(cmds...)
}
