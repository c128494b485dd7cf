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

// -tc with -time started the game and the engine took its time from the
// clock, -time dropped without a word (the setup screen says "not used:
// the clock gives the time" beside a think time, the command line said
// nothing). The pair is now refused with the reason; -rollouts, a cap
// beside the clock, is still taken with -tc, and -time without one.
func TestTUIClockWithThinkTime(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // "" is accepted
	}{
		{[]string{"-tc", "1+0", "-time", "2s"}, "-time 2s with -tc 1+0: on a clock an engine takes each move's time from its clock"},
		{[]string{"-mode", "watch", "-tc", "5+3", "-time", "1s"}, "-time 1s with -tc 5+3"},
		{[]string{"-tc", "1+0", "-rollouts", "5000"}, ""},
		{[]string{"-time", "2s"}, ""},
		{[]string{"-tc", "none", "-time", "2s"}, ""},
	} {
		_, err := tuiOptions(&Env{Stdout: &discard{}, Stderr: &discard{}}, append([]string{"-variant", "chess"}, c.args...))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: %v", c.args, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: error %v, want %q", c.args, err, c.want)
		}
	}
}
