package chess

import (
	"testing"

	"rollout/variants"
)

func TestMaterial(t *testing.T) {
	letters := func(cs []variants.Cell) string {
		s := ""
		for _, c := range cs {
			s += variants.ChessGlyph(c, true)
		}
		return s
	}
	for _, c := range []struct {
		name, fen, white, black string
		points                  int
	}{
		{"the start", StartFEN, "", "", 0},
		{"White a knight up", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "N", "", 3},
		{"a bishop and a pawn for a knight", "rnbqk1nr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "BP", "n", 1},
		{"a promoted queen: two queens against a rook", "r3k3/8/8/8/8/8/8/QQ2K3 w - - 0 1", "QQ", "r", 13},
	} {
		pos, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m := pos.Material()
		if letters(m.Extra[0]) != c.white || letters(m.Extra[1]) != c.black || m.Points != c.points {
			t.Errorf("%s: %q %q %+d, want %q %q %+d", c.name, letters(m.Extra[0]), letters(m.Extra[1]), m.Points, c.white, c.black, c.points)
		}
	}
}
