package chess

import "testing"

// withFittedPST sets "fitted-pst"'s tables to t for the test and puts
// back the ones it had after.
func withFittedPST(tb testing.TB, t PSTTables) {
	was := FittedPST()
	SetFittedPST(t)
	tb.Cleanup(func() { SetFittedPST(was) })
}

// With every difference 0, "fitted-pst" is pieces-passers; with one
// entry changed, a position with a piece there moves by that entry,
// tapered by phase, for White's piece and (mirrored) for Black's.
func TestFittedPST(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	withFittedPST(t, PSTTables{})
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := p.b.evaluate(evalFittedPST), p.b.evaluate(evalPiecesPassers); a != b {
			t.Fatalf("%s: fitted-pst with no differences %d, pieces-passers %d", fen, a, b)
		}
	}
	// A White knight on f3 (entry f3^56) and a Black one on f6 (the
	// same entry, mirrored): +48 in the middlegame to the knight's
	// side, nothing in the endgame.
	var d PSTTables
	d[0][knight][21^56] = 48
	withFittedPST(t, d)
	for _, c := range []struct {
		fen  string
		want int32
	}{
		{"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4", 0},
		{"r1bqkb1r/pppp1ppp/2n5/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4", 0},
		{"4k3/8/8/8/8/5N2/8/4K3 w - - 0 1", 48 * 1 / 24},
		{"4k3/8/5n2/8/8/8/8/4K3 b - - 0 1", 48 * 1 / 24},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		got := p.b.evaluate(evalFittedPST) - p.b.evaluate(evalPiecesPassers)
		want := c.want
		if c.want == 0 {
			// Both sides' knights on f3 and f6 cancel; the second
			// position has White's alone: 48 tapered by its phase.
			want = 0
			if p.b.mailbox[45] == 0 {
				want = 48 * min(p.b.pstSums().phase, phaseFull) / phaseFull
			}
		}
		if got < want-1 || got > want+1 {
			t.Errorf("%s: fitted-pst - pieces-passers = %d, want %d", c.fen, got, want)
		}
	}
}

// PSTFeatures lists the pieces so that the tables' linear model gives
// the evaluation's value: the sum of the entries each piece reads
// (Black's negated), tapered by the phase, is what the fitted tables
// add to pieces-passers.
func TestPSTFeatures(t *testing.T) {
	var d PSTTables
	for i := range 6 {
		for sq := range 64 {
			d[0][i][sq] = int32((sq*7+i*13)%41 - 20)
			d[1][i][sq] = int32((sq*11+i*5)%37 - 18)
		}
	}
	withFittedPST(t, d)
	for _, fen := range suitePositions(t, "../../testdata/wac.epd") {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		f, phase := p.PSTFeatures(nil)
		if len(f) != popcount(p.b.all()) {
			t.Fatalf("%s: %d features for %d pieces", fen, len(f), popcount(p.b.all()))
		}
		var mid, end int32
		for _, x := range f {
			s := int32(1)
			if x&1024 != 0 {
				s = -1
			}
			mid += s * d[0][(x&1023)/64][x%64]
			end += s * d[1][(x&1023)/64][x%64]
		}
		want := (mid*int32(phase) + end*int32(phaseFull-phase)) / phaseFull
		if p.b.side == black {
			want = -want
		}
		got := p.b.evaluate(evalFittedPST) - p.b.evaluate(evalPiecesPassers)
		if d := got - want; d < -2 || d > 2 {
			t.Fatalf("%s: fitted-pst adds %d, the model %d", fen, got, want)
		}
	}
}

// "fitted-sym" and "fitted-terms" are pieces-passers with tables (and
// weights) of their own: with every difference 0 and the textbook
// weights they read every position as pieces-passers does, and a
// table set for one of them leaves the others alone. An evaluation
// without tables is refused and changes nothing.
func TestFittedKinds(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	wasW := termsWeights
	t.Cleanup(func() { termsWeights = wasW })
	TermsFromTextbook()
	for _, name := range []string{"fitted-sym", "fitted-terms"} {
		was, err := FittedTables(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { SetFittedTables(name, was) })
		if err := SetFittedTables(name, PSTTables{}); err != nil {
			t.Fatal(err)
		}
	}
	var d PSTTables
	d[0][knight][21^56] = 48
	d[1][knight][21^56] = 48
	if err := SetFittedTables("fitted-sym", d); err != nil {
		t.Fatal(err)
	}
	pst := FittedPST()
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := p.b.evaluate(evalFittedTerms), p.b.evaluate(evalPiecesPassers); a != b {
			t.Fatalf("%s: fitted-terms with no differences %d, pieces-passers %d", fen, a, b)
		}
		knights := p.b.pieces[white][knight]&bit(21) != 0 || p.b.pieces[black][knight]&bit(45) != 0
		if a, b := p.b.evaluate(evalFittedSym), p.b.evaluate(evalPiecesPassers); a != b && !knights {
			t.Fatalf("%s: fitted-sym without a knight on f3 or f6 %d, pieces-passers %d", fen, a, b)
		}
	}
	if got, _ := FittedTables("fitted-terms"); got != (PSTTables{}) {
		t.Fatal("fitted-sym's tables changed fitted-terms'")
	}
	if FittedPST() != pst {
		t.Fatal("fitted-sym's tables changed fitted-pst's")
	}
	for _, name := range []string{"pieces-passers", "nonesuch"} {
		if err := SetFittedTables(name, d); err == nil {
			t.Errorf("SetFittedTables(%q) took tables", name)
		}
		if _, err := PSTSourceFor(name, d, "x"); err == nil {
			t.Errorf("PSTSourceFor(%q) wrote a file", name)
		}
	}
	if FittedPST() != pst {
		t.Fatal("a refused SetFittedTables changed fitted-pst's tables")
	}
}

// The weights TermsParams lists are "fitted-terms"'s alone (and the
// network evaluations' on it, "net-terms", which read them): moving one
// moves their values and no other evaluation's.
func TestTermsParams(t *testing.T) {
	wasW := termsWeights
	t.Cleanup(func() { termsWeights = wasW })
	TermsFromTextbook()
	// White has two knights, Black one.
	p, err := ParseFEN("r1bq1rk1/ppp2ppp/3p1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	before := [len(evalNames)]int32{}
	for k := range evalNames {
		before[k] = p.b.evaluate(evalKind(k))
	}
	var moved bool
	for _, q := range TermsParams() {
		if q.Name == "mobMid[knight]" {
			*q.P += 10
			moved = true
		}
	}
	if !moved {
		t.Fatal("no mobMid[knight] among TermsParams")
	}
	for k := range evalNames {
		got := p.b.evaluate(evalKind(k))
		if kingWeightsOf[k] == &termsWeights {
			if got == before[k] {
				t.Errorf("%s did not move with fitted-terms' knight mobility", evalNames[k])
			}
			continue
		}
		if got != before[k] {
			t.Errorf("%s moved with fitted-terms' weights: %d -> %d", evalNames[k], before[k], got)
		}
	}
}
