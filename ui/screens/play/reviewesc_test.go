package play

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// esc in a review of the game in play ends the review, as end does,
// and asks nothing: it asked "Press esc again to leave this game",
// while the help's esc is the setup screen and the review's note says
// end goes back. A second esc then asks to leave. A game read from a
// file for review is the game itself: esc asks to leave at once.
func TestEscEndsAReview(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, and the engine's reply
	m = drain(t, m, cmd)
	m, _ = press(m, "[")
	if !play(m).Cursor.Held() {
		t.Fatal("[ opened no review")
	}
	m, cmd = press(m, "esc")
	g := play(m)
	if g.Cursor.Held() || g.confirm != nil || cmd != nil || strings.Contains(g.msg, "again") {
		t.Fatalf("esc in a review: held %v, question %v, message %q; want the game back, nothing asked", g.Cursor.Held(), g.confirm != nil, g.msg)
	}
	if v := m.View(); !strings.Contains(v, "X to move") || strings.Contains(v, "Review:") {
		t.Errorf("esc left the review on screen:\n%s", v)
	}
	if m, _ = press(m, "esc"); !strings.Contains(play(m).msg, "again") {
		t.Errorf("esc after the review: message %q, want the question to leave", play(m).msg)
	}

	rec, err := variants.Replay(game.Variant("tictactoe"), "", []string{"b2", "a1", "c3"})
	if err != nil {
		t.Fatal(err)
	}
	o := gameOpts("tictactoe", "fake")
	o.Screen, o.Record = ScreenReview, rec
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fake"}}
	o.Sides[1] = game.SideOptions{Human: true}
	m, _ = newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, "[", "esc")
	if g := play(m); !g.held || !g.Cursor.Held() {
		t.Errorf("esc in a file's review: held %v, cursor held %v; want the review kept", g.held, g.Cursor.Held())
	}
}
