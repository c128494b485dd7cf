package cli

import (
	"strings"
	"testing"
)

// -history is played by the default player and by uct with priors,
// labelled +histW, and refused, exit 2 with one line, where no priors
// order the moves, where the player grows no tree, on a level and out
// of range; its parts (-history-shrink, -history-killer,
// -history-late) are labelled and refused without the history, on a
// level and out of range.
func TestHistoryFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // in the output; in the error for exit 2
		code int
	}{
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history", "1.5", "-rollouts", "300", "-workers", "1"}, "move history W=1.5", 0},
		{[]string{"match", "-variant", "chess", "-a", "default", "-a-history", "2", "-b", "default", "-rollouts", "20", "-workers", "1", "-games", "1"}, "+hist2+", 0},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-history", "1", "-rollouts", "10"}, "-prior is off", 2},
		{[]string{"analyze", "-variant", "tictactoe", "-player", "uct", "-prior", "1", "-history", "1", "-rollouts", "10"}, "tictactoe has none", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "flat", "-history", "1", "-rollouts", "10"}, "grows no tree", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-history", "1", "-rollouts", "10"}, "-history 1", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history", "-1", "-rollouts", "10"}, "history", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history", "1", "-parallel", "tree", "-workers", "2", "-rollouts", "10"}, "-parallel tree", 2},
		{[]string{"match", "-variant", "chess", "-a", "default", "-a-history-shrink", "4", "-a-history-killer", "0.1", "-a-history-late", "-b", "default", "-rollouts", "20", "-workers", "1", "-games", "1"}, "+hist1+hs4+kill0.1+hlate+", 0},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history-killer", "0.2", "-rollouts", "300", "-workers", "1"}, "killer bonus 0.2", 0},
		{[]string{"analyze", "-variant", "chess", "-player", "uct", "-prior", "1", "-history-late", "-rollouts", "10"}, "which is off", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history", "0", "-history-shrink", "4", "-rollouts", "10"}, "which is off", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "default", "-history-killer", "2", "-rollouts", "10"}, "want a bonus", 2},
		{[]string{"analyze", "-variant", "chess", "-player", "level:3", "-history-late", "-rollouts", "10"}, "-history-late", 2},
	} {
		code, out, errOut := run(t, c.args...)
		text := out
		if c.code != 0 {
			text = errOut
		}
		if code != c.code || !strings.Contains(text, c.want) || c.code != 0 && strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%q: exit %d, %q%q; want exit %d with %q", c.args, code, out, errOut, c.code, c.want)
		}
	}
}
