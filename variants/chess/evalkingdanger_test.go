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
		return p.b.evaluate(evalKingDanger) - p.b.staticKing()
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
	if d, k := calm.b.evaluate(evalKingDanger), calm.b.staticKing(); d != k {
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
	if got, want := p.EvaluateCP(), king+int(p.b.evaluate(evalKingDanger)-p.b.staticKing()); got != want || got >= king {
		t.Fatalf("king-danger %d, king %d; want %d, below king's", got, king, want)
	}
}

// king-danger's lighter versions count only their terms: without the
// pawn storm "king-nostorm" is king-danger where no pawn storms a king
// and better off for the stormed side where one does; "king-checks"
// counts the safe checks but not the weak squares, so the attacked side
// is worse off by it than by "king" and better off than by
// "king-nostorm".
func TestEvalKingDangerVersions(t *testing.T) {
	cases := []struct {
		name, fen string
		// want compares, from the side to move (the attacked side),
		// king, king-checks, king-nostorm and king-danger.
		want func(king, checks, nostorm, danger int32) bool
	}{
		// Black's queen on e1 and bishop on c5 at white's king on g2
		// (Win at Chess).
		{"safe check and weak squares", "4k3/p4prp/1p6/2b5/8/2Q3P1/P2R1PKP/4q3 w - - 0 1",
			func(king, checks, nostorm, danger int32) bool {
				return nostorm < checks && checks < king && danger == nostorm
			}},
		{"pawn storm", "r1bq1rk1/ppp2ppp/2np1n2/4p1PP/4P3/2NP4/PPP2P2/R1BQKB1R b KQ - 0 1",
			func(king, checks, nostorm, danger int32) bool {
				return danger < nostorm && nostorm <= checks && checks <= king
			}},
		{"no attack", "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
			func(king, checks, nostorm, danger int32) bool {
				return king == checks && checks == nostorm && nostorm == danger
			}},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		king, checks, nostorm, danger := p.b.evaluate(evalKingSafe), p.b.evaluate(evalKingChecks), p.b.evaluate(evalKingNoStorm), p.b.evaluate(evalKingDanger)
		if !c.want(king, checks, nostorm, danger) {
			t.Errorf("%s: king %d, king-checks %d, king-nostorm %d, king-danger %d", c.name, king, checks, nostorm, danger)
		}
	}
}

// SetEval takes the lighter versions by name and Eval gives it back, the
// name a search labels its player with.
func TestSetEvalKingDangerVersions(t *testing.T) {
	for _, name := range []string{"king-nostorm", "king-checks"} {
		p, err := ParseFEN("r1bq1rk1/ppp2ppp/2n5/3pp1NQ/8/8/PPP2PPP/RNB2RK1 b - - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		if err := p.SetEval(name); err != nil || p.Eval() != name {
			t.Fatalf("SetEval(%s): %v, %s", name, err, p.Eval())
		}
	}
}
