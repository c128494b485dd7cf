package study

import (
	"strings"
	"time"

	"rollout/variants"
)

// exactNodeTime is the most one node's proof may take, and
// exactFrameTime the most one frame spends on proofs: the screen stays
// responsive while values fill in frame by frame. A position not proven
// is tried again in a later frame (the solver keeps what it learnt).
const (
	exactNodeTime  = 2 * time.Millisecond
	exactFrameTime = 4 * time.Millisecond
)

// exactValues caches the solver's values of the study's positions, by
// the path of move texts from the root ("b2/a1"). A value is for the side
// that made the last move of the path. It lives as long as the study's
// position: values do not depend on the search.
type exactValues struct {
	root     variants.Position
	known    map[string]exactEntry
	deadline time.Time // the current frame's end for bounded proofs
}

type exactEntry struct {
	v  int8
	ok bool
}

func newExactValues(root variants.Position) *exactValues {
	return &exactValues{root: root, known: map[string]exactEntry{}}
}

// frame starts a frame's time for bounded proofs.
func (e *exactValues) frame() { e.deadline = time.Now().Add(exactFrameTime) }

// get returns the exact value of the position after path for the side
// that moved last, if the game has a solver and (for a bounded one) a
// proof was found. A bounded proof not tried yet waits for a frame with
// time left.
func (e *exactValues) get(path string) (int8, bool) {
	if path == "" {
		return 0, false
	}
	if x, ok := e.known[path]; ok {
		return x.v, x.ok
	}
	if _, ok := e.root.(variants.Solver); !ok {
		return 0, false
	}
	_, bounded := e.root.(variants.BoundedSolver)
	left := time.Until(e.deadline)
	if bounded && left <= 0 {
		return 0, false // no time left in this frame
	}
	pos := e.root.Clone()
	for _, text := range strings.Split(path, "/") {
		m, err := pos.DecodeMove(text)
		if err != nil || pos.Outcome().Over() {
			e.known[path] = exactEntry{}
			return 0, false
		}
		pos.Play(m)
	}
	mover := pos.ToMove().Other()
	var x exactEntry
	switch {
	case pos.Outcome().Over():
		x = exactEntry{int8(pos.Outcome().ScoreFor(mover)), true}
	case bounded:
		v, proven := pos.(variants.BoundedSolver).SolveWithin(min(exactNodeTime, left))
		if !proven {
			return 0, false // try again in a later frame
		}
		x = exactEntry{int8(-v), true}
	default:
		x = exactEntry{int8(-pos.(variants.Solver).Value()), true}
	}
	e.known[path] = x
	return x.v, x.ok
}
