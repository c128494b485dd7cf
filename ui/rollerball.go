package ui

import (
	"fmt"

	"rollout/variants/rollerball"
)

// gameOverExtra adds what a variant reports at the end of a game besides
// the outcome: for Rollerball, the course's margin and victory scores.
func gameOverExtra(g *gameState) string {
	p, ok := g.pos.(*rollerball.Position)
	if !ok {
		return ""
	}
	winnerMoves := 0
	if w, won := g.outcome.Winner(); won {
		for i := range g.moves {
			if g.sideOfPly(i) == w {
				winnerMoves++
			}
		}
	}
	margin, victory := rollerball.Scores(p, g.outcome, winnerMoves)
	return fmt.Sprintf("margin %d-%d, victory %d-%d", margin[0], margin[1], victory[0], victory[1])
}
