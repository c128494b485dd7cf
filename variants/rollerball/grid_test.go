package rollerball

import (
	"testing"

	"rollout/variants"
)

func TestGrid(t *testing.T) {
	p := Start()
	if f, r := p.Dims(); f != 7 || r != 7 {
		t.Fatalf("Dims = %d, %d", f, r)
	}
	exist := 0
	want := map[string]variants.Cell{
		"c1": {Exists: true, Piece: 'p', Owner: variants.First},
		"d1": {Exists: true, Piece: 'b', Owner: variants.First},
		"d2": {Exists: true, Piece: 'k', Owner: variants.First},
		"e1": {Exists: true, Piece: 'r', Owner: variants.First},
		"c7": {Exists: true, Piece: 'r', Owner: variants.Second},
		"e6": {Exists: true, Piece: 'p', Owner: variants.Second},
		"a1": {Exists: true},
		"d4": {},
		"c3": {},
	}
	for sq := variants.Square(0); sq < 49; sq++ {
		c := p.Cell(sq)
		if c.Exists {
			exist++
		}
		if w, ok := want[variants.SquareName(sq, 7)]; ok && c != w {
			t.Errorf("Cell(%s) = %+v, want %+v", variants.SquareName(sq, 7), c, w)
		}
	}
	if exist != 40 {
		t.Errorf("%d existing cells, want 40", exist)
	}
	if p.CheckSquare() != variants.NoSquare {
		t.Errorf("start: CheckSquare = %d", p.CheckSquare())
	}
	if got := variants.SquareName(playMoves(t, movesB).CheckSquare(), 7); got != "e2" {
		t.Errorf("B: CheckSquare = %s, want e2", got)
	}
	c := playMoves(t, movesC)
	for _, m := range c.LegalMoves(nil) {
		from, to, promo := c.MoveSquares(m)
		text := variants.SquareName(from, 7) + variants.SquareName(to, 7)
		if promo != 0 {
			text += string(promo)
		}
		if text != c.EncodeMove(m, variants.Canonical) {
			t.Errorf("MoveSquares: %s, EncodeMove: %s", text, c.EncodeMove(m, variants.Canonical))
		}
	}
}
