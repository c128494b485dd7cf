package play

import (
	"strings"
	"testing"
)

// The engine's move that comes in during a review (the game goes on
// meanwhile) left the message area saying "White to move: arrows and
// enter, a click, or type a move" over the board reviewed, where no
// move can be made: typed keys did nothing and enter said "Not your move
// now", White's move though it was. The review's note stays, and a key
// that would move says why it cannot.
func TestEnginesReplyDuringAReview(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 30, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = press(m, "[") // the search runs on: its Cmd is not yet drained
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Len() == 2 })
	if play(m).st.Len() != 2 || !play(m).Cursor.Held() {
		t.Fatalf("want the engine's reply in, the review on: %d moves, held %v", play(m).st.Len(), play(m).Cursor.Held())
	}
	if msg := play(m).msg; !strings.Contains(msg, "Review") {
		t.Errorf("after the engine's reply the review's message is %q", msg)
	}
	if v := m.View(); strings.Contains(v, "type a move") && strings.Contains(v, "to move: arrows") {
		t.Errorf("the review invites a move:\n%s", v)
	}
	for _, k := range [][]string{{"enter"}, {"d"}} {
		m, _ = press(m, k...)
		if msg := play(m).msg; !strings.Contains(msg, "end") || strings.Contains(msg, "Not your move") {
			t.Errorf("%s in the review says %q, want the way back (end)", k, msg)
		}
	}
}
