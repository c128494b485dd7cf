package ui

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

// check is the check of a game's external engines under way: the engine
// run it goes through (enginerun.Go: counted by the WaitGroup, cancelled
// by the program's end, its message told from a stale one by
// Run.Accepts) and the handover of the players it started.
type check struct {
	run  enginerun.Run
	hand *handover
}

// handshakeMsg ends a check: err is the first refusal, shown on the
// setup screen; nil opens the game on cfg with the players the check
// started (check.hand).
type handshakeMsg struct {
	gen  uint64
	mode nav.Mode
	cfg  game.GameConfig
	err  error
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

// handshake starts the check of cfg's external engines (those the
// engine's list does not know), for a game or a review: each is built
// with the configuration the game builds it with (GameConfig.PlayerConfig)
// and started (starter) off the Update goroutine, through enginerun.Go,
// so a program that is not an engine, or an option it lacks, is refused
// on the setup screen when the game is asked for, not after the first
// move; the players that answered are then handed to the game
// (playscreen.NewStarted), not started again. ok is false when no side
// needs it (built-in players are checked as they are built). cfg is the
// game's as startGame prepares it.
func (m Model) handshake(mode nav.Mode, cfg game.GameConfig) (c *check, cmd tea.Cmd, ok bool) {
	if mode != nav.Game && mode != nav.Review {
		return nil, nil, false
	}
	sides := externalSides(cfg)
	if len(sides) == 0 || m.env.NewPlayer == nil {
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
	newPlayer := m.env.NewPlayer
	run, cmd := enginerun.Go(m.env, func(ctx context.Context, gen uint64) tea.Msg {
		msg := handshakeMsg{gen: gen, mode: mode, cfg: cfg}
		var ps [2]engine.Player
		for side, ec := range cfgs {
			if ec == nil {
				continue
			}
			p, err := startPlayer(ctx, newPlayer, *ec)
			if err != nil {
				msg.err = fmt.Errorf("%s: %w", cfg.Variant.Side(variants.Side(side)), err)
				break
			}
			ps[side] = p
		}
		if msg.err == nil && ctx.Err() != nil {
			msg.err = ctx.Err()
		}
		if msg.err != nil || !hand.give(ps) {
			for _, p := range ps {
				enginerun.CloseNow(p)
			}
		}
		return msg
	})
	return &check{run: run, hand: hand}, cmd, true
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
		cfg = m.prepare(cfg)
	}
	c, cmd, ok := m.handshake(mode, cfg)
	if !ok {
		return m.start(mode, cfg)
	}
	m.checking = c
	return m.tellSetup(nav.SetupBusyMsg{Note: "Starting " + engineNames(cfg) + "…"}), cmd
}

// engineNames names the engines a check starts, for the setup screen.
func engineNames(cfg game.GameConfig) string {
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

// checked ends the check: a refusal goes back to the setup screen with
// its reason; engines that answered play the game. A message of a check
// no longer under way is dropped (Run.Accepts): whoever ended that check
// dropped its players.
func (m Model) checked(msg handshakeMsg) (Model, tea.Cmd) {
	if m.checking == nil || !m.checking.run.Accepts(msg.gen) {
		return m, nil
	}
	players := m.checking.hand.take()
	m.checking = nil
	m = m.tellSetup(nav.SetupBusyMsg{})
	if msg.err != nil {
		return m.backToSetup(msg.err), nil
	}
	return m.startGameWith(msg.cfg, msg.mode == nav.Review, players)
}

// stopCheck cancels the check under way, if any, and closes the players
// it started that no game took.
func (m Model) stopCheck() Model {
	if m.checking != nil {
		m.checking.run.Cancel()
		m.checking.hand.drop(m.env)
		m.checking = nil
	}
	return m
}
