package cli

import (
	"strings"
	"testing"
)

// The summaries of analyze and study say a count of one in the
// singular, in whole figures as before: "uct: 1 iterations" read as a
// slip, and scripts read the number.
func TestSummaryOfOneIsSingular(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"analyze", "-variant", "tictactoe", "-player", "uct", "-rollouts", "1", "-seed", "3"}, "uct: 1 iteration, stopped by rollouts\n"},
		{[]string{"analyze", "-variant", "tictactoe", "-player", "flat", "-rollouts", "1", "-seed", "3"}, "flat: 1 rollout, stopped by rollouts\n"},
		{[]string{"analyze", "-variant", "tictactoe", "-player", "uct", "-rollouts", "2", "-seed", "3"}, "uct: 2 iterations, stopped by rollouts\n"},
		{[]string{"study", "-variant", "tictactoe", "-player", "uct", "-iterations", "1"}, "uct, 1 iteration, 2 tree nodes\n"},
	} {
		code, out, errOut := run(t, c.args...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%s: exit %d, want %q in\n%s%s", strings.Join(c.args, " "), code, c.want, out, errOut)
		}
	}
}
