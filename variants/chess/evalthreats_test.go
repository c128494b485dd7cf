package chess

import "testing"

// Each threat counts for the side that makes it: White stands better
// in "better" than in "worse" by at least least centipawns of
// threatTerms' middlegame value, and mirrored positions score the
// opposite.
func TestEvalThreatTerms(t *testing.T) {
	cases := []struct {
		name, better, worse string
		least               int32
	}{
		// e4 attacks the knight on d5 (defended by e6), against e3.
		{"a pawn attacks a piece", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "4k3/8/4p3/3n4/8/4P3/8/4K3 w - - 0 1", threatPawnMid},
		// The knight on f3 attacks the rook on e5, defended by d6.
		{"a lesser piece attacks a rook", "4k3/8/3p4/4r3/8/5N2/8/4K3 w - - 0 1", "4k3/8/3p4/4r3/8/8/8/4KN2 w - - 0 1", threatLesserMid},
		// The rook on a5 attacks the bishop on h5, which nothing defends.
		{"hanging", "4k3/8/8/R6b/8/8/8/4K3 w - - 0 1", "4k3/8/8/7b/R7/8/8/4K3 w - - 0 1", threatHangingMid},
	}
	mid := func(t *testing.T, fen string) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := p.b.threatTerms()
		return m
	}
	for _, c := range cases {
		if b, w := mid(t, c.better), mid(t, c.worse); b-w < c.least {
			t.Errorf("%s: middlegame value %d, against %d; want %d more", c.name, b, w, c.least)
		}
		for _, fen := range []string{c.better, c.worse} {
			p, _ := ParseFEN(fen)
			m, _ := ParseFEN(mirrorFEN(fen))
			pm, pe := p.b.threatTerms()
			mm, me := m.b.threatTerms()
			if pm != -mm || pe != -me {
				t.Errorf("%s: %s %d/%d, mirrored %d/%d", c.name, fen, pm, pe, mm, me)
			}
		}
	}
}
