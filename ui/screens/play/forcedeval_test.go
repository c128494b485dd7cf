package play

import (
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// An engine's forced move (one legal move, no search) keeps the
// evaluation the engine's search before it gave: the line went blank
// and the bar level, as if the game had become even, after every
// forced reply (a king out of check) in a game a queen up.
func TestForcedMoveKeepsTheEvaluation(t *testing.T) {
	v := game.Variant("chess")
	rec, err := variants.Replay(v, "", []string{"e4"})
	if err != nil {
		t.Fatal(err)
	}
	play := func(san string, table *variants.Table) {
		t.Helper()
		m, err := rec.Position().DecodeMove(san)
		if err != nil {
			t.Fatal(err)
		}
		if table != nil {
			table.Chosen = m
			table.Rows = []variants.Row{{Move: m, Text: san, Rollouts: table.Rollouts, Mean: -0.5}}
		}
		if err := rec.Play(m, "", table); err != nil {
			t.Fatal(err)
		}
	}
	play("e5", &variants.Table{Player: "uct", Rollouts: 1000, Stopped: "rollouts"})
	play("Nf3", nil)
	play("Nc6", &variants.Table{Player: "uct", Rollouts: 0, Stopped: string(engine.StopForced)})
	g := resumedGame(t, rec, "uct")
	if g.last == nil || g.last.Stopped != engine.StopForced {
		t.Fatalf("the game stands at %+v, want the forced Nc6", g.last)
	}
	e, ok := g.evaluation()
	if !ok || e.Mean <= 0 {
		t.Errorf("after the forced Nc6 the evaluation is %+v (%v), want e5's, White better", e, ok)
	}
}
