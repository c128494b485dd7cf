package engine

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
)

// Config.EvalTrade is labelled, checked against the game and its
// range, and set on the search's own positions while the caller's keep
// their evaluation.
func TestConfigEvalTrade(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, EvalTrade: 0.5}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+trade0.5") || !strings.Contains(cfg.Knowledge(), "a lead grows by 0.5 as pieces come off") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	if l := (Config{Player: DefaultPlayer}).ForGame(chess.NewPosition()).Label(); strings.Contains(l, "trade") {
		t.Fatalf("the default's label %q names a trade factor", l)
	}
	checkSettingChecks(t, "CheckEvalTrade", CheckEvalTrade, []settingCase{
		{Config{}, chess.NewPosition(), ""},
		{Config{}, connect4.Variant.Start(), ""},
		{Config{EvalTrade: 0.5}, chess.NewPosition(), ""},
		{Config{EvalTrade: 2}, chess.NewPosition(), ""},
		{Config{EvalTrade: 0.5}, connect4.Variant.Start(), "-eval-trade 0.5: connect4's evaluation does not count the pieces traded (chess only)"},
		{Config{EvalTrade: math.NaN()}, chess.NewPosition(), "trade factor NaN: want 0 (off) to 2"},
		{Config{EvalTrade: math.Inf(1)}, chess.NewPosition(), "want 0 (off) to 2"},
		{Config{EvalTrade: -0.5}, chess.NewPosition(), "want 0 (off) to 2"},
		{Config{EvalTrade: 3}, chess.NewPosition(), "want 0 (off) to 2"},
	})
	for _, tr := range []float64{math.NaN(), -1, 3} {
		if _, err := New(Config{Player: "uct", EvalTrade: tr, Budget: Budget{Rollouts: 10}}); err == nil {
			t.Errorf("New with EvalTrade %v: no error", tr)
		}
	}
	// White a pawn up with only kings and pawns: the factor is 1.5.
	pos, err := chess.ParseFEN("4k3/pppp4/8/8/8/8/PPPPP3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	checkTreeValues(t, pos, cfg, func(cp float64) float64 { return math.Tanh(cp * 1.5 * math.Ln10 / 800) })
}

// Under Config.EvalTrade a search's values read back by its root's own
// factor (pawnMean): a pawn ending's root, its leads counted 1.5 times,
// shows the centipawns the evaluation gives, as a search without the
// factor shows them.
func TestEvalTradeShowsCentipawns(t *testing.T) {
	pos, err := chess.ParseFEN("4k3/pppp4/8/8/8/8/PPPPP3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{EvalTrade: 0.5}.withTrade(pos)
	if cfg.trade != 1.5 {
		t.Fatalf("the root's factor %v, want 1.5", cfg.trade)
	}
	for _, cp := range []float64{-900, -100, 0, 28, 100, 450} {
		v := math.Tanh(cp * 1.5 * math.Ln10 / 800)
		if got := variants.Centipawns(cfg.pawnMean(v)); math.Abs(float64(got)-cp) > 1 {
			t.Errorf("%g centipawns read back as %d", cp, got)
		}
	}
	if cfg.pawnMean(1) != 1 || cfg.pawnMean(-1) != -1 {
		t.Errorf("±1 reads %v, %v", cfg.pawnMean(1), cfg.pawnMean(-1))
	}
	if c := (Config{EvalTrade: 0.5}).withTrade(connect4.Variant.Start()); c.trade != 0 {
		t.Errorf("connect4's factor %v, want none", c.trade)
	}
	// The evaluation a search reports agrees with and without the factor
	// within what the search itself moves it.
	eval := func(c Config) int {
		c.Player, c.Budget, c.Seed = DefaultPlayer, Budget{Rollouts: 2000}, 1
		p, err := New(c.ForGame(pos))
		if err != nil {
			t.Fatal(err)
		}
		r, err := p.Search(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range r.Moves {
			if m.Move == r.Move {
				return variants.Centipawns(m.Mean)
			}
		}
		t.Fatalf("the move %s is not among the root's", r.MoveText)
		return 0
	}
	if a, b := eval(Config{}), eval(Config{EvalTrade: 0.5}); math.Abs(float64(a-b)) > 40 {
		t.Errorf("the best move's mean reads %d cp without the factor, %d with it", a, b)
	}
}

// A player with a trade factor allocates nothing per warm iteration.
func TestEvalTradeIterationAllocatesNothing(t *testing.T) {
	tr := configuredTree(chess.NewPosition(), 1<<12, 100, Config{Player: DefaultPlayer, EvalTrade: 0.5})
	if allocs := testing.AllocsPerRun(50, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}
