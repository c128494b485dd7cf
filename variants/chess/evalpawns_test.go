package chess

import "testing"

// Each pawn-structure term costs the side whose pawn it is: White stands
// better in "better" than in "worse" by at least least centipawns of
// pawnTerms' endgame value (checkTerms).
func TestEvalPawnTerms(t *testing.T) {
	checkTerms(t, (*board).pawnTerms, true, []termCase{
		// a2 beside b2, against a2 and c2 each alone (isolated).
		{"isolated", "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1", "4k3/pp6/8/8/8/8/P1P5/4K3 w - - 0 1", pawnIsolatedEnd},
		// a3 defending b4, against b3 behind it (doubled, undefended).
		{"doubled", "4k3/p7/8/8/1P6/P7/8/4K3 w - - 0 1", "4k3/p7/8/8/1P6/1P6/8/4K3 w - - 0 1", pawnDoubledEnd},
		// d3 behind c4, its square in front (d4) attacked by c5:
		// backward, against d4 beside c4.
		{"backward", "4k3/8/8/2p5/2PP4/8/8/4K3 w - - 0 1", "4k3/8/8/2p5/2P5/3P4/8/4K3 w - - 0 1", pawnBackwardEnd},
	})
	// The starting pawns: nothing.
	p, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if m, e := p.b.pawnTerms(); m != 0 || e != 0 {
		t.Errorf("the starting pawns: %d/%d, want 0", m, e)
	}
}

// The endgame scale: a lead that cannot win reads near 0, a lead with
// bishops of opposite colours reads less than with bishops of one
// colour, and a lead with pawns reads as before.
func TestEvalScale(t *testing.T) {
	eval := func(t *testing.T, fen string, kind evalKind) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return p.b.evaluate(kind)
	}
	for _, c := range []struct {
		name, fen string
		most      int32 // the most it may read, scaled
	}{
		{"a knight up, no pawns", "8/8/3k4/8/8/3NK3/8/8 w - - 0 1", 30},
		{"a bishop up, no pawns, black to move", "8/8/3k4/8/8/3BK3/8/8 b - - 0 1", 30},
		{"a rook against a bishop", "8/8/2k1b3/8/8/3RK3/8/8 w - - 0 1", 40},
	} {
		v := eval(t, c.fen, evalPassersScale)
		if v < 0 {
			v = -v
		}
		if v > c.most || eval(t, c.fen, evalPiecesPassers) == v {
			t.Errorf("%s: %d scaled, %d unscaled; want at most %d", c.name, v, eval(t, c.fen, evalPiecesPassers), c.most)
		}
	}
	// Two pawns up with bishops of opposite colours (f1 light, f8
	// dark) against bishops of one colour (g8 light).
	opp, same := "5b2/5k2/8/3P4/2P5/8/5K2/5B2 w - - 0 1", "6b1/5k2/8/3P4/2P5/8/5K2/5B2 w - - 0 1"
	if o, s := eval(t, opp, evalPassersScale), eval(t, same, evalPassersScale); o*2 > s {
		t.Errorf("two pawns up, opposite bishops %d, bishops of one colour %d; want less than half", o, s)
	}
	// Four pawns up a side and more: no scaling.
	full := "4k3/pppp4/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
	if a, b := eval(t, full, evalPassersScale), eval(t, full, evalPiecesPassers); a != b {
		t.Errorf("four pawns up: %d scaled, %d unscaled", a, b)
	}
}
