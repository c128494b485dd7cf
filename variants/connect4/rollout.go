package connect4

import (
	"math/bits"
	"math/rand/v2"

	"rollout/variants"
)

// Rollout plays uniformly random moves until the game ends or plyCap
// plies have been played, keeping the board in local bitboards. Each ply
// draws its column from 16 bits of a 64-bit random number (four plies per
// call to the generator) by Lemire's multiply-and-reject method, so every
// free column is exactly equally likely, as in the generic loop, at a
// quarter of the generator calls.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	return p.rollout(rng, plyCap, false)
}

// rollout is the one loop behind Rollout and LightRollout (light picks
// each column by the light policy): one drop, one four-in-a-row and
// full-board test and one store for both. The policy is a flag rather
// than a function value: the branch on it is always predicted, where a
// call through a value would cost the uniform loop a call every ply.
func (p *Position) rollout(rng *rand.Rand, plyCap int, light bool) (variants.Outcome, int) {
	if p.result != variants.Ongoing {
		return p.Outcome(), 0
	}
	cur, mask, ply := p.cur, p.mask, p.ply
	free := freeColumns(mask)
	// The light policy's threat masks: the cells that would complete four
	// for the side to move (th[0]) and for the other side (th[1]). A drop
	// changes only the mover's stones, so each ply recomputes one of them.
	// An array, which the compiler keeps in memory: as two variables they
	// held registers the uniform loop then spilled (it measured 3-5%
	// slower; in memory, and with its draw laid out first, it is not).
	var th [2]uint64
	if light {
		th = [2]uint64{threats(cur), threats(cur ^ mask)}
	}
	out := variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}
	var r uint64 // random bits not used yet, 16 per draw
	left := 0    // draws left in r
	n := 0
	for n < plyCap {
		var col int
		if !light || (th[0]|th[1])&playable(mask) == 0 {
			// A uniformly random free column: the uniform loop's whole
			// choice, written first so it is the straight path.
			count := uint32(bits.OnesCount8(free))
			var k uint32
			for {
				if left == 0 {
					r, left = rng.Uint64(), 4
				}
				prod := uint32(uint16(r)) * count // < 2^19: exact
				r >>= 16
				left--
				if uint16(prod) >= rejectBelow[count] {
					k = prod >> 16
					break
				}
			}
			col = int(nthColumn[free][k])
		} else {
			// Win if we can, else block: the lowest such column.
			play := playable(mask)
			w := th[0] & play
			if w == 0 {
				w = th[1] & play
			}
			col = bits.TrailingZeros64(w) / stride
		}
		cur ^= mask
		mask |= mask + bottom(col)
		if mask&top(col) != 0 {
			free &^= 1 << col
		}
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
		if light {
			th = [2]uint64{th[1], threats(cur ^ mask)}
		}
	}
	p.cur, p.mask, p.ply = cur, mask, ply
	if out.Reason != variants.PlyCap {
		p.result = out.Result
	}
	return out, n
}

// rejectBelow[n] is 2^16 mod n: a 16-bit draw x whose product x*n has its
// low 16 bits below it is rejected, which leaves each of the n values
// exactly 2^16 div n accepted draws (Lemire 2019, "Fast random integer
// generation in an interval").
var rejectBelow = [Width + 1]uint16{0, 0, 0, 1 << 16 % 3, 0, 1 << 16 % 5, 1 << 16 % 6, 1 << 16 % 7}

// SortWins moves the columns that complete four in a row for the side to
// move to the front of moves and returns how many there are.
func (p *Position) SortWins(moves []variants.Move) int {
	wins := winningCells(p.cur, p.mask) & playable(p.mask)
	if wins == 0 {
		return 0
	}
	w := 0
	for i, m := range moves {
		if wins&column(int(m)) != 0 {
			moves[w], moves[i] = moves[i], moves[w]
			w++
		}
	}
	return w
}
