package play

import (
	"strings"
	"testing"
)

// ] and end step a review forward; with no review on they do nothing:
// after a series game ends they left the message "game 2 of 2 next (n:
// now)" blank.
func TestLaterKeysIdleWithoutReview(t *testing.T) {
	m, _ := newTestModel(t, seriesOpts(2), 100, 30, newFake)
	idle := func(m Model) bool { return play(m).search == nil }
	m, cmd := press(m, "n") // pause, then one move at a time
	m, _ = drainUntil(t, m, cmd, idle)
	for i := 0; !play(m).st.Outcome().Over(); i++ {
		if i > 9 {
			t.Fatalf("n %d times: the game is not over:\n%s", i, m.View())
		}
		m, cmd = press(m, "n")
		m, _ = drainUntil(t, m, cmd, idle)
	}
	const next = "game 2 of 2 next (n: now)"
	if v := m.View(); !strings.Contains(v, next) {
		t.Fatalf("game 1 over: no word of the next:\n%s", v)
	}
	for _, k := range []string{"]", "end"} {
		m, cmd = press(m, k)
		g := play(m)
		if v := m.View(); !strings.Contains(v, next) || g.Cursor.Held() || g.cfg.Series.Index != 0 || cmd != nil {
			t.Fatalf("%s with no review: review %v, game %d, a Cmd %v; want nothing changed:\n%s", k, g.Cursor.Held(), g.cfg.Series.Index+1, cmd != nil, v)
		}
	}
}
