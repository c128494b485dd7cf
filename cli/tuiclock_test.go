package cli

import (
	"strings"
	"testing"
)

// -tc 0.001+0 read as 0.001 minutes, a 60 ms clock, and the game opened
// on it without a word. The TUI's -tc now refuses a base under a second
// (ui.CheckClock, the setup screen's rule too), naming what it read; a
// second is enough, and no clock is still no clock.
func TestTUIClockFloor(t *testing.T) {
	for _, c := range []struct {
		tc, want string // want "" is accepted
	}{
		{"0.001+0", "-tc 0.001+0: a base of 60ms is too short to play: at least 1s"},
		{"500ms+1s", "a base of 500ms is too short"},
		{"1s+0", ""},
		{"0.5+0", ""},
		{"none", ""},
	} {
		_, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, []string{"-variant", "chess", "-tc", c.tc})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("-tc %s: %v", c.tc, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("-tc %s: error %v, want %q", c.tc, err, c.want)
		}
	}
}
