package chess

import "testing"

// Each shelter term costs the side whose king it concerns: White stands
// better in "better" than in "worse" by at least least centipawns of
// shelterTerms, and a mirrored position scores the opposite.
func TestEvalShelterTerms(t *testing.T) {
	cases := []struct {
		name, better, worse string
		least               int32
	}{
		// g2-g4 before the king on g1: an advanced shelter pawn, and f3
		// and h3 holes.
		{"g-pawn pushed", "4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1", "4k3/8/8/8/6P1/8/5P1P/6K1 w - - 0 1", -shelterAdvanced - 2*shelterHole},
		// A king in the centre has no shelter terms.
		{"centre king", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0},
	}
	mid := func(t *testing.T, fen string) int32 {
		p, m := parseMirrored(t, fen)
		if a, b := p.b.shelterTerms(), m.b.shelterTerms(); a != -b {
			t.Errorf("%s: %d, mirrored %d", fen, a, b)
		}
		return p.b.shelterTerms()
	}
	for _, c := range cases {
		b, w := mid(t, c.better), mid(t, c.worse)
		if b-w < c.least {
			t.Errorf("%s: %d, against %d; want %d more", c.name, b, w, c.least)
		}
	}
	// Black's f7-f5 before its king on g8 (f5 advanced, f7 a hole):
	// it costs Black, so White's value is higher.
	if b, w := mid(t, "6k1/5ppp/8/8/8/8/8/4K3 b - - 0 1"), mid(t, "6k1/6pp/8/5p2/8/8/8/4K3 b - - 0 1"); w <= b {
		t.Errorf("black's f5: white's value %d, against %d before it; want more", w, b)
	}
}
