package chess

// The king and rooks at work, and the fifty-move counter (each on top
// of "pieces-passers-pawns"): three terms "king" lacks that the
// endgames of the default's games against Stockfish at UCI_Elo 2000
// showed missing (docs/strength.md, "Passed pawns, minor pieces and the
// king's shelter"): a king that shuffled far from the pawns while the
// other side's queened, a rook that never reached the seventh, and a
// game of 796 plies drawn by the fifty-move rule a pawn up, its lead
// read as whole to the end.
//
//   - "pawns-kingend": in the endgame each king costs kingPawnDistEnd
//     for each square between it and its own nearest pawn, and
//     kingFlankMid/End when no pawn at all stands on its flank (the
//     king's and the neighbouring files, Stockfish's KingFlank): a king
//     must come to the pawns to win or hold them.
//   - "pawns-seventh": a rook (a queen, less) on the enemy's second
//     rank, where enemy pawns still stand or which shuts the enemy king
//     on its back rank: Fruit's terms.
//   - "pawns-fifty": the whole value shrinks toward 0 as the fifty-move
//     counter runs, kept whole for the first fiftyFreePlies plies
//     without a capture or a pawn move and nothing at the hundredth,
//     where the game is drawn: a lead that is not turned into a capture
//     or a pawn's step reads less and less, so the side ahead prefers
//     the moves that make progress and the side behind the ones that do
//     not. The tree sees the rule only when it ends a game (a leaf at
//     the hundredth ply); the static value did not see it at all.

// The weights, middlegame and endgame, in centipawns (a tuner's through
// KnowledgeParams).
var (
	// kingPawnDistEnd is the endgame cost of each square between a king
	// and its own nearest pawn (nothing with no pawns of its own).
	kingPawnDistEnd = int32(8)
	// kingFlankMid and kingFlankEnd cost a king with no pawn of either
	// side on its flank.
	kingFlankMid, kingFlankEnd = int32(8), int32(45)
	// rookSeventhMid/End and queenSeventhMid/End reward a rook and a
	// queen on the enemy's second rank when an enemy pawn is on it or
	// the enemy king is on its back rank.
	rookSeventhMid, rookSeventhEnd   = int32(20), int32(40)
	queenSeventhMid, queenSeventhEnd = int32(10), int32(20)
	// fiftyFreePlies is how many plies of the fifty-move counter leave
	// the value whole; from there it shrinks linearly to 0 at 100.
	fiftyFreePlies = int32(20)
)

// kingFlank[f] is the files of a king's flank on file f: a-d for a king
// on a-c, c-f on d-e, e-h on f-h (from fileA: fileMask is filled by
// init, after the package's variables).
var kingFlank = func() (t [8]uint64) {
	for f := 0; f < 8; f++ {
		lo, hi := 0, 3
		switch {
		case f >= 5:
			lo, hi = 4, 7
		case f >= 3:
			lo, hi = 2, 5
		}
		for g := lo; g <= hi; g++ {
			t[f] |= fileA << g
		}
	}
	return t
}()

// kingEndTerms is "pawns-kingend"'s terms of b from white's side,
// middlegame and endgame.
func (b *board) kingEndTerms() (mid, end int32) {
	allPawns := b.pieces[white][pawn] | b.pieces[black][pawn]
	for c := white; c <= black; c++ {
		sign := int32(1)
		if c == black {
			sign = -1
		}
		k := int(b.king[c])
		if own := b.pieces[c][pawn]; own != 0 {
			d := int32(7)
			for p := own; p != 0 && d > 1; {
				d = min(d, sqDist(k, popLSB(&p)))
			}
			end -= sign * kingPawnDistEnd * d
		}
		if allPawns&kingFlank[k&7] == 0 {
			mid -= sign * kingFlankMid
			end -= sign * kingFlankEnd
		}
	}
	return mid, end
}

// seventhTerms is "pawns-seventh"'s terms of b from white's side,
// middlegame and endgame.
func (b *board) seventhTerms() (mid, end int32) {
	for c := white; c <= black; c++ {
		sign, them := int32(1), c^1
		seventh, eighth := rank7, rank8
		if c == black {
			sign, seventh, eighth = -1, rank2, rank1
		}
		if b.pieces[them][pawn]&seventh == 0 && bit(int(b.king[them]))&eighth == 0 {
			continue
		}
		r := int32(popcount(b.pieces[c][rook] & seventh))
		q := int32(popcount(b.pieces[c][queen] & seventh))
		mid += sign * (r*rookSeventhMid + q*queenSeventhMid)
		end += sign * (r*rookSeventhEnd + q*queenSeventhEnd)
	}
	return mid, end
}

// fiftyScaled is v, a value of b, shrunk by the fifty-move counter.
func (b *board) fiftyScaled(v int32) int32 {
	if b.halfmove <= fiftyFreePlies {
		return v
	}
	if b.halfmove >= 100 {
		return 0
	}
	return v * (100 - b.halfmove) / (100 - fiftyFreePlies)
}
