package connect4

import "rollout/variants"

// Dims returns 7 files (columns a-g) by 6 ranks (rows 1-6, 1 at the
// bottom).
func (p *Position) Dims() (files, ranks int) { return Width, Height }

// Cell returns square sq's stone: 'x' owned by First or 'o' owned by
// Second. Squares off the board do not exist.
func (p *Position) Cell(sq variants.Square) variants.Cell {
	if sq < 0 || sq >= Cells {
		return variants.Cell{}
	}
	c := variants.Cell{Exists: true, Piece: p.stone(int(sq)%Width, int(sq)/Width)}
	if c.Piece == 'o' {
		c.Owner = variants.Second
	}
	return c
}

// MoveSquares returns the cell the stone of move m lands on (the lowest
// empty cell of its column), so the board highlights where it fell. It
// must be asked before m is played; there is no from-square and no
// promotion.
func (p *Position) MoveSquares(m variants.Move) (from, to variants.Square, promo byte) {
	col := int(m)
	if col < 0 || col >= Width {
		return variants.NoSquare, variants.NoSquare, 0
	}
	return variants.NoSquare, variants.Square(col + Width*p.height(col)), 0
}

// CheckSquare returns NoSquare: Connect Four has no check.
func (p *Position) CheckSquare() variants.Square { return variants.NoSquare }

// DropMove returns the move that drops a stone into column file (0 = a),
// and false if the column is full, off the board, or the game is over: the
// board UI plays a click or an enter anywhere in a column through it.
func (p *Position) DropMove(file int) (variants.Move, bool) {
	if file < 0 || file >= Width || p.result != variants.Ongoing || p.mask&top(file) != 0 {
		return variants.NoMove, false
	}
	return variants.Move(file), true
}

// stone returns 'x', 'o' or 0 for the cell in column col, row row.
func (p *Position) stone(col, row int) byte {
	bit := uint64(1) << (stride*col + row)
	switch {
	case p.mask&bit == 0:
		return 0
	case p.stones(variants.First)&bit != 0:
		return 'x'
	}
	return 'o'
}
