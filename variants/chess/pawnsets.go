package chess

// Sets of pawns by their structure, a few shifts of whole bitboards
// each, so the evaluation's pawn terms count them by popcount instead
// of testing every pawn against masks (the per-pawn definitions are
// evalpawns.go's and evalking.go's; pawnsets_test.go checks both ways
// agree).

// northFill is b with every square above one of b's on its file.
func northFill(b uint64) uint64 {
	b |= b << 8
	b |= b << 16
	return b | b<<32
}

// southFill is b with every square below one of b's on its file.
func southFill(b uint64) uint64 {
	b |= b >> 8
	b |= b >> 16
	return b | b>>32
}

// besideOf is the squares beside those of b on their rank, the files
// to the left and the right.
func besideOf(b uint64) uint64 { return (b&^fileA)>>1 | (b&^fileH)<<1 }

// passedPawns is the pawns of own, colour c's, that are passed against
// the enemy pawns enemy: no enemy pawn ahead of one on its file or a
// neighbouring one (passedMask). The enemy's pawns and the squares
// beside them, moved a rank towards c's side and filled down to it,
// are the squares whose pawn meets one.
func passedPawns(c int, own, enemy uint64) uint64 {
	span := enemy | besideOf(enemy)
	if c == white {
		return own &^ southFill(span>>8)
	}
	return own &^ northFill(span<<8)
}
