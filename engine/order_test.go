package engine

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"rollout/variants/chess"
)

// The expansion order a node keeps (nextByPrior) makes the very tree
// that rating every move at each expansion makes: the same children in
// the same order with the same priors and statistics, from the start,
// a tactical middlegame and an endgame, through recycles of a full
// arena, with the root's priors seeded by a search, and in a second
// search of the kept tree seeded the other way.
func TestExpansionOrderKeepsTheTree(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		capacity  int
		rootDepth int
		iters     int // of the first search
	}{
		{"start", chess.StartFEN, 1 << 14, 0, 3000},
		{"wac1", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 1 << 14, 0, 3000},
		{"wac1/recycled", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 600, 0, 3000},
		{"endgame", "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 50", 1 << 14, 0, 3000},
		{"seeded", "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", 1 << 14, 1, 3000},
		// The root still has moves without a child when the second
		// search seeds it the other way.
		{"reseeded", "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", 1 << 14, 1, 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			pos, err := chess.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			cfg := Config{Player: DefaultPlayer, History: HistoryOff, RootDepth: c.rootDepth}.ForGame(pos)
			var trees [2]*tree
			for i := range trees {
				tr := newTree(c.capacity, cfg.Exploration, false)
				tr.reset(pos)
				tr.prepare(pos, cfg, 7, 0)
				if i == 1 {
					tr.order = nil // no room: every expansion rates every move
				}
				trees[i] = tr
			}
			for it := range c.iters {
				for _, tr := range trees {
					if tr.full {
						tr.recycle()
					}
					tr.iterate()
				}
				if it%500 == 499 || it == c.iters-1 {
					sameTrees(t, trees[0], trees[1], it, keptOrder)
				}
			}
			again := Config{Player: DefaultPlayer, History: HistoryOff, RootDepth: 1 - c.rootDepth}.ForGame(pos)
			for i, tr := range trees {
				tr.prepare(pos, again, 8, 0)
				if i == 1 {
					tr.order = nil
				}
			}
			for it := range 1000 {
				for _, tr := range trees {
					if tr.full {
						tr.recycle()
					}
					tr.iterate()
				}
				if it == 999 {
					sameTrees(t, trees[0], trees[1], c.iters+it, keptOrder)
				}
			}
			if c.capacity < 3000 && trees[0].recycled == 0 {
				t.Fatal("the small arena was never recycled")
			}
			if len(trees[0].order) == 0 {
				t.Fatal("no expansion order was kept")
			}
		})
	}
}

// sameTrees fails unless a and b hold the same nodes, once allow has
// cleared, in copies of each pair, the one difference a test allows.
func sameTrees(t *testing.T, a, b *tree, it int, allow func(x, y *node)) {
	t.Helper()
	if len(a.nodes) != len(b.nodes) {
		t.Fatalf("after %d iterations: %d nodes against %d", it+1, len(a.nodes), len(b.nodes))
	}
	for i := range a.nodes {
		x, y := a.nodes[i], b.nodes[i]
		allow(&x, &y)
		if x != y {
			t.Fatalf("after %d iterations node %d differs:\n%+v\n%+v", it+1, i, x, y)
		}
	}
}

// keptOrder allows the kept expansion order, the only difference
// between a tree that keeps it and one that rates moves again.
func keptOrder(x, y *node) {
	if x.kids < -1 {
		x.kids = -1
	}
	if y.kids < -1 {
		y.kids = -1
	}
}

// A node's expansion order placed in two steps, its best orderFirst
// moves at the first expansion and the others when it needs them
// (finishOrder), is the order of every move by prior, best first, the
// first in legal order among equals: from the positions the default's
// iteration is measured from and every position of random games from
// them, where many quiet moves share a prior. Under the move history
// (the default's) the priors are those with their history bonuses at
// the first expansion, from a table of random advantages (a fifth of
// its moves with none) that changes before finishOrder places the
// others, and each move's kept prior is its corrected prior.
func TestFinishedOrderIsTheSort(t *testing.T) {
	for _, history := range []float64{HistoryOff, DefaultHistory} {
		rng := rand.New(rand.NewPCG(3, 4))
		checked, finished := 0, 0
		for _, sp := range chessSpeedPositions {
			for game := range 4 {
				pos, err := chess.ParseFEN(sp.fen)
				if err != nil {
					t.Fatal(err)
				}
				for ply := 0; ply < 60 && !pos.Outcome().Over(); ply++ {
					cfg := Config{Player: DefaultPlayer, History: history}.ForGame(pos)
					tr := newTree(64, cfg.Exploration, false)
					tr.reset(pos)
					tr.prepare(pos, cfg, 7, 0)
					if tr.hist != nil {
						fillHistory(tr.hist, rng)
					}
					tr.legal = tr.pos.LegalMoves(tr.legal[:0])
					legal := slices.Clone(tr.legal)
					value := make([]float64, len(legal))
					for i, l := range legal {
						value[i] = tr.pr.Prior(l)
						if tr.hist != nil {
							value[i] += tr.historyBonus(l, pos.ToMove())
						}
					}
					nd := &tr.nodes[0]
					nd.moves = int32(len(legal))
					tr.nextByPrior(0)
					start := -2 - nd.kids
					placed := slices.Index(tr.order[start:start+int32(len(legal))], unplaced)
					if placed >= 0 {
						if tr.hist != nil {
							fillHistory(tr.hist, rng) // the search learns on
						}
						nd.created = int32(placed) // the children the placed moves made
						tr.finishOrder(0)
						finished++
					}
					want := make([]uint8, len(legal))
					for i := range want {
						want[i] = uint8(i)
					}
					slices.SortStableFunc(want, func(a, b uint8) int {
						return cmp.Compare(value[b], value[a])
					})
					got := tr.order[start : start+int32(len(legal))]
					if !slices.Equal(got, want) {
						t.Fatalf("history %g, %s game %d ply %d (%s): order %v, want %v", history, sp.name, game, ply, pos.Encode(), got, want)
					}
					for j, i := range got {
						if p, w := tr.keptPrior(0, start+int32(j), legal[i]), float64(float32(value[i])); tr.hist != nil && p != w {
							t.Fatalf("history %g, %s game %d ply %d: move %d's kept prior %v, want %v", history, sp.name, game, ply, i, p, w)
						}
					}
					checked++
					pos.Play(legal[rng.IntN(len(legal))])
				}
			}
		}
		if finished == 0 || finished == checked {
			t.Fatalf("history %g: %d of %d orders finished: want some of each", history, finished, checked)
		}
	}
}

// fillHistory gives every slot of h a random advantage of up to 16
// samples, but a fifth of them, which have none.
func fillHistory(h *moveHistory, rng *rand.Rand) {
	for i := range h.slots {
		h.slots[i] = historySlot{}
		if rng.IntN(5) > 0 {
			n := float32(1 + rng.IntN(16))
			h.slots[i] = historySlot{sum: n * float32(rng.Float64()*2-1), n: n}
		}
	}
}

// finishOrder allocates nothing: a rare allocation hides in a whole
// iteration's average (AllocsPerRun rounds down).
func TestFinishOrderAllocatesNothing(t *testing.T) {
	pos, err := chess.ParseFEN(chessSpeedPositions[2].fen)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Player: DefaultPlayer}.ForGame(pos)
	tr := newTree(64, cfg.Exploration, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 7, 0)
	fillHistory(tr.hist, rand.New(rand.NewPCG(5, 6)))
	tr.legal = tr.pos.LegalMoves(tr.legal[:0])
	nd := &tr.nodes[0]
	nd.moves = int32(len(tr.legal))
	tr.nextByPrior(0)
	start := -2 - nd.kids
	first := slices.Clone(tr.order[start : start+nd.moves])
	placed := slices.Index(first, unplaced)
	if placed < 0 {
		t.Fatal("every move placed at the first expansion")
	}
	nd.created = int32(placed)
	if allocs := testing.AllocsPerRun(100, func() {
		copy(tr.order[start:], first)
		tr.finishOrder(0)
	}); allocs != 0 {
		t.Errorf("%v allocations a finishOrder", allocs)
	}
}
