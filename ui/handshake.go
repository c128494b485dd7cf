package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/handshake"
	"rollout/ui/nav"
)

// The routing of a game's external engines' check (package handshake):
// started before the game opens, its answer opening the game or
// refusing it on the setup screen.

// requestGame opens what a StartGameMsg asks for, through the check of
// its external engines when it has any. While a check is under way a
// second request is ignored (enter pressed twice must not open two
// games, nor start the engines twice): the setup screen says what it is
// waiting for.
func (m Model) requestGame(mode nav.Mode, cfg game.GameConfig) (Model, tea.Cmd) {
	if m.checking != nil {
		return m, nil
	}
	if mode == nav.Game || mode == nav.Review {
		cfg = m.defaults.Prepare(cfg)
	}
	c, cmd, ok := handshake.Start(m.env, mode, cfg)
	if !ok {
		return m.start(mode, cfg)
	}
	m.checking = c
	return m.tellSetup(nav.SetupBusyMsg{Note: "Starting " + handshake.EngineNames(cfg) + "…"}), cmd
}

// checked ends the check: a refusal goes back to the setup screen with
// its reason; engines that answered play the game. A message of a check
// no longer under way is dropped (Check.Accepts).
func (m Model) checked(msg handshake.Msg) (Model, tea.Cmd) {
	if !m.checking.Accepts(msg) {
		return m, nil
	}
	players := m.checking.Take()
	m.checking = nil
	m = m.tellSetup(nav.SetupBusyMsg{})
	if msg.Err != nil {
		return m.backToSetup(msg.Err), nil
	}
	return m.startGameWith(msg.Cfg, msg.Mode == nav.Review, players)
}

// stopCheck cancels the check under way, if any, and closes the players
// it started that no game took.
func (m Model) stopCheck() Model {
	if m.checking != nil {
		m.checking.Stop(m.env)
		m.checking = nil
	}
	return m
}
