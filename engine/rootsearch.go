package engine

import (
	"slices"

	"rollout/variants"
)

// Alpha-beta inside the tree, at its root (Config.RootDepth): before a
// search, each root move is scored by a shallow alpha-beta search of the
// position after it (variants.LeafSearcher at depth RootDepth-1, quiet
// checks at its leaves, capture resolution below them), once per search.
// The value seeds the move's prior, so progressive bias and widening
// try the moves that keep the material first. (Seeding its implicit
// minimax value h too, until the move's own children replace it, lost
// 115 Elo: docs/strength.md.) The root is where a blunder costs the game, and
// one search per root move costs a few milliseconds, where the same
// search at every leaf cost most of the iterations (docs/strength.md).

// rootSeed is one root move's seeded prior and the search's value h
// (for the root's side to move) it was made from.
type rootSeed struct {
	move     variants.Move
	prior, h float32
}

// seedRoot fills t.seeds from a search of depth plies after each root
// move, and gives the root's existing children their seeded priors. It
// leaves t.seeds empty when the game cannot search or has no priors.
func (t *tree) seedRoot(depth int) {
	t.seeds = t.seeds[:0]
	if depth <= 0 || t.pr == nil || len(t.nodes) == 0 {
		return
	}
	if _, ok := t.rootPos.(variants.Evaluator); !ok {
		return
	}
	if _, ok := t.rootPos.(variants.LeafSearcher); !ok {
		return
	}
	if t.probe == nil {
		t.probe = t.rootPos.Clone()
	}
	t.legal = t.rootLegal()
	for _, m := range t.legal {
		t.probe.CopyFrom(t.rootPos)
		t.probe.Play(m)
		if t.probe.Outcome().Over() {
			continue // the tree scores an ended game exactly
		}
		ls := t.probe.(variants.LeafSearcher)
		ls.SetLeafDepth(depth - 1)
		ls.SetLeafChecks(true)
		v := -t.probe.(variants.Evaluator).Evaluate()
		t.seeds = append(t.seeds, rootSeed{move: m, h: float32(v)})
	}
	if len(t.seeds) == 0 {
		return
	}
	// The median move (most moves are quiet) gets a quiet move's 0.5;
	// one a pawn better by the search about 0.64, one that loses a
	// knight about 0.13, on the scale of the game's own priors.
	t.seedVals = t.seedVals[:0]
	for _, s := range t.seeds {
		t.seedVals = append(t.seedVals, s.h)
	}
	slices.Sort(t.seedVals)
	mid := t.seedVals[len(t.seedVals)/2]
	for i := range t.seeds {
		t.seeds[i].prior = min(max(0.5+(t.seeds[i].h-mid)/2, 0), 1)
	}
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		if s, ok := t.seedOf(t.nodes[c].move); ok {
			t.nodes[c].prior = s.prior
		}
	}
}

// seedOf returns root move m's seed, if seedRoot made one.
func (t *tree) seedOf(m variants.Move) (rootSeed, bool) {
	for _, s := range t.seeds {
		if s.move == m {
			return s, true
		}
	}
	return rootSeed{}, false
}

// priorOf is move m's prior at node n: the root's seeded one where
// there is one, else the game's.
func (t *tree) priorOf(n int32, m variants.Move) float64 {
	if t.seededAt(n) {
		if s, ok := t.seedOf(m); ok {
			return float64(s.prior)
		}
	}
	return t.pr.Prior(m)
}

// seededAt reports whether node n's priors may come from a root search's
// seeds (priorOf): n is the root and the search seeded it.
func (t *tree) seededAt(n int32) bool {
	return n == 0 && len(t.seeds) > 0
}
