package chess

import (
	"math"
	"strings"
	"testing"

	"rollout/variants"
)

// SetEvalTrade(t) counts a lead as 1 + t·s times its centipawns, s the
// share of the pieces traded off: nothing changes with every piece on,
// a pawn ending's lead counts 1 + t times, every copy keeps the factor,
// a mate stays a mate, the centipawns keep their meaning, and a factor
// out of range is refused and changes nothing.
func TestSetEvalTrade(t *testing.T) {
	for _, c := range []struct {
		fen   string
		share float64 // the pieces traded off
	}{
		{StartFEN, 0},
		// White a pawn up with only kings and pawns.
		{"4k3/pppp4/8/8/8/8/PPPPP3/4K3 w - - 0 1", 1},
		// White a knight up with the queens off: 24 - 2·4 - 1 of 24 weight on.
		{"r1b1kbnr/pppp1ppp/8/4p3/4P3/2N2N2/PPPP1PPP/R1B1KB1R w KQkq - 0 1", 9.0 / 24},
	} {
		pos, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		cp, def := pos.EvaluateCP(), pos.Evaluate()
		for _, tr := range []float64{0.5, 1, 2} {
			p := pos.Clone().(*Position)
			if err := p.SetEvalTrade(tr); err != nil {
				t.Fatalf("SetEvalTrade(%g): %v", tr, err)
			}
			f := 1 + tr*c.share
			if got := p.TradeFactor(); math.Abs(got-f) > 1e-12 {
				t.Errorf("%s, t %g: factor %v, want %v", c.fen, tr, got, f)
			}
			want := math.Tanh(float64(cp) * f * evalFactor)
			if got := p.Evaluate(); math.Abs(got-want) > 1e-12 {
				t.Errorf("%s, t %g: Evaluate %v, want %v", c.fen, tr, got, want)
			}
			if got := p.Clone().(*Position).Evaluate(); math.Abs(got-want) > 1e-12 {
				t.Errorf("%s, t %g: a clone evaluates %v, want %v", c.fen, tr, got, want)
			}
			if p.EvaluateCP() != cp {
				t.Errorf("%s, t %g: the centipawns changed", c.fen, tr)
			}
			if err := p.SetEvalTrade(0); err != nil || p.Evaluate() != def || p.TradeFactor() != 1 {
				t.Errorf("%s: t 0 after %g: %v, %v, want %v", c.fen, tr, err, p.Evaluate(), def)
			}
		}
	}
	// Black to move is mated: the mate stays -1 at any factor.
	mated, err := ParseFEN("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	p := mated.Clone().(*Position)
	if err := p.SetEvalTrade(2); err != nil {
		t.Fatal(err)
	}
	if got, want := p.Evaluate(), mated.Evaluate(); got != want || got != -1 {
		t.Errorf("a mate under the factor evaluates %v, want %v", got, want)
	}
	at1 := p.Evaluate()
	for _, tr := range []float64{math.NaN(), math.Inf(1), -0.5, 2.01, 1e9} {
		err := p.SetEvalTrade(tr)
		if err == nil || !strings.Contains(err.Error(), "want 0 (off) to 2") {
			t.Errorf("SetEvalTrade(%v): %v, want refused", tr, err)
		}
		if p.Evaluate() != at1 || p.trade != 2 {
			t.Errorf("SetEvalTrade(%v) refused changed the factor", tr)
		}
	}
	var _ variants.EvalTrader = p
}

// A lead counts more once the queens are off: with the factor, the
// same knight up is worth more without queens than with them, so a side
// ahead gains by trading; without it, the two differ only by what the
// evaluation itself says.
func TestEvalTradeFavoursTrades(t *testing.T) {
	with, err := ParseFEN("r1bqkbnr/pppp1ppp/8/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	without, err := ParseFEN("r1b1kbnr/pppp1ppp/8/4p3/4P3/2N2N2/PPPP1PPP/R1B1KB1R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	gain := func(tr float64) float64 {
		a, b := with.Clone().(*Position), without.Clone().(*Position)
		a.SetEvalTrade(tr)
		b.SetEvalTrade(tr)
		return b.Evaluate() - a.Evaluate()
	}
	if g0, g1 := gain(0), gain(1); !(g1 > g0+0.02) {
		t.Errorf("trading the queens a knight up gains %v with the factor 1, %v without", g1, g0)
	}
}
