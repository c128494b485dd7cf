package engine

import "testing"

// A uct search that grows a tree per worker says how many (Trees): with
// the workers' spread each tree runs the whole iteration budget, so its
// count is the budget times the trees (the watch screen's "6k
// iterations" for -rollouts 3000 on two workers was right, but said
// without the trees it read as twice the budget); one tree under an
// iteration budget without the spread.
func TestSnapshotCountsTheTrees(t *testing.T) {
	for _, tt := range []struct {
		spread    float64
		wantTrees int
	}{{0.5, 2}, {0, 1}} {
		cfg := Config{Player: "uct", Budget: Budget{Rollouts: 300}, Workers: 2, WorkerSpread: tt.spread, Seed: 1}
		res := search(t, mustPlayer(t, cfg), nimPos(t, "1/3/5/7 1"))
		if res.Trees != tt.wantTrees || res.Rollouts != int64(300*tt.wantTrees) {
			t.Errorf("spread %g: %d trees, %d iterations; want %d trees of 300", tt.spread, res.Trees, res.Rollouts, tt.wantTrees)
		}
	}
}
