package chess

import (
	"strings"
	"testing"

	"rollout/variants"
)

// play parses fen and plays the moves (any notation), failing the test on
// an error.
func play(t *testing.T, fen, moves string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := p.DecodeMove(s)
		if err != nil {
			t.Fatalf("after %s: %v", p.Encode(), err)
		}
		p.Play(m)
	}
	return p
}

func TestOutcome(t *testing.T) {
	knights := "Nf3 Nf6 Ng1 Ng8 "
	cases := []struct {
		name, fen, moves string
		want             variants.Outcome
	}{
		{"start", StartFEN, "", variants.Outcome{}},
		{"fool's mate", StartFEN, "f3 e5 g4 Qh4#", variants.Win(variants.Second, variants.Checkmate)},
		{"scholar's mate", StartFEN, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#", variants.Win(variants.First, variants.Checkmate)},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", variants.DrawBy(variants.Stalemate)},
		{"K v K", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", "", variants.DrawBy(variants.InsufficientMaterial)},
		{"KB v K", "8/8/4k3/8/8/3KB3/8/8 w - - 0 1", "", variants.DrawBy(variants.InsufficientMaterial)},
		{"KN v K", "8/8/4k3/8/8/3KN3/8/8 b - - 0 1", "", variants.DrawBy(variants.InsufficientMaterial)},
		{"KB v KB same colour", "8/8/4kb2/8/8/3KB3/8/8 w - - 0 1", "", variants.DrawBy(variants.InsufficientMaterial)},
		{"KB v KB opposite colours", "8/8/4kb2/8/8/2KB4/8/8 w - - 0 1", "", variants.Outcome{}},
		{"KNN v K", "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1", "", variants.Outcome{}},
		{"KN v KB", "8/8/4kb2/8/8/3KN3/8/8 w - - 0 1", "", variants.Outcome{}},
		{"K+pawn v K", "8/8/4k3/8/8/3KP3/8/8 w - - 0 1", "", variants.Outcome{}},
		{"capture to bare kings", "8/8/4k3/4r3/8/3K4/4R3/8 w - - 0 1", "Rxe5+ Kxe5", variants.DrawBy(variants.InsufficientMaterial)},
		{"halfmove 99", "8/8/4k3/8/8/3K4/8/R7 w - - 99 80", "", variants.Outcome{}},
		{"50-move rule", "8/8/4k3/8/8/3K4/8/R7 w - - 99 80", "Ra2", variants.DrawBy(variants.FiftyMoveRule)},
		{"mate on the 100th ply stands", "7k/8/6K1/8/8/8/8/R7 w - - 99 80", "Ra8#", variants.Win(variants.First, variants.Checkmate)},
		{"twice is not threefold", StartFEN, knights, variants.Outcome{}},
		{"threefold", StartFEN, knights + knights, variants.DrawBy(variants.ThreefoldRepetition)},
		{"pawn move resets", StartFEN, knights + "e4 e5 " + knights, variants.Outcome{}},
		// After 1.e4 no black pawn can take en passant, so the position
		// after 1.e4 is the same as after 3.Ng1 and 5.Ng1 (FIDE), though
		// notnil/chess, which compares the en passant square, counts two.
		{"uncapturable e.p. square ignored", StartFEN, "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1", variants.DrawBy(variants.ThreefoldRepetition)},
		// After 1.d4 black's pawn on e4 can take d3 en passant, so that
		// position differs from its later repeats.
		{"capturable e.p. square counts", "4k3/8/8/8/4p3/8/3P4/4K1N1 w - - 0 1", "d4 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1", variants.Outcome{}},
		{"capturable e.p. then repeats", "4k3/8/8/8/4p3/8/3P4/4K1N1 w - - 0 1", "d4 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1", variants.DrawBy(variants.ThreefoldRepetition)},
		// Here the e4 pawn is pinned to its king by the rook on e1, so
		// exd3 is illegal and the square does not count: the position
		// after 1.d4 is the first of three.
		{"pinned e.p. square ignored", "4k3/8/8/8/4p3/8/3P4/K3R1N1 w - - 0 1", "d4 Kd7 Nf3 Ke8 Ng1 Kd7 Nf3 Ke8 Ng1", variants.DrawBy(variants.ThreefoldRepetition)},
	}
	for _, c := range cases {
		p := play(t, c.fen, c.moves)
		if got := p.Outcome(); got != c.want {
			t.Errorf("%s: Outcome() = %v, want %v\n%s", c.name, got, c.want, p)
		}
	}
}

// TestEnPassantDiscoveredCheck: capturing en passant would expose the
// king along the rank, so it is not legal.
func TestEnPassantDiscoveredCheck(t *testing.T) {
	p := play(t, "8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "")
	for _, m := range p.LegalMoves(nil) {
		if s := p.EncodeMove(m, variants.Canonical); s == "b5c6" {
			t.Fatalf("b5c6 e.p. is illegal: it opens the fifth rank to the rook")
		}
	}
	q := play(t, "8/8/8/1Pp4r/K7/8/8/7k w - c6 0 1", "")
	if _, err := q.DecodeMove("bxc6"); err != nil {
		t.Fatalf("bxc6 e.p. should be legal: %v", err)
	}
}

func TestCheckSquareAndCells(t *testing.T) {
	p := play(t, StartFEN, "f3 e5 g4 Qh4#")
	if sq := p.CheckSquare(); sq != 4 {
		t.Errorf("CheckSquare = %d, want 4 (e1)", sq)
	}
	if c := p.Cell(31); c.Piece != 'q' || c.Owner != variants.Second || !c.Exists {
		t.Errorf("Cell(h4) = %+v, want black queen", c)
	}
	if c := p.Cell(0); c.Piece != 'r' || c.Owner != variants.First {
		t.Errorf("Cell(a1) = %+v, want white rook", c)
	}
	if c := p.Cell(64); c.Exists {
		t.Errorf("Cell(64) exists")
	}
	if f, r := p.Dims(); f != 8 || r != 8 {
		t.Errorf("Dims = %d, %d", f, r)
	}
	if p.PieceAt(0) != 'R' || p.PieceAt(31) != 'q' || p.PieceAt(20) != 0 {
		t.Errorf("PieceAt: %c %c %d", p.PieceAt(0), p.PieceAt(31), p.PieceAt(20))
	}
	if NewPosition().CheckSquare() != variants.NoSquare {
		t.Errorf("start position in check")
	}
	q := play(t, "8/P7/8/8/8/8/8/k6K w - - 0 1", "")
	m, err := q.DecodeMove("a8=N")
	if err != nil {
		t.Fatal(err)
	}
	if from, to, promo := q.MoveSquares(m); from != 48 || to != 56 || promo != 'n' {
		t.Errorf("MoveSquares(a8=N) = %d %d %c", from, to, promo)
	}
}

func TestPly(t *testing.T) {
	if n := NewPosition().Ply(); n != 0 {
		t.Errorf("start Ply = %d", n)
	}
	if n := play(t, StartFEN, "e4 e5 Nf3").Ply(); n != 3 {
		t.Errorf("Ply after 3 plies = %d", n)
	}
	if n := play(t, pos6, "").Ply(); n != 18 {
		t.Errorf("Ply at move 10, White to move = %d, want 18", n)
	}
}
