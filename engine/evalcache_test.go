package engine

import (
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// The evaluation cache changes no node of the tree: the default player
// and PUCT grow the very same tree with it as without it, node for node
// (moves, visits, sums, minimax values, priors, proofs), from the start
// and from a tactical middlegame, in a tree that recycles too, while the
// cache answers a good part of the leaves. Transposed nodes share their
// expansion orders.
func TestEvalCacheKeepsTheTree(t *testing.T) {
	const iters = 6000
	middle := "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"
	for _, c := range []struct {
		name string
		cfg  Config
	}{
		{"default", Config{Player: DefaultPlayer, History: HistoryOff}},
		{"puct", puctConfig(0.5, 0.4, 0)},
		{"default+mate", Config{Player: DefaultPlayer, History: HistoryOff, Mate: 1, Draws: DrawsAll}},
		// Under the move history the orders are not shared, and the
		// tree is still the same.
		{"default+history", Config{Player: DefaultPlayer}},
	} {
		for _, run := range []struct {
			fen   string
			small bool
		}{{"", false}, {middle, false}, {middle, true}} {
			fen, small := run.fen, run.small
			grow := func(cache bool) *tree {
				var pos variants.Position = chess.NewPosition()
				if fen != "" {
					p, err := chess.ParseFEN(fen)
					if err != nil {
						t.Fatal(err)
					}
					pos = p
				}
				cfg := c.cfg
				cfg.EvalCache = cache
				if !small {
					return configuredTree(pos, 1<<16, iters, cfg)
				}
				// A tree that fills and recycles, emptying its
				// order array: the kept orders are forgotten.
				tr := configuredTree(pos, 2000, 0, cfg)
				for range iters {
					tr.iterate()
					if tr.full {
						tr.recycle()
					}
				}
				return tr
			}
			plain, cached := grow(false), grow(true)
			if cached.evals == nil || plain.evals != nil {
				t.Fatalf("%s: the cache is %v with EvalCache, %v without", c.name, cached.evals != nil, plain.evals != nil)
			}
			if len(plain.nodes) != len(cached.nodes) {
				t.Fatalf("%s %q: %d nodes without the cache, %d with", c.name, fen, len(plain.nodes), len(cached.nodes))
			}
			for i := range plain.nodes {
				a, b := &plain.nodes[i], &cached.nodes[i]
				if a.move != b.move || a.stats != b.stats || a.h != b.h || a.prior != b.prior || a.proven != b.proven || a.parent != b.parent {
					t.Fatalf("%s %q: node %d differs with the cache: %+v, want %+v", c.name, fen, i, *b, *a)
				}
			}
			if !small && !sharesOrders(cached) && cached.histW == 0 {
				t.Errorf("%s %q: no two nodes share an expansion order", c.name, fen)
			}
			kept := 0
			for _, k := range cached.evals.keys {
				if k != 0 {
					kept++
				}
			}
			if fresh := len(cached.nodes); !small && kept*20 > fresh*19 {
				t.Errorf("%s %q: %d evaluations kept for %d nodes: too few transpositions read", c.name, fen, kept, fresh)
			}
		}
	}
}

// sharesOrders reports whether two nodes of tr read one expansion order.
func sharesOrders(tr *tree) bool {
	seen := map[int32]bool{}
	for i := range tr.nodes {
		if k := tr.nodes[i].kids; k < -1 {
			if seen[k] {
				return true
			}
			seen[k] = true
		}
	}
	return false
}

// With the cache an iteration still allocates nothing.
func TestEvalCacheAllocatesNothing(t *testing.T) {
	for _, cfg := range []Config{{Player: DefaultPlayer, EvalCache: true}, {Player: DefaultPlayer, Select: SelectPUCT, PUCT: 0.5, PUCTTemperature: 0.4, EvalCache: true}} {
		for _, budget := range []int{50, 1 << 16} {
			tr := configuredTree(chess.NewPosition(), budget, 200, cfg)
			if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
				t.Errorf("%s, nodes=%d: %v allocations per iteration", cfg.Label(), budget, allocs)
			}
		}
	}
}

// The cache keeps what it was given and answers nothing else; key 0
// marks an empty slot and is never kept.
func TestEvalCacheGetPut(t *testing.T) {
	c := newEvalCache()
	c.put(0x1234_5678_9abc_def0, 0.25)
	if v, ok := c.get(0x1234_5678_9abc_def0); !ok || v != 0.25 {
		t.Errorf("get after put: %v %v", v, ok)
	}
	if _, ok := c.get(0x1234_5678_9abc_def1); ok { // the same slot, another key
		t.Error("another key of the same slot answered")
	}
	c.put(0, 0.5)
	if _, ok := c.get(0); ok {
		t.Error("key 0 was kept")
	}
	c.reset()
	if _, ok := c.get(0x1234_5678_9abc_def0); ok {
		t.Error("a key answered after reset")
	}
}

// BenchmarkEvalCache sets the default player's and PUCT's iterations
// per CPU-second with the evaluation cache beside those without, at
// chess from the start position on a warm tree (run with -count for
// interleaved rounds).
func BenchmarkEvalCache(b *testing.B) {
	for _, c := range []struct {
		name string
		cfg  Config
	}{
		{"default", Config{Player: DefaultPlayer}},
		{"default+ecache", Config{Player: DefaultPlayer, EvalCache: true}},
		{"puct", puctConfig(0.5, 0.4, 0)},
		{"puct+ecache", Config{Player: DefaultPlayer, Select: SelectPUCT, PUCT: 0.5, PUCTTemperature: 0.4, EvalCache: true}},
	} {
		b.Run(c.name, func(b *testing.B) {
			tr := configuredTree(chess.NewPosition(), 1<<20, 1000, c.cfg)
			benchIterations(b, tr)
		})
	}
}
