package uci

import (
	"fmt"
	"strings"
	"testing"

	"rollout/engine"
)

// The Level option plays a level of play: its iterations cap every
// search whatever the go command's clock, and a level out of range is
// refused and changes nothing.
func TestLevelOption(t *testing.T) {
	sk, err := engine.SkillLevel(1)
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, "uci", "setoption name Threads value 1", "setoption name Level value 1", "position startpos", "go wtime 60000 btime 60000")
	if !strings.Contains(out, "option name Level type spin default 0 min 0 max 8") {
		t.Errorf("uci does not declare Level:\n%s", out)
	}
	if !strings.Contains(out, fmt.Sprintf(" nodes %d ", sk.Config.Budget.Rollouts)) || !strings.Contains(out, "bestmove ") {
		t.Errorf("level 1 did not search its %d iterations:\n%s", sk.Config.Budget.Rollouts, out)
	}
	for _, v := range []string{"9", "-1", "x"} {
		out := run(t, "setoption name Level value "+v)
		if !strings.Contains(out, "setoption Level") || !strings.Contains(out, "unchanged") {
			t.Errorf("Level %s: %q; want it refused", v, out)
		}
	}
}
