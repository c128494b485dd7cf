package cli

import (
	"fmt"
	"io"
	"sync"
	"time"

	"rollout/engine"
	"rollout/uci/client"
	"rollout/variants"
	"rollout/variants/chess"
)

// started holds the external engines built by newPlayer, so the command
// that built them closes (and reaps) every one before it returns.
var started struct {
	sync.Mutex
	closers []io.Closer
}

// newPlayer builds the player a side names: "uci:NAME[,key=value...]" runs
// an external UCI engine (package uci/client), anything else is one of
// rollout's own players (engine.New). The TUI, match and analyze all
// build their players through it.
func newPlayer(cfg engine.Config) (engine.Player, error) {
	if !engine.IsExternal(cfg.Player) {
		return engine.New(cfg)
	}
	p, err := client.New(cfg)
	if err != nil {
		return nil, err
	}
	started.Lock()
	started.closers = append(started.closers, p)
	started.Unlock()
	return p, nil
}

// closePlayers closes every external engine newPlayer started.
func closePlayers() {
	started.Lock()
	cs := started.closers
	started.closers = nil
	started.Unlock()
	for _, c := range cs {
		c.Close()
	}
}

// slowEngineNote is how long an engine's handshake may take before
// tryEngines says on stderr what it is waiting for (at once when not
// positive).
var slowEngineNote = time.Second

// tryEngines starts and handshakes each external engine among cfgs, then
// closes it: a command refuses a program that is not a UCI engine, one
// that does not answer within its timeout, or an option the engine lacks
// before it opens a screen or plays a game, with the reason. An engine
// slow to answer is named on stderr while it is waited for.
func tryEngines(stderr io.Writer, cfgs ...engine.Config) error {
	for _, cfg := range cfgs {
		if !engine.IsExternal(cfg.Player) {
			continue
		}
		p, err := client.New(cfg)
		if err != nil {
			return err
		}
		// A silent engine is waited for up to its timeout (a minute
		// by default) before anything opens: say so rather than leave a
		// blank terminal.
		note := func() { fmt.Fprintf(stderr, "rollout: waiting for %s to answer uci…\n", cfg.Player) }
		if slowEngineNote <= 0 {
			note()
			err = p.Start()
		} else {
			said := make(chan struct{})
			slow := time.AfterFunc(slowEngineNote, func() { note(); close(said) })
			err = p.Start()
			if !slow.Stop() {
				<-said // the line is written before anything else is
			}
		}
		p.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// checkPlayer reports, without starting anything, whether cfg names a
// player that can play games of v: an external engine's spec must parse
// and name a program that exists, and external engines play chess only
// for now; rollout's own players must exist and suit the game.
func checkPlayer(cfg engine.Config, v *variants.Variant) error {
	if engine.IsExternal(cfg.Player) {
		if v != chess.Variant {
			return fmt.Errorf("%s: external UCI engines play chess only (the game is %s)", cfg.Player, v.Title)
		}
		_, err := client.ParseSpec(cfg.Player)
		return err
	}
	if err := engine.CanPlay(cfg.Player, v); err != nil {
		return err
	}
	_, err := engine.New(cfg)
	return err
}
