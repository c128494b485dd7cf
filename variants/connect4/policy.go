package connect4

import (
	"math/bits"
	"math/rand/v2"

	"rollout/variants"
)

var _ variants.LightRoller = (*Position)(nil)

// LightRollout plays the light policy until the game ends or plyCap plies
// have been played: drop into a cell that completes four for the side to
// move if there is one, else into a playable cell that would complete
// four for the opponent (a block), else into a uniformly random free
// column. Both tests are winningCells on the bitboards, a few shifts.
func (p *Position) LightRollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	if p.result != variants.Ongoing {
		return p.Outcome(), 0
	}
	cur, mask, ply := p.cur, p.mask, p.ply
	out := variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}
	n := 0
	for n < plyCap {
		play := playable(mask)
		var col int
		if w := winningCells(cur, mask) & play; w != 0 {
			col = bits.TrailingZeros64(w) / stride
		} else if b := winningCells(cur^mask, mask) & play; b != 0 {
			col = bits.TrailingZeros64(b) / stride
		} else {
			free := freeColumns(mask)
			col = int(nthColumn[free][rng.IntN(bits.OnesCount8(free))])
		}
		cur ^= mask
		mask |= mask + bottom(col)
		ply++
		n++
		if won(cur ^ mask) {
			out = variants.Outcome{Result: variants.FirstWins + variants.Result(ply-1)&1, Reason: variants.FourInARow}
			break
		}
		if ply == Cells {
			out = variants.DrawBy(variants.BoardFull)
			break
		}
	}
	p.cur, p.mask, p.ply = cur, mask, ply
	if out.Reason != variants.PlyCap {
		p.result = out.Result
	}
	return out, n
}
