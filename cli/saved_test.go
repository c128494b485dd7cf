package cli

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"
)

// A match whose players think on a time budget says, before its result
// line, how much of the time each player's moves took and what ended the
// moves that stopped early (issue 26 defect 4); one on a rollout budget
// says nothing of time. No figure is asserted: the line's form, and that
// its figures add up.
func TestMatchShowsTimeSaved(t *testing.T) {
	code, out, errOut := run(t, "match", "-variant", "tictactoe", "-a", "default", "-b", "random", "-games", "2", "-time", "30ms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	re := regexp.MustCompile(`^time default\+light \(a\): (\d+) moves of 30ms each, ([\d.]+) s given; took ([\d.]+) s = ([\d.]+) - ([\d.]+) saved by moves ended early \(\d+%\) \+ ([\d.]+) over by moves past their time; (none ended early|ended early: \d+ \w[\w -]*(, \d+ \w[\w -]*)*)$`)
	m := re.FindStringSubmatch(lines[len(lines)-2])
	if m == nil || !strings.HasPrefix(lines[len(lines)-1], "result: ") {
		t.Fatalf("no time line for default before the result line:\n%s", out)
	}
	if strings.Contains(out, "time random") {
		t.Errorf("random never thinks, yet has a time line:\n%s", out)
	}
	// "took 8.9 s of 7.0 s given, 1.0 s saved" did not add up: the line
	// now says where every tenth went, taken = given - saved + over.
	var n, given, took, given2, saved, over float64
	for i, p := range []*float64{&n, &given, &took, &given2, &saved, &over} {
		if _, err := fmt.Sscan(m[i+1], p); err != nil {
			t.Fatal(err)
		}
	}
	if math.Abs(given-0.03*n) > 0.051 || given2 != given || math.Abs(took-(given-saved+over)) > 0.001 || saved > given {
		t.Errorf("%s: does not add up", lines[len(lines)-2])
	}
	_, out, _ = run(t, "match", "-variant", "tictactoe", "-a", "default", "-b", "random", "-games", "2", "-rollouts", "200")
	if strings.Contains(out, "\ntime ") {
		t.Errorf("a rollout budget: a time line:\n%s", out)
	}
}
