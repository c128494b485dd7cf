package study

import (
	"context"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/variants"
)

// stepper is the study's engine.Stepper shared by the UI goroutine, which
// reads it to draw (the tree, the iteration count), and the work
// goroutine (enginerun.Go), which steps it: one at a time, under mu. The
// work holds mu for one chunk (a phase, an iteration, at most a stride of
// iterations), so a frame waits at most that long.
type stepper struct {
	mu sync.Mutex
	s  *engine.Stepper
}

// Iterations, Next, Decided, Config, Subtree and NodePosition are the
// Stepper's, under the lock.
func (st *stepper) Iterations() int64 {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Iterations()
}

func (st *stepper) Next() engine.Phase {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Next()
}

func (st *stepper) Decided() bool {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Decided()
}

func (st *stepper) Config() engine.Config {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Config()
}

func (st *stepper) Subtree(id engine.NodeID, opt engine.TreeOptions) (engine.TreeNode, bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.Subtree(id, opt)
}

func (st *stepper) NodePosition(id engine.NodeID) (variants.Position, bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.s.NodePosition(id)
}

// jobKind is what one piece of work does to the stepper.
type jobKind uint8

const (
	jobPhase     jobKind = iota // the next phase, with its event
	jobIteration                // the rest of the iteration, with its events
	jobBatch                    // k iterations without events
	jobSlice                    // iterations for fullSpeedSlice (a full-speed tick)
)

// job is one piece of work: its kind, k for a batch, whether it is a
// continuous run's tick (its end schedules the next tick) and whether its
// end says how many iterations ran (+).
type job struct {
	kind jobKind
	k    int64
	tick bool
	note bool
}

// sample is the root table after iter iterations, for the history.
type sample struct {
	iter int64
	snap engine.Snapshot
}

// workDoneMsg is a job's end: the events it ran (a phase or an
// iteration's), the root table along the way, how many iterations it ran
// and whether the search is decided.
type workDoneMsg struct {
	gen     uint64
	job     job
	events  []engine.Event
	samples []sample
	ran     int64
	decided bool
}

// do runs j on the stepper, off the UI goroutine, in chunks of at most
// stride iterations under the lock; a cancelled job stops at the next
// chunk (checked under the lock, so no chunk runs after a cancel that
// came before it).
func (st *stepper) do(ctx context.Context, j job, stride int64) workDoneMsg {
	msg := workDoneMsg{job: j}
	chunk := func(run func()) bool {
		st.mu.Lock()
		defer st.mu.Unlock()
		if ctx.Err() != nil {
			return false
		}
		before := st.s.Iterations()
		run()
		msg.ran += st.s.Iterations() - before
		msg.samples = append(msg.samples, sample{st.s.Iterations(), st.s.Snapshot()})
		msg.decided = st.s.Decided()
		return true
	}
	switch j.kind {
	case jobPhase:
		chunk(func() { msg.events = []engine.Event{st.s.Step()} })
	case jobIteration:
		chunk(func() { msg.events = st.s.Iterate() })
	case jobBatch:
		for msg.ran < j.k {
			before := msg.ran
			if !chunk(func() { st.s.Run(min(j.k-msg.ran, max(1, stride))) }) || msg.ran == before {
				break
			}
		}
	case jobSlice:
		began := time.Now()
		for time.Since(began) < fullSpeedSlice && !msg.decided {
			if !chunk(func() { st.s.Run(64) }) {
				break
			}
		}
	}
	return msg
}

// start runs j off the UI goroutine (enginerun.Go: counted, cancellable),
// or queues it behind the job under way, so keys pressed quickly each
// take effect in order and the screen never waits for the stepper.
func (s *Model) start(j job) tea.Cmd {
	if s.work != nil {
		s.queue = append(s.queue, j)
		return nil
	}
	st, stride := s.step, s.hist.stride
	run, cmd := enginerun.Go(s.env, func(ctx context.Context, gen uint64) tea.Msg {
		msg := st.do(ctx, j, stride)
		msg.gen = gen
		return msg
	})
	s.work = &run
	return cmd
}

// cancelWork stops the job under way and drops the queued ones; a late
// result of the cancelled job is then stale.
func (s *Model) cancelWork() {
	s.work.Cancel()
	s.work, s.queue = nil, nil
}

// onWork takes a job's end (a stale one, of a job cancelled by a reset,
// is dropped): the events shown, the history, the run's next tick, the
// next queued job.
func (s *Model) onWork(msg workDoneMsg) tea.Cmd {
	if !s.work.Accepts(msg.gen) {
		return nil
	}
	s.work = nil
	for _, x := range msg.samples {
		s.hist.record(x.iter, x.snap)
	}
	if k := len(msg.samples); k > 0 {
		s.snap = msg.samples[k-1].snap
	}
	switch msg.job.kind {
	case jobPhase, jobIteration:
		evs := msg.events
		if len(evs) > 0 && evs[0].Phase != engine.PhaseSelect {
			evs = append(append([]engine.Event(nil), s.iterEvents...), evs...)
		}
		if len(evs) > 0 {
			s.iterEvents = evs
			s.last = &s.iterEvents[len(s.iterEvents)-1]
		}
	default:
		s.last, s.iterEvents = nil, nil
	}
	s.replay, s.animating = 0, false
	if msg.job.note {
		s.note(false, "Ran %d iterations", msg.ran)
	}
	var cmds []tea.Cmd
	if msg.job.tick && s.running {
		if msg.decided {
			s.running = false
			s.note(false, "Stopped: a root move is proven won; more iterations cannot change the choice")
		} else {
			cmds = append(cmds, s.tick())
		}
	}
	if len(s.queue) > 0 {
		j := s.queue[0]
		s.queue = s.queue[1:]
		cmds = append(cmds, s.start(j))
	}
	return tea.Batch(cmds...)
}

// runJob is a continuous run's tick: one iteration with its events at
// slow speeds (so the phases can be followed), else a batch, or at full
// speed as many as fit fullSpeedSlice.
func (s *Model) runJob() job {
	switch sp := studySpeeds[s.speed]; {
	case sp > 0 && sp <= 10:
		return job{kind: jobIteration, tick: true}
	case sp > 0:
		return job{kind: jobBatch, k: max(1, int64(float64(sp)*studyFrame.Seconds())), tick: true}
	}
	return job{kind: jobSlice, tick: true}
}
