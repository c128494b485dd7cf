package chess

// The static exchange evaluation, for the quiescence search's pruning
// (SetQSearch): what a capture wins or loses if both sides go on taking
// on its square, each with its least valuable piece, for as long as it
// pays them. Pins and checks are not seen (a pinned piece takes as if
// free), as in every engine's SEE: the search proper sees them, and a
// capture SEE misjudges only loses a line the search could have looked
// at.

// attackersTo is every piece of either colour that attacks sq when the
// occupancy is occ (sliders through occ).
func (b *board) attackersTo(sq int, occ uint64) uint64 {
	w, k := &b.pieces[white], &b.pieces[black]
	return pawnAttacks[black][sq]&w[pawn] | pawnAttacks[white][sq]&k[pawn] |
		knightAttacks[sq]&(w[knight]|k[knight]) |
		kingAttacks[sq]&(w[king]|k[king]) |
		bishopAttacks(sq, occ)&(w[bishop]|k[bishop]|w[queen]|k[queen]) |
		rookAttacks(sq, occ)&(w[rook]|k[rook]|w[queen]|k[queen])
}

// seeGE reports whether the normal capture from from to to, by the side
// to move, wins at least threshold centipawns of material by the static
// exchange (pieceCP's values, the king's above every other). A capture
// of a piece worth at least its taker's is never below 0, and answers
// at once; the exchange itself is walked only for a more valuable piece
// taking a less valuable one (a knight taking a defended pawn), as
// Stockfish's see_ge does it: swap is what the side to move has won
// when the other side stops, res whether that side to move comes out at
// or above the threshold.
func (b *board) seeGE(from, to int, threshold int32) bool {
	swap := seeValue(b.mailbox[to]) - threshold
	if swap < 0 {
		return false
	}
	swap = seeValue(b.mailbox[from]) - swap
	if swap <= 0 {
		return true
	}
	occ := b.all() ^ bit(from) ^ bit(to)
	stm := int(b.side)
	attackers := b.attackersTo(to, occ)
	diag := b.pieces[white][bishop] | b.pieces[black][bishop] | b.pieces[white][queen] | b.pieces[black][queen]
	orth := b.pieces[white][rook] | b.pieces[black][rook] | b.pieces[white][queen] | b.pieces[black][queen]
	res := int32(1)
	for {
		stm ^= 1
		attackers &= occ
		mine := attackers & b.occ[stm]
		if mine == 0 {
			break
		}
		res ^= 1
		// The least valuable attacker takes; the king last, and only if
		// the other side has nothing left to take it back.
		p := &b.pieces[stm]
		pt := pawn
		for pt < king && mine&p[pt] == 0 {
			pt++
		}
		if pt == king {
			if attackers&^b.occ[stm]&occ != 0 {
				return res == 0
			}
			return res == 1
		}
		if swap = pieceCP[pt] - swap; swap < res {
			return res == 1
		}
		bb := mine & p[pt]
		occ ^= bb & -bb
		// What its leaving uncovers behind it on the line to to.
		if pt == pawn || pt == bishop || pt == queen {
			attackers |= bishopAttacks(to, occ) & diag
		}
		if pt == rook || pt == queen {
			attackers |= rookAttacks(to, occ) & orth
		}
	}
	return res == 1
}

// seeValue is pieceCP of the piece whose mailbox byte is pc, 0 for an
// empty square.
func seeValue(pc uint8) int32 { return victimKey[pc&15] >> 4 }
