package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
	playscreen "rollout/ui/screens/play"
)

// Opening a game: the screen the command line asks for (openOnStart,
// on what the setup screen described), the one place a mode becomes a
// screen (start), and the play screen built on a configuration
// (startGame), completed first by the command line's game.Defaults.

// openOnStart opens the screen Options.Screen names on what the setup
// screen described when it was built (onStart), with Options.Record, a
// game read from a file, for all but the study; an invalid setup stays
// on the setup screen with its error.
func (m Model) openOnStart() (Model, tea.Cmd) {
	mode := m.opts.Screen
	if mode == nav.Setup || m.screens[mode.Slot()] != nil {
		return m, nil
	}
	if mode == nav.Learn {
		return m.openLearn(m.opts.Lesson)
	}
	setupMode, cfg, err := m.onStart.mode, m.onStart.cfg, m.onStart.err
	if err != nil && (m.opts.Record == nil || mode == nav.Study) {
		return m.tellSetup(nav.SetupErrorMsg{Err: err}), nil
	}
	if m.opts.Record != nil && mode != nav.Study {
		cfg.Variant, cfg.Record = m.opts.Record.Variant(), m.opts.Record
	}
	if mode == nav.Game && setupMode == nav.Review {
		mode = nav.Review
	}
	return m.start(mode, cfg)
}

// start opens mode's screen on cfg: the one place a mode becomes a screen.
func (m Model) start(mode nav.Mode, cfg game.GameConfig) (Model, tea.Cmd) {
	if mode == nav.Game || mode == nav.Study { // -fen or -moves past the end
		if err := cfg.Over(); err != nil {
			return m.backToSetup(err), nil
		}
	}
	switch mode {
	case nav.Study:
		return m.studyFromSetup(cfg)
	case nav.Analysis:
		return m.analysisFromSetup(cfg)
	case nav.Learn:
		return m.openLearn(0)
	}
	return m.startGame(cfg, mode == nav.Review)
}

// startGame opens the play screen on cfg (held: for review); an unusable
// game (a bad move list, an engine that cannot play it) sends the person
// back to the setup screen with the reason.
func (m Model) startGame(cfg game.GameConfig, held bool) (Model, tea.Cmd) {
	return m.startGameWith(cfg, held, [2]engine.Player{})
}

// startGameWith is startGame with the players a check started
// (package handshake), which the play screen then owns.
func (m Model) startGameWith(cfg game.GameConfig, held bool, started [2]engine.Player) (Model, tea.Cmd) {
	p, cmd, err := playscreen.NewStarted(m.common, m.env, m.defaults.Prepare(cfg), held, started)
	if err != nil {
		return m.backToSetup(err), nil
	}
	m.watchOpen = false
	return m.open(nav.Game, p), cmd
}
