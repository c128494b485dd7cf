package nim

import (
	"math/rand/v2"

	"rollout/variants"
)

// Rollout plays uniformly random moves until the last object is taken or
// plyCap plies have been played. The moves correspond one to one with the
// objects left (taking object k of a heap means taking k objects), so a
// single random number in [0, total) picks a uniform move.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	if p.total == 0 {
		return p.Outcome(), 0
	}
	n := 0
	for n < plyCap {
		k := uint16(rng.IntN(int(p.total)))
		i := 0
		for k >= p.heaps[i] {
			k -= p.heaps[i]
			i++
		}
		p.heaps[i] -= k + 1
		p.total -= k + 1
		p.side ^= 1
		n++
		if p.total == 0 {
			p.ply += int32(n)
			return variants.Win(p.side.Other(), variants.LastObjectTaken), n
		}
	}
	p.ply += int32(n)
	return variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}, n
}

// SortWins finds the one move that wins at once, if any: taking the
// whole of the last non-empty heap.
func (p *Position) SortWins(moves []variants.Move) int {
	last := -1
	for i, h := range p.heaps[:p.n] {
		if h == 0 {
			continue
		}
		if last >= 0 {
			return 0 // two heaps left: no move takes the last object
		}
		last = i
	}
	if last < 0 {
		return 0
	}
	win := move(last, int(p.heaps[last]))
	for i, m := range moves {
		if m == win {
			moves[0], moves[i] = moves[i], moves[0]
			return 1
		}
	}
	return 0
}
