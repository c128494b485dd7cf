package chess

import "testing"

// Each passed-pawn term moves the value the way it should: White, whose
// passer it is, stands better in "better" than in "worse", by at
// least cp centipawns of passerTerms' endgame value.
func TestEvalPasserTerms(t *testing.T) {
	cases := []struct {
		name, better, worse string
		least               int32
	}{
		// Rule of the square: the black king on e5 catches the a-pawn
		// only when it moves first.
		{"unstoppable, white to move", "8/8/8/P3k3/8/8/8/7K w - - 0 1", "8/8/8/P3k3/8/8/8/7K b - - 0 1", knowTextbook.passerUnstoppable},
		// On c5 the king is inside the square whoever moves.
		{"outside the square", "8/8/8/P7/8/8/8/k6K w - - 0 1", "8/8/8/P1k5/8/8/8/7K w - - 0 1", knowTextbook.passerUnstoppable},
		// Rooks on: the enemy king far from the passer's path, or near.
		{"enemy king far", "r7/8/4P3/8/8/8/8/R3K2k w - - 0 1", "r4k2/8/4P3/8/8/8/8/R3K3 w - - 0 1", 1},
		{"own king near", "r6k/8/3KP3/8/8/8/8/R7 w - - 0 1", "r6k/8/4P3/8/8/8/8/R3K3 w - - 0 1", 1},
		// A knight blockading the passer, or away from it.
		{"free path", "7k/8/3P4/8/8/8/8/n3K3 w - - 0 1", "7k/3n4/3P4/8/8/8/8/4K3 w - - 0 1", 1},
		// The passer on d5 defended by c4 (both c-pawns blocked by c5).
		{"supported", "7k/8/8/2pP4/2P5/8/8/4K3 w - - 0 1", "7k/8/8/2pP4/8/8/2P5/4K3 w - - 0 1", knowTextbook.passerSupportEnd},
		// A rook behind the passer, its own or the enemy's.
		{"own rook behind", "4k3/8/P7/8/8/8/8/R3K3 w - - 0 1", "4k3/8/P7/8/8/8/8/4K2R w - - 0 1", knowTextbook.passerRookEnd},
		{"enemy rook behind", "4k3/8/P7/8/8/8/4K3/7r w - - 0 1", "4k3/8/P7/8/8/8/4K3/r7 w - - 0 1", knowTextbook.passerRookEnd},
	}
	end := func(t *testing.T, fen string) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		_, e := p.b.passerTerms(&kingTextbook)
		return e
	}
	for _, c := range cases {
		if b, w := end(t, c.better), end(t, c.worse); b-w < c.least {
			t.Errorf("%s: endgame value %d, against %d without it; want %d more", c.name, b, w, c.least)
		}
	}
	// A race: each side queens a passer the other king cannot catch, in
	// the same number of moves, White first: neither is unstoppable.
	if e := end(t, "k7/p7/8/8/8/8/7P/7K w - - 0 1") - end(t, "k7/p7/8/8/8/8/7P/7K b - - 0 1"); e >= knowTextbook.passerUnstoppable {
		t.Errorf("a race one ply apart: %d between the sides to move, want less than an unstoppable passer", e)
	}
	// No passer: nothing.
	if m, e := func() (int32, int32) {
		p, _ := ParseFEN("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1")
		return p.b.passerTerms(&kingTextbook)
	}(); m != 0 || e != 0 {
		t.Errorf("no passer: %d/%d, want 0", m, e)
	}
}

// The knowledge evaluations are colour-symmetric on Win at Chess, the
// openings and the blunder suite (whose endgames hold passers).
func TestEvalKnowledgeSymmetric(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	fens = append(fens, suitePositions(t, "../../testdata/blunders.epd")...)
	checkSymmetric(t, fens, evalKingPassers, evalNoStormPassers, evalKingPieces, evalNoStormPieces, evalKingShelter, evalPiecesShelter, evalPiecesPassers, evalKingKnowledge, evalPassersPawns, evalPassersScale, evalPassersThreats, evalPawnsThreats, evalPawnsScale, evalPawnsKingEnd, evalPawnsSeventh, evalPawnsFifty, evalPawnsEndgame)
}

// SetEval takes the knowledge evaluations; each is its base ("king" or
// "king-nostorm") plus the passed-pawn terms, tapered.
func TestSetEvalKnowledge(t *testing.T) {
	fen := "2r5/5p2/P3p1k1/4Pbp1/1RNP3p/4K3/5P2/8 w - - 0 1"
	for _, c := range []struct {
		name string
		base func(b *board) int32
	}{
		{"king-passers", func(b *board) int32 { return b.staticKing() }},
		{"nostorm-passers", func(b *board) int32 {
			return b.evaluate(evalKingNoStorm)
		}},
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.SetEval(c.name); err != nil || p.Eval() != c.name {
			t.Fatalf("SetEval(%s): %v, %s", c.name, err, p.Eval())
		}
		phase := min(p.b.pstSums().phase, phaseFull)
		mid, end := p.b.passerTerms(&kingTextbook)
		// the base and the terms tapered apart: one rounding apart
		want := c.base(&p.b) + (mid*phase+end*(phaseFull-phase))/phaseFull
		if got := p.b.evaluate(p.eval); got < want-1 || got > want+1 || mid == 0 && end == 0 {
			t.Errorf("%s: %d, want %d (passers %d/%d: white's a6, black's h4)", c.name, got, want, mid, end)
		}
	}
}

// BenchmarkStaticKnowledge times one static evaluation of "king" and of
// each knowledge evaluation over the Win at Chess positions and the
// blunder suite (whose endgames hold passers), as BenchmarkStatic does.
func BenchmarkStaticKnowledge(b *testing.B) {
	benchStatic(b, []string{"wac", "blunders"}, evalKingSafe, evalKingPassers, evalKingPieces, evalKingShelter, evalKingKnowledge, evalPiecesPassers, evalPassersPawns, evalPassersScale, evalPassersThreats, evalPawnsKingEnd, evalPawnsSeventh, evalPawnsFifty, evalPawnsEndgame)
}
