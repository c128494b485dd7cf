package play

import (
	"strings"
	"testing"
)

// A = or ! answered while the engine thinks (the draw declined, the hint
// refused) stays when the engine's move comes: the move cleared the
// message, so on a loaded machine, where the key is read just before
// the engine's result, the answer was never seen. It stays until the
// person's next key: their own move clears it, as any message.
func TestKeyAnswerOutlivesTheEnginesMove(t *testing.T) {
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, key := range []string{"=", "!"} {
		m, _ := newTestModel(t, gameOpts("connect4", "fake"), 80, 24, newFake)
		m, cmd := press(m, ":", "d", "enter") // X (the person) plays d; the engine thinks
		if play(m).search == nil {
			t.Fatalf("%s: the engine is not thinking", key)
		}
		m, _ = press(m, key)
		said := play(m).msg
		if said == "" {
			t.Fatalf("%s said nothing while the engine thinks", key)
		}
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
		if v := m.View(); !strings.Contains(flat(v), flat(said)) {
			t.Errorf("%s: its answer %q is gone once the engine moved:\n%s", key, said, v)
		}
		m, _ = press(m, ":", "d", "enter")
		if got := play(m).msg; got == said {
			t.Errorf("%s: the person's move kept %q", key, got)
		}
	}
}

// A key after the answer has seen it: the key that acts takes it away
// (notes.go), and the engine's move does not bring it back.
func TestKeyAnswerSeenGoesWithTheEnginesMove(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("connect4", "fake"), 80, 24, newFake)
	m, cmd := press(m, ":", "d", "enter")
	m, _ = press(m, "=")
	said := play(m).msg
	m, _ = press(m, ":") // the person starts to type: the answer was read
	if m.msg == said {
		t.Fatalf(": kept the answer %q", said)
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if got := play(m).msg; got == said {
		t.Errorf("an answer a key followed outlived the engine's move: %q", got)
	}
}
