package ui

import (
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// starter is a player that runs a program and can start it, and complete
// its handshake, before its first search (an external UCI engine's
// player; ui cannot import uci/client, so it asks by this interface).
type starter interface{ Start() error }

// handshakeMsg brings back a game whose external engines were started:
// err is the first refusal, shown on the setup screen; nil starts the
// game.
type handshakeMsg struct {
	mode nav.Mode
	cfg  kit.GameConfig
	err  error
}

// handshake returns a Cmd that builds each engine of cfg that the
// engine's list does not know (an external one), starts it (starter) and
// closes it again, off the Update goroutine, so a program that is not an
// engine, or an option it lacks, is refused on the setup screen when the
// game is asked for, not after the first move. nil when no side needs
// it (built-in players are checked as they are built).
func (m Model) handshake(mode nav.Mode, cfg kit.GameConfig) tea.Cmd {
	if mode != nav.Game && mode != nav.Review {
		return nil
	}
	var sides []variants.Side
	for i, s := range cfg.Sides {
		if _, known := engine.Info(s.Engine.Player); !s.Human && !known {
			sides = append(sides, variants.Side(i))
		}
	}
	if len(sides) == 0 || m.env.NewPlayer == nil {
		return nil
	}
	pos := cfg.Start
	if pos == nil {
		pos = cfg.Variant.Start()
	}
	newPlayer := m.env.NewPlayer
	return func() tea.Msg {
		for _, side := range sides {
			if err := startOnce(newPlayer, cfg.Sides[side].Engine.ForGame(pos)); err != nil {
				return handshakeMsg{mode: mode, cfg: cfg, err: fmt.Errorf("%s: %w", cfg.Variant.Side(side), err)}
			}
		}
		return handshakeMsg{mode: mode, cfg: cfg}
	}
}

// startOnce builds the player for ec, starts it if it can be started,
// and closes it.
func startOnce(newPlayer func(engine.Config) (engine.Player, error), ec engine.Config) error {
	p, err := newPlayer(ec)
	if err != nil {
		return err
	}
	if c, ok := p.(io.Closer); ok {
		defer c.Close()
	}
	if s, ok := p.(starter); ok {
		return s.Start()
	}
	return nil
}
