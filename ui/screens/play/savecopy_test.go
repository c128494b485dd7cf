package play

import (
	"os"
	"strings"
	"testing"
)

// s pressed twice with no move between names the file the first wrote:
// it wrote a second file of the same game ("Saved rollout-...-2.pgn").
// A move since, or a take-back, makes a new save.
func TestSaveTwiceWritesOneFile(t *testing.T) {
	o := gameOpts("chess", "fake")
	o.OutDir = t.TempDir()
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Len() == 2 })
	files := func() int {
		t.Helper()
		es, err := os.ReadDir(o.OutDir)
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	m, _ = press(m, "s")
	first := play(m).msg
	m, _ = press(m, "s")
	if n := files(); n != 1 {
		t.Errorf("s twice with no move between wrote %d files (%q, then %q), want 1", n, first, play(m).msg)
	}
	if !strings.Contains(play(m).msg, "Already saved") {
		t.Errorf("the second s says %q, want it to name the file already saved", play(m).msg)
	}
	m, _ = press(m, "u")
	m, _ = press(m, "s")
	if n := files(); n != 2 {
		t.Errorf("after a take-back s wrote %d files in all, want 2: %q", n, play(m).msg)
	}
}
