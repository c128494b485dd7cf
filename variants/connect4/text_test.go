package connect4

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

func TestEncodeStart(t *testing.T) {
	if got := New().Encode(); got != "7/7/7/7/7/7 x" {
		t.Errorf("start encodes as %q, want %q", got, "7/7/7/7/7/7 x")
	}
	p := New()
	for _, c := range "ddc" {
		m, err := p.DecodeMove(string(c))
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
	if got := p.Encode(); got != "7/7/7/7/3o3/2xx3 o" {
		t.Errorf("after d d c: %q, want %q", got, "7/7/7/7/3o3/2xx3 o")
	}
}

// TestRoundTrip encodes and parses back positions along random games,
// finished ones included.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		p, _ := randomGame(rng, 1+rng.IntN(Cells))
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
		{"7/7/7/7/7/7 x", "7/7/7/7/7/7 x"},
		{"  7/7/7/7/7/7   X ", "7/7/7/7/7/7 x"},
		{"7/7/7/7/7/3X3 O", "7/7/7/7/7/3x3 o"},
		{"7/7/7/7/7/11113 x", "7/7/7/7/7/7 x"},
		{"7/7/7/3x3/3x3/o2xo1o x", "7/7/7/3x3/3x3/o2xo1o x"},
		{"7/7/3x3/3x3/3x3/oo1xo2 o", "7/7/3x3/3x3/3x3/oo1xo2 o"}, // X has won
		{"oxxxooo/oooxoxx/oxxooxx/xoxoxox/oxooxoo/xxoxoxx x", "oxxxooo/oooxoxx/oxxooxx/xoxoxox/oxooxoo/xxoxoxx x"}, // full: a draw
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
		{"", "want six rows and the side to move"},
		{"7/7/7/7/7/7", "want six rows and the side to move"},
		{"7/7/7/7/7/7 x x", "want six rows and the side to move"},
		{"7/7/7/7/7 x", "5 rows, want 6"},
		{"7/7/7/7/7/7/7 x", "7 rows, want 6"},
		{"6/7/7/7/7/7 x", `row 1 "6" has 6 cells, want 7`},
		{"7/7/7/7/7/8 x", `row 6 "8" has more than 7 cells`},
		{"7/7/7/7/7/xoxoxoxo o", `row 6 "xoxoxoxo" has more than 7 cells`},
		{"7/7/7/7/7/6xx o", `row 6 "6xx" has more than 7 cells`},
		{"7/7/7/7/7/0xxxxxxx x", `unexpected '0'`},
		{"7/7/7/7/7/3y3 x", `row 6 "3y3": unexpected 'y'`},
		{"7/7/7/7/3x3/7 o", "column d: a stone floats above the empty cell d1"},
		{"7/7/7/3o3/7/3x3 x", "column d: a stone floats above the empty cell d2"},
		{"7/7/7/7/7/7 z", `side to move "z", want x or o`},
		{"7/7/7/7/7/7 o", "X and O have 0 stones each, so it is X's turn"},
		{"7/7/7/7/7/3x3 x", "X has one stone more than O, so it is O's turn"},
		{"7/7/7/7/7/3o3 x", "O has 1 stones and X only 0"},
		{"7/7/7/7/7/2xx3 o", "X has 2 stones and O only 0"},
		{"7/7/7/7/ooo4/xxxx2o x", "X has four in a row but O moved after it"},
		{"7/7/7/7/oooo3/xxxx2x o", "both X and O have four in a row"},
		{"7/7/7/7/xxx4/oooox1x o", "O has four in a row but X moved after it"},
		// X's only stone on top of a column is c2, and the line on the
		// bottom row was complete without it: play would have stopped.
		{"7/7/7/7/ooxo3/xxxxo2 o", "X has four in a row that no last stone of X completed"},
	}
	for _, tt := range tests {
		p, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %s, want an error", tt.in, p.Encode())
			continue
		}
		if !strings.HasPrefix(err.Error(), "connect4: bad position ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error %q, want it to contain %q", tt.in, err, tt.want)
		}
	}
	// The descriptor's Parse returns a nil interface on error.
	if p, err := Variant.Parse("nonsense"); p != nil || err == nil {
		t.Errorf("Variant.Parse(nonsense) = %v, %v; want nil and an error", p, err)
	}
}

func TestDecodeMove(t *testing.T) {
	full := "x6/o6/x6/o6/x6/o2x3 o" // column a is full
	tests := [][3]string{           // position, move text, the move's text or the error
		{"7/7/7/7/7/7 x", "a", "a"},
		{"7/7/7/7/7/7 x", "G", "g"},
		{"7/7/7/7/7/7 x", " d ", "d"},
		{"7/7/7/7/7/7 x", "1", "a"},
		{"7/7/7/7/7/7 x", "4", "d"},
		{"7/7/7/7/7/7 x", "7", "g"},
		{"7/7/7/7/7/7 x", "h", `connect4: bad move "h" (want a column a-g or 1-7)`},
		{"7/7/7/7/7/7 x", "8", `connect4: bad move "8" (want a column a-g or 1-7)`},
		{"7/7/7/7/7/7 x", "0", `connect4: bad move "0" (want a column a-g or 1-7)`},
		{"7/7/7/7/7/7 x", "d1", `connect4: bad move "d1" (want a column a-g or 1-7)`},
		{"7/7/7/7/7/7 x", "", `connect4: bad move "" (want a column a-g or 1-7)`},
		{"7/7/7/7/7/7 x", "é", `connect4: bad move "é" (want a column a-g or 1-7)`},
		{full, "a", "connect4: column a is full"},
		{full, "1", "connect4: column a is full"},
		{full, "b", "b"},
		{"7/7/3x3/3x3/3x3/oo1xo2 o", "a", "connect4: the game is over"},
	}
	varianttest.CheckDecode(t, Variant, tests)
}

// TestMoveTextRoundTrip checks that every legal move's text, in both
// notations, decodes back to the same move along random games.
func TestMoveTextRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for range 200 {
		p, _ := randomGame(rng, rng.IntN(Cells))
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
	p, _ := Parse("7/7/7/7/3o3/2xx3 o")
	want := "6 . . . . . . .\n5 . . . . . . .\n4 . . . . . . .\n3 . . . . . . .\n2 . . . o . . .\n1 . . x x . . .\n  a b c d e f g  o to move\n"
	if got := p.String(); got != want {
		t.Errorf("String() =\n%s\nwant\n%s", got, want)
	}
	p, _ = Parse("7/7/3x3/3x3/3x3/oo1xo2 o")
	if got := p.String(); !strings.HasSuffix(got, "first wins by four in a row\n") {
		t.Errorf("String() of a won game =\n%s", got)
	}
}

func TestGrid(t *testing.T) {
	p, _ := Parse("7/7/7/7/3o3/2xx3 o")
	if f, r := p.Dims(); f != 7 || r != 6 {
		t.Errorf("Dims() = %d, %d", f, r)
	}
	tests := []struct {
		sq   variants.Square
		want variants.Cell
	}{
		{2, variants.Cell{Exists: true, Piece: 'x', Owner: variants.First}},   // c1
		{3, variants.Cell{Exists: true, Piece: 'x', Owner: variants.First}},   // d1
		{10, variants.Cell{Exists: true, Piece: 'o', Owner: variants.Second}}, // d2
		{0, variants.Cell{Exists: true}},
		{41, variants.Cell{Exists: true}},
		{42, variants.Cell{}},
		{variants.NoSquare, variants.Cell{}},
	}
	for _, tt := range tests {
		if got := p.Cell(tt.sq); got != tt.want {
			t.Errorf("Cell(%d) = %+v, want %+v", tt.sq, got, tt.want)
		}
	}
	for _, tt := range []struct {
		m  variants.Move
		to variants.Square
	}{{3, 17}, {2, 9}, {0, 0}, {6, 6}, {7, variants.NoSquare}} {
		from, to, promo := p.MoveSquares(tt.m)
		if from != variants.NoSquare || to != tt.to || promo != 0 {
			t.Errorf("MoveSquares(%d) = %d, %d, %d; want -1, %d, 0", tt.m, from, to, promo, tt.to)
		}
	}
	if p.CheckSquare() != variants.NoSquare {
		t.Errorf("CheckSquare() = %d", p.CheckSquare())
	}
}

func TestDropMove(t *testing.T) {
	tests := []struct {
		pos  string
		file int
		ok   bool
	}{
		{"7/7/7/7/7/7 x", 0, true},
		{"7/7/7/7/7/7 x", 6, true},
		{"7/7/7/7/7/7 x", -1, false},
		{"7/7/7/7/7/7 x", 7, false},
		{"x6/o6/x6/o6/x6/o2x3 o", 0, false}, // column a is full
		{"x6/o6/x6/o6/x6/o2x3 o", 1, true},
		{"7/7/3x3/3x3/3x3/oo1xo2 o", 2, false}, // the game is over
	}
	for _, tt := range tests {
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		m, ok := p.DropMove(tt.file)
		if ok != tt.ok || ok && m != variants.Move(tt.file) || !ok && m != variants.NoMove {
			t.Errorf("%s: DropMove(%d) = %v, %v; want ok %v", tt.pos, tt.file, m, ok, tt.ok)
		}
	}
}
