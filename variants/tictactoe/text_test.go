package tictactoe

import (
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

func TestEncodeStart(t *testing.T) {
	if got := New().Encode(); got != "3/3/3 x" {
		t.Errorf("start encodes as %q, want %q", got, "3/3/3 x")
	}
	p := New()
	p.Play(4) // b2
	p.Play(0) // a1
	if got := p.Encode(); got != "3/1x1/o2 x" {
		t.Errorf("after b2 a1: %q, want %q", got, "3/1x1/o2 x")
	}
}

// TestRoundTrip encodes and parses back every reachable position.
func TestRoundTrip(t *testing.T) {
	for _, b := range reachable() {
		p := b.position()
		q, err := Parse(p.Encode())
		if err != nil {
			t.Fatalf("Parse(%q): %v", p.Encode(), err)
		}
		if *q != *p {
			t.Fatalf("Parse(%q) = %+v, want %+v", p.Encode(), *q, *p)
		}
	}
}

func TestParseAccepts(t *testing.T) {
	tests := []struct{ in, want string }{
		{"3/3/3 x", "3/3/3 x"},
		{"  3/3/3   X ", "3/3/3 x"},
		{"3/1X1/O2 x", "3/1x1/o2 x"},
		{"12/3/3 x", "3/3/3 x"},
		{"xxx/oo1/3 o", "xxx/oo1/3 o"},
	}
	for _, tt := range tests {
		p, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := p.Encode(); got != tt.want {
			t.Errorf("Parse(%q).Encode() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "want three rows and the side to move"},
		{"3/3/3", "want three rows and the side to move"},
		{"3/3/3 x x", "want three rows and the side to move"},
		{"3/3 x", "2 rows, want 3"},
		{"3/3/3/3 x", "4 rows, want 3"},
		{"2/3/3 x", `row 1 "2" has 2 squares, want 3`},
		{"3/4/3 x", `row 2 "4" has more than 3 squares`},
		{"3/3/xoxo o", `row 3 "xoxo" has more than 3 squares`},
		{"3/3/2xx o", `row 3 "2xx" has more than 3 squares`},
		{"3/3/0xxx x", `unexpected '0'`},
		{"3/1a1/3 x", `unexpected 'a'`},
		{"3/3/3 z", `side to move "z", want x or o`},
		{"3/3/3 o", "X and O have 0 marks each, so it is X's turn"},
		{"3/3/x2 x", "X has one mark more than O, so it is O's turn"},
		{"3/3/o2 x", "O has 1 marks and X only 0"},
		{"3/3/xx1 o", "X has 2 marks and O only 0"},
		{"xxx/ooo/3 x", "both X and O have three in a row"},
		{"xxx/oo1/o2 x", "X has three in a row but O moved after it"},
		{"ooo/xx1/xx1 o", "O has three in a row but X moved after it"},
	}
	for _, tt := range tests {
		p, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", tt.in, p.Encode())
			continue
		}
		if !strings.HasPrefix(err.Error(), "tictactoe: bad position ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error %q, want it to contain %q", tt.in, err, tt.want)
		}
	}
	// The descriptor's Parse returns a nil interface on error.
	if p, err := Variant.Parse("nonsense"); p != nil || err == nil {
		t.Errorf("Variant.Parse(nonsense) = %v, %v; want nil and an error", p, err)
	}
}

func TestDecodeMove(t *testing.T) {
	// The keypad digits read the board top row first.
	keypad := []string{"a3", "b3", "c3", "a2", "b2", "c2", "a1", "b1", "c1"}
	p := New()
	for i, sq := range keypad {
		digit := string(rune('1' + i))
		m, err := p.DecodeMove(digit)
		if err != nil {
			t.Fatalf("DecodeMove(%q): %v", digit, err)
		}
		if got := p.EncodeMove(m, variants.Canonical); got != sq {
			t.Errorf("DecodeMove(%q) = %s, want %s", digit, got, sq)
		}
	}
	tests := [][3]string{ // position, move text, the move's text or the error
		{"3/3/3 x", "a1", "a1"},
		{"3/3/3 x", "C3", "c3"},
		{"3/3/3 x", " b2 ", "b2"},
		{"3/3/3 x", "7", "a1"},
		{"3/3/3 x", "d4", `tictactoe: bad move "d4" (want a square a1-c3 or 1-9)`},
		{"3/3/3 x", "a4", `tictactoe: bad move "a4" (want a square a1-c3 or 1-9)`},
		{"3/3/3 x", "0", `tictactoe: bad move "0" (want a square a1-c3 or 1-9)`},
		{"3/3/3 x", "10", `tictactoe: bad move "10" (want a square a1-c3 or 1-9)`},
		{"3/3/3 x", "", `tictactoe: bad move "" (want a square a1-c3 or 1-9)`},
		{"3/3/3 x", "b2b2", `tictactoe: bad move "b2b2" (want a square a1-c3 or 1-9)`},
		{"3/1x1/3 o", "b2", "tictactoe: square b2 is taken"},
		{"3/1x1/3 o", "5", "tictactoe: square b2 is taken"},
		{"xxx/oo1/3 o", "c2", "tictactoe: the game is over"},
		{"xox/xoo/oxx o", "a1", "tictactoe: the game is over"},
	}
	varianttest.CheckDecode(t, Variant, tests)
}

// TestMoveTextRoundTrip checks that every legal move's text, in both
// notations, decodes back to the same move in every reachable position.
func TestMoveTextRoundTrip(t *testing.T) {
	for _, b := range reachable() {
		p := b.position()
		for _, m := range p.LegalMoves(nil) {
			for _, n := range []variants.Notation{variants.Canonical, variants.Display} {
				text := p.EncodeMove(m, n)
				got, err := p.DecodeMove(text)
				if err != nil || got != m {
					t.Fatalf("%s: %q decodes to %v, %v; want %v", p.Encode(), text, got, err, m)
				}
			}
		}
	}
}

func TestString(t *testing.T) {
	p, _ := Parse("3/1x1/o2 x")
	want := "3 . . .\n2 . x .\n1 o . .\n  a b c  x to move\n"
	if got := p.String(); got != want {
		t.Errorf("String() =\n%s\nwant\n%s", got, want)
	}
	p, _ = Parse("xxx/oo1/3 o")
	if got := p.String(); !strings.HasSuffix(got, "first wins by three in a row\n") {
		t.Errorf("String() of a won game =\n%s", got)
	}
}

func TestGrid(t *testing.T) {
	p, _ := Parse("3/1x1/o2 x")
	if f, r := p.Dims(); f != 3 || r != 3 {
		t.Errorf("Dims() = %d, %d", f, r)
	}
	tests := []struct {
		sq   variants.Square
		want variants.Cell
	}{
		{0, variants.Cell{Exists: true, Piece: 'o', Owner: variants.Second}},
		{4, variants.Cell{Exists: true, Piece: 'x', Owner: variants.First}},
		{8, variants.Cell{Exists: true}},
		{9, variants.Cell{}},
		{variants.NoSquare, variants.Cell{}},
	}
	for _, tt := range tests {
		if got := p.Cell(tt.sq); got != tt.want {
			t.Errorf("Cell(%d) = %+v, want %+v", tt.sq, got, tt.want)
		}
	}
	from, to, promo := p.MoveSquares(8)
	if from != variants.NoSquare || to != 8 || promo != 0 {
		t.Errorf("MoveSquares(c3) = %d, %d, %d", from, to, promo)
	}
	if p.CheckSquare() != variants.NoSquare {
		t.Errorf("CheckSquare() = %d", p.CheckSquare())
	}
}
