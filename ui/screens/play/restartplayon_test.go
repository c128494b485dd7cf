package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// r after p in a game read from a file starts a new game from the
// position played on from, not the file again: it reopened the file
// held for review, its later moves back, where r promises a new game
// with the same setup, and the setup after p is playing from there.
// The game played on is saved when it ends, which a file's game held
// as "saved where it came from" kept it from.
func TestRestartAfterPlayOnStartsFromThere(t *testing.T) {
	rec, err := variants.Replay(game.Variant("tictactoe"), "", []string{"b2", "a1", "c3"})
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake"}}
	o.Sides[1] = game.SideOptions{Human: true}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, "[", "[", "p") // after 1. b2: O to play
	if n := play(m).st.Len(); n != 1 || play(m).held {
		t.Fatalf("p from move 1: %d moves, held %v", n, play(m).held)
	}
	m, _ = press(m, "r", "r")
	g := play(m)
	if g.held || strings.Contains(m.View(), "p plays on") {
		t.Fatalf("r after p reopened the file for review: %s\n%s", g.msg, m.View())
	}
	if got := strings.Join(g.st.Texts(variants.Display), " "); got != "b2" {
		t.Errorf("r after p opened a game on %q, want the position played on from (b2)", got)
	}
	if g.saved {
		t.Errorf("the new game counts as saved: its end would write no PGN")
	}
	m, _ = press(m, "r", "r") // and again: a setup, not a one-off
	if got := strings.Join(play(m).st.Texts(variants.Display), " "); got != "b2" || play(m).held {
		t.Errorf("r twice after p opened %q (held %v), want b2 to play on", got, play(m).held)
	}
}

// A file's unfinished game played on from its last move is saved when
// it ends: it opened as "saved where it came from", and p at the last
// move kept that, so the game played on to its end wrote no PGN.
func TestPlayOnFromLastMoveSaves(t *testing.T) {
	rec, err := variants.Replay(game.Variant("tictactoe"), "", []string{"b2", "a1"})
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	o.Sides[0] = game.SideOptions{Human: true}
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: "fake"}}
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, "p")
	if play(m).held || play(m).saved {
		t.Fatalf("p at the last move: held %v, saved %v (a game played on is not saved yet)", play(m).held, play(m).saved)
	}
}
