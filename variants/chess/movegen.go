package chess

import (
	"math/bits"

	"rollout/variants"
	"rollout/variants/internal/bitsel"
)

// moveSet is a group of legal moves that share a from-square (or, for
// pawns moved set-wise, a direction) and a kind: the generator's output.
// Keeping targets as bitboards lets a rollout count the legal moves with
// popcounts and build only the one it picks.
type moveSet struct {
	to    uint64
	from  int8 // from-square, or -1: each move comes from its to-square - delta
	delta int8
	kind  uint8
	count uint8 // moves in the set: bits in to, four per square for promotions
}

// maxSets bounds the sets of one position: one per piece (pinned pawns
// included), seven pawn groups, two en passant captures, two castlings.
const maxSets = 32

// setList is the output of genSets.
type setList struct {
	sets [maxSets]moveSet
	n    int // sets used
}

// add appends a non-empty set.
func (s *setList) add(to uint64, from, delta, kind int) int {
	if to == 0 {
		return 0
	}
	c := popcount(to)
	if kind == kindPromotion {
		c *= 4
	}
	s.sets[s.n&(maxSets-1)] = moveSet{to: to, from: int8(from), delta: int8(delta), kind: uint8(kind), count: uint8(c)}
	s.n++
	return c
}

// genSets finds the legal moves of b as sets and returns how many moves
// there are. It generates legal moves directly: checkers and pins are
// found first, so each piece's targets are masked to the squares that keep
// the king safe, and only king moves and en passant need a test of their
// own.
//
// The order is fixed: king, pawn promotions, other pawn moves, pinned
// pawns, en passant, knights, bishops, rooks, queens, castling.
func (b *board) genSets(s *setList) int {
	s.n = 0
	us := int(b.side)
	them := us ^ 1
	occ := b.all()
	own := b.occ[us]
	enemy := b.occ[them]
	ksq := int(b.king[us])
	ep := &b.pieces[them]
	total := 0

	// Checkers: a slider's attack set is looked up only when one of its
	// kind sees the king on an empty board, which is seldom.
	checkers := knightAttacks[ksq]&ep[knight] | pawnAttacks[us][ksq]&ep[pawn]
	if diag := ep[bishop] | ep[queen]; diag&bishopRays[ksq] != 0 {
		checkers |= bishopAttacks(ksq, occ) & diag
	}
	if orth := ep[rook] | ep[queen]; orth&rookRays[ksq] != 0 {
		checkers |= rookAttacks(ksq, occ) & orth
	}

	// King moves: the target must not be attacked once the king has left
	// its square. Pawn, knight and king attacks are removed set-wise
	// first; only the survivors are looked up against the sliders.
	kt := kingAttacks[ksq] &^ own
	if us == white {
		kt &^= (ep[pawn]&^fileA)>>9 | (ep[pawn]&^fileH)>>7
	} else {
		kt &^= (ep[pawn]&^fileA)<<7 | (ep[pawn]&^fileH)<<9
	}
	kt &^= kingAttacks[b.king[them]]
	for p := ep[knight]; p != 0 && kt != 0; {
		kt &^= knightAttacks[popLSB(&p)]
	}
	// Then each enemy slider whose empty-board rays reach a target
	// removes what it attacks through the king's square: there are fewer
	// sliders than king targets in the long endgames rollouts spend most
	// of their plies in.
	if kt != 0 && kt&(kt-1) == 0 {
		// A single target (common in the opening): one test for it.
		to := bits.TrailingZeros64(kt)
		occNoKing := occ &^ bit(ksq)
		diag, orth := ep[bishop]|ep[queen], ep[rook]|ep[queen]
		if diag&bishopRays[to] != 0 && bishopAttacks(to, occNoKing)&diag != 0 ||
			orth&rookRays[to] != 0 && rookAttacks(to, occNoKing)&orth != 0 {
			kt = 0
		}
	} else if kt != 0 {
		occNoKing := occ &^ bit(ksq)
		for p := ep[bishop] | ep[queen]; p != 0; {
			from := popLSB(&p)
			if bishopRays[from]&kt != 0 {
				kt &^= bishopAttacks(from, occNoKing)
			}
		}
		for p := ep[rook] | ep[queen]; p != 0; {
			from := popLSB(&p)
			if rookRays[from]&kt != 0 {
				kt &^= rookAttacks(from, occNoKing)
			}
		}
	}
	total += s.add(kt, ksq, 0, kindNormal)
	if checkers&(checkers-1) != 0 {
		return total // double check: only the king may move
	}

	target := ^own
	if checkers != 0 {
		chk := bits.TrailingZeros64(checkers)
		target = between[ksq][chk] | checkers
	}

	// Pins: an enemy slider that sees the king on an empty board, with
	// exactly one piece, ours, in between.
	var pinned uint64
	snipers := rookRays[ksq]&(ep[rook]|ep[queen]) | bishopRays[ksq]&(ep[bishop]|ep[queen])
	for snipers != 0 {
		sn := popLSB(&snipers)
		bb := between[ksq][sn] & occ
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
	if (push1|capL|capR)&promoRank != 0 {
		total += s.add(push1&promoRank, -1, up, kindPromotion)
		total += s.add(capL&promoRank, -1, left, kindPromotion)
		total += s.add(capR&promoRank, -1, right, kindPromotion)
		push1 &^= promoRank
		capL &^= promoRank
		capR &^= promoRank
	}
	total += s.add(push1, -1, up, kindNormal)
	total += s.add(push2, -1, 2*up, kindNormal)
	total += s.add(capL, -1, left, kindNormal)
	total += s.add(capR, -1, right, kindNormal)

	// Pinned pawns, one by one, along their pin line.
	for pp := pawns & pinned; pp != 0; {
		from := popLSB(&pp)
		t := pawnAttacks[us][from] & enemy
		if one := bit(from+up) & empty; one != 0 {
			t |= one
			if bit(from)&(rank2|rank7) != 0 && (us == white) == (from < 16) {
				t |= bit(from+2*up) & empty
			}
		}
		t &= target & line[ksq][from]
		kind := kindNormal
		if t&promoRank != 0 {
			kind = kindPromotion
		}
		total += s.add(t, from, 0, kind)
	}

	// En passant, tested by playing it out: it is rare, and it can expose
	// the king along the rank in a way no pin test sees.
	if b.ep != noSquare {
		for c := pawnAttacks[them][b.ep] & pawns; c != 0; {
			from := popLSB(&c)
			if b.epLegal(from) {
				total += s.add(bit(int(b.ep)), from, 0, kindEnPassant)
			}
		}
	}

	// Knights (a pinned knight never moves), then the sliders.
	for p := b.pieces[us][knight] &^ pinned; p != 0; {
		from := popLSB(&p)
		total += s.add(knightAttacks[from]&target, from, 0, kindNormal)
	}
	for p := b.pieces[us][bishop]; p != 0; {
		from := popLSB(&p)
		total += s.add(pinLine(bishopAttacks(from, occ)&target, from, ksq, pinned), from, 0, kindNormal)
	}
	for p := b.pieces[us][rook]; p != 0; {
		from := popLSB(&p)
		total += s.add(pinLine(rookAttacks(from, occ)&target, from, ksq, pinned), from, 0, kindNormal)
	}
	for p := b.pieces[us][queen]; p != 0; {
		from := popLSB(&p)
		total += s.add(pinLine(queenAttacks(from, occ)&target, from, ksq, pinned), from, 0, kindNormal)
	}

	// Castling: rights imply king and rook at home (Parse checks, play
	// keeps it so); the squares between must be empty and the king's path
	// unattacked.
	if checkers == 0 && b.castle != 0 {
		if us == white {
			if b.castle&castleWK != 0 && occ&0x60 == 0 &&
				!b.attackedBy(them, 5, occ) && !b.attackedBy(them, 6, occ) {
				total += s.add(bit(6), 4, 0, kindCastle)
			}
			if b.castle&castleWQ != 0 && occ&0x0E == 0 &&
				!b.attackedBy(them, 3, occ) && !b.attackedBy(them, 2, occ) {
				total += s.add(bit(2), 4, 0, kindCastle)
			}
		} else {
			if b.castle&castleBK != 0 && occ&(0x60<<56) == 0 &&
				!b.attackedBy(them, 61, occ) && !b.attackedBy(them, 62, occ) {
				total += s.add(bit(62), 60, 0, kindCastle)
			}
			if b.castle&castleBQ != 0 && occ&(0x0E<<56) == 0 &&
				!b.attackedBy(them, 59, occ) && !b.attackedBy(them, 58, occ) {
				total += s.add(bit(58), 60, 0, kindCastle)
			}
		}
	}
	return total
}

// pinLine is t, the squares the piece on from may go to, less those off
// its pin line through the king on ksq if pinned holds it.
func pinLine(t uint64, from, ksq int, pinned uint64) uint64 {
	if pinned&bit(from) != 0 {
		t &= line[ksq][from]
	}
	return t
}

// expand writes every move of s into list, set by set, promotions queen
// first, and returns their number.
func (s *setList) expand(list *moveList) int {
	n := 0
	for i := 0; i < s.n; i++ {
		e := &s.sets[i&(maxSets-1)]
		for t := e.to; t != 0; {
			to := popLSB(&t)
			from := int(e.from)
			if from < 0 {
				from = to - int(e.delta)
			}
			if e.kind == kindPromotion {
				for pt := queen; pt >= knight; pt-- {
					list[n&(maxMoves-1)] = newPromotion(from, to, pt)
					n++
				}
			} else {
				list[n&(maxMoves-1)] = newMove(from, to, int(e.kind))
				n++
			}
		}
	}
	return n
}

// pick returns the k-th move (0-based) in expand's order without
// expanding the others: the rollout's way to draw a uniform legal move.
func (s *setList) pick(k int) Move {
	for i := 0; i < s.n; i++ {
		e := &s.sets[i&(maxSets-1)]
		c := int(e.count)
		if k >= c {
			k -= c
			continue
		}
		pt := 0
		if e.kind == kindPromotion {
			pt = queen - k&3
			k >>= 2
		}
		to := bitsel.Select(e.to, k)
		from := int(e.from)
		if from < 0 {
			from = to - int(e.delta)
		}
		if pt != 0 {
			return newPromotion(from, to, pt)
		}
		return newMove(from, to, int(e.kind))
	}
	return variants.NoMove // k out of range: a caller's bug
}

// genLegal writes the legal moves of b into list and returns their number.
func (b *board) genLegal(list *moveList) int {
	var s setList
	b.genSets(&s)
	return s.expand(list)
}

// hasLegalMove reports whether the side to move has any legal move: the
// test for mate and stalemate of Outcome, SortWins and the light policy.
// Out of check it stops at the first legal move it finds (anyMoveOut),
// usually a pawn's push; in check it generates the evasions.
func (b *board) hasLegalMove() bool {
	if check, pinned := b.checkOrPins(); !check {
		return b.anyMoveOut(pinned)
	}
	var s setList
	return b.genSets(&s) > 0
}
