package play

import (
	"strings"
	"testing"
)

// A note stayed on through later keys that did something of their own
// and said nothing: "Heat map: mean ..." through the cursor's moves and
// a flip, a refused sort through the cursor, "Saved FILE" through a
// cursor's move. It now goes with the next such key, as a note that a
// key did nothing goes; the key that says something says it (! twice
// says the hint twice, tested in its own place).
func TestNoteGoesWithTheNextKeyThatActs(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 32, newFake)
	for _, tt := range []struct {
		key, said, then string
	}{
		{"w", "Heat map: mean", "left"},
		{"w", "Heat map: visits", "v"},
		{"o", "o sorts the engine's table", "up"},
		{"s", "Saved ", "right"},
	} {
		m, _ = press(m, tt.key)
		if !strings.HasPrefix(m.msg, tt.said) {
			t.Fatalf("%s said %q, want %q", tt.key, m.msg, tt.said)
		}
		m, _ = press(m, tt.then)
		if m.msg != "" {
			t.Errorf("%s after %s: the note %q stayed", tt.then, tt.key, m.msg)
		}
		if v := m.View(); !strings.Contains(v, "White to move: arrows and enter") {
			t.Errorf("%s after %s: the screen does not say whose move it is:\n%s", tt.then, tt.key, v)
		}
	}
}

// What is more than a note stays through such a key: the reason a typed
// move was refused, while its text is corrected in the input, and a
// question pending, which only another key than its own takes away.
func TestNoteStaysWhereItStands(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 32, newFake)
	m, _ = press(m, ":", "e", "5", "enter")
	reason := m.msg
	if reason == "" || !m.Input.Focused() {
		t.Fatalf("e5 refused with %q, input open %v", reason, m.Input.Focused())
	}
	m, _ = press(m, "backspace", "4")
	if m.msg != reason {
		t.Errorf("correcting the text took the reason %q away: %q", reason, m.msg)
	}
	m, _ = press(m, "enter") // e4
	m, _ = press(m, "v")
	if m.msg != "" {
		t.Errorf("v left %q", m.msg)
	}
}
