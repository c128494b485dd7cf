package engine

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"rollout/variants"
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

// Tree parallelism: two workers walk one tree, and what they leave is a
// tree one worker could have grown. Under an iteration budget they run
// it exactly; the root counts every iteration once; no virtual loss is
// left behind (a node's visits are its wins, draws and losses, which
// virtual loss does not touch); the links and counts hold, through
// recycles of a small arena too; and the tree is what the search
// reports. Run under -race it checks the locking.
func TestUCTSharedTreeIsWhole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pos   string
		cfg   Config
		iters int64
	}{
		{"default", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", Config{Player: DefaultPlayer}, 3000},
		{"uct rollouts", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", Config{Player: "uct", Policy: Light}, 1500},
		{"default, the evaluation cache", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", Config{Player: DefaultPlayer, EvalCache: true}, 3000},
		{"default, a small arena", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", Config{Player: DefaultPlayer, NodeBudget: 300}, 3000},
	} {
		pos := chessPos(t, tc.pos)
		cfg := tc.cfg
		cfg.Workers, cfg.Parallel, cfg.Seed, cfg.Budget = 2, ParallelTree, 1, Budget{Rollouts: tc.iters}
		p := mustPlayer(t, cfg)
		res := search(t, p, pos)
		if res.Rollouts != tc.iters {
			t.Errorf("%s: %d iterations, want %d", tc.name, res.Rollouts, tc.iters)
		}
		u := p.(*uct)
		if len(u.trees) != 1 {
			t.Fatalf("%s: %d trees, want one shared", tc.name, len(u.trees))
		}
		tr := u.trees[0]
		if err := treeWhole(tr); err != nil {
			t.Errorf("%s: %v", tc.name, err)
		}
		for i := range tr.nodes {
			if s := &tr.nodes[i].stats; s.wins+s.draws+s.losses != s.n {
				t.Fatalf("%s: node %d has %d visits, %d results: a virtual loss was left", tc.name, i, s.n, s.wins+s.draws+s.losses)
			}
		}
		if tc.cfg.NodeBudget == 0 {
			if n := tr.nodes[0].stats.n; n != tc.iters {
				t.Errorf("%s: root visits %d, want %d", tc.name, n, tc.iters)
			}
			var reported int64
			for _, m := range res.Moves {
				reported += m.Rollouts
			}
			if reported != tc.iters {
				t.Errorf("%s: the report's root moves have %d visits, want %d", tc.name, reported, tc.iters)
			}
		} else if tr.recycled == 0 {
			t.Errorf("%s: no recycle in a %d-node arena", tc.name, tc.cfg.NodeBudget)
		}
		if tr.lazy || tr.pending || tr.pos == nil {
			t.Errorf("%s: the tree's own walk state was not put back", tc.name)
		}
	}
}

// Proofs stay exact when two walkers prove lines of one tree: the mate
// in one is proven and played, and the search stops on it.
func TestUCTSharedTreeProves(t *testing.T) {
	for _, name := range []string{"uct", DefaultPlayer} {
		p := mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 20000}, Seed: 7, Workers: 2, Parallel: ParallelTree, Policy: Light})
		pos := chessPos(t, mateFEN, "d6d5", "f7e8", "d5d6", "e8f7")
		res := search(t, p, pos)
		if got := pos.EncodeMove(res.Move, variants.Canonical); got != "d6e6" && got != "d6f8" {
			t.Errorf("%s played %s, want the mate in one d6e6 or d6f8", name, got)
		}
		if res.Stopped != StopProven && res.Stopped != StopOneMoveWin {
			t.Errorf("%s stopped by %s, want proven", name, res.Stopped)
		}
	}
}

// At nim 1 2 5 7 the shared tree of two workers finds a winning reply
// as one tree of the same iterations does.
func TestUCTSharedTreeNim(t *testing.T) {
	pos, err := nim.Variant.Parse("1/2/5/7 2")
	if err != nil {
		t.Fatal(err)
	}
	seeds := uint64(8)
	if raceEnabled {
		seeds = 3
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 20000}, Seed: seed, Workers: 2, Parallel: ParallelTree}), pos)
		if m := res.MoveText; m != "1:1" && m != "3:1" && m != "4:1" {
			t.Errorf("seed %d: played %s, a losing move", seed, m)
		}
	}
}

// -parallel tree is named in the label where a tree is shared (two
// workers or one per core), and the spread, which it replaces, is not;
// an unknown scheme is refused.
func TestParallelTreeLabel(t *testing.T) {
	pos := chess.Variant.Start()
	for _, tc := range []struct {
		workers  int
		parallel string
		tree     bool
	}{{2, ParallelTree, true}, {0, ParallelTree, true}, {1, ParallelTree, false}, {2, ParallelRoot, false}, {2, "", false}} {
		cfg := Config{Player: DefaultPlayer, Workers: tc.workers, Parallel: tc.parallel}.ForGame(pos)
		l := cfg.Label()
		if strings.Contains(l, "+tree") != tc.tree || tc.tree && strings.Contains(l, "+ws") {
			t.Errorf("%d workers, -parallel %q: label %q", tc.workers, tc.parallel, l)
		}
	}
	if _, err := New(Config{Player: "uct", Parallel: "forest"}); err == nil {
		t.Error("-parallel forest was accepted")
	}
}

// One walker on a shared tree grows the very tree iterate grows: the
// locked and unlocked parts (the leaf evaluated, the rollout run, a
// node's priors rated outside the lock, virtual loss added and taken
// back, a new node's mate search run outside the lock) together are
// one iteration; with the evaluation cache, the walker keeps and reads
// the leaves' evaluations as iterate does. The default's tactical set
// is off, as a shared tree plays none (CheckTactics).
func TestUCTSharedTreeOneWalkerIsIterate(t *testing.T) {
	middlegame := "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9"
	winAtChess8 := "r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1" // mates all over its tree
	for _, tc := range []struct {
		c   Config
		fen string
	}{
		{Config{Player: DefaultPlayer, Tactical: TacticalOff}, middlegame},
		{Config{Player: DefaultPlayer, Tactical: TacticalOff, EvalCache: true}, middlegame},
		{Config{Player: "uct", Policy: Light}, middlegame},
		{Config{Player: DefaultPlayer, Tactical: TacticalOff, Mate: 2}, winAtChess8},
		{Config{Player: DefaultPlayer, Tactical: TacticalOff, Mate: 2, EvalCache: true}, winAtChess8},
	} {
		c, pos := tc.c, chessPos(t, tc.fen)
		cfg := c.ForGame(pos)
		base := searchSeed(1, pos.Encode())
		var trees [2]*tree
		for i := range trees {
			tr := newTree(1<<14, cfg.Exploration, false)
			tr.reset(pos)
			tr.prepare(pos, cfg, base, 0)
			trees[i] = tr
		}
		sh := newSharedTree(trees[1])
		wk := sh.newWalker(cfg, base, 0)
		for range 1500 {
			trees[0].iterate()
			sh.iterate(wk)
		}
		if !maps.Equal(trees[0].proofs, trees[1].proofs) {
			t.Fatalf("%s: %d proofs in the table by iterate, %d by the walker, or others", c.Player, len(trees[0].proofs), len(trees[1].proofs))
		}
		a, b := trees[0].nodes, trees[1].nodes
		if len(a) != len(b) {
			t.Fatalf("%s: %d nodes by iterate, %d by the walker", c.Player, len(a), len(b))
		}
		for i := range a {
			// u is kept by iterate alone: a shared tree's selection
			// computes it from the statistics.
			x := a[i]
			x.u = b[i].u
			if x != b[i] {
				t.Fatalf("%s: node %d differs: %+v by iterate, %+v by the walker", c.Player, i, a[i], b[i])
			}
			if c.EvalCache {
				va, oka := trees[0].evals.get(a[i].key)
				vb, okb := trees[1].evals.get(b[i].key)
				if va != vb || oka != okb {
					t.Fatalf("node %d: cached %v %v by iterate, %v %v by the walker", i, va, oka, vb, okb)
				}
			}
		}
	}
}

// Two walkers selecting without the lock leave a tree that holds what
// one worker's holds: the links and counts (treeWhole), every visit a
// result and no virtual loss left, the root's visits the iterations,
// and proofs that agree with the children (proofsAgree), no selection's
// mark left behind, in positions
// thick with proven lines, with and without a mate search at each new
// node. Run under -race it checks that selection reads nothing the
// locked part writes without an atomic store.
func TestUCTSharedTreeHoldsOneTreesInvariants(t *testing.T) {
	iters := int64(4000)
	if raceEnabled {
		iters = 2000
	}
	for _, tc := range []struct {
		name string
		pos  variants.Position
		mate int
	}{
		{"lost in a few", chessPos(t, mateFEN, "d6d5"), 0},
		{"Win at Chess 1, -mate 2", chessPos(t, "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"), 2},
		{"Win at Chess 6, -mate 2", chessPos(t, "7k/p7/1R5K/6r1/6p1/6P1/8/8 w - - 0 1"), 2},
		{"Win at Chess 8, -mate 2", chessPos(t, "r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1"), 2},
		{"Win at Chess 10, -mate 2", chessPos(t, "2br2k1/2q3rn/p2NppQ1/2p1P3/Pp5R/4P3/1P3PPP/3R2K1 w - - 0 1"), 2},
		{"Win at Chess 8", chessPos(t, "r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1"), 0},
		{"middlegame", chessPos(t, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9"), 0},
	} {
		for _, workers := range []int{1, 2} {
			cfg := Config{Player: DefaultPlayer, Workers: workers, Parallel: ParallelTree, Seed: 1, Budget: Budget{Rollouts: iters}, Mate: tc.mate}
			p := mustPlayer(t, cfg)
			res := search(t, p, tc.pos)
			tr := p.(*uct).trees[0]
			name := fmt.Sprintf("%s, %d workers", tc.name, workers)
			if err := treeWhole(tr); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			if err := proofsAgree(tr); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			for i := range tr.nodes {
				if s := &tr.nodes[i].stats; s.wins+s.draws+s.losses != s.n {
					t.Fatalf("%s: node %d has %d visits, %d results", name, i, s.n, s.wins+s.draws+s.losses)
				}
			}
			if n := tr.nodes[0].stats.n; n != res.Rollouts {
				t.Errorf("%s: root visits %d, %d iterations", name, n, res.Rollouts)
			}
			for i, m := range tr.marks {
				if m != 0 {
					t.Fatalf("%s: node %d keeps %d marks of a selection without the lock", name, i, m)
				}
			}
		}
	}
}

// proofsAgree checks tr's proofs against its children: no node is open
// while a child is a proven win for the side choosing there, or while
// it has a child for every move and all of them are proven losses; and
// a proof the proof table holds for a node's position has the node's
// value.
func proofsAgree(tr *tree) error {
	for i := range tr.nodes {
		nd := &tr.nodes[i]
		win, _, open := tr.childProofs(int32(i))
		if nd.proven == 0 && !nd.outcome.Over() {
			if win >= 0 {
				return fmt.Errorf("node %d is open with a child proven won", i)
			}
			if !open && nd.created == nd.moves && nd.moves > 0 {
				return fmt.Errorf("node %d is open with every child proven lost", i)
			}
		}
		if pr, ok := tr.proofs[nd.key]; ok && nd.proven != 0 && !nd.outcome.Over() && pr.value != nd.proven {
			return fmt.Errorf("node %d proven %d, the table %d", i, nd.proven, pr.value)
		}
	}
	return nil
}

// Two walkers that select at the same moment part: a walker's selection
// without the lock marks the nodes it steps to, and the other's,
// selecting before the first has taken the lock, counts each mark as a
// virtual loss and mostly ends elsewhere (where one child stands far
// above the rest a mark may not turn the second walker: 44 of 50 parted
// with the default evaluation of 2026-11-29, 50 of 50 with "king");
// without the marks the two take the very same path. The marks are
// taken back by the backup.
func TestUCTSharedTreeWalkersPart(t *testing.T) {
	pos := chessPos(t, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9")
	cfg := Config{Player: DefaultPlayer}.ForGame(pos)
	base := searchSeed(1, pos.Encode())
	tr := newTree(1<<14, cfg.Exploration, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, base, 0)
	sh := newSharedTree(tr)
	a, b := sh.newWalker(cfg, base, 0), sh.newWalker(cfg, base, 1)
	for range 2000 {
		sh.iterate(a)
	}
	parted, same := 0, 0
	for range 50 {
		sh.descendFree(a)
		pa := slices.Clone(a.path)
		sh.descendFree(b)
		if slices.Equal(pa, b.path) {
			same++
		} else {
			parted++
		}
		sh.mark(a.path, -1)
		sh.mark(b.path, -1)
		// Without a's marks b follows a exactly: selection is
		// deterministic on an unchanged tree.
		sh.descendFree(b)
		sh.mark(b.path, -1)
		if !slices.Equal(pa, b.path) {
			t.Fatalf("unmarked, b took %v where a took %v", b.path, pa)
		}
		sh.iterate(a)
		sh.iterate(b)
	}
	if same > 10 {
		t.Errorf("%d of %d selections at the same moment took the same path", same, same+parted)
	}
	for i, m := range tr.marks {
		if m != 0 {
			t.Fatalf("node %d keeps %d marks", i, m)
		}
	}
}
