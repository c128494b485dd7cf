package tictactoe

import (
	"math/bits"
	"math/rand/v2"

	"rollout/variants"
)

var _ variants.LightRoller = (*Position)(nil)

// LightRollout plays the light policy until the game ends or plyCap plies
// have been played: complete a line if the side to move can, else fill
// the square that would complete the opponent's line, else a uniformly
// random empty square. Both tests are a lookup in lineTable per empty
// square, on two local masks, as in Rollout.
func (p *Position) LightRollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	if o := p.Outcome(); o.Over() {
		return o, 0
	}
	mine, theirs := p.masks()
	side := p.side
	out := variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}
	n := 0
	for n < plyCap {
		empty := ^(mine | theirs) & full
		sq := -1
		block := -1
		for e := empty; e != 0; e &= e - 1 {
			s := bits.TrailingZeros16(e)
			if lineTable[mine|1<<s] {
				sq = s
				break
			}
			if block < 0 && lineTable[theirs|1<<s] {
				block = s
			}
		}
		if sq < 0 {
			sq = block
		}
		if sq < 0 {
			sq = int(nthSquare[empty][rng.IntN(bits.OnesCount16(empty))])
		}
		mine |= 1 << sq
		n++
		ended, over := afterMove(mine, theirs, side)
		mine, theirs = theirs, mine
		side ^= 1
		if over {
			out = ended
			break
		}
	}
	p.store(mine, theirs, side, n)
	return out, n
}
