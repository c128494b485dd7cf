package chess

// Colours and piece kinds. A mailbox entry is 0 for an empty square, else
// 1 + kind + 8*colour.
const (
	white = 0
	black = 1

	pawn   = 0
	knight = 1
	bishop = 2
	rook   = 3
	queen  = 4
	king   = 5

	noSquare = 64
)

// Castling right bits.
const (
	castleWK = 1 << iota
	castleWQ
	castleBK
	castleBQ
)

// castleKeep[sq] is the castling rights that survive a move from or to sq:
// moving the king or a rook, or capturing a rook at home, loses rights.
var castleKeep [64]uint8

func init() {
	for i := range castleKeep {
		castleKeep[i] = 15
	}
	castleKeep[4] &^= castleWK | castleWQ
	castleKeep[0] &^= castleWQ
	castleKeep[7] &^= castleWK
	castleKeep[60] &^= castleBK | castleBQ
	castleKeep[56] &^= castleBQ
	castleKeep[63] &^= castleBK
}

// board is the part of a position the move generator needs: no history.
// It is a plain value, so copy-make is an assignment (perft uses it so).
type board struct {
	pieces   [2][6]uint64
	occ      [2]uint64
	mailbox  [64]uint8
	hash     uint64 // Zobrist key of placement, side and castling rights
	halfmove int32
	side     uint8
	castle   uint8
	ep       uint8 // square a pawn just skipped, or noSquare
	king     [2]uint8
}

func (b *board) all() uint64 { return b.occ[0] | b.occ[1] }

func (b *board) put(c, pt, sq int) {
	bb := bit(sq)
	b.pieces[c][pt] |= bb
	b.occ[c] |= bb
	b.mailbox[sq] = uint8(1 + pt + 8*c)
	b.hash ^= zobPiece[c][pt][sq]
	if pt == king {
		b.king[c] = uint8(sq)
	}
}

func (b *board) remove(c, pt, sq int) {
	bb := bit(sq)
	b.pieces[c][pt] &^= bb
	b.occ[c] &^= bb
	b.mailbox[sq] = 0
	b.hash ^= zobPiece[c][pt][sq]
}

func (b *board) move(c, pt, from, to int) {
	bb := bit(from) | bit(to)
	b.pieces[c][pt] ^= bb
	b.occ[c] ^= bb
	b.mailbox[to] = b.mailbox[from]
	b.mailbox[from] = 0
	b.hash ^= zobPiece[c][pt][from] ^ zobPiece[c][pt][to]
	if pt == king {
		b.king[c] = uint8(to)
	}
}

// play makes the legal move m. A capture or a pawn move resets the
// 50-move clock, which is how callers tell an irreversible move.
func (b *board) play(m Move) {
	us := int(b.side)
	them := us ^ 1
	from, to := mFrom(m), mTo(m)
	pt := int(b.mailbox[from]&7) - 1
	b.halfmove++
	b.ep = noSquare
	if captured := b.mailbox[to]; captured != 0 {
		b.remove(them, int(captured&7)-1, to)
		b.halfmove = 0
	}
	switch mKind(m) {
	case kindNormal:
		b.move(us, pt, from, to)
		if pt == pawn {
			b.halfmove = 0
			if from^to == 16 {
				b.ep = uint8((from + to) / 2)
			}
		}
	case kindPromotion:
		b.remove(us, pawn, from)
		b.put(us, mPromo(m), to)
		b.halfmove = 0
	case kindEnPassant:
		b.move(us, pawn, from, to)
		b.remove(them, pawn, to^8)
		b.halfmove = 0
	case kindCastle:
		b.move(us, king, from, to)
		if to > from {
			b.move(us, rook, to+1, to-1)
		} else {
			b.move(us, rook, to-2, to+1)
		}
	}
	if nc := b.castle & castleKeep[from] & castleKeep[to]; nc != b.castle {
		b.hash ^= zobCastle[b.castle] ^ zobCastle[nc]
		b.castle = nc
	}
	b.side ^= 1
	b.hash ^= zobSide
}

// attackedBy reports whether colour c attacks sq when the board's
// occupancy is occ (the king-move test passes the occupancy without the
// moving king, so it cannot hide behind itself). A slider's attack set
// is looked up only when a slider of its kind sees sq on an empty
// board: the lookups are the test's cost (a miss in the large attack
// table, often), and most squares have no such slider.
func (b *board) attackedBy(c, sq int, occ uint64) bool {
	return attackedIn(&b.pieces[c], c, sq, occ)
}

// inCheck reports whether the side to move is in check.
func (b *board) inCheck() bool {
	us := int(b.side)
	return b.attackedBy(us^1, int(b.king[us]), b.all())
}

// checkOrPins reports whether the side to move is in check and, when it
// is not, which of its pieces are pinned to its king (pinnedOut): one
// walk over the enemy sliders that see the king on an empty board does
// both, where inCheck and pinnedOut each walked them. A slider with
// nothing between it and the king checks; with exactly one piece of
// the side to move between, it pins that piece.
func (b *board) checkOrPins() (check bool, pinned uint64) {
	us := int(b.side)
	ksq := int(b.king[us])
	ep := &b.pieces[us^1]
	if knightAttacks[ksq]&ep[knight] != 0 || pawnAttacks[us][ksq]&ep[pawn] != 0 ||
		kingAttacks[ksq]&ep[king] != 0 {
		return true, 0
	}
	occ := b.all()
	snipers := rookRays[ksq]&(ep[rook]|ep[queen]) | bishopRays[ksq]&(ep[bishop]|ep[queen])
	for snipers != 0 {
		sn := popLSB(&snipers)
		bb := between[ksq][sn] & occ
		if bb == 0 {
			return true, 0
		}
		if bb&(bb-1) == 0 && bb&b.occ[us] != 0 {
			pinned |= bb
		}
	}
	return false, pinned
}

// epLegal reports whether the side to move's pawn on from may capture en
// passant on b.ep: the capture removes two pawns from one rank, which can
// uncover an attack on the king that no pin test sees.
func (b *board) epLegal(from int) bool {
	us := int(b.side)
	them := us ^ 1
	to := int(b.ep)
	capSq := to ^ 8
	occ := b.all() ^ bit(from) ^ bit(capSq) | bit(to)
	ksq := int(b.king[us])
	p := &b.pieces[them]
	return bishopAttacks(ksq, occ)&(p[bishop]|p[queen]) == 0 &&
		rookAttacks(ksq, occ)&(p[rook]|p[queen]) == 0 &&
		knightAttacks[ksq]&p[knight] == 0 &&
		pawnAttacks[us][ksq]&p[pawn]&^bit(capSq) == 0
}

// epCapturable reports whether the side to move has a legal en passant
// capture: only then does the en passant square belong to the position's
// identity for repetition.
func (b *board) epCapturable() bool {
	if b.ep == noSquare {
		return false
	}
	cands := pawnAttacks[b.side^1][b.ep] & b.pieces[b.side][pawn]
	for cands != 0 {
		if b.epLegal(popLSB(&cands)) {
			return true
		}
	}
	return false
}

// key is the position's identity for repetition: placement, side to move,
// castling rights, and the en passant file only when a capture is legal.
func (b *board) key() uint64 {
	if b.ep != noSquare && b.epCapturable() {
		return b.hash ^ zobEP[b.ep&7]
	}
	return b.hash
}

// computeHash recomputes the Zobrist key from scratch (after parsing).
func (b *board) computeHash() uint64 {
	var h uint64
	for sq := 0; sq < 64; sq++ {
		if pc := b.mailbox[sq]; pc != 0 {
			h ^= zobPiece[pc>>3][pc&7-1][sq]
		}
	}
	if b.side == black {
		h ^= zobSide
	}
	return h ^ zobCastle[b.castle]
}
