package engine

import (
	"context"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.Eval names the evaluation's version: it is labelled, checked
// against the game, and the search's own positions use it, so two
// players of one match can use different ones.
func TestConfigEval(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, Eval: "king"}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+ev-king") || !strings.Contains(cfg.Knowledge(), "evaluation king") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	if err := CheckEval(cfg, chess.NewPosition()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string
	}{
		{Config{Eval: "bogus"}, chess.NewPosition(), "chess: unknown evaluation"},
		{Config{Eval: "king"}, tictactoe.Variant.Start(), "has one static evaluation"},
	} {
		if err := CheckEval(c.cfg, c.pos); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("CheckEval(%q): %v, want %q", c.cfg.Eval, err, c.says)
		}
	}
	if err := CheckEval(Config{}, tictactoe.Variant.Start()); err != nil {
		t.Fatal(err)
	}

	// The search's tree evaluates by the configured version, while the
	// position handed to it keeps its own.
	pos := chess.NewPosition()
	tr := newTree(1<<10, 0.35, false)
	tr.reset(pos)
	tr.prepare(pos, cfg, 1, 0)
	if got := tr.rootPos.(*chess.Position).Eval(); got != "king" {
		t.Fatalf("the tree's root evaluates by %q", got)
	}
	if pos.Eval() != "standard" {
		t.Fatalf("the caller's position was changed to %q", pos.Eval())
	}
	p := mustPlayer(t, Config{Player: "uct", Estimator: Eval, Minimax: 0.5, Eval: "king", Workers: 1, Budget: Budget{Rollouts: 300}})
	if _, err := p.Search(context.Background(), pos, nil); err != nil {
		t.Fatal(err)
	}
}
