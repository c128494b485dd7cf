package play

import (
	"fmt"

	"rollout/variants"
)

// Presence says what is on the screen for a teacher's list (rollout
// serve): the game, its move and, once over, its outcome.
func (g Model) Presence() string {
	if g.st == nil {
		return ""
	}
	// The number the move list shows: a game from a FEN at move 25 read
	// "move 1", a count of the plies played here.
	s := fmt.Sprintf("%s, move %d", g.st.Variant().Title, variants.MoveNumber(g.st.Position(), 0))
	if o := g.st.Outcome(); o.Over() {
		s += ", over"
	}
	return s
}
