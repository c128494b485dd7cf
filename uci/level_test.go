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

// UCI_LimitStrength with UCI_Elo, the protocol's own strength limit that
// GUIs and bots set, plays the strongest level whose measured Elo is at
// most UCI_Elo, whatever Level says; off, Level rules again. Both were
// unknown options, so a GUI set to 1400 played at full strength.
func TestUCIElo(t *testing.T) {
	skills := engine.Skills()
	lo, hi := skills[0].Elo, skills[len(skills)-1].Elo
	out := run(t, "uci")
	for _, want := range []string{"option name UCI_LimitStrength type check default false",
		fmt.Sprintf("option name UCI_Elo type spin default %d min %d max %d", hi, lo, hi)} {
		if !strings.Contains(out, want) {
			t.Errorf("uci does not declare %q:\n%s", want, out)
		}
	}
	for _, c := range []struct {
		commands []string
		level    int
	}{
		{[]string{"setoption name UCI_Elo value 1400"}, 0}, // no limit asked
		{[]string{"setoption name UCI_Elo value 1400", "setoption name UCI_LimitStrength value true"}, 4},
		{[]string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1449"}, 4},
		{[]string{"setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value " + fmt.Sprint(lo)}, 1},
		{[]string{"setoption name UCI_LimitStrength value true"}, engine.MaxLevel}, // UCI_Elo's default
		{[]string{"setoption name Level value 2", "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value 1900"}, 7},
		{[]string{"setoption name Level value 2", "setoption name UCI_LimitStrength value true", "setoption name UCI_LimitStrength value false"}, 2},
	} {
		var b strings.Builder
		s := NewSession(&b, "test")
		for _, cmd := range c.commands {
			s.Handle(cmd)
		}
		if got := s.playedLevel(); got != c.level || strings.Contains(b.String(), "info string") {
			t.Errorf("%q: level %d, want %d; output %q", c.commands, got, c.level, b.String())
		}
	}
	sk, _ := engine.SkillLevel(1)
	out = run(t, "setoption name Threads value 1", "setoption name UCI_LimitStrength value true", "setoption name UCI_Elo value "+fmt.Sprint(lo), "position startpos", "go wtime 60000 btime 60000")
	if !strings.Contains(out, fmt.Sprintf(" nodes %d ", sk.Config.Budget.Rollouts)) {
		t.Errorf("UCI_Elo %d did not search level 1's %d iterations:\n%s", lo, sk.Config.Budget.Rollouts, out)
	}
	for _, v := range []string{fmt.Sprint(lo - 1), fmt.Sprint(hi + 1), "x"} {
		if out := run(t, "setoption name UCI_Elo value "+v); !strings.Contains(out, "setoption UCI_Elo") || !strings.Contains(out, "unchanged") {
			t.Errorf("UCI_Elo %s: %q; want it refused", v, out)
		}
	}
}
