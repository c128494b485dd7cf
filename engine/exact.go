package engine

import (
	"sync"
	"time"

	"rollout/variants"
)

// ExactValues caches the game solver's values of positions, by position
// text, for everything that shows exact values beside a search: the
// study Stepper's tree (and so `study -dot`) and the study screen. The
// values depend on the position alone, never on the search, so one cache
// serves a whole study, across resets and steps back. Safe for
// concurrent use.
type ExactValues struct {
	mu    sync.Mutex
	known map[string]int8
}

// ExactBudget bounds one proof by a bounded solver (Connect Four's):
// Nodes, the positions it may search (the same answer on every machine:
// `study -dot` and tests), or else Time (a screen that must stay
// responsive; an unproven value is tried again on a later call). Zero
// in both: no bound, a bounded solver is not asked at all.
type ExactBudget struct {
	Nodes uint64
	Time  time.Duration
}

// exactUnknown marks a position a node-bounded proof did not prove: the
// same budget would not prove it again.
const exactUnknown int8 = 2

// NewExactValues returns an empty cache.
func NewExactValues() *ExactValues { return &ExactValues{known: map[string]int8{}} }

// nodeSolver is implemented by solvers that can give up after a number of
// searched positions (Connect Four's), so the same budget proves the same
// values on any machine.
type nodeSolver interface {
	SolveNodes(nodes uint64) (value int, proven bool)
}

// Value is the exact value of pos for the side that moved into it (the
// side not to move: +1 it won, 0 a draw, -1 it lost), when the game has
// a solver and, for a bounded one, it proves the value within b; false
// otherwise. A finished game's value is its result.
func (e *ExactValues) Value(pos variants.Position, b ExactBudget) (int8, bool) {
	mover := pos.ToMove().Other()
	if o := pos.Outcome(); o.Over() {
		return int8(o.ScoreFor(mover)), true
	}
	sv, ok := pos.(variants.Solver)
	if !ok {
		return 0, false
	}
	key := pos.Encode()
	e.mu.Lock()
	v, ok := e.known[key]
	e.mu.Unlock()
	if ok {
		return v, v != exactUnknown
	}
	v = exactUnknown
	ns, nodeBounded := pos.(nodeSolver)
	ts, timeBounded := pos.(variants.BoundedSolver)
	switch {
	case nodeBounded && b.Nodes > 0:
		if value, proven := ns.SolveNodes(b.Nodes); proven {
			v = int8(-value)
		}
	case timeBounded:
		if b.Time <= 0 {
			return 0, false
		}
		value, proven := ts.SolveWithin(b.Time)
		if !proven {
			return 0, false // not cached: a later call may have more time
		}
		v = int8(-value)
	case nodeBounded:
		return 0, false
	default:
		v = int8(-sv.Value())
	}
	e.mu.Lock()
	e.known[key] = v
	e.mu.Unlock()
	return v, v != exactUnknown
}

// Exact is the stepper's cache of exact values, for a screen that shows
// them beside the tree: the values the tree's nodes carry (TreeOptions
// Exact) come from it, and a screen's own proofs (with its time budget)
// land in it too.
func (s *Stepper) Exact() *ExactValues { return s.exactValues }

// NodePosition is the position at node id (the root's after the moves
// into it), for a view that shows any node's board; false if there is
// no such node.
func (s *Stepper) NodePosition(id NodeID) (variants.Position, bool) {
	if id < 0 || int(id) >= s.size() {
		return nil, false
	}
	if s.treeOK {
		return s.nodePosition(int32(id)), true
	}
	return s.flatPosition(id), true
}

// ExactWord names an exact value for the side it is given for, by its
// sign: "win", "draw" or "loss". Every place that prints a proof or a
// solver's value (the study screen, the tree, the DOT, perfect's notes,
// the lessons) says it in these words.
func ExactWord(v int) string {
	switch {
	case v > 0:
		return "win"
	case v < 0:
		return "loss"
	}
	return "draw"
}
