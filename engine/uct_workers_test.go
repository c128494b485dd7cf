package engine

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"rollout/variants/chess"
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

// Why a second worker bought the default player nothing: its leaf is the
// evaluation at once and its in-tree choices draw nothing, so two
// workers' trees are the same tree, visit for visit, whatever their seed
// streams (a spread of 1, the old way). Under a spread F the second
// worker explores with c·F and its tree is another.
func TestUCTWorkerTreesDifferOnlyWhenSpread(t *testing.T) {
	pos, err := chess.Variant.Parse("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	if err != nil {
		t.Fatal(err)
	}
	n := len(pos.LegalMoves(nil))
	for _, tc := range []struct {
		spread float64
		alike  bool
	}{{1, true}, {2, false}, {0.5, false}} {
		cfg := Config{Player: DefaultPlayer, Seed: 1, Workers: 2, WorkerSpread: tc.spread}.ForGame(pos)
		base := searchSeed(cfg.Seed, pos.Encode())
		var roots [2][]tally
		for w := range roots {
			tr := newTree(1<<14, cfg.Exploration, false)
			tr.reset(pos)
			tr.prepare(pos, cfg, base, w)
			for range 2000 {
				tr.iterate()
			}
			roots[w] = make([]tally, n)
			tr.rootTallies(roots[w], make([]proof, n))
		}
		if alike := reflect.DeepEqual(roots[0], roots[1]); alike != tc.alike {
			t.Errorf("spread %g: the two workers' roots alike %v, want %v", tc.spread, alike, tc.alike)
		}
	}
}

// Under Config.WorkerSpread every tree gets the whole iteration budget,
// and a seed still gives the same statistics on every run.
func TestUCTWorkerSpreadBudgetPerTree(t *testing.T) {
	pos := chess.Variant.Start()
	cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 1500}, Seed: 3, Workers: 2, WorkerSpread: 2}
	first := search(t, mustPlayer(t, cfg), pos)
	if first.Rollouts != 3000 {
		t.Errorf("2 spread workers of 1,500 iterations ran %d, want 3,000", first.Rollouts)
	}
	again := search(t, mustPlayer(t, cfg), pos)
	if again.Move != first.Move || !reflect.DeepEqual(again.Moves, first.Moves) {
		t.Errorf("the same seed gave other statistics: %s then %s", first.MoveText, again.MoveText)
	}
	if l := cfg.ForGame(pos).Label(); !strings.Contains(l, "+ws2+") {
		t.Errorf("label %q does not name the spread", l)
	}
}

func TestSpreadFactor(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		w    int
		want float64
	}{{0, 1, 1}, {2, 0, 1}, {2, 1, 2}, {2, 2, 0.5}, {2, 3, 4}, {2, 4, 0.25}, {0.5, 1, 0.5}} {
		if got := spreadFactor(tc.f, tc.w); got != tc.want {
			t.Errorf("spreadFactor(%g, %d) = %g, want %g", tc.f, tc.w, got, tc.want)
		}
	}
}

func TestWorkerSpreadBounds(t *testing.T) {
	for _, f := range []float64{-1, math.NaN(), math.Inf(1), MaxWorkerSpread + 1} {
		if _, err := New(Config{Player: "uct", WorkerSpread: f}); err == nil {
			t.Errorf("a spread of %v was accepted", f)
		}
	}
}

// The default player spreads its workers' trees by DefaultWorkerSpread
// unless told (-worker-spread 1: alike trees), and names the spread only
// where a second tree is grown.
func TestDefaultWorkerSpread(t *testing.T) {
	pos := chess.Variant.Start()
	for _, tc := range []struct {
		workers int
		spread  float64
		want    float64
		label   string
	}{{2, 0, DefaultWorkerSpread, "+wide1.5+ws0.5+"}, {0, 0, DefaultWorkerSpread, "+ws0.5+"}, {1, 0, DefaultWorkerSpread, ""}, {2, 1, 1, "+ws1+"}} {
		cfg := Config{Player: DefaultPlayer, Workers: tc.workers, WorkerSpread: tc.spread}.ForGame(pos)
		l := cfg.Label()
		if cfg.WorkerSpread != tc.want || strings.Contains(l, "+ws") != (tc.label != "") || tc.label != "" && !strings.Contains(l, tc.label) {
			t.Errorf("%d workers, -worker-spread %g: spread %g, label %q; want %g and %q", tc.workers, tc.spread, cfg.WorkerSpread, l, tc.want, tc.label)
		}
	}
}
