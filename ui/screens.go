package ui

import "rollout/ui/nav"

// open puts s in slot id, closing the screen it replaces (its searches
// and engines), and shows it: how the root opens a game, a study or an
// analysis board.
func (m Model) open(id nav.Mode, s nav.Screen) Model {
	if old := m.screens[id]; old != nil {
		old.Close()
	}
	m.screens[id], m.active = s, id
	return m
}

// backToSetup shows the setup screen with err as its message: how the
// root says why a screen it was asked for could not be opened.
func (m Model) backToSetup(err error) Model {
	m.screens[nav.Setup] = m.screens[nav.Setup].(setupScreen).withError(err)
	m.active = nav.Setup
	return m
}
