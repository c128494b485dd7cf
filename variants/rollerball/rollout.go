package rollerball

import (
	"math/bits"
	"math/rand/v2"

	"rollout/variants"
	"rollout/variants/internal/bitsel"
)

// Rollout plays uniformly random legal moves until the game ends by any
// rule (mate, stalemate, threefold repetition, the 200-ply limit counted
// from the position's ply count) or plyCap plies have been played by this
// call, and returns the outcome and the plies played.
//
// Each ply finds every piece's targets as a set and counts them (a
// promotion counts twice, once per piece it may become), then draws among
// them without replacement until one is legal: the first legal move drawn
// is uniform over the legal moves, only the moves drawn are built, and a
// promotion's two moves stand or fall together (the king is as safe behind
// a bishop as behind a rook). The sets hold every legal move and leave out
// most illegal ones: only the king's and pinned pieces' moves are tested
// (see pseudoSets). No legal move at all means the game is over on the
// board, which is also how mate and stalemate are found.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	var sets [maxSets]targetSet
	for n := 0; ; n++ {
		ns, k := p.b.pseudoSets(&sets)
		m := variants.NoMove
		for k > 0 {
			e, t, promo := pickTarget(&sets, ns, rng.IntN(k))
			if e.test == 0 || p.b.legal(int(e.from), t) {
				m = newMove(int(e.from), t, promo)
				break
			}
			w := 1 + int(e.promo)
			e.to &^= bit(t)
			e.count -= int8(w)
			k -= w
		}
		if m == variants.NoMove {
			return p.noMoves(), n
		}
		if o := p.historyOutcome(); o.Over() {
			return o, n
		}
		if n >= plyCap {
			return variants.DrawBy(variants.PlyCap), n
		}
		p.Play(m)
	}
}

// targetSet is one piece's pseudo-legal targets, as Rollout draws them.
type targetSet struct {
	to    uint64
	from  int8
	promo int8 // 1 when every move of the set promotes (two moves a target)
	count int8 // moves in the set
	test  int8 // 1 when a move of the set may still leave the king attacked
}

// maxSets bounds a side's pieces (6 at the start; none are ever added).
const maxSets = 8

// pseudoSets writes each of the side to move's pieces with a target into
// sets and returns how many sets and how many moves they hold.
//
// It leaves out the moves of other pieces than the king that cannot be
// legal, and marks the sets whose moves Rollout must still test: the
// king's and those of pinned pieces. Once per ply it finds the checkers
// and the pinned pieces (each enemy slider whose ray to the king is empty,
// or holds one friendly piece alone), so most drawn moves need no test at
// all and fewer drawn moves are thrown back. A move of an unpinned piece
// other than the king cannot open a ray to its king (another piece still
// blocks each ray it stood on) nor give the enemy steps (they do not
// depend on the placement), so it is legal exactly when it deals with
// every check: captures the checker or lands between a sliding checker
// and the king. With two checkers no such move exists.
func (b *board) pseudoSets(sets *[maxSets]targetSet) (n, total int) {
	us := b.side
	own := b.occ[us]
	opp := b.occ[us^1]
	all := own | opp
	allowed, pinned := ^uint64(0), uint64(0) // targets other pieces may take; pieces to test
	if k := int(b.king[us]); k >= 0 {
		steppers := (kingSteps[k]&b.kinds[king] | pawnFrom[k]&b.kinds[pawn] |
			rookStepFrom[k]&b.kinds[rook] | bishopStepFrom[k]&b.kinds[bishop]) & opp
		if steppers != 0 {
			allowed = steppers // to be captured; a second one cannot be too
			if steppers&(steppers-1) != 0 {
				allowed = 0
			}
		}
		for m := rookRayFrom[k] & b.kinds[rook] & opp; m != 0; m &= m - 1 {
			s := lowest(m)
			switch on := rookBetween[s][k] & all; {
			case on == 0:
				allowed &= rookBetween[s][k] | bit(s)
			case on&(on-1) == 0:
				pinned |= on & own
			}
		}
		for m := bishopRayFrom[k] & b.kinds[bishop] & opp; m != 0; m &= m - 1 {
			s := lowest(m)
			switch on := bishopBetween[s][k] & all; {
			case on == 0:
				allowed &= bishopBetween[s][k] | bit(s)
			case on&(on-1) == 0:
				pinned |= on & own
			}
		}
		n, total = addSet(sets, n, total, k, kingSteps[k]&^own, 0, 1)
	}
	mask := allowed &^ own
	for pcs := b.kinds[rook] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		n, total = addSet(sets, n, total, f, (rookSteps[f]|reach(&rookRuns[f], all))&mask, 0, int8(pinned>>f&1))
	}
	for pcs := b.kinds[bishop] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		n, total = addSet(sets, n, total, f, (bishopSteps[f]|reach(&bishopRuns[f], all))&mask, 0, int8(pinned>>f&1))
	}
	for pcs := b.kinds[pawn] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		promo := int8(promoFrom[us] >> f & 1)
		n, total = addSet(sets, n, total, f, pawnSteps[f]&mask, promo, int8(pinned>>f&1))
	}
	return n, total
}

// addSet writes the set of the piece on f as set n if it has a target, and
// returns the new number of sets and of moves. It writes set n whatever
// ts holds and counts it only when it has moves, so the placement decides
// no branch; an empty set is overwritten by the next one.
func addSet(sets *[maxSets]targetSet, n, total, f int, ts uint64, promo, test int8) (int, int) {
	c := bits.OnesCount64(ts) << promo
	e := &sets[n&(maxSets-1)]
	e.to, e.from, e.promo, e.count, e.test = ts, int8(f), promo, int8(c), test
	return n + int(anySet(ts)&1), total + c
}

// pickTarget returns the set holding move k of the ns sets, the move's
// target square and its promotion piece (bishop before rook, as in
// legalMoves).
func pickTarget(sets *[maxSets]targetSet, ns, k int) (*targetSet, int, int) {
	i := 0
	for ; i < ns-1 && k >= int(sets[i&(maxSets-1)].count); i++ {
		k -= int(sets[i&(maxSets-1)].count)
	}
	e := &sets[i&(maxSets-1)]
	if e.promo == 0 {
		return e, bitsel.Select(e.to, k), empty
	}
	promo := bishop
	if k&1 != 0 {
		promo = rook
	}
	return e, bitsel.Select(e.to, k>>1), promo
}

// SortWins moves the moves that checkmate at once to the front of moves
// and returns how many there are. Only a checkmate wins at once.
func (p *Position) SortWins(moves []variants.Move) int {
	w := 0
	for i, m := range moves {
		if p.b.mates(m) {
			moves[w], moves[i] = moves[i], moves[w]
			w++
		}
	}
	return w
}

// mates reports whether the legal move m checkmates.
func (b *board) mates(m variants.Move) bool {
	c := *b
	c.play(m)
	return c.inCheck() && !c.hasLegal()
}

// Perft counts the legal move sequences of the given depth, counting the
// last ply without playing it. History rules are ignored.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(p.b, depth)
}
