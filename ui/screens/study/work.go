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
// reads it for the next frame (capture: only while no job runs), and the
// work goroutine (enginerun.Go), which steps it: one at a time, under mu.
type stepper struct {
	mu sync.Mutex
	s  *engine.Stepper
}

// jobKind is what one piece of work does to the stepper.
type jobKind uint8

const (
	jobPhase     jobKind = iota // the next phase, with its event
	jobIteration                // the rest of the iteration, with its events
	jobBatch                    // k iterations without events
	jobSlice                    // iterations for fullSpeedSlice (a full-speed tick)
	jobBack                     // a new stepper after the first k phases (b, B)
)

// job is one piece of work: its kind, k for a batch (the phases to keep
// for a step back), whether it is a continuous run's tick (its end
// schedules the next tick) and whether its end says how many iterations
// ran (+).
type job struct {
	kind jobKind
	k    int64
	tick bool
	note bool
	// iter, on a step back queued behind other work (k < 0, counted when
	// it starts), goes back a whole iteration.
	iter bool
}

// rebuild is where a step back starts from: the study's configuration
// and a private copy of its position.
type rebuild struct {
	cfg  engine.Config
	root variants.Position
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
	// finished says a step (n, i) was refused: the search was over
	// when its turn came (finished), a key pressed before the frame
	// showed it.
	finished bool
	// stepper is a step back's new stepper (the study's after job.k
	// phases), which replaces the screen's; err why there is none.
	stepper *engine.Stepper
	err     error
}

// back builds the study's stepper after its first k phases by replay
// (engine.Stepper.At) on a stepper of its own, so the screen goes on
// drawing the current one meanwhile, and returns it with the events of
// the iteration under way up to phase k (what the screen shows: the
// last is the current phase, the first ones give the tree its path).
func back(b rebuild, k int64) workDoneMsg {
	msg := workDoneMsg{job: job{kind: jobBack, k: k}}
	fresh, err := engine.NewStepper(b.cfg, b.root)
	if err != nil {
		msg.err = err
		return msg
	}
	per := fresh.PhasesPerIteration()
	first := int64(0)
	if k > 0 {
		first = (k - 1) / per * per
	}
	r, err := fresh.At(first)
	if err != nil {
		msg.err = err
		return msg
	}
	for r.Events() < k {
		msg.events = append(msg.events, r.Step())
	}
	msg.stepper, msg.decided = r, r.Decided()
	msg.samples = []sample{{r.Iterations(), r.Snapshot()}}
	return msg
}

// backTarget is the phase count b (one phase) or B (one iteration: the
// end of the last whole iteration before the current point) goes back
// to from events phases; false at the start.
func backTarget(events, per int64, iteration bool) (int64, bool) {
	if events <= 0 {
		return 0, false
	}
	if !iteration {
		return events - 1, true
	}
	if events%per != 0 {
		return events / per * per, true
	}
	return (events - 1) / per * per, true
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
	case jobPhase, jobIteration:
		chunk(func() {
			switch {
			case finished(st.s):
				msg.finished = true
			case j.kind == jobPhase:
				msg.events = []engine.Event{st.s.Step()}
			default:
				msg.events = st.s.Iterate()
			}
		})
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
	var b rebuild
	if j.kind == jobBack { // the replay's own copy of the position
		b = rebuild{cfg: s.cfg, root: s.root.Clone()}
	}
	run, cmd := enginerun.Go(s.env, func(ctx context.Context, gen uint64) tea.Msg {
		var msg workDoneMsg
		if j.kind == jobBack {
			msg = back(b, j.k)
		} else {
			msg = st.do(ctx, j, stride)
		}
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
	if msg.job.kind == jobBack {
		if msg.err != nil {
			s.note(true, "%v", msg.err)
			return s.next()
		}
		s.step = &stepper{s: msg.stepper}
		s.hist.trim(msg.stepper.Iterations())
		s.iterEvents, s.last = msg.events, nil
	}
	for _, x := range msg.samples {
		s.hist.record(x.iter, x.snap)
	}
	switch msg.job.kind {
	case jobBack:
		if n := len(s.iterEvents); n > 0 {
			s.last = &s.iterEvents[n-1]
		}
		if s.last == nil {
			s.note(false, "Back to the start: no iteration yet")
		} else {
			s.note(false, "Back to iteration %d, %s (next: %s)", s.last.Iteration, s.last.Phase, s.step.s.Next())
		}
	case jobPhase, jobIteration:
		evs := msg.events
		if len(evs) > 0 && evs[0].Phase != engine.PhaseSelect {
			evs = append(append([]engine.Event(nil), s.iterEvents...), evs...)
		}
		if len(evs) > 0 {
			s.iterEvents = evs
			s.last = &s.iterEvents[len(s.iterEvents)-1]
		}
		s.scorePrediction()
	default:
		s.last, s.iterEvents = nil, nil
	}
	s.replay, s.animating = 0, false
	if len(s.queue) > 0 {
		s.capture() // this job's end, before the next job takes the stepper
	}
	if msg.finished {
		s.note(false, "%s", finishedNote)
	}
	if msg.job.note {
		if msg.job.kind == jobBatch && msg.decided && msg.ran < msg.job.k {
			// I asked for 100 and ran 86 without a word why: the
			// stepper stops once a root move is proven won, as the
			// run (space) says.
			// Short enough for 50 columns.
			s.note(false, "Ran %d of %d iterations: a move is proven won", msg.ran, msg.job.k)
		} else {
			s.note(false, "Ran %s", engine.Counted(msg.ran, "iterations"))
		}
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
	return tea.Batch(append(cmds, s.next())...)
}

// next starts the first queued job, if any.
func (s *Model) next() tea.Cmd {
	if len(s.queue) == 0 {
		return nil
	}
	j := s.queue[0]
	s.queue = s.queue[1:]
	if j.kind == jobBack && j.k < 0 {
		if cmd := s.stepBack(j.iter); cmd != nil {
			return cmd
		}
		return s.next() // nothing to go back to: on with the rest
	}
	return s.start(j)
}

// stepBack goes back one phase (or one iteration) by a job that
// rebuilds the stepper; it queues behind the work asked for before, and
// counts from where that leaves the study.
func (s *Model) stepBack(iteration bool) tea.Cmd {
	s.running = false
	if s.work != nil {
		s.queue = append(s.queue, job{kind: jobBack, k: -1, iter: iteration})
		return nil
	}
	st := s.step
	st.mu.Lock()
	events, per := st.s.Events(), st.s.PhasesPerIteration()
	st.mu.Unlock()
	k, ok := backTarget(events, per, iteration)
	if !ok {
		s.note(true, "Nothing to go back to: this is the start of the study")
		return nil
	}
	return s.start(job{kind: jobBack, k: k})
}

// runJob is a continuous run's tick: one phase at the slowest speeds
// (every phase shown in turn), one iteration with its events up to 10
// iterations a second, else a batch, or at full speed as many as fit
// fullSpeedSlice.
func (s *Model) runJob() job {
	switch sp := studySpeeds[s.speed]; {
	case sp > 0 && sp <= phaseSpeed:
		return job{kind: jobPhase, tick: true}
	case sp > 0 && sp <= 10:
		return job{kind: jobIteration, tick: true}
	case sp > 0:
		return job{kind: jobBatch, k: max(1, int64(float64(sp)*studyFrame.Seconds())), tick: true}
	}
	return job{kind: jobSlice, tick: true}
}

// finished reports whether st's search is over for its player with no
// iteration under way: a root move is proven won (Decided), so the
// player stops there and more iterations cannot change its choice. The
// stepper would still step (engine.Stepper.Step), but n and i then only
// add visits to a decided root, which read as a search going on.
func finished(st *engine.Stepper) bool {
	return st.Decided() && st.Next() == engine.PhaseSelect
}

// finishedNote is what n and i say once the search is finished.
const finishedNote = "The search is finished: a root move is proven won (r starts over)"
