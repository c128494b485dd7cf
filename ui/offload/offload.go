// Package offload runs slow work that is not an engine's off the UI
// goroutine: the setup screen's read of a PGN file, the root's read of
// the save slots once their writes have settled. Go starts the work in a
// goroutine counted by the program's WaitGroup (the program waits for it
// before it exits) and cancelled by its context or Job.Cancel, and
// returns a Job whose Accepts drops the message of a job no longer
// wanted. Engine work (searches, steppers, the start of external
// engines) goes through ui/enginerun, whose runs draw their generations
// from the same NextGen. It imports no other ui package.
package offload

import (
	"context"
	"sync"
	"sync/atomic"

	tea "github.com/charmbracelet/bubbletea"
)

// gens numbers jobs and engine runs, program-wide, so a message of an
// older one is told from the current one's.
var gens atomic.Uint64

// NextGen returns a fresh generation number (never 0, which means none).
func NextGen() uint64 { return gens.Add(1) }

// Job is one piece of work running off the UI goroutine; its zero value
// is none.
type Job struct {
	Gen    uint64
	cancel context.CancelFunc
}

// Go runs work in a goroutine counted by wg, with a context that
// Job.Cancel (or ctx's end: the program's) cancels, and returns the job
// and the Cmd that delivers work's message. work is given the job's
// generation to put in its message, so the receiver drops a late message
// of an older job with Job.Accepts.
func Go(ctx context.Context, wg *sync.WaitGroup, work func(ctx context.Context, gen uint64) tea.Msg) (Job, tea.Cmd) {
	gen := NextGen()
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan tea.Msg, 1)
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer cancel()
		done <- work(ctx, gen)
	}()
	return Job{Gen: gen, cancel: cancel}, func() tea.Msg { return <-done }
}

// Cancel stops the job; its late message is then to be dropped. A nil
// job is none.
func (j *Job) Cancel() {
	if j != nil && j.cancel != nil {
		j.cancel()
	}
}

// Accepts reports whether a message of generation gen belongs to this
// job (a nil or zero job accepts nothing).
func (j *Job) Accepts(gen uint64) bool { return j != nil && j.Gen != 0 && gen == j.Gen }
