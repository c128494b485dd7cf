package play

import "fmt"

// Presence says what is on the screen for a teacher's list (rollout
// serve): the game, its move and, once over, its outcome.
func (g Model) Presence() string {
	if g.st == nil {
		return ""
	}
	s := fmt.Sprintf("%s, move %d", g.st.Variant().Title, g.st.Len()/2+1)
	if o := g.st.Outcome(); o.Over() {
		s += ", over"
	}
	return s
}
