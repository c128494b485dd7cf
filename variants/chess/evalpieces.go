package chess

// The minor pieces' knowledge ("king-outposts" and its kin, on top of
// "king" or "king-nostorm"): in the default's games against Stockfish
// at UCI_Elo 2000 (docs/strength.md, "Our own blunders against
// Stockfish 2000") some middlegame mistakes gave up a knight's strong
// square (Ne6-d4 and back, Nd4 passed over for Nc5) or kept a bishop
// behind its own pawns. The terms, Stockfish's classical ones in
// centipawns:
//
//   - an outpost: a square on the fourth to sixth rank (from the own
//     side) that an own pawn defends and no enemy pawn can ever attack
//     (none on a neighbouring file in front of it); a knight or bishop
//     there, and a knight that can jump to an empty one;
//   - a bad bishop: each own pawn on the bishop's colour of squares,
//     more for those blocked on the centre files.

// outpostRanks[c] are the fourth to sixth ranks from colour c's side.
var outpostRanks = [2]uint64{rank1<<24 | rank1<<32 | rank1<<40, rank1<<16 | rank1<<24 | rank1<<32}

// centreFiles are the files c to f.
const centreFiles = fileA<<2 | fileA<<3 | fileA<<4 | fileA<<5

// pieceTerms is the minor pieces' knowledge of b from white's side,
// middlegame and endgame: outposts with terms&knowOutposts, bad bishops
// with terms&knowBishops, with the weights of kw.
func (b *board) pieceTerms(terms knowTerms, kw *evalWeights) (mid, end int32) {
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	var pawnAtt, span [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	// span[c]: every square a pawn of colour c could ever attack.
	s := pawnAtt[white]
	s |= s << 8
	s |= s << 16
	s |= s << 32
	span[white] = s
	s = pawnAtt[black]
	s |= s >> 8
	s |= s >> 16
	s |= s >> 32
	span[black] = s
	occ := b.all()
	for c := white; c <= black; c++ {
		sign, them := int32(1), c^1
		if c == black {
			sign = -1
		}
		if terms&knowOutposts != 0 {
			outposts := outpostRanks[c] & pawnAtt[c] &^ span[them]
			for pt := knight; pt <= bishop; pt++ {
				on := int32(popcount(b.pieces[c][pt] & outposts))
				mid += sign * on * kw.outpostMid[pt]
				end += sign * on * kw.outpostEnd[pt]
			}
			for p := b.pieces[c][knight] &^ outposts; p != 0; {
				if knightAttacks[popLSB(&p)]&outposts&^b.occ[c] != 0 {
					mid += sign * kw.outpostReachMid
					end += sign * kw.outpostReachEnd
				}
			}
		}
		if terms&knowBishops != 0 && b.pieces[c][bishop] != 0 {
			own := b.pieces[c][pawn]
			push := own << 8
			if c == black {
				push = own >> 8
			}
			// The own pawns on files c to f that cannot advance.
			var blocked int32
			if c == white {
				blocked = int32(popcount((push & occ) >> 8 & centreFiles))
			} else {
				blocked = int32(popcount((push & occ) << 8 & centreFiles))
			}
			for p := b.pieces[c][bishop]; p != 0; {
				sq := popLSB(&p)
				colour := darkSquares
				if bit(sq)&darkSquares == 0 {
					colour = ^darkSquares
				}
				n := int32(popcount(own&colour)) * (1 + blocked)
				mid -= sign * n * kw.badBishopMid
				end -= sign * n * kw.badBishopEnd
			}
		}
	}
	return mid, end
}
