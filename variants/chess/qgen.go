package chess

// The quiescence search's own generator. Out of check a quiescence node
// needs only two things of the move generator: whether the side to move
// has any legal move at all (else it is stalemated) and its legal
// captures, en passant captures and queen promotions. genSets answers
// both by generating every legal move, most of the cost being the king's
// quiet moves (each target tested against every enemy slider) and
// castling; here the captures are generated alone, legal by the same
// pin rules as genSets, and the test for any legal move stops at the
// first one it finds, usually a pawn's push. Both give exactly what
// genSets and captures give (the same moves in the same order:
// TestCaptureGenerator), so the search's values do not change.

// pinnedOut is the set of the side to move's pieces pinned to its king,
// for a side not in check: those with an enemy slider behind them on a
// line to the king and nothing else between.
func (b *board) pinnedOut() uint64 {
	us := int(b.side)
	ksq := int(b.king[us])
	ep := &b.pieces[us^1]
	occ := b.all()
	var pinned uint64
	snipers := rookRays[ksq]&(ep[rook]|ep[queen]) | bishopRays[ksq]&(ep[bishop]|ep[queen])
	for snipers != 0 {
		sn := popLSB(&snipers)
		bb := between[ksq][sn] & occ
		if bb&(bb-1) == 0 && bb&b.occ[us] != 0 {
			pinned |= bb
		}
	}
	return pinned
}

// capList is the quiescence search's move list: each entry a move in
// its low 16 bits (a chess move's code fits them) and its ordering key
// (victim value times 16 minus the attacker's kind, plus keyBias)
// above, so that the larger entry is the move to try first and one
// comparison orders two moves (among equal keys, the larger move: the
// search's value does not depend on the order of its moves). At 4
// bytes an entry the list a node declares, and zeroes, is 264 bytes.
type capList struct {
	moves [qMoves]uint32
	n     int
}

// keyBias keeps every ordering key (the lowest is a king's quiet evasion,
// -5; the highest a promotion taking a queen, 27,200) positive and
// below 1<<16 in a capList entry.
const keyBias = 1 << 8

// victimKey is a capture's ordering key by the mailbox byte of the piece
// it takes: the piece's value times 16 (0 for an empty square).
var victimKey = func() (k [16]int32) {
	for c := white; c <= black; c++ {
		for pt := pawn; pt <= king; pt++ {
			k[1+pt+8*c] = pieceCP[pt] * 16
		}
	}
	return k
}()

// move is entry i's move; key its ordering key.
func (l *capList) move(i int) Move { return Move(l.moves[i&(qMoves-1)] & 0xffff) }
func (l *capList) key(i int) int32 { return int32(l.moves[i&(qMoves-1)]>>16) - keyBias }
func (l *capList) put(m Move, key int32) {
	l.moves[l.n&(qMoves-1)] = uint32(key+keyBias)<<16 | uint32(m)
	l.n++
}

// next moves the best-keyed entry from i on to place i and returns its
// move: a selection sort one step at a time, since a search's cut
// usually comes after the first one or two captures and sorting them
// all would be waste.
func (l *capList) next(i int) Move {
	best := i
	for j := i + 1; j < l.n; j++ {
		if l.moves[j&(qMoves-1)] > l.moves[best&(qMoves-1)] {
			best = j
		}
	}
	l.moves[i&(qMoves-1)], l.moves[best&(qMoves-1)] = l.moves[best&(qMoves-1)], l.moves[i&(qMoves-1)]
	return l.move(i)
}

// add appends the move from from to to of the given kind, a queen
// promotion if kind is kindPromotion, unless the list is full.
func (l *capList) add(b *board, from, to, kind int) {
	if l.n >= qMoves {
		return
	}
	attacker := int32(b.mailbox[from]&7) - 1
	victim := victimKey[b.mailbox[to]&15]
	switch kind {
	case kindPromotion:
		l.put(newPromotion(from, to, queen), victim+(pieceCP[queen]-pieceCP[pawn])*16-attacker)
	case kindEnPassant:
		l.put(newMove(from, to, kindEnPassant), pieceCP[pawn]*16-attacker)
	default:
		l.put(newMove(from, to, kindNormal), victim-attacker)
	}
}

// addSet appends a move for each square of to, each from its square less
// delta (from < 0) or from from.
func (l *capList) addSet(b *board, to uint64, from, delta, kind int) {
	if kind == kindNormal && from >= 0 {
		l.addFrom(b, to, from)
		return
	}
	for to != 0 {
		t := popLSB(&to)
		f := from
		if f < 0 {
			f = t - delta
		}
		l.add(b, f, t, kind)
	}
}

// addFrom appends the normal moves of the piece on from to each square
// of to, unless the list is full. Its callers skip an empty to: most
// pieces attack nothing, and a call costs more than the test.
func (l *capList) addFrom(b *board, to uint64, from int) {
	attacker := int32(b.mailbox[from]&7) - 1
	for to != 0 && l.n < qMoves {
		t := popLSB(&to)
		l.put(newMove(from, t, kindNormal), victimKey[b.mailbox[t]&15]-attacker)
	}
}

// genCaptures lists into l the legal captures, en passant captures and
// queen promotions of b, whose side to move is not in check and has the
// pieces pinned, in genSets's order: king, promotions, pawn captures,
// pinned pawns, en passant, knights, bishops, rooks, queens.
func (b *board) genCaptures(l *capList, pinned uint64) {
	l.n = 0
	us := int(b.side)
	them := us ^ 1
	occ := b.all()
	enemy := b.occ[them]
	ksq := int(b.king[us])

	// The king takes a piece no enemy piece defends (the king's own
	// square left empty, so it cannot hide behind itself).
	for t := kingAttacks[ksq] & enemy; t != 0; {
		to := popLSB(&t)
		if !b.attackedBy(them, to, occ&^bit(ksq)) {
			l.add(b, ksq, to, kindNormal)
		}
	}

	pawns := b.pieces[us][pawn]
	free := pawns &^ pinned
	empty := ^occ
	var push1, capL, capR uint64
	var up, left, right int
	var promoRank uint64
	if us == white {
		push1 = free << 8 & empty
		capL = (free &^ fileA) << 7 & enemy
		capR = (free &^ fileH) << 9 & enemy
		up, left, right = 8, 7, 9
		promoRank = rank8
	} else {
		push1 = free >> 8 & empty
		capL = (free &^ fileA) >> 9 & enemy
		capR = (free &^ fileH) >> 7 & enemy
		up, left, right = -8, -9, -7
		promoRank = rank1
	}
	if (push1|capL|capR)&promoRank != 0 {
		l.addSet(b, push1&promoRank, -1, up, kindPromotion)
		l.addSet(b, capL&promoRank, -1, left, kindPromotion)
		l.addSet(b, capR&promoRank, -1, right, kindPromotion)
		capL &^= promoRank
		capR &^= promoRank
	}
	if capL|capR != 0 {
		l.addSet(b, capL, -1, left, kindNormal)
		l.addSet(b, capR, -1, right, kindNormal)
	}

	// A pinned pawn captures along its pin line; on its seventh rank its
	// push along the line promotes too.
	for pp := pawns & pinned; pp != 0; {
		from := popLSB(&pp)
		t := pawnAttacks[us][from] & enemy
		if bit(from+up)&promoRank != 0 {
			t |= bit(from+up) & empty
		}
		t &= line[ksq][from]
		kind := kindNormal
		if t&promoRank != 0 {
			kind = kindPromotion
		}
		l.addSet(b, t, from, 0, kind)
	}

	if b.ep != noSquare {
		for c := pawnAttacks[them][b.ep] & pawns; c != 0; {
			from := popLSB(&c)
			if b.epLegal(from) {
				l.add(b, from, int(b.ep), kindEnPassant)
			}
		}
	}

	for p := b.pieces[us][knight] &^ pinned; p != 0; {
		from := popLSB(&p)
		if t := knightAttacks[from] & enemy; t != 0 {
			l.addFrom(b, t, from)
		}
	}
	for p := b.pieces[us][bishop]; p != 0; {
		from := popLSB(&p)
		if t := pinLine(bishopAttacks(from, occ)&enemy, from, ksq, pinned); t != 0 {
			l.addFrom(b, t, from)
		}
	}
	for p := b.pieces[us][rook]; p != 0; {
		from := popLSB(&p)
		if t := pinLine(rookAttacks(from, occ)&enemy, from, ksq, pinned); t != 0 {
			l.addFrom(b, t, from)
		}
	}
	for p := b.pieces[us][queen]; p != 0; {
		from := popLSB(&p)
		if t := pinLine(queenAttacks(from, occ)&enemy, from, ksq, pinned); t != 0 {
			l.addFrom(b, t, from)
		}
	}
}

// anyMoveOut reports whether the side to move, not in check and with
// the pieces pinned, has a legal move, trying the likeliest first: a
// pawn's push, a knight's move, a slider's, the king's. Castling is not
// tried: the king may castle only across a square it could step to.
func (b *board) anyMoveOut(pinned uint64) bool {
	us := int(b.side)
	them := us ^ 1
	occ := b.all()
	own := b.occ[us]
	enemy := b.occ[them]
	empty := ^occ
	ksq := int(b.king[us])
	pawns := b.pieces[us][pawn]
	free := pawns &^ pinned
	if us == white {
		if free<<8&empty != 0 || ((free&^fileA)<<7|(free&^fileH)<<9)&enemy != 0 {
			return true
		}
	} else if free>>8&empty != 0 || ((free&^fileA)>>9|(free&^fileH)>>7)&enemy != 0 {
		return true
	}
	for p := b.pieces[us][knight] &^ pinned; p != 0; {
		if knightAttacks[popLSB(&p)]&^own != 0 {
			return true
		}
	}
	for p := b.pieces[us][bishop] | b.pieces[us][rook] | b.pieces[us][queen]; p != 0; {
		from := popLSB(&p)
		var t uint64
		switch b.mailbox[from]&7 - 1 {
		case bishop:
			t = bishopAttacks(from, occ)
		case rook:
			t = rookAttacks(from, occ)
		default:
			t = queenAttacks(from, occ)
		}
		if pinLine(t&^own, from, ksq, pinned) != 0 {
			return true
		}
	}
	for t := kingAttacks[ksq] &^ own; t != 0; {
		if !b.attackedBy(them, popLSB(&t), occ&^bit(ksq)) {
			return true
		}
	}
	up := 8
	if us == black {
		up = -8
	}
	for pp := pawns & pinned; pp != 0; {
		from := popLSB(&pp)
		t := pawnAttacks[us][from]&enemy | bit(from+up)&empty
		if t&line[ksq][from] != 0 {
			return true
		}
	}
	if b.ep != noSquare {
		for c := pawnAttacks[them][b.ep] & pawns; c != 0; {
			if b.epLegal(popLSB(&c)) {
				return true
			}
		}
	}
	return false
}

// qplay is play for the quiescence search's boards: the same pieces,
// side and en passant square after the move, but not the Zobrist key,
// the fifty-move clock or the castling rights, which nothing in the
// quiescence search reads (it never castles: out of check it generates
// no quiet move, and in check castling is illegal). Castling itself is
// played by play. It returns s, b's static sums, after the move (what
// pstAfter gives, from the pieces it moves anyway).
func (b *board) qplay(m Move, s pstSum) pstSum {
	us := int(b.side)
	them := us ^ 1
	from, to := mFrom(m), mTo(m)
	kind := mKind(m)
	if kind == kindCastle {
		s = b.pstAfter(s, m)
		b.play(m)
		return s
	}
	pc := b.mailbox[from]
	pt := int(pc&7) - 1
	fb, tb := bit(from), bit(to)
	b.ep = noSquare
	if captured := b.mailbox[to]; captured != 0 {
		b.pieces[them][captured&7-1] &^= tb
		b.occ[them] &^= tb
		s = s.without(captured, to)
	}
	b.occ[us] ^= fb | tb
	b.mailbox[from] = 0
	s = s.without(pc, from)
	switch kind {
	case kindPromotion:
		b.pieces[us][pawn] &^= fb
		b.pieces[us][mPromo(m)] |= tb
		b.mailbox[to] = uint8(1 + mPromo(m) + 8*us)
		b.side ^= 1
		return s.with(b.mailbox[to], to)
	case kindEnPassant:
		taken := to ^ 8
		b.pieces[them][pawn] &^= bit(taken)
		b.occ[them] &^= bit(taken)
		b.mailbox[taken] = 0
		s = s.without(pieceCode(them, pawn), taken)
	}
	b.pieces[us][pt] ^= fb | tb
	b.mailbox[to] = pc
	s = s.with(pc, to)
	switch {
	case pt == king:
		b.king[us] = uint8(to)
	case pt == pawn && from^to == 16:
		b.ep = uint8((from + to) / 2)
	}
	b.side ^= 1
	return s
}
