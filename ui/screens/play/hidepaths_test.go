package play

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestHidePaths: under rollout serve (HidePaths) a save names the file
// in the user's games/, and a failed save does not show the server's
// directory; a local game shows the path as it is.
func TestHidePaths(t *testing.T) {
	for _, hide := range []bool{false, true} {
		o := gameOpts("chess", "fake")
		o.OutDir = filepath.Join(t.TempDir(), "users", "key-1", "games")
		o.HidePaths = hide
		m, cmd := newTestModel(t, o, 100, 30, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, "e", "4", "enter")
		m = drain(t, m, cmd)
		m, _ = press(m, "s") // the folder does not exist: the save fails
		v := strings.Join(strings.Fields(m.View()), " ")
		if shown := strings.Contains(v, o.OutDir); shown == hide {
			t.Errorf("HidePaths %v: the path shown: %v\n%s", hide, shown, m.View())
		}
		if hide && !strings.Contains(v, "games/rollout-") {
			t.Errorf("HidePaths: the file is not named in games/:\n%s", m.View())
		}
	}
}
