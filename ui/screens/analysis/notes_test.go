package analysis

import (
	"strings"
	"testing"
)

// A note under the board stayed through later keys that did something
// of their own and said nothing: "Budget: ..." through the cursor's
// moves, "Estimator: ..." through a flip, "Played e4: ..." through the
// cursor. It now goes with the next such key, by the play screen's rule
// (board.Frame.AfterKey); on a move of the line before its end the
// board then says where it stands, as a step there does.
func TestNoteGoesWithTheNextKeyThatActs(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", []string{"e4", "e5"}, 100, 32)
	a, _ = press(a, "[", "l")
	if !strings.HasPrefix(a.msg, "Budget: ") {
		t.Fatalf("l said %q", a.msg)
	}
	a, _ = press(a, "v")
	if !strings.HasPrefix(a.msg, "At 1. e4") {
		t.Errorf("v after l, stepped back: want where the board stands, got %q", a.msg)
	}
	a, _ = press(a, "]")
	for _, tt := range []struct {
		key, said, then string
	}{
		{"l", "Budget: ", "left"},
		{"ctrl+e", "Estimator: ", "v"},
		{"ctrl+p", "Player: ", "up"},
	} {
		a, _ = press(a, tt.key)
		if !strings.HasPrefix(a.msg, tt.said) {
			t.Fatalf("%s said %q, want %q", tt.key, a.msg, tt.said)
		}
		a, _ = press(a, tt.then)
		if a.msg != "" {
			t.Errorf("%s after %s: the note %q stayed", tt.then, tt.key, a.msg)
		}
		if v := a.View(); !strings.Contains(v, "White to move: move either side") {
			t.Errorf("%s after %s: the board does not say whose move it is:\n%s", tt.then, tt.key, v)
		}
	}
}
