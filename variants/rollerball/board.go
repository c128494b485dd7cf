package rollerball

import "rollout/variants"

// Piece kinds, and piece codes kind | colour<<3 as stored on the mailbox.
const (
	empty  = 0
	king   = 1
	rook   = 2
	bishop = 3
	pawn   = 4

	white = 0
	black = 1

	maxMoves = 128 // at most 6 pieces a side: king 8 + 5 rooks x 14 < 128
)

// pieceLetters maps a kind to its lower-case letter.
const pieceLetters = " krbp"

func code(kind, colour int) int8 { return int8(kind | colour<<3) }
func kindOf(c int8) int          { return int(c & 7) }
func colourOf(c int8) int        { return int(c >> 3) }

// Moves are from | to<<6 | promo<<12 with internal squares and promo one of
// empty, rook, bishop.
func newMove(from, to, promo int) variants.Move {
	return variants.Move(from | to<<6 | promo<<12)
}
func moveFrom(m variants.Move) int  { return int(m & 63) }
func moveTo(m variants.Move) int    { return int(m>>6) & 63 }
func movePromo(m variants.Move) int { return int(m>>12) & 7 }

// board is the piece placement and the side to move: everything the move
// generator needs, small enough to copy per node in perft.
type board struct {
	mail  [nSq]int8 // piece code per square
	occ   [2]uint64 // squares of each colour
	kinds [5]uint64 // squares of each kind, both colours
	king  [2]int8   // king squares (noSq in king-less test positions)
	side  int       // colour to move
}

// put places piece code c on the empty square s.
func (b *board) put(s int, c int8) {
	b.mail[s] = c
	b.occ[colourOf(c)] |= bit(s)
	b.kinds[kindOf(c)] |= bit(s)
	if kindOf(c) == king {
		b.king[colourOf(c)] = int8(s)
	}
}

// targets returns the pseudo-legal target squares of the piece on s.
func (b *board) targets(s int) uint64 {
	c := b.mail[s]
	own := b.occ[colourOf(c)]
	switch kindOf(c) {
	case king:
		return kingSteps[s] &^ own
	case pawn:
		return pawnSteps[s] &^ own
	case rook:
		return (rookSteps[s] | reach(&rookRuns[s], b.occ[0]|b.occ[1])) &^ own
	case bishop:
		return (bishopSteps[s] | reach(&bishopRuns[s], b.occ[0]|b.occ[1])) &^ own
	}
	return 0
}

// attacked reports whether square k is the target of a pseudo-legal move
// of colour by's pieces opp, with all the occupied squares. Pieces block a
// ray whichever their colour, and k holds an enemy of by, so steps always
// reach it.
func attacked(k int, opp, all uint64, kinds *[5]uint64) bool {
	if (kingSteps[k]&kinds[king]|pawnFrom[k]&kinds[pawn]|
		rookStepFrom[k]&kinds[rook]|bishopStepFrom[k]&kinds[bishop])&opp != 0 {
		return true
	}
	for m := rookRayFrom[k] & kinds[rook] & opp; m != 0; m &= m - 1 {
		if rookBetween[lowest(m)][k]&all == 0 {
			return true
		}
	}
	for m := bishopRayFrom[k] & kinds[bishop] & opp; m != 0; m &= m - 1 {
		if bishopBetween[lowest(m)][k]&all == 0 {
			return true
		}
	}
	return false
}

// legal reports whether moving the side to move's piece from f to t leaves
// its king unattacked. It tests the placement after the move without making
// it: the mover leaves f and stands on t, a captured piece on t is gone.
func (b *board) legal(f, t int) bool {
	k := int(b.king[b.side])
	if k == f {
		k = t
	}
	if k < 0 {
		return true // a king-less test position
	}
	opp := b.occ[b.side^1] &^ bit(t)
	all := (b.occ[0]|b.occ[1])&^bit(f) | bit(t)
	return !attacked(k, opp, all, &b.kinds)
}

// inCheck reports whether the side to move's king is attacked.
func (b *board) inCheck() bool {
	k := int(b.king[b.side])
	if k < 0 {
		return false
	}
	return attacked(k, b.occ[b.side^1], b.occ[0]|b.occ[1], &b.kinds)
}

// legalMoves appends the legal moves in file-major order of from, then to
// (the reference engine's order). Rollouts do not come through here (they
// sample pseudo-legal moves), so one copy of the generator, legalInto,
// serves both.
func (b *board) legalMoves(dst []variants.Move) []variants.Move {
	var buf [maxMoves]variants.Move
	n := b.legalInto(&buf)
	return append(dst, buf[:n]...)
}

// legalInto writes the legal moves into buf and returns how many; unlike
// legalMoves its buffer never escapes, so perft keeps it on the stack.
func (b *board) legalInto(buf *[maxMoves]variants.Move) int {
	n := 0
	for pcs := b.occ[b.side]; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		promo := b.mail[f] == code(pawn, b.side) && promoFrom[b.side]&bit(f) != 0
		for ts := b.targets(f); ts != 0; ts &= ts - 1 {
			t := lowest(ts)
			if !b.legal(f, t) {
				continue
			}
			if promo {
				buf[n] = newMove(f, t, bishop)
				buf[n+1] = newMove(f, t, rook)
				n += 2
			} else {
				buf[n] = newMove(f, t, empty)
				n++
			}
		}
	}
	return n
}

// countLegal returns the number of legal moves, for perft's last ply.
func (b *board) countLegal() int {
	n := 0
	for pcs := b.occ[b.side]; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		w := 1
		if b.mail[f] == code(pawn, b.side) && promoFrom[b.side]&bit(f) != 0 {
			w = 2
		}
		for ts := b.targets(f); ts != 0; ts &= ts - 1 {
			if b.legal(f, lowest(ts)) {
				n += w
			}
		}
	}
	return n
}

// hasLegal reports whether the side to move has any legal move.
func (b *board) hasLegal() bool {
	for pcs := b.occ[b.side]; pcs != 0; pcs &= pcs - 1 {
		f := lowest(pcs)
		for ts := b.targets(f); ts != 0; ts &= ts - 1 {
			if b.legal(f, lowest(ts)) {
				return true
			}
		}
	}
	return false
}

// play makes move m and returns the codes of the moving and captured
// pieces (the caller updates its hash and history from them).
func (b *board) play(m variants.Move) (moved, captured int8) {
	f, t := moveFrom(m), moveTo(m)
	moved, captured = b.mail[f], b.mail[t]
	us := b.side
	if captured != empty {
		b.occ[us^1] &^= bit(t)
		b.kinds[kindOf(captured)] &^= bit(t)
	}
	placed := moved
	if p := movePromo(m); p != empty {
		placed = code(p, us)
	}
	b.mail[f] = empty
	b.mail[t] = placed
	b.occ[us] ^= bit(f) | bit(t)
	b.kinds[kindOf(moved)] &^= bit(f)
	b.kinds[kindOf(placed)] |= bit(t)
	if kindOf(moved) == king {
		b.king[us] = int8(t)
	}
	b.side = us ^ 1
	return moved, captured
}

// perft counts legal move sequences of length depth (at least 1),
// counting the last ply without playing it. The board is passed by value:
// a recursive method on a pointer would move every child board to the heap.
func perft(b board, depth int) uint64 {
	if depth == 1 {
		return uint64(b.countLegal())
	}
	var buf [maxMoves]variants.Move
	k := b.legalInto(&buf)
	var n uint64
	for _, m := range buf[:k] {
		c := b
		c.play(m)
		n += perft(c, depth-1)
	}
	return n
}
