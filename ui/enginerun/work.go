package enginerun

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/offload"
)

// Go runs engine work that is not a player's Search off the UI goroutine
// (the study's and the lessons' steppers: a phase, an iteration, a batch
// of iterations; the start of a game's external engines), in a goroutine
// counted by env.Searches, with a context that Run.Cancel (or the
// program's end) cancels, and returns the run and the Cmd that delivers
// work's message. work is given the run's generation to put in its
// message, so the screen drops a late message of an older run with
// Run.Accepts. It is offload.Go as a Run; work that is not an engine's
// (a file read) goes through offload itself.
func Go(env Env, work func(ctx context.Context, gen uint64) tea.Msg) (Run, tea.Cmd) {
	j, cmd := offload.Go(env.Ctx, env.Searches, work)
	return Run{Gen: j.Gen, cancel: j.Cancel}, cmd
}
