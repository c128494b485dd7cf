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
// endgame. Each term is counted over whole sets of pawns (pawnsets.go):
// the same sums as taking the pawns one by one, which
// TestPawnTermsByPawn checks.
func (b *board) pawnTerms() (mid, end int32) {
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	var pawnAtt [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	for c := white; c <= black; c++ {
		sign, them := int32(1), c^1
		own, enemy := b.pieces[c][pawn], b.pieces[them][pawn]
		// support: the squares beside an own pawn or ahead of one on
		// a neighbouring file; stopped: the pawns whose square in front
		// holds an enemy pawn or is attacked by one; doubled: those with
		// an own pawn right behind them.
		var support, stopped, doubled uint64
		if c == white {
			support = besideOf(northFill(own))
			stopped = (enemy | pawnAtt[them]) >> 8
			doubled = own & (own << 8)
		} else {
			sign = -1
			support = besideOf(southFill(own))
			stopped = (enemy | pawnAtt[them]) << 8
			doubled = own & (own >> 8)
		}
		isolated := own &^ besideOf(northFill(southFill(own)))
		backward := int32(popcount(own &^ isolated &^ support & stopped))
		doubledN := int32(popcount(doubled &^ pawnAtt[c]))
		isolatedN := int32(popcount(isolated))
		mid -= sign * (isolatedN*pawnIsolatedMid + backward*pawnBackwardMid + doubledN*pawnDoubledMid)
		end -= sign * (isolatedN*pawnIsolatedEnd + backward*pawnBackwardEnd + doubledN*pawnDoubledEnd)
	}
	return mid, end
}
