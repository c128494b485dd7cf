package variants

import (
	"strings"
	"testing"
)

func TestChessGlyph(t *testing.T) {
	tests := []struct {
		c     Cell
		ascii bool
		want  string
	}{
		{Cell{Exists: true}, false, ""},
		{Cell{Exists: true, Piece: 'k', Owner: First}, true, "K"},
		{Cell{Exists: true, Piece: 'k', Owner: Second}, true, "k"},
		{Cell{Exists: true, Piece: 'n', Owner: First}, false, "♘"},
		{Cell{Exists: true, Piece: 'p', Owner: Second}, false, "♟"},
		{Cell{Exists: true, Piece: 'z', Owner: First}, false, "Z"}, // no figurine: the letter
	}
	for _, tt := range tests {
		if got := ChessGlyph(tt.c, tt.ascii); got != tt.want {
			t.Errorf("ChessGlyph(%+v, ascii=%v) = %q, want %q", tt.c, tt.ascii, got, tt.want)
		}
	}
}

// Every figurine ChessGlyph draws reads back through FigurineLetters as
// its piece's SAN letter (a pawn's as none), and the figurines are the
// ones drawn before the two shared one table.
func TestFigurinesRoundTrip(t *testing.T) {
	want := map[Side]string{First: "♔♕♖♗♘♙", Second: "♚♛♜♝♞♟"}
	for _, owner := range []Side{First, Second} {
		var drawn string
		for _, piece := range []byte("kqrbnp") {
			g := ChessGlyph(Cell{Exists: true, Piece: piece, Owner: owner}, false)
			drawn += g
			letter := strings.ToUpper(string(piece))
			if piece == 'p' {
				letter = ""
			}
			if got := FigurineLetters(g + "f3"); got != letter+"f3" {
				t.Errorf("FigurineLetters(%q) = %q, want %q", g+"f3", got, letter+"f3")
			}
		}
		if drawn != want[owner] {
			t.Errorf("side %v draws %q, want %q", owner, drawn, want[owner])
		}
	}
	if got := FigurineLetters("a8=♕+ e4"); got != "a8=Q+ e4" {
		t.Errorf("FigurineLetters = %q", got)
	}
}
