package play

import (
	"context"
	"strings"
	"sync"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// A resumed game whose last move is a classmate's names that move: the
// relayed move's table has no rows (nobody searched), so the status
// line read "alice played  (clock 5:00)", the move left out.
func TestResumedClassmateMoveNamed(t *testing.T) {
	rec, err := variants.Replay(game.Variant("chess"), "", []string{"e4"})
	if err != nil {
		t.Fatal(err)
	}
	pos := rec.Position()
	m, err := pos.DecodeMove("e5")
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Play(m, "", &variants.Table{Player: "alice", Chosen: m, Stopped: "clock 5:00"}); err != nil {
		t.Fatal(err)
	}
	g := resumedGame(t, rec, "@alice")
	text, _ := g.statusText()
	if want := " played e5 (clock 5:00)"; !strings.HasSuffix(text, want) {
		t.Errorf("resumed, the status line reads %q, want it to end %q", text, want)
	}
	if strings.Contains(g.View(), "played  (") {
		t.Errorf("the resumed screen leaves the move out:\n%s", g.View())
	}
}

// resumedGame opens the play screen, 80x24, on rec resumed from the
// resume slot (the setup screen's R), Black played by the player
// opponent names (fakes through uitest.NewFake, "@NAME" a classmate);
// its searches end with the test.
func resumedGame(t *testing.T, rec *variants.Record, opponent string) Model {
	t.Helper()
	o := DefaultOptions()
	o.Variant, o.Record = "chess", rec
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: opponent}}
	cfg := gameConfig(t, o)
	cfg.Resumed = true
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
	t.Cleanup(func() { cancel(); env.Searches.Wait() })
	g, _, err := New(uitest.Common(80, 24), env, cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
