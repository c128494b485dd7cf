package play

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// TestReviewOpensHeldRecord opens a record with stored tables as -pgn
// does: held at its last move, no engine started, the last table shown;
// p plays on and the engine answers.
func TestReviewOpensHeldRecord(t *testing.T) {
	rec := variants.RecordFrom(game.Variant("tictactoe").Start())
	legal := rec.Legal()
	tab := &variants.Table{Player: "flat", Rollouts: 20, Stopped: "rollouts", Chosen: legal[4]}
	for _, mv := range legal {
		tab.Rows = append(tab.Rows, variants.Row{Move: mv, Text: rec.Position().EncodeMove(mv, variants.Display), Rollouts: 2, Wins: 1, Losses: 1})
	}
	if err := rec.Play(legal[4], "flat 20 rollouts", tab); err != nil {
		t.Fatal(err)
	}
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	// The root gives an engine without a budget the variant's think time.
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: time.Second}}}
	o.Sides[1] = game.SideOptions{Human: true}
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	if cmd != nil {
		if msg := cmd(); msg != nil {
			t.Fatalf("opening for review started something: %T", msg)
		}
	}
	if v := m.View(); !strings.Contains(v, "p plays on") || strings.Contains(v, "to move: arrows") {
		t.Fatalf("not held for review:\n%s", v)
	}
	m, _ = press(m, "[")
	if v := m.View(); !strings.Contains(v, "Review: the start of move 1;") {
		t.Fatalf("no review note:\n%s", v)
	}
	m, _ = press(m, "]")
	if v := m.View(); !strings.Contains(v, engine.ChosenMark+" b2") {
		t.Fatalf("the stored table is not starred at b2:\n%s", v)
	}
	golden.RequireEqual(t, []byte(m.View()))
	for _, k := range []string{"end", "]"} { // at the end: said, as [ at the start
		m, _ = press(m, "[", k, k)
		if v := m.View(); !strings.Contains(v, "Review: already at the last move") {
			t.Fatalf("%s at the end said nothing:\n%s", k, v)
		}
	}
	m, cmd = press(m, "p")
	if v := m.View(); !strings.Contains(v, ": type a move (") {
		t.Fatalf("after p the person (O) cannot move:\n%s", v)
	}
	_ = drain(t, m, cmd)
}
