package connect4

import (
	_ "embed"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"rollout/variants"
)

// moves8Dat is the book of moves of the positions of 8 stones: for each
// such position that Tromp's database says X, to move, wins, a winning
// move, proven by our own solver (GenerateMoves8, cmd/mkbook -moves8).
// The database gives the value of such a position but not which move
// keeps it, and a few winning moves take the solver more than a
// million positions to prove: more than perfect's 100 ms.
//
// The keys are implicit, as in a perfect hash: the positions of 8
// stones (games not over, one of each pair of mirror images, by their
// canonical key, the one tromp8.go keys by) in increasing key order,
// Positions8, and the book holds half a byte for each in that order,
// the low half of a byte first: 0 for no move, else 1 plus the column
// of the move in the orientation of the canonical key. 91,295
// positions make 45,648 bytes.
//
//go:embed tromp8/moves.bin
var moves8Dat []byte

// moves8On says whether the player's searches read the book of moves
// of 8 stones (UseMoves8).
var moves8On atomic.Bool

func init() { moves8On.Store(true) }

// UseMoves8 switches whether the player's searches for a best move read
// the book of winning moves of 8 stones (on by default). It is there to
// measure what the book brings: the sweep's -c4perfect.moves8=false
// plays perfect without it. Searches already running are not affected.
func UseMoves8(on bool) { moves8On.Store(on) }

var (
	positions8Once sync.Once
	positions8Keys []uint64
	positions8Pos  []Position
)

// Positions8 returns the positions of 8 stones in which nobody has four
// in a row, one of each pair of mirror images (the one whose key is the
// canonical key), in increasing canonical key order: the book of moves'
// order. The slice is shared: callers must not change it.
func Positions8() []Position {
	positions8Once.Do(enumerate8)
	return positions8Pos
}

// enumerate8 lists the positions of 8 stones level by level from the
// empty board, each level the sorted canonical keys of its positions
// (sorting and dropping repeats is several times faster than a map).
// It takes about 20 ms of CPU, once, on a goroutine loadBook starts.
func enumerate8() {
	level := []uint64{0}
	var next []uint64
	for ply := 1; ply <= tromp8Ply; ply++ {
		next = next[:0]
		for _, k := range level {
			p := fromKey(k, ply-1)
			for col := range Width {
				if p.mask&top(col) == 0 {
					c := p
					c.Play(variants.Move(col))
					if c.result == variants.Ongoing {
						next = append(next, canonical(c.key()))
					}
				}
			}
		}
		slices.Sort(next)
		level, next = slices.Compact(next), level
	}
	positions8Keys = slices.Clip(level)
	positions8Pos = make([]Position, len(level))
	for i, k := range level {
		positions8Pos[i] = fromKey(k, tromp8Ply)
	}
}

// fromKey returns the position of ply stones whose key is k: in each
// column the key is the stones' mask (2^h - 1 for h stones) plus the
// side to move's stones, which is below 2^(h+1) - 1, so its bit length
// gives the column's height.
func fromKey(k uint64, ply int) Position {
	var p Position
	for col := range Width {
		v := k >> (stride * col) & (1<<stride - 1)
		h := bits.Len64(v+1) - 1
		m := uint64(1)<<h - 1
		p.mask |= m << (stride * col)
		p.cur |= (v - m) << (stride * col)
	}
	p.ply = uint8(ply)
	return p
}

// moves8Index returns the index in Positions8 of the position of 8
// stones with key key, or its mirror image's, and whether it is there.
func moves8Index(key uint64) (int, bool) {
	positions8Once.Do(enumerate8)
	return slices.BinarySearch(positions8Keys, canonical(key))
}

// Moves8Index returns the index in Positions8 of p, of 8 stones, or of
// its mirror image, and whether it is there (a game not over).
func Moves8Index(p *Position) (int, bool) {
	if p.ply != tromp8Ply || p.result != variants.Ongoing {
		return 0, false
	}
	return moves8Index(p.key())
}

// moves8Move returns the book's move, as a cell to play, for the
// position of 8 stones cur (the side to move's stones) and mask, and
// whether the book has one.
func moves8Move(cur, mask uint64) (uint64, bool) {
	key := cur + mask
	i, ok := moves8Index(key)
	if !ok || i/2 >= len(moves8Dat) {
		return 0, false
	}
	nib := moves8Dat[i/2] >> (4 * (i & 1)) & 15
	if nib == 0 || nib > Width {
		return 0, false
	}
	col := int(nib - 1)
	if canonical(key) != key {
		col = Width - 1 - col
	}
	cell := playable(mask) & column(col)
	return cell, cell != 0
}

// Moves8Move returns the book of moves' move for the position, of 8
// stones, and whether the book has one: a move that keeps the value
// Tromp's database gives the position (Tromp8Value).
func (p *Position) Moves8Move() (variants.Move, bool) {
	if p.ply != tromp8Ply || p.result != variants.Ongoing {
		return 0, false
	}
	m, ok := moves8Move(p.cur, p.mask)
	return variants.Move(cellColumn(m)), ok
}

// PackMoves8 returns the book of moves in its embedded form from a
// column per index of Positions8 (-1 for none).
func PackMoves8(cols []int) []byte {
	out := make([]byte, (len(cols)+1)/2)
	for i, c := range cols {
		if c >= 0 && c < Width {
			out[i/2] |= byte(c+1) << (4 * (i & 1))
		}
	}
	return out
}
