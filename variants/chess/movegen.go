package chess

import "math/bits"

// genLegal writes the legal moves of b into list and returns their number.
// It generates legal moves directly: checkers and pins are found first, so
// each piece's targets are masked to the squares that keep the king safe,
// and only king moves and en passant need a test of their own.
//
// The order is fixed: pawn moves, knights, bishops, rooks, queens, king,
// castling.
func (b *board) genLegal(list *moveList) int {
	us := int(b.side)
	them := us ^ 1
	occ := b.all()
	own := b.occ[us]
	enemy := b.occ[them]
	ksq := int(b.king[us])
	ep := &b.pieces[them]
	n := 0

	checkers := b.attackersTo(them, ksq, occ)

	// King moves: the target must not be attacked once the king has left
	// its square.
	occNoKing := occ &^ bit(ksq)
	for t := kingAttacks[ksq] &^ own; t != 0; {
		to := popLSB(&t)
		if !b.attackedBy(them, to, occNoKing) {
			list[n&(maxMoves-1)] = newMove(ksq, to, kindNormal)
			n++
		}
	}
	if checkers&(checkers-1) != 0 {
		return n // double check: only the king may move
	}

	target := ^own
	if checkers != 0 {
		chk := bits.TrailingZeros64(checkers)
		target = between[ksq][chk] | checkers
	}

	// Pins: an enemy slider that sees the king on an empty board, with
	// exactly one piece, ours, in between.
	var pinned uint64
	snipers := rookAttacks(ksq, 0)&(ep[rook]|ep[queen]) |
		bishopAttacks(ksq, 0)&(ep[bishop]|ep[queen])
	for snipers != 0 {
		s := popLSB(&snipers)
		bb := between[ksq][s] & occ
		if bb&(bb-1) == 0 && bb&own != 0 {
			pinned |= bb
		}
	}

	// Pawns not pinned, set-wise.
	pawns := b.pieces[us][pawn]
	free := pawns &^ pinned
	empty := ^occ
	var push1, push2, capL, capR uint64
	var up, left, right int // square offsets of the three pawn directions
	var promoRank uint64
	if us == white {
		push1 = free << 8 & empty
		push2 = (push1 & rank3) << 8 & empty
		capL = (free &^ fileA) << 7 & enemy
		capR = (free &^ fileH) << 9 & enemy
		up, left, right = 8, 7, 9
		promoRank = rank8
	} else {
		push1 = free >> 8 & empty
		push2 = (push1 & rank6) >> 8 & empty
		capL = (free &^ fileA) >> 9 & enemy
		capR = (free &^ fileH) >> 7 & enemy
		up, left, right = -8, -9, -7
		promoRank = rank1
	}
	push1 &= target
	push2 &= target
	capL &= target
	capR &= target
	n = addPawnMoves(list, n, push1&promoRank, up, true)
	n = addPawnMoves(list, n, capL&promoRank, left, true)
	n = addPawnMoves(list, n, capR&promoRank, right, true)
	n = addPawnMoves(list, n, push1&^promoRank, up, false)
	n = addPawnMoves(list, n, push2, 2*up, false)
	n = addPawnMoves(list, n, capL&^promoRank, left, false)
	n = addPawnMoves(list, n, capR&^promoRank, right, false)

	// Pinned pawns, one by one, along their pin line.
	for pp := pawns & pinned; pp != 0; {
		from := popLSB(&pp)
		mask := target & line[ksq][from]
		t := pawnAttacks[us][from] & enemy
		if one := bit(from+up) & empty; one != 0 {
			t |= one
			if bit(from)&(rank2|rank7) != 0 && (us == white) == (from < 16) {
				t |= bit(from+2*up) & empty
			}
		}
		for t &= mask; t != 0; {
			to := popLSB(&t)
			if bit(to)&promoRank != 0 {
				for pt := queen; pt >= knight; pt-- {
					list[n&(maxMoves-1)] = newPromotion(from, to, pt)
					n++
				}
			} else {
				list[n&(maxMoves-1)] = newMove(from, to, kindNormal)
				n++
			}
		}
	}

	// En passant, tested by playing it out: it is rare, and it can expose
	// the king along the rank in a way no pin test sees.
	if b.ep != noSquare {
		for c := pawnAttacks[them][b.ep] & pawns; c != 0; {
			from := popLSB(&c)
			if b.epLegal(from) {
				list[n&(maxMoves-1)] = newMove(from, int(b.ep), kindEnPassant)
				n++
			}
		}
	}

	// Knights (a pinned knight never moves), then the sliders.
	for p := b.pieces[us][knight] &^ pinned; p != 0; {
		from := popLSB(&p)
		n = addMoves(list, n, from, knightAttacks[from]&target)
	}
	for p := b.pieces[us][bishop]; p != 0; {
		from := popLSB(&p)
		t := bishopAttacks(from, occ) & target
		if pinned&bit(from) != 0 {
			t &= line[ksq][from]
		}
		n = addMoves(list, n, from, t)
	}
	for p := b.pieces[us][rook]; p != 0; {
		from := popLSB(&p)
		t := rookAttacks(from, occ) & target
		if pinned&bit(from) != 0 {
			t &= line[ksq][from]
		}
		n = addMoves(list, n, from, t)
	}
	for p := b.pieces[us][queen]; p != 0; {
		from := popLSB(&p)
		t := queenAttacks(from, occ) & target
		if pinned&bit(from) != 0 {
			t &= line[ksq][from]
		}
		n = addMoves(list, n, from, t)
	}

	// Castling: rights imply king and rook at home (Parse checks, play
	// keeps it so); the squares between must be empty and the king's path
	// unattacked.
	if checkers == 0 && b.castle != 0 {
		if us == white {
			if b.castle&castleWK != 0 && occ&0x60 == 0 &&
				!b.attackedBy(them, 5, occ) && !b.attackedBy(them, 6, occ) {
				list[n&(maxMoves-1)] = newMove(4, 6, kindCastle)
				n++
			}
			if b.castle&castleWQ != 0 && occ&0x0E == 0 &&
				!b.attackedBy(them, 3, occ) && !b.attackedBy(them, 2, occ) {
				list[n&(maxMoves-1)] = newMove(4, 2, kindCastle)
				n++
			}
		} else {
			if b.castle&castleBK != 0 && occ&(0x60<<56) == 0 &&
				!b.attackedBy(them, 61, occ) && !b.attackedBy(them, 62, occ) {
				list[n&(maxMoves-1)] = newMove(60, 62, kindCastle)
				n++
			}
			if b.castle&castleBQ != 0 && occ&(0x0E<<56) == 0 &&
				!b.attackedBy(them, 59, occ) && !b.attackedBy(them, 58, occ) {
				list[n&(maxMoves-1)] = newMove(60, 58, kindCastle)
				n++
			}
		}
	}
	return n
}

// addMoves appends a normal move from from to each square of t.
func addMoves(list *moveList, n, from int, t uint64) int {
	for t != 0 {
		list[n&(maxMoves-1)] = newMove(from, popLSB(&t), kindNormal)
		n++
	}
	return n
}

// addPawnMoves appends the pawn moves landing on the squares of t, each
// coming from delta squares back; promote gives four moves, queen first.
func addPawnMoves(list *moveList, n int, t uint64, delta int, promote bool) int {
	for t != 0 {
		to := popLSB(&t)
		from := to - delta
		if promote {
			for pt := queen; pt >= knight; pt-- {
				list[n&(maxMoves-1)] = newPromotion(from, to, pt)
				n++
			}
		} else {
			list[n&(maxMoves-1)] = newMove(from, to, kindNormal)
			n++
		}
	}
	return n
}

// hasLegalMove reports whether the side to move has any legal move, for
// the mate test of SortWins.
func (b *board) hasLegalMove() bool {
	var list moveList
	return b.genLegal(&list) > 0
}
