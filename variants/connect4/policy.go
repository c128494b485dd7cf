package connect4

import (
	"math/rand/v2"

	"rollout/variants"
)

var _ variants.LightRoller = (*Position)(nil)

// LightRollout plays the light policy until the game ends or plyCap plies
// have been played: drop into a cell that completes four for the side to
// move if there is one, else into a playable cell that would complete
// four for the opponent (a block), else into a uniformly random free
// column (the lowest column when several cells win or block). It runs
// Rollout's loop (rollout), which keeps both sides' threat masks, so the
// two tests are two intersections with the playable cells.
func (p *Position) LightRollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	return p.rollout(rng, plyCap, true)
}
