package tictactoe

import (
	"testing"

	"rollout/variants"
)

// The standard counts of move sequences from the empty board: 9*8*...
// until games stop at a line. 1440 games end after move 5, 5328 after
// move 6, 47952 after 7, 72576 after 8, and the 127872 that reach move 9
// are the 81792 won by X on the last mark plus the 46080 draws.
var perftTests = []struct {
	depth int
	want  uint64
}{
	{0, 1}, {1, 9}, {2, 72}, {3, 504}, {4, 3024}, {5, 15120},
	{6, 54720}, {7, 148176}, {8, 200448}, {9, 127872}, {10, 0},
}

func TestPerft(t *testing.T) {
	for _, tt := range perftTests {
		if got := variants.Perft(New(), tt.depth); got != tt.want {
			t.Errorf("perft(%d) = %d, want %d", tt.depth, got, tt.want)
		}
		if got := oraclePerft(board{}, tt.depth); got != tt.want {
			t.Errorf("oracle perft(%d) = %d, want %d", tt.depth, got, tt.want)
		}
	}
}

func oraclePerft(b board, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if b.winner() != 0 {
		return 0
	}
	var n uint64
	for sq := range 9 {
		if b[sq] == 0 {
			c := b
			c[sq] = b.toMove()
			n += oraclePerft(c, depth-1)
		}
	}
	return n
}

// TestTotalGames checks the number of complete games, 255168, and how
// they end (131184 X wins, 77904 O wins, 46080 draws).
func TestTotalGames(t *testing.T) {
	var x, o, d int
	var walk func(p *Position)
	walk = func(p *Position) {
		switch out := p.Outcome(); out.Result {
		case variants.FirstWins:
			x++
			return
		case variants.SecondWins:
			o++
			return
		case variants.Draw:
			d++
			return
		}
		for _, m := range p.LegalMoves(nil) {
			c := *p
			c.Play(m)
			walk(&c)
		}
	}
	walk(New())
	if x != 131184 || o != 77904 || d != 46080 {
		t.Errorf("games: X %d, O %d, draws %d; want 131184, 77904, 46080", x, o, d)
	}
}

// TestLegalMovesAgree compares move generation, Outcome and Play with the
// oracle on every reachable position.
func TestLegalMovesAgree(t *testing.T) {
	all := reachable()
	if len(all) != 5478 {
		t.Errorf("%d reachable positions, want 5478", len(all))
	}
	for _, b := range all {
		p := b.position()
		var want []variants.Move
		if b.winner() == 0 {
			for sq := range 9 {
				if b[sq] == 0 {
					want = append(want, variants.Move(sq))
				}
			}
		}
		got := p.LegalMoves(nil)
		if len(got) != len(want) {
			t.Fatalf("%s: moves %v, want %v", p.Encode(), got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%s: moves %v, want %v", p.Encode(), got, want)
			}
		}
		out := p.Outcome()
		var wantOut variants.Outcome
		switch {
		case b.winner() == 1:
			wantOut = variants.Win(variants.First, variants.ThreeInARow)
		case b.winner() == 2:
			wantOut = variants.Win(variants.Second, variants.ThreeInARow)
		case b.full():
			wantOut = variants.DrawBy(variants.BoardFull)
		}
		if out != wantOut {
			t.Errorf("%s: outcome %v, want %v", p.Encode(), out, wantOut)
		}
		if want := variants.Side(b.toMove() - 1); p.ToMove() != want {
			t.Errorf("%s: to move %v, want %v", p.Encode(), p.ToMove(), want)
		}
	}
}
