package chess

import "testing"

// Each minor-piece term moves the value the way it should: White stands
// better in "better" than in "worse", by at least least centipawns of
// pieceTerms' middlegame value.
func TestEvalPieceTerms(t *testing.T) {
	cases := []struct {
		name          string
		terms         knowTerms
		better, worse string
		least         int32
	}{
		// The knight on d5, defended by e4: an outpost, against d3.
		{"knight outpost", knowOutposts, "4k3/pp3ppp/8/3N4/4P3/8/PP3PPP/4K3 w - - 0 1",
			"4k3/pp3ppp/8/8/4P3/3N4/PP3PPP/4K3 w - - 0 1", knowTextbook.outpostMid[knight]},
		// A black pawn on c7 can drive it away by c6: no outpost.
		{"no enemy pawn can attack it", knowOutposts, "4k3/p5pp/8/3N4/4P3/8/PP3PPP/4K3 w - - 0 1",
			"4k3/2p3pp/8/3N4/4P3/8/PP3PPP/4K3 w - - 0 1", knowTextbook.outpostMid[knight]},
		// The knight on b4 can jump to the empty outpost d5.
		{"outpost in reach", knowOutposts, "4k3/pp3ppp/8/8/1N2P3/8/PP3PPP/4K3 w - - 0 1",
			"4k3/pp3ppp/8/8/4P3/8/PP3PPP/N3K3 w - - 0 1", knowTextbook.outpostReachMid},
		// c3, d4 and e3 stand on dark squares: the bishop on c1 is bad.
		{"bad bishop", knowBishops, "4k3/8/8/8/3P4/2P1P3/8/4KB2 w - - 0 1",
			"4k3/8/8/8/3P4/2P1P3/8/2B1K3 w - - 0 1", 3 * knowTextbook.badBishopMid},
	}
	mid := func(t *testing.T, fen string, terms knowTerms) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := p.b.pieceTerms(terms, &kingTextbook)
		return m
	}
	for _, c := range cases {
		if b, w := mid(t, c.better, c.terms), mid(t, c.worse, c.terms); b-w < c.least {
			t.Errorf("%s: middlegame value %d, against %d; want %d more", c.name, b, w, c.least)
		}
		for _, fen := range []string{c.better, c.worse} {
			p, m := parseMirrored(t, fen)
			pm, pe := p.b.pieceTerms(c.terms, &kingTextbook)
			mm, me := m.b.pieceTerms(c.terms, &kingTextbook)
			if pm != -mm || pe != -me {
				t.Errorf("%s: %s %d/%d, mirrored %d/%d", c.name, fen, pm, pe, mm, me)
			}
		}
	}
}
