package cli

import (
	"strings"
	"testing"
)

// A negative budget or weight is refused naming the flag given and its
// value (it said "budgets, workers, ply cap, c, nodes, k, minimax, prior
// and leaf depth must not be negative", whichever it was).
func TestNegativeFlagNamed(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-rollouts", "-5"}, "-rollouts -5: must not be negative"},
		{[]string{"analyze", "-c", "-1"}, "-c -1: must not be negative"},
		{[]string{"-time", "-2s"}, "-time -2s: must not be negative"},
		{[]string{"match", "-b-nodes", "-3"}, "-b-nodes (or -nodes) -3: must not be negative"},
	} {
		code, _, errOut := run(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// -worker-spread is a factor from 0 to engine.MaxWorkerSpread.
func TestWorkerSpreadRefused(t *testing.T) {
	for _, v := range []string{"-1", "NaN", "17"} {
		code, _, errOut := run(t, "analyze", "-player", "default", "-worker-spread", v)
		if code != 2 || !strings.Contains(errOut, "-worker-spread is a factor") {
			t.Errorf("-worker-spread %s: exit %d, stderr %q", v, code, errOut)
		}
	}
}
