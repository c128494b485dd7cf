package variants

import "testing"

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
