package enginerun

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"
)

// Go runs work in a goroutine counted by env.Searches, with a context
// that Run.Cancel (or the program's end) cancels, and returns the run and
// the Cmd that delivers work's message. work is given the run's
// generation to put in its message, so the screen drops a late message of
// an older run with Run.Accepts. It is the way a screen does engine work
// that is not a player's Search off the UI goroutine (the study's
// stepper: a phase, an iteration, a batch of iterations).
func Go(env Env, work func(ctx context.Context, gen uint64) tea.Msg) (Run, tea.Cmd) {
	gen := NextGen()
	ctx, cancel := context.WithCancel(env.Ctx)
	done := make(chan tea.Msg, 1)
	env.Searches.Add(1)
	go func() {
		defer env.Searches.Done()
		defer cancel()
		done <- work(ctx, gen)
	}()
	return Run{Gen: gen, cancel: cancel}, func() tea.Msg { return <-done }
}
