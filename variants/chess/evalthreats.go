package chess

// Threats ("pieces-passers-threats", on top of "pieces-passers"): the
// capture search resolves the captures of the side to move, and lets it
// stand pat on whatever of its own is attacked, so a piece attacked by a
// pawn or a lesser piece, or attacked and undefended, costs nothing at
// a leaf. Stockfish's classical evaluation counts such threats for both
// sides whoever is to move; so does this, in smaller centipawns, for
// each enemy piece (not a pawn or the king):
//
//   - attacked by a pawn;
//   - a rook or queen attacked by a knight or bishop, a queen by a rook;
//   - attacked and defended by nothing (hanging).

// The threats' weights, middlegame and endgame, in centipawns (a
// tuner's through KnowledgeParams).
var (
	threatPawnMid, threatPawnEnd       = int32(50), int32(30)
	threatLesserMid, threatLesserEnd   = int32(30), int32(20)
	threatHangingMid, threatHangingEnd = int32(20), int32(10)
)

// attacksOf is the squares colour c's pawns attack, its knights and
// bishops, its rooks, and all its pieces and king.
func (b *board) attacksOf(c int, occ uint64) (pawns, minors, rooks, all uint64) {
	p := b.pieces[c][pawn]
	if c == white {
		pawns = (p&^fileA)<<7 | (p&^fileH)<<9
	} else {
		pawns = (p&^fileA)>>9 | (p&^fileH)>>7
	}
	for q := b.pieces[c][knight]; q != 0; {
		minors |= knightAttacks[popLSB(&q)]
	}
	for q := b.pieces[c][bishop]; q != 0; {
		minors |= bishopAttacks(popLSB(&q), occ)
	}
	for q := b.pieces[c][rook]; q != 0; {
		rooks |= rookAttacks(popLSB(&q), occ)
	}
	all = pawns | minors | rooks | kingAttacks[b.king[c]]
	for q := b.pieces[c][queen]; q != 0; {
		all |= queenAttacks(popLSB(&q), occ)
	}
	return pawns, minors, rooks, all
}

// threatTerms is the threats of b from white's side, middlegame and
// endgame.
func (b *board) threatTerms() (mid, end int32) {
	occ := b.all()
	var pawns, minors, rooks, all [2]uint64
	for c := white; c <= black; c++ {
		pawns[c], minors[c], rooks[c], all[c] = b.attacksOf(c, occ)
	}
	for c := white; c <= black; c++ {
		sign, them := int32(1), c^1
		if c == black {
			sign = -1
		}
		pieces := b.occ[them] &^ b.pieces[them][pawn] &^ b.pieces[them][king]
		heavy := b.pieces[them][rook] | b.pieces[them][queen]
		n := int32(popcount(pieces & pawns[c]))
		mid += sign * n * threatPawnMid
		end += sign * n * threatPawnEnd
		n = int32(popcount(heavy&minors[c] | b.pieces[them][queen]&rooks[c]))
		mid += sign * n * threatLesserMid
		end += sign * n * threatLesserEnd
		n = int32(popcount(pieces & all[c] &^ all[them]))
		mid += sign * n * threatHangingMid
		end += sign * n * threatHangingEnd
	}
	return mid, end
}
