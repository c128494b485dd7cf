package ui

import (
	"errors"

	"rollout/ui/nav"
)

// What the root says to the person: its own messages (a setup not
// remembered, a screen it could not open) on the screen shown, the
// setup screen's error line or a screen's notice, with no path of the
// server's under rollout serve (game.Defaults.Shown). The class's last
// line is class.go's (inviteView).

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
