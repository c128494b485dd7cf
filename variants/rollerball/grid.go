package rollerball

import "rollout/variants"

// The contract numbers grid squares file + 7*rank; internally squares are
// file-major (file*7 + rank). These two convert.
func toGrid(s int) variants.Square { return variants.Square(fileOf(s) + size*rankOf(s)) }
func fromGrid(g variants.Square) int {
	return at(int(g)%size, int(g)/size)
}

// Dims returns 7 files and 7 ranks.
func (p *Position) Dims() (files, ranks int) { return size, size }

// Cell returns what square sq holds; the nine hole squares do not exist.
func (p *Position) Cell(sq variants.Square) variants.Cell {
	if sq < 0 || int(sq) >= nSq {
		return variants.Cell{}
	}
	s := fromGrid(sq)
	if !exists(fileOf(s), rankOf(s)) {
		return variants.Cell{}
	}
	c := p.b.mail[s]
	if c == empty {
		return variants.Cell{Exists: true}
	}
	return variants.Cell{Exists: true, Piece: pieceLetters[kindOf(c)], Owner: variants.Side(colourOf(c))}
}

// MoveSquares returns the from and to squares of m and its promotion letter
// ('r' or 'b', 0 if none).
func (p *Position) MoveSquares(m variants.Move) (from, to variants.Square, promo byte) {
	if pr := movePromo(m); pr != empty {
		promo = pieceLetters[pr]
	}
	return toGrid(moveFrom(m)), toGrid(moveTo(m)), promo
}

// CheckSquare returns the side to move's king square if it is in check.
func (p *Position) CheckSquare() variants.Square {
	if !p.b.inCheck() {
		return variants.NoSquare
	}
	return toGrid(int(p.b.king[p.b.side]))
}
