package tictactoe

import (
	"math/bits"
	"math/rand/v2"

	"rollout/variants"
)

// Rollout plays uniformly random moves until the game ends or plyCap plies
// have been played, keeping the board in two local masks so the loop is a
// handful of instructions and one random number per ply.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	if o := p.Outcome(); o.Over() {
		return o, 0
	}
	mine, theirs := p.masks()
	side := p.side
	out := variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}
	n := 0
	for n < plyCap {
		empty := ^(mine | theirs) & full
		k := rng.IntN(bits.OnesCount16(empty))
		mine |= 1 << nthSquare[empty][k]
		n++
		if lineTable[mine] {
			out = variants.Win(side, variants.ThreeInARow)
			mine, theirs = theirs, mine
			side ^= 1
			break
		}
		if mine|theirs == full {
			out = variants.DrawBy(variants.BoardFull)
			mine, theirs = theirs, mine
			side ^= 1
			break
		}
		mine, theirs = theirs, mine
		side ^= 1
	}
	if side == variants.First {
		p.x, p.o = mine, theirs
	} else {
		p.x, p.o = theirs, mine
	}
	p.side = side
	p.ply += uint8(n)
	return out, n
}

// SortWins moves the squares that complete a line for the side to move to
// the front of moves and returns how many there are.
func (p *Position) SortWins(moves []variants.Move) int {
	mine, _ := p.masks()
	w := 0
	for i, m := range moves {
		if lineTable[mine|1<<m] {
			moves[w], moves[i] = moves[i], moves[w]
			w++
		}
	}
	return w
}
