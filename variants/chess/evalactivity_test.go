package chess

import (
	"fmt"
	"testing"
)

// Each king term costs the side whose king it is: White stands better
// in "better" than in "worse" by at least least centipawns of
// kingEndTerms' endgame value (checkTerms).
func TestEvalKingEndTerms(t *testing.T) {
	checkTerms(t, (*board).kingEndTerms, true, []termCase{
		// The king on d4 beside its pawn on c4, against the king on c1,
		// three squares from it (the same flank).
		{"near its pawns", "4k3/p7/8/8/2PK4/8/8/8 w - - 0 1", "4k3/p7/8/8/2P5/8/8/2K5 w - - 0 1", 2 * kingPawnDistEnd},
		// The king on the queen's side with the pawns, against the
		// king's side with none.
		{"on a flank with pawns", "6k1/p7/8/8/P7/8/8/1K6 w - - 0 1", "6k1/p7/8/8/P7/8/8/6K1 w - - 0 1", kingFlankEnd},
	})
}

// A rook on the seventh counts where enemy pawns stand on it or the
// enemy king is held on its back rank, and not otherwise.
func TestEvalSeventhTerms(t *testing.T) {
	checkTerms(t, (*board).seventhTerms, false, []termCase{
		// Rd7 against the pawns on b7 and f7, against Rd6.
		{"rook on the seventh", "6k1/1p1R1p2/8/8/8/8/5PPP/6K1 w - - 0 1", "6k1/1p3p2/3R4/8/8/8/5PPP/6K1 w - - 0 1", rookSeventhMid},
		{"queen on the seventh", "6k1/1p1Q1p2/8/8/8/8/5PPP/6K1 w - - 0 1", "6k1/1p3p2/3Q4/8/8/8/5PPP/6K1 w - - 0 1", queenSeventhMid},
		// Ra7 with the king shut on the eighth and no pawn on the
		// seventh, against Ra6.
		{"the king held on its back rank", "6k1/R7/8/8/8/8/5PPP/6K1 w - - 0 1", "6k1/8/R7/8/8/8/5PPP/6K1 w - - 0 1", rookSeventhMid},
	})
	// No enemy pawn on the seventh and the king off its back rank: the
	// rook there counts nothing.
	p, err := ParseFEN("8/3R4/6k1/p7/8/8/5PPP/6K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if m, e := p.b.seventhTerms(); m != 0 || e != 0 {
		t.Errorf("an empty seventh, the king off the eighth: %d/%d, want 0", m, e)
	}
}

// The fifty-move counter shrinks a lead toward 0: whole for the first
// fiftyFreePlies plies, less and less after them, nothing at the
// hundredth; the other kinds do not see the counter.
func TestEvalFifty(t *testing.T) {
	value := func(t *testing.T, fen string, kind evalKind) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return p.b.evaluate(kind)
	}
	// A rook up, White to move and Black to move.
	for _, fen := range []string{"4k3/8/8/8/8/8/4P3/R3K3 w - - %d 60", "4k3/8/8/8/8/8/4P3/R3K3 b - - %d 60"} {
		at := func(clock int, kind evalKind) int32 { return value(t, fmt.Sprintf(fen, clock), kind) }
		whole := at(0, evalPassersPawns)
		if got := at(0, evalPawnsFifty); got != whole {
			t.Errorf("%s at 0: %d, want %d", fen, got, whole)
		}
		if got := at(int(fiftyFreePlies), evalPawnsFifty); got != whole {
			t.Errorf("%s at %d: %d, want %d", fen, fiftyFreePlies, got, whole)
		}
		prev := whole
		for _, clock := range []int{40, 60, 80, 99} {
			got := at(clock, evalPawnsFifty)
			if abs32(got) >= abs32(prev) || (got != 0 && (got < 0) != (whole < 0)) {
				t.Errorf("%s at %d: %d, after %d; want nearer 0, the same sign", fen, clock, got, prev)
			}
			if other := at(clock, evalPassersPawns); other != whole {
				t.Errorf("%s at %d: pieces-passers-pawns %d, want %d", fen, clock, other, whole)
			}
			prev = got
		}
		if got := at(99, evalPawnsFifty); abs32(got) > abs32(whole)/50 {
			t.Errorf("%s at 99: %d, want near 0", fen, got)
		}
	}
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
