package rollerball

import (
	"math/rand/v2"

	"rollout/variants"
)

var _ variants.LightRoller = (*Position)(nil)

// victimValue is the value of a captured piece, by kind, as in chess: what
// the light policy ranks captures by (most valuable victim first).
var victimValue = [5]int8{pawn: 1, bishop: 3, rook: 5}

// LightRollout plays the light policy until the game ends by any rule or
// plyCap plies have been played by this call, with Rollout's rules in
// Rollout's order. Each ply it takes a mate in one if there is one, else
// a capture of the most valuable piece on offer (uniformly among equals),
// else a uniformly random legal move. It does not allocate.
func (p *Position) LightRollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	var buf [maxMoves]variants.Move
	for n := 0; ; n++ {
		k := p.b.legalInto(&buf)
		if k == 0 {
			return p.noMoves(), n
		}
		if o := p.historyOutcome(); o.Over() {
			return o, n
		}
		if n >= plyCap {
			return variants.DrawBy(variants.PlyCap), n
		}
		p.Play(p.b.lightMove(buf[:k], rng))
	}
}

// lightMove is the light policy's choice among the legal moves; it
// reorders moves.
func (b *board) lightMove(moves []variants.Move, rng *rand.Rand) variants.Move {
	enemy := b.occ[b.side^1]
	best, ties := int8(0), 0
	for _, m := range moves {
		if b.mates(m) {
			return m
		}
		t := moveTo(m)
		if enemy&bit(t) == 0 {
			continue
		}
		v := victimValue[kindOf(b.mail[t])]
		if v > best {
			best, ties = v, 0
		}
		if v == best {
			moves[ties] = m // the best captures gather at the front
			ties++
		}
	}
	if ties > 0 {
		return moves[rng.IntN(ties)]
	}
	return moves[rng.IntN(len(moves))]
}
