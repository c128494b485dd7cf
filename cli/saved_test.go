package cli

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// A match whose players think on a time budget says, before its result
// line, how much of the time each player's moves took and what ended the
// moves that stopped early (issue 26 defect 4); one on a rollout budget
// says nothing of time. No figure is asserted: the line's form, and that
// the saved time is the given less the taken.
func TestMatchShowsTimeSaved(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "default", "-b", "random", "-games", "2", "-time", "30ms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	re := regexp.MustCompile(`^time default\+light \(a\): (\d+) moves, ([\d.]+) s of ([\d.]+) s given, ([\d.]+) s saved \(\d+%\); (none ended early|ended early: \d+ \w[\w -]*(, \d+ \w[\w -]*)*)$`)
	m := re.FindStringSubmatch(lines[len(lines)-2])
	if m == nil || !strings.HasPrefix(lines[len(lines)-1], "result: ") {
		t.Fatalf("no time line for default before the result line:\n%s", out)
	}
	if strings.Contains(out, "time random") {
		t.Errorf("random never thinks, yet has a time line:\n%s", out)
	}
	var took, given, saved float64
	for i, p := range []*float64{&took, &given, &saved} {
		if _, err := fmt.Sscan(m[i+2], p); err != nil {
			t.Fatal(err)
		}
	}
	if saved < given-took-0.11 || saved > given+0.05 {
		t.Errorf("saved %.1f s of %.1f s given, %.1f s taken", saved, given, took)
	}
	_, out, _ = run(t, "match", "-variant", "tictactoe", "-a", "default", "-b", "random", "-games", "2", "-rollouts", "200")
	if strings.Contains(out, "\ntime ") {
		t.Errorf("a rollout budget: a time line:\n%s", out)
	}
}
