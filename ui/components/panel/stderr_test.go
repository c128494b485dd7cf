package panel

import (
	"strings"
	"testing"

	"rollout/engine"
)

// A move with one rollout shows no standard error on the game screen's
// table (a dash, as on the study screen and in the lessons): "± 0.000"
// read as a mean known exactly from one result. Two rollouts or more
// show it, 0 included.
func TestTableNoStdErrAfterOneRollout(t *testing.T) {
	snap := engine.Snapshot{Player: "flat", Rollouts: 3,
		Moves: []engine.MoveStats{
			{Move: 1, Text: "a1", Rollouts: 1, Wins: 1, Net: 1, Mean: 1, AvgPlies: 5},
			{Move: 2, Text: "b1", Rollouts: 2, Wins: 1, Losses: 1, Mean: 0, StdErr: 1, AvgPlies: 6},
		}}
	for _, ascii := range []bool{false, true} {
		p := newPanel(80, 20)
		p.ASCII = ascii
		pm, dash := "±", "–"
		if ascii {
			pm, dash = "+-", "-"
		}
		lines := p.Table(View{Stats: &snap, Chosen: 2})
		out := strings.Join(lines, "\n")
		cells := func(move string) []string {
			for _, l := range lines {
				if f := strings.Fields(strings.TrimPrefix(l, engine.ChosenMark)); len(f) > 0 && f[0] == move {
					return f
				}
			}
			t.Fatalf("no row %s in\n%s", move, out)
			return nil
		}
		// move rollouts W/D/L net mean ± se plies cap%
		if one := cells("a1"); len(one) < 6 || one[5] != dash || strings.Contains(out, pm+" 0.000") {
			t.Errorf("ascii %v: a1's row after one rollout is %q, want %q for its ± se:\n%s", ascii, one, dash, out)
		}
		if two := cells("b1"); len(two) < 7 || two[5] != pm || two[6] != "1.000" {
			t.Errorf("ascii %v: b1's row after two rollouts is %q, want its ± se 1.000:\n%s", ascii, two, out)
		}
	}
}
