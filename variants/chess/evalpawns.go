package chess

// The pawn structure ("pieces-passers-pawns", on top of
// "pieces-passers"): "king" values a pawn by its square (the tables)
// and a passed pawn by its rank, and nothing else of the pawns, so an
// isolated, doubled or backward pawn costs it nothing. Those are the
// weaknesses a stronger side plays against: in the default's games
// against Stockfish at UCI_Elo 2000 the endgames were lost to pawns
// picked off one by one, with the king guarding them (docs/strength.md,
// "Passed pawns, minor pieces and the king's shelter"). The terms,
// Fruit's in centipawns, for each own pawn:
//
//   - isolated: no own pawn on a neighbouring file;
//   - doubled: an own pawn behind it on its file, and none defending it;
//   - backward: not isolated, yet no own pawn on a neighbouring file
//     beside or behind it to defend it as it advances, and the square
//     in front held or attacked by an enemy pawn.

// The pawn structure's weights, middlegame and endgame, in centipawns
// (costs; a tuner's through KnowledgeParams).
var (
	pawnIsolatedMid, pawnIsolatedEnd = int32(10), int32(20)
	pawnDoubledMid, pawnDoubledEnd   = int32(10), int32(20)
	pawnBackwardMid, pawnBackwardEnd = int32(8), int32(10)
)

// pawnTerms is the pawn structure of b from white's side, middlegame and
// endgame.
func (b *board) pawnTerms() (mid, end int32) {
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	var pawnAtt [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	for c := white; c <= black; c++ {
		sign, them, push := int32(1), c^1, 8
		if c == black {
			sign, push = -1, -8
		}
		own, enemy := b.pieces[c][pawn], b.pieces[them][pawn]
		for p := own; p != 0; {
			sq := popLSB(&p)
			f := sq & 7
			beside := adjacentFiles[f] &^ fileMask[f]
			switch {
			case own&beside == 0:
				mid -= sign * pawnIsolatedMid
				end -= sign * pawnIsolatedEnd
			case own&beside&(passedMask[them][sq]|rank1<<(sq&^7)) == 0 &&
				(enemy|pawnAtt[them])&bit(sq+push) != 0:
				mid -= sign * pawnBackwardMid
				end -= sign * pawnBackwardEnd
			}
			if own&bit(sq-push) != 0 && pawnAttacks[them][sq]&own == 0 {
				mid -= sign * pawnDoubledMid
				end -= sign * pawnDoubledEnd
			}
		}
	}
	return mid, end
}
