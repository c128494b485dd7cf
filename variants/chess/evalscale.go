package chess

// Endgame scaling ("pieces-passers-scale", on top of "pieces-passers"):
// "king" counts material as if every lead won, so a knight up with no
// pawns, a rook against a bishop or a pawn up with bishops of opposite
// colours reads as winning, and a side that is behind sees no reason to
// head for such an ending. Stockfish's classical scale factor (out of
// 64) shrinks the endgame value by what the side ahead can still win:
//
//   - no pawns, and no more than a bishop's worth of pieces ahead: 0
//     with less than a rook (a minor piece cannot mate), else 4 against
//     at most a minor, 14 against more (a rook against a minor);
//   - bishops of opposite colours and nothing else: scaleOppBishops;
//   - otherwise scaleBase plus scalePawn for each pawn the side ahead
//     has (scaleOppPawn with opposite bishops beside other pieces), at
//     most 64: with few pawns left a lead is harder to win.
//
// The side ahead is the one the endgame value favours.

// The scale factors, out of 64 (a tuner's through KnowledgeParams).
var (
	scaleNoPawnsMinor = int32(4)
	scaleNoPawnsMore  = int32(14)
	scaleOppBishops   = int32(22)
	scaleBase         = int32(36)
	scalePawn         = int32(7)
	scaleOppPawn      = int32(2)
)

// nonPawnCP is the material of colour c's pieces but pawns and king.
func (b *board) nonPawnCP(c int) int32 {
	var v int32
	for pt := knight; pt <= queen; pt++ {
		v += int32(popcount(b.pieces[c][pt])) * pieceCP[pt]
	}
	return v
}

// scaledEnd is end, an endgame value from white's side, scaled by what
// the side it favours can still win.
func (b *board) scaledEnd(end int32) int32 {
	strong := white
	if end < 0 {
		strong = black
	}
	weak := strong ^ 1
	ns, nw := b.nonPawnCP(strong), b.nonPawnCP(weak)
	pawns := int32(popcount(b.pieces[strong][pawn]))
	sf := int32(64)
	wb, bb := b.pieces[white][bishop], b.pieces[black][bishop]
	opposite := wb != 0 && wb&(wb-1) == 0 && bb != 0 && bb&(bb-1) == 0 &&
		(wb&darkSquares == 0) != (bb&darkSquares == 0)
	switch {
	case pawns == 0 && ns-nw <= pieceCP[bishop]:
		switch {
		case ns < pieceCP[rook]:
			sf = 0
		case nw <= pieceCP[bishop]:
			sf = scaleNoPawnsMinor
		default:
			sf = scaleNoPawnsMore
		}
	case opposite && ns == pieceCP[bishop] && nw == pieceCP[bishop]:
		sf = scaleOppBishops
	case opposite:
		sf = min(sf, scaleBase+scaleOppPawn*pawns)
	default:
		sf = min(sf, scaleBase+scalePawn*pawns)
	}
	return end * sf / 64
}
