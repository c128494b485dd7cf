package ui

import (
	"io"

	"rollout/engine"
)

// Players that hold something outside the program (an external UCI
// engine's process, package uci/client) have a Close method. The ui closes
// them when their game or analysis is done with them: leaving a game,
// starting another (r, the next game of a series, a new game from the
// setup screen), and when the analysis board replaces its engine. Without
// that each game left one engine process running until the program
// ended. The built-in players hold nothing and have no Close.

// closeEngine closes p if it has a Close method. Closing a UCI engine
// asks it to quit and waits up to a second, so it runs off the UI
// goroutine, counted by the searches WaitGroup so Run waits for it
// before returning. Close may be called more than once (the uci client's
// is idempotent), so a screen's copies may each release their players.
func closeEngine(env engineEnv, p engine.Player) {
	c, ok := p.(io.Closer)
	if !ok {
		return
	}
	if env.searches == nil { // a screen built without an environment (tests)
		c.Close()
		return
	}
	env.searches.Add(1)
	go func() {
		defer env.searches.Done()
		c.Close()
	}()
}

// releasePlayers closes the game's players that have a Close method.
func (g *playScreen) releasePlayers() {
	for _, p := range g.players {
		if p != nil {
			closeEngine(g.env, p)
		}
	}
}
