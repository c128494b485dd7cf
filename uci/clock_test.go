package uci

import (
	"bytes"
	"regexp"
	"strconv"
	"testing"
	"time"

	"rollout/engine"
)

// A move's lateness is the GUI's charge past the hard time when the next
// search is the same side's next move of the same game, the session's
// own measure otherwise or when that is more.
func TestClockLateness(t *testing.T) {
	ms := time.Millisecond
	last := clockedGo{start: "", plies: 10, clock: engine.Clock{Left: 3000 * ms, Increment: 100 * ms}, hard: 300 * ms, took: 320 * ms}
	for _, c := range []struct {
		name  string
		now   time.Duration
		start string
		plies int
		want  time.Duration
	}{
		{"GUI charged 900 ms", 2200 * ms, "", 12, 600 * ms},
		{"GUI charged less than measured", 2790 * ms, "", 12, 20 * ms},
		{"another game", 2200 * ms, "8/8/8/8/8/8/8/K6k w - - 0 1", 12, 20 * ms},
		{"not the next move", 2200 * ms, "", 14, 20 * ms},
		{"clock gained more than the increment", 3500 * ms, "", 12, 20 * ms},
		{"charged more than the clock had", -500 * ms, "", 12, 20 * ms},
	} {
		if got := last.lateness(engine.Clock{Left: c.now, Increment: 100 * ms}, c.start, c.plies); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The session plans its next clocked search with the lateness the GUI's
// clocks show: a GUI that charged 900 ms for a move whose hard time was
// 300 ms makes the next allotment plan with a lag of at least 600 ms (more
// only if this machine ran the search later still).
func TestClockLagFromTheGUI(t *testing.T) {
	var out bytes.Buffer
	s := NewSession(&out, "test")
	s.Handle("debug on")
	s.Handle("setoption name Threads value 1")
	s.Handle("position startpos moves e2e4")
	s.Handle("go wtime 1000 btime 3000 winc 100 binc 100")
	s.stop()
	s.Handle("position startpos moves e2e4 e7e5 g1f3")
	s.Handle("go wtime 1000 btime 2200 winc 100 binc 100")
	s.stop()
	lags := regexp.MustCompile(`info string clock: \d+ ms left, soft \d+ ms, hard \d+ ms, lag (\d+) ms`).FindAllStringSubmatch(out.String(), -1)
	if len(lags) != 2 {
		t.Fatalf("want two allotment lines:\n%s", out.String())
	}
	if lag, _ := strconv.Atoi(lags[1][1]); lag < 600 || s.lag < 600*time.Millisecond {
		t.Fatalf("second search planned with lag %s ms (session %v), want at least 600:\n%s", lags[1][1], s.lag, out.String())
	}
}
