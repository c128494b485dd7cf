package engine

import (
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.QSearch is labelled, checked against the game, and the
// search's own positions search captures that way, while the caller's
// keep their own; prepared again with "all", they search every capture,
// and the default player without one searches DefaultQSearch's way.
func TestConfigQSearch(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, QSearch: "see"}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+qs-see") || !strings.Contains(cfg.Knowledge(), "capture search see") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string // "" accepted
	}{
		{Config{}, chess.NewPosition(), ""},
		{Config{QSearch: "see-delta"}, chess.NewPosition(), ""},
		{Config{QSearch: "all"}, chess.NewPosition(), ""},
		{Config{}, tictactoe.Variant.Start(), ""},
		{Config{QSearch: "nonsense"}, chess.NewPosition(), "chess: unknown capture search"},
		{Config{QSearch: "see"}, tictactoe.Variant.Start(), `-qsearch "see": tictactoe's evaluation searches no captures`},
	} {
		err := CheckQSearch(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("CheckQSearch(%q, %s): %v, want %q", c.cfg.QSearch, c.pos.Variant().Name, err, c.says)
		}
	}
	pos := chess.NewPosition()
	tr := newTree(1<<10, 0.35, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 1, 0)
	for _, p := range []variants.Position{tr.rootPos, tr.pos} {
		if got := p.(*chess.Position).QSearch(); got != "see" {
			t.Fatalf("the tree's positions search %q, want see", got)
		}
	}
	if got := pos.QSearch(); got != "all" {
		t.Fatalf("the caller's position was changed to %q", got)
	}
	tr.prepare(pos, Config{Player: DefaultPlayer, QSearch: "all"}.ForGame(pos), 1, 0)
	if got := tr.pos.(*chess.Position).QSearch(); got != "all" {
		t.Fatalf("prepared again with -qsearch all, the walk searches %q", got)
	}
	// The default player, given none, searches the default's.
	def := Config{Player: DefaultPlayer}.ForGame(pos)
	tr.prepare(pos, def, 1, 0)
	if got := tr.pos.(*chess.Position).QSearch(); got != DefaultQSearch || !strings.Contains(def.Label(), "+qs-"+DefaultQSearch) {
		t.Fatalf("the default player's walk searches %q, label %q; want %q", got, def.Label(), DefaultQSearch)
	}
}

// The default player with a pruned capture search allocates nothing
// per warm iteration.
func TestQSearchIterationAllocatesNothing(t *testing.T) {
	tr := configuredTree(chess.NewPosition(), 1<<12, 100, Config{Player: DefaultPlayer, QSearch: "see"})
	if allocs := testing.AllocsPerRun(50, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}

// BenchmarkQSearchIteration sets the default player's iterations per
// CPU-second with each capture search, from the start position and
// from a middlegame (Win at Chess 1), on a warm tree.
func BenchmarkQSearchIteration(b *testing.B) {
	middle, err := chess.ParseFEN("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1")
	if err != nil {
		b.Fatal(err)
	}
	for _, pos := range []struct {
		name string
		pos  variants.Position
	}{{"start", chess.NewPosition()}, {"middlegame", middle}} {
		for _, q := range middle.QSearches() {
			cfg := Config{Player: DefaultPlayer, QSearch: q}
			b.Run(pos.name+"/"+q, func(b *testing.B) {
				tr := configuredTree(pos.pos, 1<<20, 200, cfg)
				benchIterations(b, tr)
			})
		}
	}
}
