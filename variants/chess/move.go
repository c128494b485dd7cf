package chess

import "rollout/variants"

// Move is a chess move's code in variants.Move: bits 0-5 the from-square, 6-11 the
// to-square, 12-13 the kind, 14-15 the promotion piece (knight, bishop,
// rook, queen). Castling is the king's two-square move (e1g1), as in UCI.
// No legal move has the code 0 (a1a1) or variants.NoMove.
type Move = variants.Move

const (
	kindNormal = iota
	kindPromotion
	kindEnPassant
	kindCastle
)

func newMove(from, to, kind int) Move { return Move(from | to<<6 | kind<<12) }

func newPromotion(from, to, pt int) Move {
	return Move(from | to<<6 | kindPromotion<<12 | (pt-knight)<<14)
}

func mFrom(m Move) int  { return int(m & 63) }
func mTo(m Move) int    { return int(m>>6) & 63 }
func mKind(m Move) int  { return int(m>>12) & 3 }
func mPromo(m Move) int { return int(m>>14)&3 + knight }

// maxMoves bounds the legal moves of any position Parse accepts (at most
// 16 pieces a side, each with at most 27 moves), so a fixed array holds
// them all.
const maxMoves = 512

// moveList is the generator's output buffer.
type moveList [maxMoves]Move
