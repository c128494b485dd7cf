package engine

import (
	"context"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.LeafDepth is labelled, checked against the game, and the
// search's own positions search that deep, while the caller's keep
// their own.
func TestConfigLeafDepth(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, LeafDepth: 2}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+ab2") || !strings.Contains(cfg.Knowledge(), "alpha-beta leaves d=2") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	qc := Config{Player: DefaultPlayer, LeafChecks: true}.ForGame(chess.NewPosition())
	if l := qc.Label(); !strings.Contains(l, "+ev-"+DefaultEval) || !strings.Contains(l, "+qc") || !strings.Contains(qc.Knowledge(), "checks at the leaves") {
		t.Fatalf("label %q, knowledge %q", l, qc.Knowledge())
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string // "" accepted
	}{
		{Config{LeafDepth: 2}, chess.NewPosition(), ""},
		{Config{}, tictactoe.Variant.Start(), ""},
		{Config{LeafDepth: chess.MaxLeafDepth + 1}, chess.NewPosition(), "want 0 to 3"},
		{Config{LeafDepth: -1}, chess.NewPosition(), "want 0 to 3"},
		{Config{LeafDepth: 1}, tictactoe.Variant.Start(), "does not search"},
		{Config{LeafChecks: true}, tictactoe.Variant.Start(), "-leaf-checks: tictactoe's evaluation does not search"},
		{Config{LeafChecks: true}, chess.NewPosition(), ""},
	} {
		err := CheckLeafDepth(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("CheckLeafDepth(%d, %s): %v, want %q", c.cfg.LeafDepth, c.pos.Variant().Name, err, c.says)
		}
	}

	pos := chess.NewPosition()
	tr := newTree(1<<10, 0.35, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 1, 0)
	if got := tr.rootPos.(*chess.Position).LeafDepth(); got != 2 {
		t.Fatalf("the tree's root searches %d plies, want 2", got)
	}
	if got := tr.pos.(*chess.Position).LeafDepth(); got != 2 {
		t.Fatalf("the tree's walk searches %d plies, want 2", got)
	}
	tr.prepare(pos, qc, 1, 0)
	if got := tr.pos.(*chess.Position); got.LeafDepth() != 0 || !got.LeafChecks() {
		t.Fatalf("prepared again for checks, the walk searches %d plies, checks %v", got.LeafDepth(), got.LeafChecks())
	}
	if pos.LeafDepth() != 0 {
		t.Fatalf("the caller's position was changed to %d plies", pos.LeafDepth())
	}
	p := mustPlayer(t, Config{Player: DefaultPlayer, LeafDepth: 1, Workers: 1, Budget: Budget{Rollouts: 200}}.ForGame(pos))
	if _, err := p.Search(context.Background(), pos, nil); err != nil {
		t.Fatal(err)
	}
}

// The default player with a leaf search allocates nothing per warm
// iteration.
func TestLeafDepthIterationAllocatesNothing(t *testing.T) {
	tr := configuredTree(chess.NewPosition(), 1<<12, 100, Config{Player: DefaultPlayer, LeafDepth: 2})
	if allocs := testing.AllocsPerRun(50, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}

// leafSearches are the leaf searches the benchmarks compare.
var leafSearches = []struct {
	name   string
	depth  int
	checks bool
}{{"ab0", 0, false}, {"qc", 0, true}, {"ab1", 1, false}, {"ab1+qc", 1, true}, {"ab2", 2, false}, {"ab3", 3, false}}

// BenchmarkLeafDepthIteration sets the default player's iterations per
// CPU-second at each leaf depth, from the start position and from a
// middlegame (Win at Chess 1), on a warm tree: what
// looking further costs a search.
func BenchmarkLeafDepthIteration(b *testing.B) {
	middle, err := chess.ParseFEN("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	for _, pos := range []struct {
		name string
		pos  variants.Position
	}{{"start", chess.NewPosition()}, {"middlegame", middle}} {
		for _, leaf := range leafSearches {
			cfg := Config{Player: DefaultPlayer, LeafDepth: leaf.depth, LeafChecks: leaf.checks}
			b.Run(pos.name+"/"+leaf.name, func(b *testing.B) {
				tr := configuredTree(pos.pos, 1<<20, 200, cfg)
				benchIterations(b, tr)
			})
		}
	}
}
