package connect4

import "math/rand/v2"

// RandomPosition returns the position after a random game of stones
// stones (drawn from rng) that is not over and that the side to move
// cannot win at once: a position where the right move is not obvious.
// It gives the positions of the engine's sweep of perfect
// (TestPerfectOptimalSweep) and of this package's survey of the
// solver's cost on them, the same positions from the same numbers.
func RandomPosition(rng *rand.Rand, stones int) *Position {
next:
	for {
		pos := New()
		for pos.Ply() < stones {
			ms := pos.LegalMoves(nil)
			pos.Play(ms[rng.IntN(len(ms))])
			if pos.Outcome().Over() {
				continue next
			}
		}
		for _, m := range pos.LegalMoves(nil) {
			c := *pos
			c.Play(m)
			if c.Outcome().Over() {
				continue next
			}
		}
		return pos
	}
}
