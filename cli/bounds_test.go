package cli

import (
	"strings"
	"testing"
)

// -nodes is bounded as the UCI NodeBudget option is (engine.MaxNodeBudget),
// -minimax-children by engine.MaxMinimaxChildren, and -c, -target-se, -minimax,
// -prior, -widen and -history must be finite numbers: each is a usage error that
// names the flag's range before any search, in analyze and match alike
// (issue 20 items 8 and 10).
func TestSearchFlagsBounded(t *testing.T) {
	for _, args := range [][]string{
		{"analyze", "-player", "uct", "-rollouts", "10", "-nodes", "1000000000"},
		{"analyze", "-player", "uct", "-rollouts", "10", "-nodes", "9223372036854775807"},
		{"match", "-games", "1", "-a", "uct", "-a-nodes", "1000000000"},
		{"match", "-games", "1", "-a", "uct", "-b-nodes", "16777217"},
		{"analyze", "-player", "uct", "-rollouts", "10", "-c", "NaN"},
		{"analyze", "-player", "uct", "-rollouts", "10", "-c", "+Inf"},
		{"match", "-games", "1", "-a", "uct", "-a-c", "NaN"},
		{"analyze", "-variant", "nim", "-target-se", "NaN"},
		{"match", "-games", "1", "-target-se", "Inf"},
		{"study", "-variant", "nim", "-player", "uct", "-nodes", "1000000000"},
		{"study", "-variant", "nim", "-player", "uct", "-c", "NaN"},
		{"analyze", "-variant", "chess", "-player", "uct", "-rollouts", "10", "-minimax", "NaN"},
		{"analyze", "-variant", "chess", "-player", "uct", "-rollouts", "10", "-prior", "NaN"},
		{"analyze", "-variant", "chess", "-player", "uct", "-rollouts", "10", "-prior", "+Inf"},
		{"match", "-games", "1", "-a", "uct", "-a-minimax", "NaN"},
		{"match", "-games", "1", "-a", "uct", "-b-prior", "NaN"},
		{"analyze", "-variant", "chess", "-player", "uct", "-rollouts", "10", "-widen", "NaN"},
		{"match", "-games", "1", "-a", "default", "-a-widen", "-1"},
		{"match", "-games", "1", "-a", "default", "-b-widen", "101"},
		{"match", "-games", "1", "-a", "default", "-a-minimax-children", "65"},
		{"analyze", "-variant", "chess", "-player", "default", "-rollouts", "10", "-minimax-children", "100"},
		{"analyze", "-variant", "chess", "-player", "default", "-rollouts", "10", "-history", "NaN"},
		{"match", "-games", "1", "-a", "default", "-a-history", "101"},
		// The default player too: not "default plays its own (NaN)".
		{"analyze", "-variant", "chess", "-player", "default", "-rollouts", "10", "-c", "NaN"},
		{"analyze", "-variant", "chess", "-player", "default", "-rollouts", "10", "-minimax", "NaN"},
		{"match", "-games", "1", "-a", "default", "-a-prior", "NaN"},
		{"match", "-games", "1", "-a", "default", "-a-fpu", "-Inf"},
		{"match", "-games", "1", "-a", "default", "-a-history-shrink", "NaN"},
		{"analyze", "-variant", "chess", "-player", "default", "-rollouts", "10", "-history-killer", "Inf"},
	} {
		code, out, errOut := run(t, args...)
		if code != 2 || out != "" || !(strings.Contains(errOut, "at most") || strings.Contains(errOut, "finite")) || strings.Contains(errOut, "plays its own") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and the range", args, code, out, errOut)
		}
	}
	if code, _, errOut := run(t, "analyze", "-variant", "tictactoe", "-player", "uct", "-rollouts", "10", "-nodes", "16777216"); code != 0 {
		t.Errorf("-nodes 2^24: exit %d, %s", code, errOut)
	}
}
