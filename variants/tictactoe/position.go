package tictactoe

import (
	"math/bits"

	"rollout/variants"
)

// full is the mask of all nine squares.
const full = 0x1FF

// Position is a tic-tac-toe game in play: one 9-bit mask of squares per
// side (bit i is square i, file + 3*rank). It is a small value, so copying
// it is the whole cost of starting a rollout.
type Position struct {
	x, o uint16        // the squares of X and of O
	side variants.Side // the side to move
	ply  uint8         // marks on the board
}

// Static checks that Position implements the contract's interfaces.
var (
	_ variants.Position  = (*Position)(nil)
	_ variants.Roller    = (*Position)(nil)
	_ variants.WinSorter = (*Position)(nil)
	_ variants.Solver    = (*Position)(nil)
	_ variants.Grid      = (*Position)(nil)
	_ variants.Hasher    = (*Position)(nil)
)

// New returns the empty board with X to move.
func New() *Position { return &Position{} }

// Variant returns the tic-tac-toe descriptor.
func (p *Position) Variant() *variants.Variant { return Variant }

// ToMove returns the side whose turn it is: First is X.
func (p *Position) ToMove() variants.Side { return p.side }

// Ply returns the number of marks on the board, which is the number of
// plies played since the empty board.
func (p *Position) Ply() int { return int(p.ply) }

// masks returns the side to move's squares and the opponent's.
func (p *Position) masks() (mine, theirs uint16) {
	if p.side == variants.First {
		return p.x, p.o
	}
	return p.o, p.x
}

// LegalMoves appends the empty squares in square order (a1, b1, c1, a2,
// ...), or nothing once the game is over. A move is its square number.
func (p *Position) LegalMoves(dst []variants.Move) []variants.Move {
	if lineTable[p.x] || lineTable[p.o] {
		return dst
	}
	for empty := ^(p.x | p.o) & full; empty != 0; empty &= empty - 1 {
		dst = append(dst, variants.Move(bits.TrailingZeros16(empty)))
	}
	return dst
}

// Play puts the side to move's mark on square m.
func (p *Position) Play(m variants.Move) {
	if p.side == variants.First {
		p.x |= 1 << m
	} else {
		p.o |= 1 << m
	}
	p.side ^= 1
	p.ply++
}

// Outcome reports a win by three in a row or a draw on a full board.
func (p *Position) Outcome() variants.Outcome {
	switch {
	case lineTable[p.x]:
		return variants.Win(variants.First, variants.ThreeInARow)
	case lineTable[p.o]:
		return variants.Win(variants.Second, variants.ThreeInARow)
	case p.x|p.o == full:
		return variants.DrawBy(variants.BoardFull)
	}
	return variants.Outcome{}
}

// Clone returns an independent copy.
func (p *Position) Clone() variants.Position {
	c := *p
	return &c
}

// CopyFrom overwrites p with src, which must be a *Position.
func (p *Position) CopyFrom(src variants.Position) { *p = *src.(*Position) }

// Hash returns the position itself as a key: both players' squares and
// the side to move, which is all there is to a tic-tac-toe position.
func (p *Position) Hash() uint64 {
	return uint64(p.x) | uint64(p.o)<<16 | uint64(p.side)<<32
}
