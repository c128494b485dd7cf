package nim

import (
	"fmt"

	"rollout/variants"
)

// The limits on a game's size. They keep Position a fixed-size value and
// every game shorter than the variant's ply cap.
const (
	MaxHeaps = 16   // heaps in a game
	MaxHeap  = 1000 // objects in one heap
)

// Position is a game of Nim in play.
type Position struct {
	heaps [MaxHeaps]uint16
	n     uint8         // heaps in use
	side  variants.Side // the side to move
	total uint16        // objects left, so Outcome and Rollout need no sum
	ply   int32         // plies played since the start position
}

// Static checks that Position implements the contract's interfaces.
var (
	_ variants.Position  = (*Position)(nil)
	_ variants.Roller    = (*Position)(nil)
	_ variants.WinSorter = (*Position)(nil)
	_ variants.Solver    = (*Position)(nil)
	_ variants.Hasher    = (*Position)(nil)
)

// New returns a game with the given heap sizes and the first player to
// move. It rejects an empty list, more than MaxHeaps heaps, and sizes
// below zero or above MaxHeap. Empty heaps are allowed.
func New(heaps ...int) (*Position, error) {
	if len(heaps) == 0 {
		return nil, fmt.Errorf("nim: no heaps")
	}
	if len(heaps) > MaxHeaps {
		return nil, fmt.Errorf("nim: %d heaps, at most %d", len(heaps), MaxHeaps)
	}
	var p Position
	for i, h := range heaps {
		if h < 0 || h > MaxHeap {
			return nil, fmt.Errorf("nim: heap %d has %d objects, want 0 to %d", i+1, h, MaxHeap)
		}
		p.heaps[i] = uint16(h)
		p.total += uint16(h)
	}
	p.n = uint8(len(heaps))
	return &p, nil
}

// Start returns the default game: heaps of 1, 3, 5 and 7, first to move.
func Start() *Position {
	p, _ := New(1, 3, 5, 7)
	return p
}

// Heaps returns a copy of the heap sizes, heap 1 first, for display.
func (p *Position) Heaps() []int {
	out := make([]int, p.n)
	for i := range out {
		out[i] = int(p.heaps[i])
	}
	return out
}

// Variant returns the Nim descriptor.
func (p *Position) Variant() *variants.Variant { return Variant }

// ToMove returns the side whose turn it is.
func (p *Position) ToMove() variants.Side { return p.side }

// Ply returns the plies played since the start position (or the position
// the game was parsed from: the text does not record it).
func (p *Position) Ply() int { return int(p.ply) }

// move packs a heap index (from 0) and a count into a Move.
func move(heap, count int) variants.Move { return variants.Move(heap<<16 | count) }

// split unpacks a Move into its heap index (from 0) and count.
func split(m variants.Move) (heap, count int) { return int(m >> 16), int(m & 0xFFFF) }

// LegalMoves appends every (heap, count) pair, heap 1 first and counts
// ascending within a heap. There are as many moves as objects left.
func (p *Position) LegalMoves(dst []variants.Move) []variants.Move {
	for i := range int(p.n) {
		for c := 1; c <= int(p.heaps[i]); c++ {
			dst = append(dst, move(i, c))
		}
	}
	return dst
}

// Play removes the move's objects from its heap.
func (p *Position) Play(m variants.Move) {
	h, c := split(m)
	p.heaps[h] -= uint16(c)
	p.total -= uint16(c)
	p.side ^= 1
	p.ply++
}

// Outcome reports the game over once no objects are left: the player who
// took the last one, the side not to move, has won.
func (p *Position) Outcome() variants.Outcome {
	if p.total == 0 {
		return variants.Win(p.side.Other(), variants.LastObjectTaken)
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

// Hash returns a key of the heaps and the side to move, four heaps to a
// mixed word, so uct's proof table keys a Nim position without its text.
// The ply is left out: every game ends long before the ply cap.
func (p *Position) Hash() uint64 {
	h := variants.MixHash(uint64(p.n), uint64(p.side))
	for i := 0; i < int(p.n); i += 4 {
		w := uint64(p.heaps[i]) | uint64(p.heaps[(i+1)&(MaxHeaps-1)])<<16 |
			uint64(p.heaps[(i+2)&(MaxHeaps-1)])<<32 | uint64(p.heaps[(i+3)&(MaxHeaps-1)])<<48
		h = variants.MixHash(h, w)
	}
	return h
}
