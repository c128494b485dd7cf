package ui

import (
	"errors"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// The setup screen remembers the game last started from it across
// restarts (issue 26: it opened on tic-tac-toe every time): the root
// writes it through the save queue when the setup screen starts a game,
// and reads it back as the program starts when the command line named
// no game (Options.RememberSetup).

// remember queues the write of the setup cfg was started from, and
// returns the Cmd that reports how it went (rememberedMsg), or nil.
func (m Model) remember(cfg game.GameConfig) tea.Cmd {
	if m.opts.StateDir == "" || cfg.Variant == nil {
		return nil
	}
	s := autosave.Setup{Variant: cfg.Variant.Name, Games: cfg.Games}
	for i, side := range cfg.Sides {
		s.Sides[i] = autosave.Side{Human: side.Human, Engine: side.Engine}
	}
	if cfg.TimeControl.Timed() {
		s.TimeControl = cfg.TimeControl.String()
	}
	dir, saves := m.opts.StateDir, m.remembers
	saves.Queue(m.env.Searches, func() error { return autosave.WriteSetup(dir, s) })
	return func() tea.Msg {
		<-saves.Settled()
		return rememberedMsg{err: saves.TakeErr()}
	}
}

// rememberedMsg ends the setup's writes queued so far: the last failure,
// or nil.
type rememberedMsg struct{ err error }

// rememberFailed keeps, to be said (sayNotRemembered), that the setup
// was not kept for the next start, in words of its own: it was said as
// "Autosave failed, the game is not saved", which it is not about (the
// game's saves are another file, another queue). The server's paths are
// hidden as in every message (Options.HidePaths).
func (m Model) rememberFailed(err error) Model {
	if err == nil {
		return m
	}
	text := "The setup was not remembered for the next start (" + autosave.SetupName + "): " + err.Error()
	if m.opts.HidePaths {
		text = game.HidePaths(text, m.opts.OutDir, m.opts.StateDir)
	}
	m.notRemembered = text
	return m
}

// sayNotRemembered shows the setup's failed write on the screen shown
// (the setup screen as its error), once no game's engines are being
// started: the game about to open would hide it (Update calls it after
// every message).
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
