package chess

import "testing"

// Each of king2's terms moves the value the way it should: the side to
// move is better off by king2 than by king (the difference is king2's
// own terms) in the position without the defect than in the one with
// it, and every position evaluates the same mirrored.
func TestEvalKing2Terms(t *testing.T) {
	cases := []struct {
		name, good, bad string
	}{
		// Ba7 shut in by ...b6 (the pawn on b5 lets it out by b6).
		{"trapped bishop", "4k3/B7/8/1p6/8/8/8/4K3 w - - 0 1", "4k3/B7/1p6/8/8/8/8/4K3 w - - 0 1"},
		// The king walked to f1 and shuts in the h1 rook; on e1 it
		// does not.
		{"boxed rook", "r1bqk2r/ppp2ppp/2n2n2/8/8/2N2N2/PPP2PPP/R1BQK2R w - - 0 1",
			"r1bqk2r/ppp2ppp/2n2n2/8/8/2N2N2/PPP2PPP/R1BQ1K1R w - - 0 1"},
		{"boxed rook, long side", "r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R b - - 0 1",
			"r2k3r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R b - - 0 1"},
		// Na8: b6 covered by the a7 pawn, c7 held by its own pawn.
		{"knight without a square", "N6k/2P5/8/p7/8/8/8/6K1 w - - 0 1", "N6k/p1P5/8/8/8/8/8/6K1 w - - 0 1"},
		// Qa8 behind its own a7 and b7 pawns: the b8 rook it could take
		// is guarded by the other rook on c8, not by the one on c2.
		{"queen without a square", "Qr5k/PP6/8/8/8/8/2r5/6K1 w - - 0 1", "Qrr4k/PP6/8/8/8/8/8/6K1 w - - 0 1"},
		// Nc7 forks the black queen and rook: black, to move, saves
		// the queen and loses the rook for the knight.
		{"double threat", "1r2q1k1/2N5/8/8/8/8/8/6K1 b - - 0 1", "r3q1k1/2N5/8/8/8/8/8/6K1 b - - 0 1"},
		// The d1 queen attacks the d5 knight and, with the a1 rook, the
		// a4 bishop, both undefended; the bishop on h6 is not attacked.
		{"hanging pieces", "6k1/8/7b/3n4/8/8/8/R2QK3 b - - 0 1", "6k1/8/8/3n4/b7/8/8/R2QK3 b - - 0 1"},
	}
	own := func(fen string) int32 {
		p, m := parseMirrored(t, fen)
		if a, b := p.b.staticKing2(), m.b.staticKing2(); a != b {
			t.Fatalf("%s: king2 %d, mirrored %d", fen, a, b)
		}
		return p.b.staticKing2() - p.b.staticKing()
	}
	for _, c := range cases {
		if g, b := own(c.good), own(c.bad); g <= b {
			t.Errorf("%s: king2 minus king %d without the defect, %d with it; want more without", c.name, g, b)
		}
	}
	// Tempo alone at the start: the side to move's middlegame bonus.
	if got := own("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"); got != tempoMid {
		t.Errorf("start position: king2 minus king %d, want the tempo %d", got, tempoMid)
	}
}

// The evaluation is chosen by name.
func TestSetEvalKing2(t *testing.T) {
	p := NewPosition()
	if err := p.SetEval("king2"); err != nil || p.Eval() != "king2" {
		t.Fatalf("SetEval(king2): %v, %s", err, p.Eval())
	}
}

// The whole evaluation (after quiescence) takes king2's terms: a fork
// the capture search cannot resolve costs the side to move.
func TestEvaluateKing2(t *testing.T) {
	fork := "r3q1k1/2N5/8/8/8/8/8/6K1 b - - 0 1"
	p, err := ParseFEN(fork)
	if err != nil {
		t.Fatal(err)
	}
	p.SetEval("king")
	king := p.EvaluateCP()
	p.SetEval("king2")
	if got, want := p.EvaluateCP(), king+int(p.b.staticKing2()-p.b.staticKing()); got != want || got >= king {
		t.Fatalf("king2 %d, king %d; want %d, below king's", got, king, want)
	}
}
