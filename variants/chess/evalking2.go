package chess

import "math/bits"

// The second king-aware evaluation ("king2") is "king" (evalking.go) and
// what the games it lost still showed it missing:
//
//   - trapped pieces: a bishop shut in on a7/h7 by a pawn on b6/g6 (or
//     on b8/g8 by c7/f7), a rook boxed in the corner by its own king
//     that walked to f1/g1 (b1-d1) instead of castling, and a knight,
//     bishop or queen past its own third rank with no square to go to
//     that a cheaper enemy piece does not attack (the queen of 8...Qa5 taken
//     by 13.bxa5);
//   - threats the capture search cannot see: it lets the side to move
//     stand pat, which is right while it can save whatever is attacked,
//     not when two of its pieces are attacked by cheaper ones or
//     undefended (a fork): it loses at least the lesser of the two;
//   - tempo: a bonus for the side to move.
//
// The weights are textbook orders of magnitude (Fruit's trapped bishop
// and rook), not yet tuned.

// The second king-aware evaluation's weights, in centipawns.
var (
	// trappedBishopMid/End cost a bishop on a7/h7 (b8/g8) with an enemy
	// pawn on b6/g6 (c7/f7).
	trappedBishopMid, trappedBishopEnd = int32(100), int32(100)
	// boxedRookMid costs a rook in the corner beyond its own uncastled
	// king (middlegame only: in the endgame the king steps aside).
	boxedRookMid = int32(50)
	// noSquareMid and noSquareEnd cost a piece past its own third rank
	// with no safe square, by kind.
	noSquareMid = [6]int32{knight: 40, bishop: 40, queen: 120}
	noSquareEnd = [6]int32{knight: 30, bishop: 30, queen: 80}
	// threatShare divides the lesser loss of a double threat: the side
	// to move may still have a check or a counter-threat.
	threatShare = int32(2)
	// tempoMid and tempoEnd reward the side to move.
	tempoMid, tempoEnd = int32(10), int32(5)
)

// trapPattern is a bishop's square and the enemy pawn square that shuts
// it in, for white (a black bishop's squares are mirrored by ^56).
type trapPattern struct{ bishop, pawn int }

// bishopTraps are the trapped-bishop patterns for white: a7/b6, h7/g6,
// b8/c7, g8/f7.
var bishopTraps = [...]trapPattern{{48, 41}, {55, 46}, {57, 50}, {62, 53}}

// Boxed rooks, for white (mirrored by ^56 for black): a king on f1/g1
// shuts in a rook on g1/h1/h2 to its right, one on b1-d1 a rook on
// a1/b1/a2 to its left.
const (
	boxKingShort = 1<<5 | 1<<6
	boxRookShort = 1<<6 | 1<<7 | 1<<15
	boxKingLong  = 1<<1 | 1<<2 | 1<<3
	boxRookLong  = 1<<0 | 1<<1 | 1<<8
)

// advanced[c] holds the ranks past c's own third: where a piece of c
// with nowhere safe to go is caught (the queen of 8...Qa5 stood on
// black's fourth rank), not merely undeveloped behind its own pawns.
var advanced = [2]uint64{0xffffffffff000000, 0x000000ffffffffff}

// staticKing2 is the second king-aware static value of b in centipawns
// for the side to move: staticKing's terms plus trapped pieces, the
// side to move's double threats and tempo, tapered alike.
func (b *board) staticKing2() int32 {
	mid, end, phase := b.kingTerms()
	m2, e2 := b.extraTerms()
	mid += m2
	end += e2
	return pstSum{mid, end, phase}.value(b.side)
}

// extraTerms sums king2's own terms from white's side.
func (b *board) extraTerms() (mid, end int32) {
	occ := b.all()
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	pawns := [2]uint64{wp, bp}
	// Each side's attacks by class: pawns, minor pieces, rooks, and all
	// of them (queen and king too).
	var pawnAtt, minorAtt, rookAtt, allAtt [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	for c := white; c <= black; c++ {
		for p := b.pieces[c][knight]; p != 0; {
			minorAtt[c] |= knightAttacks[popLSB(&p)]
		}
		for p := b.pieces[c][bishop]; p != 0; {
			minorAtt[c] |= bishopAttacks(popLSB(&p), occ)
		}
		for p := b.pieces[c][rook]; p != 0; {
			rookAtt[c] |= rookAttacks(popLSB(&p), occ)
		}
		allAtt[c] = pawnAtt[c] | minorAtt[c] | rookAtt[c] | kingAttacks[b.king[c]]
		for p := b.pieces[c][queen]; p != 0; {
			allAtt[c] |= queenAttacks(popLSB(&p), occ)
		}
	}
	for c := white; c <= black; c++ {
		flip, sign := 0, int32(1)
		if c == black {
			flip, sign = 56, -1
		}
		them := c ^ 1
		for _, t := range bishopTraps {
			if b.pieces[c][bishop]&bit(t.bishop^flip) != 0 && pawns[them]&bit(t.pawn^flip) != 0 {
				mid -= sign * trappedBishopMid
				end -= sign * trappedBishopEnd
			}
		}
		k := int(b.king[c]) ^ flip
		rooks := b.pieces[c][rook]
		switch {
		case bit(k)&boxKingShort != 0 && rooks&mirrored(boxRookShort, flip)&^belowFile(k&7+1) != 0,
			bit(k)&boxKingLong != 0 && rooks&mirrored(boxRookLong, flip)&belowFile(k&7) != 0:
			mid -= sign * boxedRookMid
		}
		// Advanced pieces with no safe square: every square they
		// attack holds an own piece or is attacked by a cheaper enemy
		// piece.
		cheaper := [6]uint64{knight: pawnAtt[them], bishop: pawnAtt[them], queen: pawnAtt[them] | minorAtt[them] | rookAtt[them]}
		for _, pt := range [...]int{knight, bishop, queen} {
			for p := b.pieces[c][pt] & advanced[c]; p != 0; {
				sq := popLSB(&p)
				var a uint64
				switch pt {
				case knight:
					a = knightAttacks[sq]
				case bishop:
					a = bishopAttacks(sq, occ)
				default:
					a = queenAttacks(sq, occ)
				}
				if a&^b.occ[c]&^cheaper[pt] == 0 {
					mid -= sign * noSquareMid[pt]
					end -= sign * noSquareEnd[pt]
				}
			}
		}
	}
	// The side to move's double threats.
	us := int(b.side)
	them := us ^ 1
	var first, second int32 // the two largest losses
	for pt := knight; pt <= queen; pt++ {
		for p := b.pieces[us][pt]; p != 0; {
			sq := bit(popLSB(&p))
			var loss int32
			switch {
			case sq&allAtt[them] == 0:
				continue
			case sq&allAtt[us] == 0:
				loss = pieceCP[pt] // undefended
			case sq&pawnAtt[them] != 0:
				loss = pieceCP[pt] - pieceCP[pawn]
			case pt >= rook && sq&minorAtt[them] != 0:
				loss = pieceCP[pt] - pieceCP[knight]
			case pt == queen && sq&rookAtt[them] != 0:
				loss = pieceCP[queen] - pieceCP[rook]
			}
			switch {
			case loss > first:
				first, second = loss, first
			case loss > second:
				second = loss
			}
		}
	}
	sign := int32(1)
	if us == black {
		sign = -1
	}
	mid += sign * (tempoMid - second/threatShare)
	end += sign * (tempoEnd - second/threatShare)
	return mid, end
}

// mirrored is mask for white (flip 0) or mirrored to black's side (56):
// its ranks reversed.
func mirrored(mask uint64, flip int) uint64 {
	if flip == 0 {
		return mask
	}
	return bits.ReverseBytes64(mask)
}

// belowFile is the squares on the files before file f (a-file first):
// fileA times a byte of f low bits, which carries no bit into the next
// rank.
func belowFile(f int) uint64 { return fileA * (1<<uint(f) - 1) }
