package panel

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
)

// The default player at chess (a tree whose rollouts the evaluation
// cuts) has its table labelled for what it does: visits, each move's
// share, the evaluation in pawns for the side to move; no W/D/L, net or
// cap%, which mean nothing for cut rollouts. uct without the evaluation
// keeps the rollout players' columns.
func TestEvalTableLabels(t *testing.T) {
	snap := engine.Snapshot{Player: "default", Rollouts: 1000, Policy: "light policy, eval k=0, minimax a=0.5",
		Moves: []engine.MoveStats{
			{Move: 1, Text: "Nf3", Rollouts: 750, Draws: 700, Wins: 30, Losses: 20, Mean: 0.28},
			{Move: 2, Text: "e4", Rollouts: 250, Draws: 240, Wins: 5, Losses: 5, Mean: -0.14},
		}}
	lines := newPanel(80, 20).Table(View{Stats: &snap, Chosen: 1})
	out := strings.Join(lines, "\n")
	for _, want := range []string{"visits", "share", "eval", "75%", "+1.00", "-0.49", "eval in pawns for the side to move"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	for _, not := range []string{"W/D/L", "net", "cap%", "700"} {
		if strings.Contains(out, not) {
			t.Errorf("%q in\n%s", not, out)
		}
	}
	snap.Player, snap.Policy = "uct", "light policy"
	if out := strings.Join(newPanel(80, 20).Table(View{Stats: &snap, Chosen: variants.NoMove}), "\n"); !strings.Contains(out, "W/D/L") || strings.Contains(out, "share") {
		t.Errorf("uct's table lost its rollout columns:\n%s", out)
	}
}
