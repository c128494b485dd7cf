package engine

import (
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
)

// puctConfig is the default player selecting by PUCT with c and T,
// without the move history, as PUCT was measured.
func puctConfig(c, temp, fpu float64) Config {
	return Config{Player: DefaultPlayer, History: HistoryOff, Select: SelectPUCT, PUCT: c, PUCTTemperature: temp, FPU: fpu}
}

// Under SelectPUCT a child's prior field is its P: the softmax at
// temperature T of the priors of all its parent's legal moves, so the
// root's children's P are exp(prior/T) over their sum, computed here
// from the game's priors directly, and sum to 1 once every move has a
// child.
func TestPUCTNormalisesThePriors(t *testing.T) {
	for _, temp := range []float64{0.05, 0.3} {
		for _, fpu := range []float64{0, 0.2} {
			pos := chess.NewPosition()
			tr := configuredTree(pos, 1<<14, 3000, puctConfig(1, temp, fpu))
			ref := pos.Clone()
			ref.(variants.QuietOrderer).SetQuietOrder(DefaultQuietOrder)
			legal := ref.LegalMoves(nil)
			z, w := 0.0, map[variants.Move]float64{}
			for _, m := range legal {
				w[m] = math.Exp(ref.(variants.Priorer).Prior(m) / temp)
				z += w[m]
			}
			sum := 0.0
			root := &tr.nodes[0]
			for c := root.child; c >= 0; c = tr.nodes[c].next {
				cn := &tr.nodes[c]
				want := w[cn.move] / z
				if math.Abs(float64(cn.prior)-want) > 1e-6 {
					t.Errorf("T %g, fpu %g: %v has P %.6f, want %.6f", temp, fpu, cn.move, cn.prior, want)
				}
				sum += float64(cn.prior)
			}
			if root.created == root.moves && math.Abs(sum-1) > 1e-5 {
				t.Errorf("T %g, fpu %g: the root's %d children's P sum to %.6f", temp, fpu, root.created, sum)
			}
			if root.created < 2 {
				t.Errorf("T %g, fpu %g: the root made %d children in 3,000 iterations", temp, fpu, root.created)
			}
		}
	}
}

// selectPUCT chooses the child of the highest Q + c·P·sqrt(N)/(1+n),
// Q = (1-a)·mean + a·h; under first-play urgency the node's next move
// without a child competes with Q = the node's own value less FPU,
// n = 0 and its P, and wins by -1.
func TestPUCTFollowsItsFormula(t *testing.T) {
	type kid struct {
		mean, h, p float64
		n          int64
	}
	for _, c := range []struct {
		name    string
		c, a    float64
		fpu     float64
		parent  float64 // the node's mean, for the side that moved into it
		nextP   float32 // the P of the next move without a child
		kids    []kid   // oldest first
		want    int     // index into kids, -1 for the next move
		visitsN int64
	}{
		{name: "the mean decides at a small c", c: 0.1, kids: []kid{{0.2, 0, 0.1, 50}, {0.1, 0, 0.8, 50}}, want: 0, visitsN: 100},
		// 0.1 + 1·0.8·10/51 = 0.257 beats 0.2 + 1·0.1·10/51 = 0.220.
		{name: "the prior decides at a large c", c: 1, kids: []kid{{0.2, 0, 0.1, 50}, {0.1, 0, 0.8, 50}}, want: 1, visitsN: 100},
		// The prior's term fades with the child's visits: 0.3 + 0.5·0.5·10/91
		// = 0.327 against 0.1 + 0.5·0.3·10/9 = 0.267, until fewer visits: see next.
		{name: "a visited child's term fades", c: 0.5, kids: []kid{{0.3, 0, 0.5, 90}, {0.1, 0, 0.3, 8}}, want: 0, visitsN: 100},
		{name: "an unvisited-ish child is explored", c: 0.5, kids: []kid{{0.3, 0, 0.5, 97}, {0.1, 0, 0.3, 1}}, want: 1, visitsN: 100},
		// The minimax value weighs in: Q = 0.5·0.2 + 0.5·(-0.4) = -0.1
		// against 0.5·0 + 0.5·0.1 = 0.05.
		{name: "minimax blends into Q", c: 0.01, a: 0.5, kids: []kid{{0.2, -0.4, 0.5, 50}, {0, 0.1, 0.5, 50}}, want: 1, visitsN: 100},
		// FPU: the next move's Q = -(-0.1) - 0.2 = -0.1, plus 1·0.3·10 = 2.9:
		// it beats 0.2 + 1·0.2·10/51.
		{name: "first-play urgency makes the next move", c: 1, fpu: 0.2, parent: -0.1, nextP: 0.3, kids: []kid{{0.2, 0, 0.2, 50}, {0.1, 0, 0.2, 49}}, want: -1, visitsN: 100},
		// With a small P and a large reduction it does not: -0.1 - 1 +
		// 0.1·0.001·10 against 0.2 + 0.1·0.2·10/51.
		{name: "first-play urgency keeps the children", c: 0.1, fpu: 1, parent: -0.1, nextP: 0.001, kids: []kid{{0.2, 0, 0.2, 50}, {0.1, 0, 0.2, 49}}, want: 0, visitsN: 100},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr := newTree(64, 0.35, false)
			pos := chess.NewPosition()
			tr.reset(pos)
			tr.prepare(pos, Config{Player: "uct", Prior: 1, Minimax: c.a, Estimator: Eval, Select: SelectPUCT, PUCT: c.c, FPU: c.fpu}, 1, 0)
			if !tr.puct {
				t.Fatal("the tree does not select by PUCT")
			}
			root := &tr.nodes[0]
			root.moves = int32(len(c.kids))
			root.stats = tally{n: c.visitsN, sum: int64(c.parent * fixedOne * float64(c.visitsN))}
			if c.fpu > 0 {
				// One more move without a child, first in the root's
				// expansion order after those made.
				root.moves++
				tr.order = tr.order[:len(c.kids)+1]
				tr.orderP[len(c.kids)] = c.nextP
			}
			ids := make([]int32, len(c.kids))
			for i, k := range c.kids {
				ids[i] = tr.alloc(0, variants.Move(i+1))
				cn := &tr.nodes[ids[i]]
				cn.stats = tally{n: k.n, sum: int64(k.mean * fixedOne * float64(k.n))}
				cn.h, cn.prior, cn.moves = float32(k.h), float32(k.p), uncounted
			}
			root = &tr.nodes[0]
			if c.fpu > 0 {
				root.kids = -2 // its expansion order starts at order[0]
			}
			want := int32(-1)
			if c.want >= 0 {
				want = ids[c.want]
			}
			if got := tr.selectPUCT(0); got != want {
				t.Errorf("chose %d, want %d", got, want)
			}
			// The formula, independently, for the children.
			best, bestV := int32(-1), math.Inf(-1)
			for i, k := range c.kids {
				q := (1-c.a)*k.mean + c.a*k.h
				if v := q + c.c*k.p*math.Sqrt(float64(c.visitsN))/float64(1+k.n); v > bestV {
					best, bestV = ids[i], v
				}
			}
			if c.want >= 0 && best != want {
				t.Errorf("the formula chooses %d, the case says %d", best, want)
			}
		})
	}
}

// A PUCT search allocates nothing per warm iteration, with widening or
// first-play urgency, growing its tree or iterating from a full one.
func TestPUCTIterationAllocatesNothing(t *testing.T) {
	for _, fpu := range []float64{0, 0.3} {
		for _, budget := range []int{50, 1 << 16} {
			tr := configuredTree(chess.NewPosition(), budget, 200, puctConfig(0.5, 0.1, fpu))
			if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
				t.Errorf("fpu %g, nodes=%d: %v allocations per iteration", fpu, budget, allocs)
			}
		}
	}
}

// The selection rule and its numbers are labelled where they play and
// refused where they cannot: PUCT needs the game's priors, first-play
// urgency needs PUCT, and no number may be negative or not finite.
func TestConfigSelect(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, Select: SelectPUCT, PUCT: 0.5, FPU: 0.2, RootExploration: 2}.ForGame(chess.NewPosition())
	if l, k := cfg.Label(), cfg.Knowledge(); !strings.Contains(l, "+puct0.5/t0.1+fpu0.2+rootc2") || !strings.Contains(k, "PUCT c=0.5 T=0.1, first-play urgency Q-0.2, root c=2") {
		t.Errorf("label %q, knowledge %q", l, k)
	}
	if l := (Config{Player: DefaultPlayer}).ForGame(chess.NewPosition()).Label(); strings.Contains(l, "puct") || strings.Contains(l, "rootc") {
		t.Errorf("the default's label %q names a selection it does not play", l)
	}
	if err := CheckSelect(cfg, chess.NewPosition()); err != nil {
		t.Errorf("PUCT at chess: %v", err)
	}
	for _, c := range []struct {
		name string
		cfg  Config
		pos  variants.Position
		want string
	}{
		{"no priors", Config{Player: "uct", Select: SelectPUCT}, chess.NewPosition(), "needs the game's priors"},
		{"a game without priors", Config{Player: "uct", Prior: 1, Select: SelectPUCT}, connect4.New(), "needs the game's priors"},
		{"seeded root", Config{Player: "uct", Prior: 1, Select: SelectPUCT, RootDepth: 2}, chess.NewPosition(), "root-depth"},
		{"fpu without puct", Config{Player: "uct", Prior: 1, FPU: 0.2}, chess.NewPosition(), "first-play urgency"},
		{"unknown", Config{Player: "uct", Select: "ucb2"}, chess.NewPosition(), "unknown selection"},
		{"NaN c", Config{Player: "uct", Prior: 1, Select: SelectPUCT, PUCT: math.NaN()}, chess.NewPosition(), "-puct-c"},
		{"negative T", Config{Player: "uct", Prior: 1, Select: SelectPUCT, PUCTTemperature: -1}, chess.NewPosition(), "-puct-temp"},
		{"infinite root c", Config{Player: "uct", RootExploration: math.Inf(1)}, chess.NewPosition(), "-root-c"},
	} {
		if err := CheckSelect(c.cfg, c.pos); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
	if _, err := New(Config{Player: "uct", Select: SelectPUCT, PUCT: math.NaN()}); err == nil {
		t.Error("New took a PUCT c of NaN")
	}
}

// Config.RootExploration is UCB1's constant at the root only.
func TestRootExploration(t *testing.T) {
	tr := newTree(64, 0.35, false)
	pos := chess.NewPosition()
	tr.reset(pos)
	tr.prepare(pos, Config{Player: "uct", Exploration: 0.35, RootExploration: 2}, 1, 0)
	if got := tr.explorationAt(0); got != 2 {
		t.Errorf("at the root: %g, want 2", got)
	}
	if got := tr.explorationAt(1); got != 0.35 {
		t.Errorf("below the root: %g, want 0.35", got)
	}
}

// BenchmarkPUCTIteration sets a PUCT search's iterations per CPU-second
// beside the default's (BenchmarkDefaultIteration), at chess from the
// start position on a warm tree, with widening and with first-play
// urgency, and at the c and T screened best (c=0.5/t=0.4).
func BenchmarkPUCTIteration(b *testing.B) {
	for _, c := range []struct {
		name         string
		c, temp, fpu float64
	}{
		{"fpu=0", 0.25, 0.1, 0},
		{"fpu=0.3", 0.25, 0.1, 0.3},
		{"c=0.5/t=0.4", 0.5, 0.4, 0},
	} {
		b.Run(c.name, func(b *testing.B) {
			tr := configuredTree(chess.NewPosition(), 1<<20, 1000, puctConfig(c.c, c.temp, c.fpu))
			benchIterations(b, tr)
		})
	}
}
