package chess

import "rollout/variants"

// Dims returns 8 files and 8 ranks; squares are file + 8*rank, a1 = 0.
func (p *Position) Dims() (files, ranks int) { return 8, 8 }

// Cell returns the piece on sq as a lower-case letter (k, q, r, b, n, p)
// with its owner, First for White. Squares off the board are reported as
// not existing.
func (p *Position) Cell(sq variants.Square) variants.Cell {
	if sq < 0 || sq >= 64 {
		return variants.Cell{}
	}
	pc := p.b.mailbox[sq]
	if pc == 0 {
		return variants.Cell{Exists: true}
	}
	return variants.Cell{Exists: true, Piece: "pnbrqk"[pc&7-1], Owner: variants.Side(pc >> 3)}
}

// PieceAt returns the FEN letter of the piece on sq (upper case for White)
// or 0 for an empty square or a square off the board: handy for UIs that
// draw their own piece sets.
func (p *Position) PieceAt(sq variants.Square) byte {
	if sq < 0 || sq >= 64 || p.b.mailbox[sq] == 0 {
		return 0
	}
	return p.b.pieceChar(int(sq))
}

// MoveSquares returns the from and to squares of m (the king's squares
// for castling) and the promotion letter ('q', 'r', 'b', 'n') or 0.
func (p *Position) MoveSquares(m Move) (from, to variants.Square, promo byte) {
	if mKind(m) == kindPromotion {
		promo = "nbrq"[mPromo(m)-knight]
	}
	return variants.Square(mFrom(m)), variants.Square(mTo(m)), promo
}

// AltTarget returns the rook's square of a castling move (h1 for e1g1,
// a8 for e8c8), which a person may click after the king as lichess
// takes it, and variants.NoSquare for any other move.
func (p *Position) AltTarget(m Move) variants.Square {
	switch {
	case mKind(m) != kindCastle:
		return variants.NoSquare
	case mTo(m) > mFrom(m):
		return variants.Square(mTo(m) + 1)
	}
	return variants.Square(mTo(m) - 2)
}

// CheckSquare returns the side to move's king square when it is in check,
// else variants.NoSquare.
func (p *Position) CheckSquare() variants.Square {
	if p.b.inCheck() {
		return variants.Square(p.b.king[p.b.side])
	}
	return variants.NoSquare
}
