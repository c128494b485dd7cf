package chess

import "testing"

// Each king-danger term makes the attacked side worse off by
// "king-danger" than by "king", against the same position without it;
// and where nothing attacks a king the two agree.
func TestEvalKingDangerTerms(t *testing.T) {
	cases := []struct {
		name, with, without string
	}{
		// White's queen on h5 and knight on g5 attack the castled king;
		// in "with" the f7 pawn is gone, so the queen has a safe check
		// on f7 and the squares around the king are weak.
		{"safe check and weak squares", "r1bq1rk1/ppp2ppp/2n5/3pp1NQ/8/8/PPP2PPP/RNB2RK1 b - - 0 1",
			"r1bq1rk1/ppp2p1p/2n3p1/3pp1NQ/8/8/PPP2PPP/RNB2RK1 b - - 0 1"},
		// White's g- and h-pawns storm black's castled king.
		{"pawn storm", "r1bq1rk1/ppp2ppp/2np1n2/4p1PP/4P3/2NP4/PPP2P2/R1BQKB1R b KQ - 0 1",
			"r1bq1rk1/ppp2ppp/2np1n2/4p3/4P3/2NP3P/PPP2PP1/R1BQKB1R b KQ - 0 1"},
	}
	extra := func(t *testing.T, fen string) int32 {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		// from black's side, the side to move and the side attacked
		return p.b.staticKingDanger() - p.b.staticKing()
	}
	for _, c := range cases {
		if w, wo := extra(t, c.with), extra(t, c.without); w >= wo || w >= 0 {
			t.Errorf("%s: king-danger minus king %d with it, %d without; want less with it, and below 0", c.name, w, wo)
		}
	}
	calm, err := ParseFEN("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if d, k := calm.b.staticKingDanger(), calm.b.staticKing(); d != k {
		t.Errorf("no attack on either king: king-danger %d, king %d", d, k)
	}
}

// SetEval takes "king-danger", the whole evaluation adds its terms, and
// a search labels it.
func TestSetEvalKingDanger(t *testing.T) {
	p, err := ParseFEN("r1bq1rk1/ppp2ppp/2n5/3pp1NQ/8/8/PPP2PPP/RNB2RK1 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	p.SetEval("king")
	king := p.EvaluateCP()
	if err := p.SetEval("king-danger"); err != nil || p.Eval() != "king-danger" {
		t.Fatalf("SetEval(king-danger): %v, %s", err, p.Eval())
	}
	if got, want := p.EvaluateCP(), king+int(p.b.staticKingDanger()-p.b.staticKing()); got != want || got >= king {
		t.Fatalf("king-danger %d, king %d; want %d, below king's", got, king, want)
	}
}
