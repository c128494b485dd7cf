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
// them, where many quiet moves share a prior.
func TestFinishedOrderIsTheSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	checked, finished := 0, 0
	for _, sp := range chessSpeedPositions {
		for game := range 4 {
			pos, err := chess.ParseFEN(sp.fen)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply < 60 && !pos.Outcome().Over(); ply++ {
				cfg := Config{Player: DefaultPlayer, History: HistoryOff}.ForGame(pos) // the history sorts every move
				tr := newTree(64, cfg.Exploration, false)
				tr.reset(pos)
				tr.prepare(pos, cfg, 7, 0)
				tr.legal = tr.pos.LegalMoves(tr.legal[:0])
				legal := slices.Clone(tr.legal)
				nd := &tr.nodes[0]
				nd.moves = int32(len(legal))
				tr.nextByPrior(0)
				start := -2 - nd.kids
				placed := slices.Index(tr.order[start:start+int32(len(legal))], unplaced)
				if placed >= 0 {
					nd.created = int32(placed) // the children the placed moves made
					tr.finishOrder(0)
					finished++
				}
				want := make([]uint8, len(legal))
				for i := range want {
					want[i] = uint8(i)
				}
				slices.SortStableFunc(want, func(a, b uint8) int {
					return cmp.Compare(tr.pr.Prior(legal[b]), tr.pr.Prior(legal[a]))
				})
				if got := tr.order[start : start+int32(len(legal))]; !slices.Equal(got, want) {
					t.Fatalf("%s game %d ply %d (%s): order %v, want %v", sp.name, game, ply, pos.Encode(), got, want)
				}
				checked++
				pos.Play(legal[rng.IntN(len(legal))])
			}
		}
	}
	if finished == 0 || finished == checked {
		t.Fatalf("%d of %d orders finished: want some of each", finished, checked)
	}
}

// finishOrder allocates nothing: a rare allocation hides in a whole
// iteration's average (AllocsPerRun rounds down).
func TestFinishOrderAllocatesNothing(t *testing.T) {
	pos, err := chess.ParseFEN(chessSpeedPositions[2].fen)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Player: DefaultPlayer, History: HistoryOff}.ForGame(pos) // the history sorts every move
	tr := newTree(64, cfg.Exploration, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 7, 0)
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
