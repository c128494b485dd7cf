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
// Each ply finds every piece's pseudo-legal targets as a set and counts
// them (a promotion counts twice, once per piece it may become), then draws
// among them without replacement until one is legal: the first legal move
// drawn is uniform over the legal moves, only the moves drawn are built and
// tested, and a promotion's two moves stand or fall together (the king is
// as safe behind a bishop as behind a rook). No legal move at all means
// the game is over on the board, which is also how mate and stalemate are
// found.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	var sets [maxSets]targetSet
	for n := 0; ; n++ {
		ns, k := p.b.pseudoSets(&sets)
		m := variants.NoMove
		for k > 0 {
			e, t, promo := pickTarget(&sets, ns, rng.IntN(k))
			if p.b.legal(int(e.from), t) {
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
}

// maxSets bounds a side's pieces (6 at the start; none are ever added).
const maxSets = 8

// pseudoSets writes each of the side to move's pieces with a target into
// sets and returns how many sets and how many moves they hold.
func (b *board) pseudoSets(sets *[maxSets]targetSet) (n, total int) {
	us := b.side
	own := b.occ[us]
	all := b.occ[0] | b.occ[1]
	add := func(f int, ts uint64, promo int8) {
		if ts != 0 {
			c := bits.OnesCount64(ts) << promo
			sets[n&(maxSets-1)] = targetSet{to: ts, from: int8(f), promo: promo, count: int8(c)}
			n++
			total += c
		}
	}
	if f := int(b.king[us]); f >= 0 {
		add(f, kingSteps[f]&^own, 0)
	}
	for pcs := b.kinds[rook] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		add(f, (rookSteps[f]|reach(&rookRuns[f], all))&^own, 0)
	}
	for pcs := b.kinds[bishop] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		add(f, (bishopSteps[f]|reach(&bishopRuns[f], all))&^own, 0)
	}
	for pcs := b.kinds[pawn] & own; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		promo := int8(0)
		if promoFrom[us]&bit(f) != 0 {
			promo = 1
		}
		add(f, pawnSteps[f]&^own, promo)
	}
	return n, total
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
