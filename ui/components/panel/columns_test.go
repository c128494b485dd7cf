package panel

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// thinkFrames are the snapshots of one flat search of 20 moves whose
// counts grow from two digits per move to seven, as a 1 s think's do
// on a fast game: the rows' figures (W/D/L, net, plies, cap%) widen as
// the counts do, and narrow where a count's text does ("999" to "1k").
func thinkFrames() []engine.Snapshot {
	var frames []engine.Snapshot
	for i, n := range []int64{12, 45, 99, 350, 999, 1000, 4200, 9999, 10_000, 87_000, 999_000, 1_000_000, 2_340_000, 9_990_000} {
		s := engine.Snapshot{Player: "flat", Elapsed: time.Duration(i+1) * 70 * time.Millisecond, Rollouts: 20 * n, Progress: -1}
		for m := range 20 {
			w, d := n*int64(30+m)/100, n*40/100
			l := n - w - d
			s.Moves = append(s.Moves, engine.MoveStats{Move: variants.Move(m + 1), Text: fmt.Sprintf("Nx%c%d", 'a'+m%8, 1+m%8),
				Rollouts: n, Wins: w, Draws: d, Losses: l, Net: w - l, Mean: float64(w-l) / float64(n), StdErr: 0.01,
				AvgPlies: 40 + 6*float64(i), CapShare: 0.005 * float64(i)})
		}
		frames = append(frames, s)
	}
	return frames
}

// columnHeads are the column heads of a table's rows (the line under
// its header that starts with "move").
func columnHeads(t *testing.T, lines []string) string {
	t.Helper()
	for _, l := range lines {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "move" {
			return strings.Join(f, " ")
		}
	}
	t.Fatalf("no column heads in\n%s", strings.Join(lines, "\n"))
	return ""
}

// One think's table keeps its columns from its first snapshot to its
// last: at 62 columns, where the counts' widening dropped cap% midway
// (and "1k" after "999" brought it back, W/D/L likewise at 52), the
// columns are those its figures leave room for at their widest, in
// every frame. A wider panel's next think shows cap% again.
func TestTableColumnsStayWithinAThink(t *testing.T) {
	frames := thinkFrames()
	p := newPanel(62, 40)
	want := columnHeads(t, p.Table(View{Stats: &frames[0], Chosen: variants.NoMove, Title: "live"}))
	for i := range frames {
		got := columnHeads(t, p.Table(View{Stats: &frames[i], Chosen: variants.NoMove, Title: "live"}))
		if got != want {
			t.Errorf("frame %d (%d rollouts a move): columns %q, the think's first frame had %q",
				i, frames[i].Moves[0].Rollouts, got, want)
		}
	}
	if strings.Contains(want, "cap%") {
		t.Errorf("62 columns: cap%% kept, whose room the widest figures need: %q", want)
	}
	wide := newPanel(80, 40)
	for i := range frames {
		got := columnHeads(t, wide.Table(View{Stats: &frames[i], Chosen: variants.NoMove, Title: "live"}))
		if !strings.Contains(got, "cap%") || !strings.Contains(got, "W/D/L") {
			t.Errorf("80 columns, frame %d: no cap%% or W/D/L: %q", i, got)
		}
	}
}
