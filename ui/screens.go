package ui

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
)

// The screen stack: the root's slots, one screen per nav.Mode's slot,
// and the one shown. A screen is put in its slot (open, closing the one
// it replaces), shown (show), left for the setup screen (leaveGame,
// backToSetup) or for the game (backToGame); the setup screen is told
// what the root could not open (tellSetup).

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
	if m.opts.HidePaths {
		err = errors.New(m.defaults.Shown(err.Error()))
	}
	m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	m.active = nav.Setup
	return m
}

// tellSetup delivers msg to the setup screen at once (an error, the games
// it can resume), whether it is shown or not.
func (m Model) tellSetup(msg tea.Msg) Model {
	m.screens[nav.Setup], _ = m.screens[nav.Setup].Update(msg)
	return m
}

// backToGame shows the game again and lets it go on (nav.ResumePlayMsg,
// with why the screen it asked for did not open, if it did not).
func (m Model) backToGame(refused string) (Model, tea.Cmd) {
	var cmd tea.Cmd
	m.screens[nav.Game], cmd = m.screens[nav.Game].Update(nav.ResumePlayMsg{Refused: refused})
	m.active = nav.Game
	return m, cmd
}

// leaveGame closes the game (its searches and engines) and shows the
// setup screen, offering what the resume slot now holds.
func (m Model) leaveGame() (Model, tea.Cmd) {
	if p := m.screens[nav.Game]; p != nil {
		p.Close()
	}
	m.active = nav.Setup
	return m.checkSlots()
}

// show shows the screen in slot id, if there is one.
func (m Model) show(id nav.Mode) Model {
	if m.screens[id] != nil {
		m.active = id
	}
	return m
}
