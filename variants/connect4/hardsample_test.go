package connect4

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

var (
	sampleStones  = flag.String("c4sample.stones", "", "TestHardSample: numbers of stones, comma-separated (empty: skip)")
	sampleN       = flag.Int("c4sample.n", 1000, "TestHardSample: positions sampled for each number of stones")
	sampleSeed    = flag.Uint64("c4sample.seed", 1, "TestHardSample: the sample's seed")
	sampleBudget  = flag.Uint64("c4sample.budget", 900_000, "TestHardSample: nodes a worker of perfect's search (two workers), about 75 ms of a free core")
	sampleProve   = flag.Uint64("c4sample.prove", 50_000_000, "TestHardSample: nodes of the proof of a position the budget leaves open")
	sampleBudget2 = flag.Uint64("c4sample.budget2", 0, "TestHardSample: nodes a worker of a second search where the first proved nothing, as perfect's last quarter (0: none)")
	sampleSame    = flag.String("c4sample.same", "1", "TestHardSample: configurations in turn, comma-separated: 1 both workers start on the first question, 0 each on its own (UseBothOnFirst)")
	sampleWin     = flag.String("c4sample.winfirst", "", "TestHardSample: for each configuration of -c4sample.same, comma-separated, 1 \"is it a win?\" first at 10 stones (UseWinFirst), 0 not (empty: the default for all)")
	sampleUniform = flag.Bool("c4sample.uniform", false, "TestHardSample: sample every position of that many stones alike (up to mirror images), not as the sweep's random games do")
)

// TestHardSample measures how many positions of 9 or 10 stones
// perfect's search for a best move (two workers, -c4sample.budget nodes
// each, from a cleared table) leaves unproven, which of those its move
// would miss (the value from a proof of -c4sample.prove nodes), and
// what their proofs cost: the size and the CPU of a book of the hard
// positions (docs/connect4.md). The positions are the sweep's random
// games (RandomPosition) or, with -c4sample.uniform, drawn alike from
// every position of that many stones, up to mirror images, that the
// sweep could ask (the game not over, no move winning at once).
func TestHardSample(t *testing.T) {
	if *sampleStones == "" {
		t.Skip("a measurement: -c4sample.stones")
	}
	sharedTable()
	for _, f := range strings.Split(*sampleStones, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 9 || n > 20 {
			t.Fatalf("-c4sample.stones: %q is not 9 to 20", f)
		}
		rng := rand.New(rand.NewPCG(*sampleSeed, uint64(n)))
		var ps []*Position
		if *sampleUniform {
			all := everyPosition(n)
			t.Logf("%d stones: %d positions up to mirror images", n, len(all))
			for range *sampleN {
				ps = append(ps, all[rng.IntN(len(all))])
			}
		} else {
			for range *sampleN {
				ps = append(ps, RandomPosition(rng, n))
			}
		}
		type config struct {
			same, win              bool
			screen, screenCPU      time.Duration
			screenNodes            []uint64
			open, missed, openLost int
		}
		var cs []*config
		for _, f := range strings.Split(*sampleSame, ",") {
			cs = append(cs, &config{same: f == "1", win: winFirstOn.Load()})
		}
		if *sampleWin != "" {
			for i, f := range strings.Split(*sampleWin, ",") {
				if f != "0" && f != "1" || i >= len(cs) {
					t.Fatalf("-c4sample.winfirst: %q is not 0 or 1 for a configuration of -c4sample.same", f)
				}
				cs[i].win = f == "1"
			}
		}
		defer UseWinFirst(winFirstOn.Load())
		var proofs, proofCPU time.Duration
		var proofNodes []uint64
		unknown := 0
		for _, p := range ps {
			type answer struct {
				m      uint64
				lo, hi int
			}
			answers := make([]answer, len(cs))
			open := false
			for k, c := range cs {
				UseBothOnFirst(c.same)
				UseWinFirst(c.win)
				sharedTable().clear()
				s := searcher{t: sharedTable(), limits: solveLimits{nodes: *sampleBudget}}
				s.useBook()
				w0, c0 := time.Now(), cpuTime()
				m, lo, hi := s.solveMoveBoundsOn(p, 2)
				c.screenNodes = append(c.screenNodes, s.nodes)
				if lo != hi && *sampleBudget2 != 0 {
					s2 := searcher{t: sharedTable(), limits: solveLimits{nodes: *sampleBudget2}}
					s2.useBook()
					m, lo, hi = s2.solveMoveBoundsOn(p, 2)
				}
				c.screen += time.Since(w0)
				c.screenCPU += cpuTime() - c0
				answers[k] = answer{m, lo, hi}
				if lo != hi {
					c.open++
					open = true
				}
			}
			UseBothOnFirst(true)
			if !open {
				continue
			}
			sharedTable().clear()
			s2 := searcher{t: sharedTable(), limits: solveLimits{nodes: *sampleProve}}
			s2.useBook()
			w0, c0 := time.Now(), cpuTime()
			_, v, v2 := s2.solveMoveBoundsOn(p, 1)
			proofs += time.Since(w0)
			proofCPU += cpuTime() - c0
			proofNodes = append(proofNodes, s2.nodes)
			if v != v2 {
				unknown++
				t.Logf("%2d stones %-28s unproven within %d nodes", n, p.Encode(), *sampleProve)
				continue
			}
			kept := map[uint64]bool{}
			for k, c := range cs {
				a := answers[k]
				if a.lo == a.hi {
					continue
				}
				if v == -1 {
					c.openLost++
					continue
				}
				ok, seen := kept[a.m]
				if !seen {
					q := *p
					q.Play(variants.Move(cellColumn(a.m)))
					sharedTable().clear()
					s3 := searcher{t: sharedTable(), limits: solveLimits{nodes: *sampleProve}}
					s3.useBook()
					mv, proven := s3.solve(&q, true)
					ok = proven && -mv == v
					kept[a.m] = ok
				}
				if !ok {
					c.missed++
				}
				t.Logf("%2d stones %-28s value %+d, same %v, win first %v: open at the budget [%+d,%+d] plays %c (kept %v); proof %d nodes", n, p.Encode(), v, c.same, c.win, a.lo, a.hi, 'a'+byte(cellColumn(a.m)), ok, s2.nodes)
			}
		}
		slices.Sort(proofNodes)
		var sumProof uint64
		for _, x := range proofNodes {
			sumProof += x
		}
		for _, c := range cs {
			slices.Sort(c.screenNodes)
			var sumScreen uint64
			for _, x := range c.screenNodes {
				sumScreen += x
			}
			t.Logf("%d stones, %d positions (uniform %v), same %v, win first %v: %d open at %d then %d nodes a worker (%d of them lost), %d whose move misses the value; %d unproven within %d",
				n, len(ps), *sampleUniform, c.same, c.win, c.open, *sampleBudget, *sampleBudget2, c.openLost, c.missed, unknown, *sampleProve)
			t.Logf("%d stones, same %v: the screen %d nodes in all (median %d, max %d), CPU %v, wall %v",
				n, c.same, sumScreen, at(c.screenNodes, 2), at(c.screenNodes, 1), c.screenCPU.Round(time.Millisecond), c.screen.Round(time.Millisecond))
		}
		t.Logf("%d stones: the proofs of the open ones %d nodes in all (%d, median %d, max %d), CPU %v, wall %v",
			n, sumProof, len(proofNodes), at(proofNodes, 2), at(proofNodes, 1), proofCPU.Round(time.Millisecond), proofs.Round(time.Millisecond))
	}
}

// at returns the median (half 2) or the maximum (half 1) of sorted xs,
// 0 when empty.
func at(xs []uint64, half int) uint64 {
	if len(xs) == 0 {
		return 0
	}
	if half == 1 {
		return xs[len(xs)-1]
	}
	return xs[len(xs)/2]
}

// everyPosition returns every position of n stones that a game can
// reach, not over and with no move that wins at once, one of each pair
// of mirror images.
func everyPosition(n int) []*Position {
	level := map[uint64]*Position{canonical(new(Position).key()): new(Position)}
	for ply := 0; ply < n; ply++ {
		next := map[uint64]*Position{}
		for _, p := range level {
			for col := range Width {
				if p.mask&top(col) != 0 {
					continue
				}
				q := *p
				q.Play(variants.Move(col))
				if q.result != variants.Ongoing {
					continue
				}
				next[canonical(q.key())] = &q
			}
		}
		level = next
	}
	var out []*Position
	for _, p := range level {
		if winningCells(p.cur, p.mask)&playable(p.mask) == 0 {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b *Position) int { return int(int64(canonical(a.key())>>1) - int64(canonical(b.key())>>1)) })
	return out
}
