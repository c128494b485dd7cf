package uci

import (
	"regexp"
	"strconv"
	"testing"
	"time"
)

// go movetime 980 answered after 1.06 to 1.29 s at load 18: the search
// counted its time from its own start, after the player was made, and
// kept nothing for stopping and answering. It now searches the movetime
// less what has passed since go arrived, a reserve, and the lateness the
// last movetime searches showed, and says so in an info string. No time
// is measured here: the budget the session plans.
func TestMovetimeKeepsTimeForTheAnswer(t *testing.T) {
	out := run(t, "debug on", "setoption name Player value uct", "position startpos", "go movetime 300", "go movetime 300", "go nodes 200", "go wtime 60000 btime 60000")
	re := regexp.MustCompile(`(?m)^info string go movetime 300: searching (\d+) ms, (\d+) ms kept for the answer$`)
	ms := re.FindAllStringSubmatch(out, -1)
	if len(ms) != 2 {
		t.Fatalf("want two movetime info strings, one a go movetime:\n%s", out)
	}
	for _, m := range ms {
		searched, _ := strconv.Atoi(m[1])
		kept, _ := strconv.Atoi(m[2])
		if searched+kept != 300 || kept < int(movetimeReserve/time.Millisecond) || searched < 75 {
			t.Errorf("%q: want the 300 ms split into a search of 75 ms or more and the reserve of %v or more", m[0], movetimeReserve)
		}
	}
	for _, c := range []struct{ asked, lag, spent, want time.Duration }{
		{980 * time.Millisecond, 0, 0, 970 * time.Millisecond},
		{980 * time.Millisecond, 50 * time.Millisecond, 5 * time.Millisecond, 915 * time.Millisecond},
		{100 * time.Millisecond, time.Second, 0, 25 * time.Millisecond},
	} {
		if got := movetimeBudget(c.asked, c.lag, c.spent); got != c.want {
			t.Errorf("movetimeBudget(%v, lag %v, spent %v) = %v, want %v", c.asked, c.lag, c.spent, got, c.want)
		}
	}
}
