package ui

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/nav"
)

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
		err = errors.New(m.shown(err.Error()))
	}
	m = m.tellSetup(nav.SetupErrorMsg{Err: err})
	m.active = nav.Setup
	return m
}

// shown is a message of the root's as the person may see it: with
// Options.HidePaths, no path of the server's (game.HidePaths).
func (m Model) shown(text string) string {
	if !m.opts.HidePaths {
		return text
	}
	return game.HidePaths(text, m.opts.OutDir, m.opts.StateDir)
}

// sayNotRemembered shows the setup's failed write (ui/remember) on the
// screen shown (the setup screen as its error), once no game's engines
// are being started: the game about to open would hide it. Update calls
// it after every message.
func (m Model) sayNotRemembered() Model {
	if m.notRemembered == "" || m.checking != nil {
		return m
	}
	text := m.notRemembered
	m.notRemembered = ""
	if m.active == nav.Setup {
		return m.tellSetup(nav.SetupErrorMsg{Err: errors.New(text)})
	}
	m.screens[m.active], _ = m.screens[m.active].Update(nav.NoticeMsg{Text: text, Error: true})
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
