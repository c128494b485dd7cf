package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// perfect's exact values are its judgement of the position: a draw
// offered after its move at Connect Four read "perfect declines the
// draw: it has not judged the position yet" whatever it had proven (its
// moves run no rollouts), and it never took one in a game it had proven
// lost, nor said it had proven a win. An unproven move (taken as a draw)
// is still no judgement.
func TestPerfectAnswersADrawByItsValues(t *testing.T) {
	for _, tc := range []struct {
		name, note string
		value      float64
		accept     bool
		says       string
	}{
		{"proven loss", "loss; lasts the 11 plies searched", -1, true, "Draw agreed"},
		{"proven draw", "draw", 0, true, "Draw agreed"},
		{"proven win", "win in 9 plies, the soonest", 1, false, "declines the draw: it has proven a win"},
		{"unproven", "unproven (taken as a draw)", 0, false, "not judged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := Options{Variant: "connect4", Screen: ScreenGame, Seed: 1, Moves: []string{"d", "d"}, Sides: [2]game.SideOptions{
				{Human: true}, {Engine: engine.Config{Player: "perfect", Budget: engine.Budget{Time: time.Second}}}}}
			m, _ := newTestModel(t, o, 80, 24, newFake)
			m.last = &engine.Result{Move: 1, Snapshot: engine.Snapshot{Player: "perfect",
				Moves: []engine.MoveStats{{Move: 1, Mean: tc.value, Score: tc.value, Note: tc.note}}}}
			m.lastSide = variants.Second
			m, _ = press(m, "=")
			o2 := m.st.Outcome()
			if accepted := o2.Over() && o2.Reason == variants.DrawAgreed; accepted != tc.accept {
				t.Fatalf("outcome %v, message %q", o2, m.msg)
			}
			if !strings.Contains(m.msg, tc.says) {
				t.Errorf("message %q, want it to say %q", m.msg, tc.says)
			}
		})
	}
}
