package cli

import (
	"strings"
	"testing"
)

// match refuses a think time beside a clock, as the TUI does: on a
// clock each move's time comes from the clock, and -time 2s with -tc
// 1+0 played its games without a word that the 2 s were never used.
func TestMatchRefusesTimeWithClock(t *testing.T) {
	for _, c := range []struct{ flags []string }{
		{[]string{"-tc", "1+0", "-time", "2s"}},
		{[]string{"-clock", "10s+0.1s", "-a-time", "300ms"}},
		{[]string{"-tc", "1+0", "-b-time", "1s"}},
	} {
		args := append([]string{"match", "-variant", "tictactoe", "-a", "random", "-b", "random", "-games", "2"}, c.flags...)
		code, out, errOut := run(t, args...)
		if code != 2 || !strings.Contains(errOut, "would not be used") || out != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want status 2 and the reason", c.flags, code, out, errOut)
		}
	}
	if code, _, errOut := run(t, "match", "-variant", "tictactoe", "-a", "random", "-b", "random", "-games", "2", "-tc", "1+0", "-rollouts", "100"); code != 0 {
		t.Errorf("-rollouts with -tc: status %d, stderr %q", code, errOut)
	}
}
