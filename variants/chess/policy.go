package chess

import (
	"math/rand/v2"

	"rollout/variants"
	"rollout/variants/internal/draw"
)

var _ variants.LightRoller = (*Position)(nil)

// victimValue is the classical value of a captured piece, by kind: what
// the light policy ranks captures by (most valuable victim first).
var victimValue = [6]int8{pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9}

// LightRollout plays the light policy until the game ends by any rule or
// plyCap plies have been played. It runs Rollout's loop (rollout), so its
// games end by the same rules in the same order. Each ply it takes a mate in one if there is one (only a checking move
// can mate: SortWins's test), else a capture of the most valuable piece
// on offer (uniformly among equals; en passant takes a pawn), else a
// uniformly random legal move. It does not allocate.
func (p *Position) LightRollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	return p.rollout(rng, plyCap, true, nil)
}

// lightMove is the light policy's choice among the n legal moves of s.
func (b *board) lightMove(s *setList, n int, list *moveList, d *draw.Draws) Move {
	s.expand(list)
	ci := b.newCheckInfo()
	enemy := b.occ[b.side^1]
	best, ties := int8(0), 0
	for i := range n {
		m := list[i&(maxMoves-1)]
		if b.givesCheck(m, &ci) {
			after := *b
			after.play(m)
			if !after.hasLegalMove() {
				return m
			}
		}
		var v int8
		switch {
		case mKind(m) == kindEnPassant:
			v = victimValue[pawn]
		case enemy&bit(mTo(m)) != 0:
			v = victimValue[b.mailbox[mTo(m)]&7-1]
		default:
			continue
		}
		if v > best {
			best, ties = v, 0
		}
		if v == best {
			// Keep the best captures at the front of the list.
			list[ties&(maxMoves-1)] = m
			ties++
		}
	}
	if ties > 0 {
		return list[int(d.IntN(uint32(ties)))&(maxMoves-1)]
	}
	return s.pick(int(d.IntN(uint32(n))))
}
