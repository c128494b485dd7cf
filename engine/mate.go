package engine

import "rollout/variants"

// A selective mate search where the tree grows, in the spirit of Baier
// and Winands' MCTS-minimax hybrids (MCTS-MS): the tree proves a win or
// a loss only where a line reaches the game's end, and under progressive
// widening a mating check with a low prior may be made late or never,
// so a mate two or three plies away is found by luck. A game that can
// search for short mates cheaply (chess: checks for the attacker, every
// reply for the defender) is asked at each node the tree makes
// (Config.Mate) and at each node's first expansion (Config.MateExpand),
// and a mate it proves becomes the solver's proof, as if the tree had
// searched the line to its end.

// MateSearcher is implemented by positions with a selective search for
// short forced mates (chess).
type MateSearcher interface {
	// Mate searches for a forced mate of at most plies plies and returns
	// its value for the side to move (1: it mates, -1: it is mated) and
	// its length in plies, or 0, 0 when it finds none; a proof must hold
	// whatever the tree would search (every defence is tried). It must
	// not allocate and must leave the receiver unchanged.
	Mate(plies int) (value, length int)
	// MaxMatePlies is the deepest search Mate runs.
	MaxMatePlies() int
}

// mateProve runs the mate search of plies plies at node n, whose
// position is the walk's (t.pos), if the search is on and n is open and
// not the root (which must keep its moves to choose from), and proves n
// by what it finds; it reports whether it did.
func (t *tree) mateProve(n int32, plies int) bool {
	nd := &t.nodes[n]
	if plies <= 0 || t.ms == nil || n == 0 || nd.proven != 0 || nd.outcome.Over() || nd.moves == 0 {
		return false
	}
	v, l := t.ms.Mate(plies)
	if v == 0 {
		return false
	}
	// Mate's value is for the side to move at n, a proof's for the side
	// that moved into it.
	t.setProof(nd, int8(-v), uint8(l))
	t.proofs[nd.key] = proof{nd.proven, nd.plies}
	return true
}

// mateAt reports whether a node made below node n gets the mate search
// of new nodes (Config.Mate): under Config.MateVisits only where n is
// the root or has that many visits, the tree's upper nodes, where a
// proof changes what is played. Most new nodes are made below nodes of
// one to seven visits, leaves that are never visited again.
func (t *tree) mateAt(n int32) bool {
	return t.mateVisits <= 0 || n == 0 || t.nodes[n].stats.n >= t.mateVisits
}

// CheckMate reports whether cfg's mate search (Config.Mate,
// Config.MateExpand) is one pos's game can run: none always is; one
// needs a game with a mate search (MateSearcher) that deep.
func CheckMate(cfg Config, pos variants.Position) error {
	if cfg.MateVisits < 0 {
		return errorf("-mate-visits %d: want a number of visits, 0 for every node", cfg.MateVisits)
	}
	if cfg.Mate == 0 && cfg.MateExpand == 0 {
		if cfg.MateVisits != 0 {
			return errorf("-mate-visits %d: set -mate, the search it narrows", cfg.MateVisits)
		}
		return nil
	}
	ms, ok := pos.(MateSearcher)
	if !ok {
		return errorf("-mate %d: %s has no mate search", cfg.Mate, pos.Variant().Name)
	}
	for _, f := range []struct {
		name  string
		plies int
	}{{"mate", cfg.Mate}, {"mate-expand", cfg.MateExpand}} {
		if f.plies < 0 || f.plies > ms.MaxMatePlies() {
			return errorf("-%s %d: want 0 to %d plies", f.name, f.plies, ms.MaxMatePlies())
		}
	}
	return nil
}

// EvalPriorer is implemented by positions whose priors can weigh each
// move's gain on the evaluation after a capture search (chess;
// Config.PriorEval): on, Prior and Priors pay a capture search a move.
type EvalPriorer interface {
	SetEvalPriors(on bool)
}
