package engine

import (
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.QuietOrder names how the priors rate quiet moves: it is
// labelled, checked against the game, and the search's own positions
// rate by it, while the caller's keep their own.
func TestConfigQuietOrder(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, QuietOrder: "pst"}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+qo-pst") || !strings.Contains(cfg.Knowledge(), "quiet moves pst") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string // "" accepted
	}{
		{Config{QuietOrder: "pst"}, chess.NewPosition(), ""},
		{Config{QuietOrder: "flat"}, chess.NewPosition(), ""},
		{Config{}, tictactoe.Variant.Start(), ""},
		{Config{QuietOrder: "bogus"}, chess.NewPosition(), `chess: unknown quiet-move order "bogus"`},
		{Config{QuietOrder: "pst"}, tictactoe.Variant.Start(), `-quiet-order "pst": tictactoe's priors rate every quiet move alike`},
	} {
		err := CheckQuietOrder(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("CheckQuietOrder(%q, %s): %v, want %q", c.cfg.QuietOrder, c.pos.Variant().Name, err, c.says)
		}
	}

	pos := chess.NewPosition()
	tr := newTree(1<<10, 0.35, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 1, 0)
	for name, p := range map[string]variants.Position{"root": tr.rootPos, "walk": tr.pos} {
		if got := p.(*chess.Position).QuietOrder(); got != "pst" {
			t.Errorf("the tree's %s rates quiet moves %q, want pst", name, got)
		}
	}
	if got := pos.QuietOrder(); got != "flat" {
		t.Errorf("the caller's position was changed to %q", got)
	}
	tr.prepare(pos, Config{Player: DefaultPlayer, QuietOrder: "flat"}.ForGame(pos), 1, 0)
	if got := tr.pos.(*chess.Position).QuietOrder(); got != "flat" {
		t.Errorf("prepared again for flat, the walk rates %q", got)
	}
	// The default player orders by DefaultQuietOrder unless told.
	if got := (Config{Player: DefaultPlayer}).ForGame(pos).QuietOrder; got != DefaultQuietOrder {
		t.Errorf("the default player's order %q, want %q", got, DefaultQuietOrder)
	}
	if got := (Config{Player: "uct"}).ForGame(pos).QuietOrder; got != "" {
		t.Errorf("uct's order %q, want the game's own", got)
	}
}

// The default player with the pst order, or the fitted one, allocates
// nothing per warm iteration.
func TestQuietOrderIterationAllocatesNothing(t *testing.T) {
	for _, order := range []string{"pst", "fitted"} {
		tr := configuredTree(chess.NewPosition(), 1<<12, 100, Config{Player: DefaultPlayer, QuietOrder: order})
		if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
			t.Errorf("%s: %v allocations per iteration", order, allocs)
		}
	}
}

// Config.PriorEval: the priors near the root weigh the evaluation, at no
// allocation an iteration, and the label names it.
func TestPriorEvalIterationAllocatesNothing(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, PriorEval: 2}
	tr := configuredTree(chess.NewPosition(), 1<<12, 100, cfg)
	if tr.evalPr == nil || tr.priorEval != 2 {
		t.Fatalf("PriorEval 2: the tree's evaluation priors are off")
	}
	if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
	if l := cfg.ForGame(chess.NewPosition()).Label(); !strings.Contains(l, "+pev2") {
		t.Errorf("label %q: want +pev2", l)
	}
}
