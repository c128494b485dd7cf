package engine

import "maps"

// Stepping back. A Stepper only moves forward, but it is deterministic:
// the same Config and position give the same events, so the state after
// any number of phases is rebuilt by running that many phases again from
// the start. The study screen's `b` (one phase back) and `B` (one
// iteration back) ask for a Stepper at an earlier event index and show
// the event it last ran; stepping forward from there gives the events
// the first run gave, byte for byte.
//
// Replay runs whole iterations at the player's full speed (Run's loop,
// no events copied out) and only the last partial iteration phase by
// phase, so going back after K iterations costs about the time K
// iterations took: microseconds for the hundreds of iterations a learner
// steps through at tic-tac-toe, about a second after a million.

// PhasesPerIteration is the number of phases in one of the stepper's
// iterations: 4 for the uct players, 3 for the flat players (no
// expansion).
func (s *Stepper) PhasesPerIteration() int64 {
	if s.treeOK {
		return 4
	}
	return 3
}

// Events is the number of phases run since the study started (whole
// iterations run by Run count all their phases): the index the next
// Step's event will have, counting from 0.
func (s *Stepper) Events() int64 {
	i := int64(s.next)
	if !s.treeOK && s.next > PhaseExpand {
		i-- // flat iterations have no expansion
	}
	return s.iter*s.PhasesPerIteration() + i
}

// At returns a new Stepper for the same study after its first k phases
// (0: the start), rebuilt by deterministic replay; s itself is not
// changed. The solver values s has found are kept (the ExactValues
// cache is shared, the per-node answers copied): they depend on the
// position alone. An error if k is negative.
func (s *Stepper) At(k int64) (*Stepper, error) {
	if k < 0 {
		return nil, errorf("study: no phase %d to go back to", k)
	}
	r, err := NewStepper(s.cfg, s.root)
	if err != nil {
		return nil, err
	}
	r.solved, r.exactValues = maps.Clone(s.solved), s.exactValues
	r.start = s.start
	per := r.PhasesPerIteration()
	for r.iter < k/per {
		r.iterate()
	}
	for r.Events() < k {
		r.Step()
	}
	return r, nil
}

// Back returns the Stepper one phase before s and the event of that
// phase (the one a screen shows as current), by At; ok is false at the
// start, where there is nothing to go back to.
func (s *Stepper) Back() (prev *Stepper, last Event, ok bool) {
	return s.backTo(s.Events() - 1)
}

// BackIteration returns the Stepper at the end of the iteration before
// the current one (or of the last whole iteration, if one is under way)
// and that iteration's last event; ok is false when no iteration has
// ended before the current point.
func (s *Stepper) BackIteration() (prev *Stepper, last Event, ok bool) {
	per := s.PhasesPerIteration()
	k := s.Events()
	target := (k - 1) / per * per // the end of the last whole iteration before k
	if k%per != 0 {
		target = k / per * per
	}
	return s.backTo(target)
}

// backTo rebuilds the stepper at k phases and, when k > 0, returns the
// event phase k-1 produced (by replaying up to k-1 and stepping once).
func (s *Stepper) backTo(k int64) (*Stepper, Event, bool) {
	if k < 0 || k >= s.Events() {
		return nil, Event{}, false
	}
	if k == 0 {
		r, err := s.At(0)
		return r, Event{}, err == nil
	}
	r, err := s.At(k - 1)
	if err != nil {
		return nil, Event{}, false
	}
	return r, r.Step(), true
}
