package connect4

import (
	"math/bits"

	"rollout/variants"
)

// Position is a Connect Four game in play, as two bitboards in the layout
// described in bitboard.go: the side to move's stones and all stones. The
// result is worked out when a move is played, so Outcome, called at every
// ply of a rollout, is a field read. Copying the 24-byte value is the whole
// cost of starting a rollout.
type Position struct {
	cur    uint64          // the side to move's stones
	mask   uint64          // every stone on the board
	ply    uint8           // stones on the board: X moves at even plies
	result variants.Result // Ongoing, or who won by the last move, or Draw
}

// Static checks that Position implements the contract's interfaces.
var (
	_ variants.Position      = (*Position)(nil)
	_ variants.Roller        = (*Position)(nil)
	_ variants.WinSorter     = (*Position)(nil)
	_ variants.Perfter       = (*Position)(nil)
	_ variants.Solver        = (*Position)(nil)
	_ variants.BoundedSolver = (*Position)(nil)
	_ variants.Grid          = (*Position)(nil)
	_ variants.Dropper       = (*Position)(nil)
)

// New returns the empty board with X to move.
func New() *Position { return &Position{} }

// Variant returns the Connect Four descriptor.
func (p *Position) Variant() *variants.Variant { return Variant }

// ToMove returns the side whose turn it is: First (X) when the number of
// stones is even.
func (p *Position) ToMove() variants.Side { return variants.Side(p.ply & 1) }

// Ply returns the number of stones on the board, which is the number of
// plies played since the empty board.
func (p *Position) Ply() int { return int(p.ply) }

// stones returns the stones of side s.
func (p *Position) stones(s variants.Side) uint64 {
	if s == p.ToMove() {
		return p.cur
	}
	return p.cur ^ p.mask
}

// LegalMoves appends the columns that are not full, from a to g, or
// nothing once the game is over. A move is its column number, 0 to 6.
func (p *Position) LegalMoves(dst []variants.Move) []variants.Move {
	if p.result != variants.Ongoing {
		return dst
	}
	for col := range Width {
		if p.mask&top(col) == 0 {
			dst = append(dst, variants.Move(col))
		}
	}
	return dst
}

// Play drops the side to move's stone into column m.
func (p *Position) Play(m variants.Move) {
	col := int(m)
	p.cur ^= p.mask // the opponent's stones become the side to move's
	p.mask |= p.mask + bottom(col)
	p.ply++
	switch {
	case won(p.cur ^ p.mask): // the stones of the side that just moved
		p.result = variants.FirstWins + variants.Result(p.ply-1)&1
	case p.ply == Cells:
		p.result = variants.Draw
	}
}

// Outcome reports a win by four in a row or a draw on a full board.
func (p *Position) Outcome() variants.Outcome {
	switch p.result {
	case variants.FirstWins, variants.SecondWins:
		return variants.Outcome{Result: p.result, Reason: variants.FourInARow}
	case variants.Draw:
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

// height returns the number of stones in column col.
func (p *Position) height(col int) int {
	return bits.OnesCount64(p.mask & column(col))
}

// Hash returns the position key (see key), unique to the stones and the
// side to move, scrambled by a bijective mixer so that its low bits vary as
// much as its high ones: distinct positions never share a hash.
func (p *Position) Hash() uint64 { return variants.MixHash(0, p.key()) }
