package chess

import "testing"

// Each threat counts for the side that makes it: White stands better
// in "better" than in "worse" by at least least centipawns of
// threatTerms' middlegame value (checkTerms).
func TestEvalThreatTerms(t *testing.T) {
	checkTerms(t, (*board).threatTerms, false, []termCase{
		// e4 attacks the knight on d5 (defended by e6), against e3.
		{"a pawn attacks a piece", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "4k3/8/4p3/3n4/8/4P3/8/4K3 w - - 0 1", threatPawnMid},
		// The knight on f3 attacks the rook on e5, defended by d6.
		{"a lesser piece attacks a rook", "4k3/8/3p4/4r3/8/5N2/8/4K3 w - - 0 1", "4k3/8/3p4/4r3/8/8/8/4KN2 w - - 0 1", threatLesserMid},
		// The rook on a5 attacks the bishop on h5, which nothing defends.
		{"hanging", "4k3/8/8/R6b/8/8/8/4K3 w - - 0 1", "4k3/8/8/7b/R7/8/8/4K3 w - - 0 1", threatHangingMid},
	})
}
