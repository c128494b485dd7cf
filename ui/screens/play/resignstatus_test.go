package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// An engine that resigns does not play the move its search chose, and
// the status line said it did: "Level 1 played c1 (rollouts): ..." under
// a board without c1 and "Game over: O resigns". It says the engine
// resigned rather than play it, with the search's figures.
func TestResigningEngineDidNotPlay(t *testing.T) {
	o := DefaultOptions()
	o.Variant = "tictactoe"
	o.Position = "x2/1x1/1o1 o" // X threatens c1 and, after it, forks with a1: O has lost
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: "uct", Workers: 1, Budget: engine.Budget{Rollouts: 5000}}}
	m, cmd := newTestModel(t, o, 100, 30, engine.New)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Outcome().Over() })
	out := play(m).st.Outcome()
	if !out.Over() || out.Reason != variants.Resignation {
		t.Fatalf("the engine did not resign: %+v, %q", out, play(m).msg)
	}
	status, _ := play(m).statusText()
	if strings.Contains(status, " played ") || !strings.Contains(status, "resigns rather than play") {
		t.Errorf("the status line after the engine resigned reads %q", status)
	}
}
