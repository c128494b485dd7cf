package engine

import (
	"reflect"
	"testing"

	"rollout/variants/nim"
)

// Under an iteration budget uct grows one tree whatever the worker count,
// so the budget is never split into weaker trees: the statistics are the
// same for 1, 2 and 3 workers, and at nim 1 2 5 7 (after the first
// player's mistake) 20,000 iterations find a winning reply (1:1, 3:1 or
// 4:1) for every seed, where two trees of 10,000 missed for 6 seeds of 20.
func TestUCTRolloutBudgetIsNotSplit(t *testing.T) {
	pos, err := nim.Variant.Parse("1/2/5/7 2")
	if err != nil {
		t.Fatal(err)
	}
	seeds := uint64(20)
	if raceEnabled {
		seeds = 6
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		var first Result
		for i, workers := range []int{2, 1, 3} {
			res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 20000}, Seed: seed, Workers: workers}), pos)
			if i == 0 {
				first = res
				if m := res.MoveText; m != "1:1" && m != "3:1" && m != "4:1" {
					t.Errorf("seed %d: played %s, a losing move", seed, m)
				}
				continue
			}
			if res.Move != first.Move || !reflect.DeepEqual(res.Moves, first.Moves) {
				t.Fatalf("seed %d: %d workers' statistics differ from 2 workers'", seed, workers)
			}
		}
	}
}
