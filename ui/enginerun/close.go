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
	if _, ok := p.(io.Closer); !ok || p == nil {
		return
	}
	if env.Searches == nil { // a screen built without an environment (tests)
		CloseNow(p)
		return
	}
	env.Searches.Add(1)
	go func() {
		defer env.Searches.Done()
		CloseNow(p)
	}()
}

// CloseNow closes an engine that has a Close method on the calling
// goroutine, for a goroutine that is itself counted (an engine run that
// started the engine and gives it up): it returns once the engine's
// process is reaped. Other players need no closing.
func CloseNow(p engine.Player) {
	if c, ok := p.(io.Closer); ok && p != nil {
		c.Close()
	}
}
