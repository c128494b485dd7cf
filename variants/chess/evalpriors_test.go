package chess

import "testing"

// Under SetEvalPriors a move's prior weighs what it gains on the
// evaluation after a capture search: the knight that steps off the d-file
// uncovers the queen to the rook (Rxd1+), which the material terms,
// reading only the knight's own square, do not see; the king's step
// loses nothing. Prior and Priors agree either way, and turning the
// priors off gives the old values back.
func TestEvalPriors(t *testing.T) {
	p, err := ParseFEN("3r2k1/5ppp/8/8/8/8/3N1PPP/3QK3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.SetQuietOrder("fitted"); err != nil {
		t.Fatal(err)
	}
	if err := p.SetEval("net-kings32c"); err != nil {
		t.Fatal(err)
	}
	offN := priorOf(t, p, "Nf3")
	p.SetEvalPriors(true)
	onN, onK := priorOf(t, p, "Nf3"), priorOf(t, p, "Ke2")
	if !(onN < offN-0.2) || !(onN < onK) {
		t.Errorf("Nf3 uncovering the queen: prior %.3f with the evaluation (%.3f without), Ke2 %.3f; want Nf3 far lower", onN, offN, onK)
	}
	t.Logf("Nf3 %.3f (%.3f without), Ke2 %.3f", onN, offN, onK)
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	out := make([]float64, len(moves))
	p.Priors(moves, out)
	for i, m := range moves {
		if got := p.Prior(m); got != out[i] {
			t.Errorf("%s: Prior %v, Priors %v", p.EncodeMove(m, 0), got, out[i])
		}
	}
	p.SetEvalPriors(false)
	if got := priorOf(t, p, "Nf3"); got != offN {
		t.Errorf("off again: Nf3 %v, want %v", got, offN)
	}
}

// Priors with the evaluation allocate nothing.
func TestEvalPriorsAllocs(t *testing.T) {
	p := NewPosition()
	_ = p.SetQuietOrder("fitted")
	_ = p.SetEval("net-kings32c")
	p.SetEvalPriors(true)
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	out := make([]float64, len(moves))
	if a := testing.AllocsPerRun(50, func() { p.Priors(moves, out) }); a != 0 {
		t.Errorf("%v allocations", a)
	}
}
