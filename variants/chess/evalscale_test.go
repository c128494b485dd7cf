package chess

import (
	"math"
	"strings"
	"testing"

	"rollout/variants"
)

// SetEvalScale(S) maps the same centipawns by tanh(cp·ln10/(2S)), in
// Evaluate and in the tactical search's values alike, and every copy
// keeps it; 0 is EvalScale's, bit for bit; a scale out of range is
// refused and changes nothing. A smaller scale makes a pawn worth more.
func TestSetEvalScale(t *testing.T) {
	// White a pawn up and to move, nothing to capture.
	pos, err := ParseFEN("4k3/pppp4/8/8/8/8/PPPPP3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cp := pos.EvaluateCP()
	if cp <= 0 {
		t.Fatalf("a pawn up evaluates at %d centipawns", cp)
	}
	def := pos.Evaluate()
	tac, _, _ := pos.Tactics(variants.NoMove, true, 1, 0)
	for _, s := range []float64{250, 300, 550, 50, 2000} {
		p := pos.Clone().(*Position)
		if err := p.SetEvalScale(s); err != nil {
			t.Fatalf("SetEvalScale(%g): %v", s, err)
		}
		want := math.Tanh(float64(cp) * math.Ln10 / (2 * s))
		if got := p.Evaluate(); math.Abs(got-want) > 1e-12 {
			t.Errorf("scale %g: Evaluate %v, want %v", s, got, want)
		}
		if got := p.Clone().(*Position).Evaluate(); math.Abs(got-want) > 1e-12 {
			t.Errorf("scale %g: a clone evaluates %v, want %v", s, got, want)
		}
		if (s < EvalScale) != (p.Evaluate() > def) {
			t.Errorf("scale %g: %v against %v at %d", s, p.Evaluate(), def, EvalScale)
		}
		tcp := p.TacticsCP(true, 1)
		got, _, ok := p.Tactics(variants.NoMove, true, 1, 0)
		if want := math.Tanh(float64(tcp) * math.Ln10 / (2 * s)); !ok || math.Abs(got-want) > 1e-12 {
			t.Errorf("scale %g: Tactics %v (ok %v), want %v", s, got, ok, want)
		}
		if p.EvaluateCP() != cp || tcp != pos.TacticsCP(true, 1) {
			t.Errorf("scale %g: the centipawns changed", s)
		}
		if err := p.SetEvalScale(0); err != nil || p.Evaluate() != def {
			t.Errorf("scale 0 after %g: %v, %v; want %v", s, err, p.Evaluate(), def)
		}
		if got, _, _ := p.Tactics(variants.NoMove, true, 1, 0); got != tac {
			t.Errorf("scale 0 after %g: Tactics %v, want %v", s, got, tac)
		}
	}
	if want := math.Tanh(float64(cp) * math.Ln10 / (2 * EvalScale)); def != want {
		t.Errorf("the default value %v, want %v", def, want)
	}
	p := pos.Clone().(*Position)
	if err := p.SetEvalScale(300); err != nil {
		t.Fatal(err)
	}
	at300 := p.Evaluate()
	for _, s := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), -400, 10, 49.9, 2001, 1e9} {
		err := p.SetEvalScale(s)
		if err == nil || !strings.Contains(err.Error(), "want centipawns from 50 to 2000") {
			t.Errorf("SetEvalScale(%v): %v, want refused", s, err)
		}
		if p.Evaluate() != at300 {
			t.Errorf("SetEvalScale(%v) refused changed the scale", s)
		}
	}
}

// SetEvalCentre centres Evaluate's logistic on a lead for a side, for
// both sides to move and every copy; a centre beyond
// variants.MaxEvalCentre is taken as that; the centipawns keep their
// meaning; 0 takes the centre off.
func TestSetEvalCentre(t *testing.T) {
	for _, fen := range []string{"4k3/8/8/8/8/8/1PP5/4K1N1 w - - 0 1", "4k3/8/8/8/8/8/1PP5/4K1N1 b - - 0 1"} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		cp := p.EvaluateCP()
		if cp == 0 || cp > variants.MaxEvalCentre || cp < -variants.MaxEvalCentre {
			t.Fatalf("%s: a lead of %d, want one a centre takes", fen, cp)
		}
		white := cp
		if p.ToMove() != variants.First {
			white = -cp
		}
		p.SetEvalCentre(variants.First, white)
		if v := p.Evaluate(); math.Abs(v) > 1e-12 || p.EvaluateCP() != cp || p.LeadCP() != cp {
			t.Errorf("%s: centred on White's lead %d, Evaluate %v, EvaluateCP %d (was %d)", fen, white, v, p.EvaluateCP(), cp)
		}
		var q Position
		q.CopyFrom(p)
		if q.Evaluate() != p.Evaluate() || p.Clone().(*Position).Evaluate() != p.Evaluate() {
			t.Errorf("%s: a copy evaluates %v, the position %v", fen, q.Evaluate(), p.Evaluate())
		}
		p.SetEvalCentre(variants.Second, -white) // the same lead, said for Black
		if v := p.Evaluate(); math.Abs(v) > 1e-12 {
			t.Errorf("%s: centred on Black's lead %d, Evaluate %v", fen, -white, v)
		}
		p.SetEvalCentre(variants.First, 100000)
		if want := math.Tanh(float64(cp-sign(p)*variants.MaxEvalCentre) * evalFactor); math.Abs(p.Evaluate()-want) > 1e-12 {
			t.Errorf("%s: a centre of 100000 evaluates %v, want %v (the largest centre)", fen, p.Evaluate(), want)
		}
		p.SetEvalCentre(variants.First, 0)
		if want := math.Tanh(float64(cp) * evalFactor); p.Evaluate() != want {
			t.Errorf("%s: no centre evaluates %v, want %v", fen, p.Evaluate(), want)
		}
	}
}

// sign is +1 where White is to move in p, -1 where Black is.
func sign(p *Position) int {
	if p.ToMove() == variants.First {
		return 1
	}
	return -1
}
