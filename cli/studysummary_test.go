package cli

import (
	"strings"
	"testing"
)

// rollout study -player flat summed up its search as "flat, 100
// iterations, 0 tree nodes": flat Monte Carlo grows no tree, so the
// summary read as a tree that failed to grow. A player without a tree
// says what it has, its rollouts per root move; uct still counts its
// nodes.
func TestStudySummarySaysWhatTheSearchGrew(t *testing.T) {
	for _, c := range []struct {
		player, iterations, want string
	}{
		{"flat", "100", "flat, 100 iterations, no tree, 11 to 12 rollouts per move of 9\n"},
		{"flat", "9", "flat, 9 iterations, no tree, 1 rollout per move of 9\n"},
		{"uct", "100", "uct, 100 iterations, 101 tree nodes\n"},
	} {
		args := []string{"study", "-variant", "tictactoe", "-player", c.player, "-seed", "1", "-iterations", c.iterations}
		code, out, errOut := run(t, args...)
		if code != 0 || !strings.HasPrefix(out, c.want) {
			t.Errorf("%s: exit %d, want the first line %q in\n%s%s", strings.Join(args, " "), code, c.want, out, errOut)
		}
	}
}
