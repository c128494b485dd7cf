package chess

import "math/bits"

// A network's inputs as one side reads the board: its view. A plain
// network (net, net-leaves32, ...) reads each piece as its own or the
// other side's, its kind and its square, ranks flipped for Black: 768
// inputs, whichever side reads. A king-relative network (Kings in
// NetWeights, "net-kings32") reads the same 768 in one of
// NetKingBuckets sets chosen by where the reading side's own king
// stands, and mirrors the board's files when that king is on the
// queen's side (files a-d), so that a king castled long reads as one
// castled short: the same pawn on g2 means a shield before a king on
// g1 and a pawn far from a king on b1. The buckets are the king's file
// after the mirror (e-f, g-h) by its rank (the first, or beyond):
// uncastled, castled, walked up and walked up castled. A side's view
// changes only when its king moves, so an accumulator (evalnetacc.go)
// keeps it through every other move and builds that side's sums afresh
// after a king move that changes it.

// NetKingBuckets is the number of input sets of a king-relative
// network: its inputs are NetKingBuckets·NetInputs.
const NetKingBuckets = 4

// netView is one side's reading of a board: input reads colour c's
// piece of kind pt on sq.
type netView struct {
	// row is the view's first input (its bucket's), x what its squares
	// are xored by (56 flips the ranks for Black, 7 mirrors the files),
	// side the colour that reads.
	row, x, side int
}

// input is the network input of colour c's piece of kind pt on sq as
// v reads it.
func (v netView) input(c, pt, sq int) int { return v.row + ((c^v.side)*6+pt)*64 + (sq ^ v.x) }

// netKingView is side's view of a board with its king on sq, for a
// king-relative network when kings holds and a plain one when not.
func netKingView(side, sq int, kings bool) netView {
	x := 0
	if side == black {
		x = 56
	}
	if !kings {
		return netView{0, x, side}
	}
	k := sq ^ x
	if k&7 < 4 {
		x ^= 7
		k ^= 7
	}
	bucket := 0
	if k >= 8 {
		bucket = 2
	}
	if k&7 >= 6 {
		bucket++
	}
	return netView{bucket * NetInputs, x, side}
}

// netViewOf is side's view of b for a king-relative network when kings
// holds, a plain one when not. A board without that side's king (a
// tuner's fragment) reads as one with it on e1.
func (b *board) netViewOf(side int, kings bool) netView {
	sq := 4
	if k := b.pieces[side][king]; k != 0 {
		sq = bits.TrailingZeros64(k)
	}
	return netKingView(side, sq, kings)
}

// NetInputsOf is the number of a network's inputs: NetInputs for a
// plain one, NetKingBuckets·NetInputs for a king-relative one.
func NetInputsOf(kings bool) int {
	if kings {
		return NetKingBuckets * NetInputs
	}
	return NetInputs
}

// NetPairs appends to dst each of p's pieces as the network reads it,
// two inputs a piece: the side to move's view, then the other side's
// (for a king-relative network when kings holds), and returns it. A
// tuner's model of the network: its output is the hidden layer of the
// first inputs less that of the second.
func (p *Position) NetPairs(dst []int32, kings bool) []int32 {
	b := &p.b
	us, them := b.netViewOf(int(b.side), kings), b.netViewOf(int(b.side)^1, kings)
	for c := white; c <= black; c++ {
		for pt := pawn; pt <= king; pt++ {
			for bb := b.pieces[c][pt]; bb != 0; {
				sq := popLSB(&bb)
				dst = append(dst, int32(us.input(c, pt, sq)), int32(them.input(c, pt, sq)))
			}
		}
	}
	return dst
}
