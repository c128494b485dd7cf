package enginerun

import (
	"io"

	"rollout/engine"
)

// Close closes an engine that has a Close method (an external UCI engine:
// its process is told to quit and waited for) off the UI goroutine,
// counted by env.Searches so Run waits for it; other players need no
// closing. A screen closes its players when it is done with them.
func Close(env Env, p engine.Player) {
	c, ok := p.(io.Closer)
	if !ok || p == nil {
		return
	}
	if env.Searches == nil { // a screen built without an environment (tests)
		c.Close()
		return
	}
	env.Searches.Add(1)
	go func() {
		defer env.Searches.Done()
		c.Close()
	}()
}
