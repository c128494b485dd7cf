// Package handshake starts a game's external UCI engines, and completes
// their handshake, before the game opens: off the Update goroutine
// (enginerun.Go), so a program that is not an engine, or an option it
// lacks, is refused on the setup screen when the game is asked for, not
// after the first move. The players that answered are handed to the
// game, not started again; a check cancelled or outlived by the program
// closes them (Check.Stop), so no engine process outlives the program.
// The root ui model routes the check (Start, Msg, Check).
package handshake

import (
	"context"
	"fmt"
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// starter is a player that runs a program and can start it, and complete
// its handshake, before its first search (an external UCI engine's
// player; ui cannot import uci/client, so it asks by this interface).
type starter interface{ Start() error }

// Check is the check of a game's external engines under way: the engine
// run it goes through (enginerun.Go: counted by the WaitGroup, cancelled
// by the program's end, its message told from a stale one by
// Run.Accepts) and the handover of the players it started.
type Check struct {
	run  enginerun.Run
	hand *handover
}

// Msg ends a check: Err is the first refusal, shown on the setup
// screen; nil opens the game on Cfg (Mode: a game or a review) with the
// players the check started (Check.Take).
type Msg struct {
	gen  uint64
	Mode nav.Mode
	Cfg  game.GameConfig
	Err  error
}

// handover passes the players a check started to the game that plays
// them, or closes them: whoever holds them closes them. The check's
// goroutine gives them; Update takes them for the game, or the root drops
// them (the program ends while the message is on its way, or the check
// was cancelled), and drop closes what was given and not taken, so no
// engine process outlives the program whichever comes first.
type handover struct {
	mu      sync.Mutex
	players [2]engine.Player
	done    bool // taken or dropped: a later give is refused
}

// give hands the players over; false when the check was dropped
// meanwhile: the caller still holds them and closes them.
func (h *handover) give(ps [2]engine.Player) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.done {
		return false
	}
	h.players = ps
	return true
}

// take returns the players given, once; the game owns them from then on.
func (h *handover) take() [2]engine.Player {
	h.mu.Lock()
	defer h.mu.Unlock()
	ps := h.players
	h.players, h.done = [2]engine.Player{}, true
	return ps
}

// drop closes the players given and not taken (enginerun.Close, counted)
// and refuses a later give.
func (h *handover) drop(env enginerun.Env) {
	for _, p := range h.take() {
		if p != nil {
			enginerun.Close(env, p)
		}
	}
}

// Start starts the check of cfg's external engines (those the
// engine's list does not know), for a game or a review: each is built
// with the configuration the game builds it with (GameConfig.PlayerConfig)
// and started (starter) off the Update goroutine, through enginerun.Go,
// so a program that is not an engine, or an option it lacks, is refused
// on the setup screen when the game is asked for, not after the first
// move; the players that answered are then handed to the game
// (playscreen.NewStarted), not started again. ok is false when no side
// needs it (built-in players are checked as they are built). cfg is the
// game's as the root prepares it; env's NewPlayer builds the players.
func Start(env enginerun.Env, mode nav.Mode, cfg game.GameConfig) (c *Check, cmd tea.Cmd, ok bool) {
	if mode != nav.Game && mode != nav.Review {
		return nil, nil, false
	}
	sides := externalSides(cfg)
	if len(sides) == 0 || env.NewPlayer == nil {
		return nil, nil, false
	}
	gs, err := cfg.Line()
	if err != nil {
		return nil, nil, false // the game refuses it as it opens
	}
	var cfgs [2]*engine.Config
	for _, side := range sides {
		ec := cfg.PlayerConfig(side, gs.Position())
		cfgs[side] = &ec
	}
	hand := &handover{}
	newPlayer := env.NewPlayer
	run, cmd := enginerun.Go(env, func(ctx context.Context, gen uint64) tea.Msg {
		msg := Msg{gen: gen, Mode: mode, Cfg: cfg}
		var ps [2]engine.Player
		for side, ec := range cfgs {
			if ec == nil {
				continue
			}
			p, err := startPlayer(ctx, newPlayer, *ec)
			if err != nil {
				msg.Err = fmt.Errorf("%s: %w", cfg.Variant.Side(variants.Side(side)), err)
				break
			}
			ps[side] = p
		}
		if msg.Err == nil && ctx.Err() != nil {
			msg.Err = ctx.Err()
		}
		if msg.Err != nil || !hand.give(ps) {
			for _, p := range ps {
				enginerun.CloseNow(p)
			}
		}
		return msg
	})
	return &Check{run: run, hand: hand}, cmd, true
}

// Accepts reports whether msg ends this check, not one no longer under
// way (Run.Accepts): whoever ended that check dropped its players.
func (c *Check) Accepts(msg Msg) bool { return c != nil && c.run.Accepts(msg.gen) }

// Take returns the players the check started, once: the game that plays
// them owns them from then on.
func (c *Check) Take() [2]engine.Player { return c.hand.take() }

// Stop cancels the check and closes the players it started that no game
// took.
func (c *Check) Stop(env enginerun.Env) {
	c.run.Cancel()
	c.hand.drop(env)
}

// externalSides lists the sides of cfg that an external engine plays
// (a player the engine's list does not know): those a check starts.
func externalSides(cfg game.GameConfig) []variants.Side {
	var sides []variants.Side
	for i, s := range cfg.Sides {
		if _, known := engine.Info(s.Engine.Player); !s.Human && !known {
			sides = append(sides, variants.Side(i))
		}
	}
	return sides
}

// startPlayer builds the player for ec and starts it if it can be
// started; cancelling ctx gives the start up (the player is closed,
// which ends its handshake at once) and closes it. An error leaves no
// player open.
func startPlayer(ctx context.Context, newPlayer func(engine.Config) (engine.Player, error), ec engine.Config) (engine.Player, error) {
	p, err := newPlayer(ec)
	if err != nil {
		return nil, err
	}
	s, ok := p.(starter)
	if !ok {
		return p, nil
	}
	// Close ends a handshake under way; it runs here (not left to
	// AfterFunc's goroutine), so the check's counted goroutine ends
	// only once the process is reaped.
	closed := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		enginerun.CloseNow(p)
		close(closed)
	})
	err = s.Start()
	if !stop() { // cancelled: the player is being closed
		<-closed
		return nil, ctx.Err()
	}
	if err != nil {
		enginerun.CloseNow(p)
		return nil, err
	}
	return p, nil
}

// EngineNames names the engines a check of cfg starts, for the setup
// screen's note while it runs.
func EngineNames(cfg game.GameConfig) string {
	var names []string
	for _, side := range externalSides(cfg) {
		names = append(names, cfg.Sides[side].Engine.Player)
	}
	if len(names) == 2 && names[0] == names[1] {
		names = names[:1]
	}
	if len(names) == 2 {
		return names[0] + " and " + names[1]
	}
	return names[0]
}
