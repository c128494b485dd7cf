package play

import "testing"

// The teacher's list names a game's move by the number its move list
// shows: from a FEN at move 25 it said "Chess, move 1".
func TestPresenceNumbersTheMoveAsTheList(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"", "Chess, move 1"},
		{"8/5pk1/6p1/8/8/6P1/5PK1/r6R w - - 0 25", "Chess, move 25"},
		{"8/5pk1/6p1/8/8/6P1/5PK1/r6R b - - 0 25", "Chess, move 25"},
	} {
		o := gameOpts("chess", "fake")
		o.Position = c.fen
		m, _ := newTestModel(t, o, 80, 24, newFake)
		if got := play(m).Presence(); got != c.want {
			t.Errorf("%q: %q, want %q", c.fen, got, c.want)
		}
	}
}
