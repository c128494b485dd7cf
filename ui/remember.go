package ui

import (
	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/variants"
)

// The setup screen remembers the game last started from it across
// restarts (issue 26: it opened on tic-tac-toe every time): the root
// writes it through the save queue when the setup screen starts a game,
// and reads it back as the program starts when the command line named
// no game (Options.RememberSetup).

// remember queues the write of the setup cfg was started from.
func (m Model) remember(cfg game.GameConfig) {
	if m.opts.StateDir == "" || cfg.Variant == nil {
		return
	}
	s := autosave.Setup{Variant: cfg.Variant.Name, Games: cfg.Games}
	for i, side := range cfg.Sides {
		s.Sides[i] = autosave.Side{Human: side.Human, Engine: side.Engine}
	}
	if cfg.TimeControl.Timed() {
		s.TimeControl = cfg.TimeControl.String()
	}
	dir := m.opts.StateDir
	m.saves.Queue(m.env.Searches, func() error { return autosave.WriteSetup(dir, s) })
}

// remembered is opts with the remembered setup in place of its game, if
// there is one that reads; otherwise opts as they are.
func remembered(opts Options) Options {
	s, ok, err := autosave.LoadSetup(opts.StateDir)
	if !ok || err != nil {
		return opts
	}
	opts.Variant, opts.Games = s.Variant, s.Games
	for i, side := range s.Sides {
		opts.Sides[i] = game.SideOptions{Human: side.Human, Engine: side.Engine}
	}
	if tc, err := variants.ParseTimeControl(s.TimeControl); err == nil {
		opts.TimeControl = tc
	}
	return opts
}
