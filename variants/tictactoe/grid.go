package tictactoe

import "rollout/variants"

// Dims returns 3 files by 3 ranks.
func (p *Position) Dims() (files, ranks int) { return 3, 3 }

// Cell returns square sq's mark: 'x' owned by First or 'o' owned by
// Second. Squares off the board do not exist.
func (p *Position) Cell(sq variants.Square) variants.Cell {
	if sq < 0 || sq >= 9 {
		return variants.Cell{}
	}
	c := variants.Cell{Exists: true, Piece: p.mark(sq)}
	if c.Piece == 'o' {
		c.Owner = variants.Second
	}
	return c
}

// MoveSquares returns the square a mark is placed on; there is no
// from-square and no promotion.
func (p *Position) MoveSquares(m variants.Move) (from, to variants.Square, promo byte) {
	return variants.NoSquare, variants.Square(m), 0
}

// CheckSquare returns NoSquare: tic-tac-toe has no check.
func (p *Position) CheckSquare() variants.Square { return variants.NoSquare }
