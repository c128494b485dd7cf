package chess

import "math/bits"

// The king's shelter ("king-shelter"): "king" rewards an own pawn one
// or two ranks in front of a king (shieldNear, shieldFar) and charges a
// file there without one, so pushing a shelter pawn further costs only
// the shieldNear it had. In the default's games against Stockfish at
// UCI_Elo 2000 (docs/strength.md, "Our own blunders against Stockfish
// 2000") four of ten middlegame records read by hand were such pushes
// (f5, g5 before its own castled king, then f4 or Nf5 against it). The
// terms, middlegame only, for a king on a wing (files a-c or f-h) on
// its first two ranks:
//
//   - an advanced shelter pawn: on the king's file or a neighbour, the
//     nearest own pawn in front of the king three or more ranks ahead;
//   - holes: the squares one and two ranks in front of the king, on its
//     file and both neighbours, that hold no own pawn and that no own
//     pawn can ever attack again (none on a neighbouring file behind).

// The shelter's weights, middlegame, in centipawns (a tuner's through
// KnowledgeParams).
var (
	shelterAdvanced = int32(-25)
	shelterHole     = int32(-8)
)

// shelterTerms is the king's shelter of b from white's side, middlegame.
func (b *board) shelterTerms() (mid int32) {
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	// span[c]: every square a pawn of colour c attacks now or after
	// advancing.
	var span [2]uint64
	s := (wp&^fileA)<<7 | (wp&^fileH)<<9
	s |= s << 8
	s |= s << 16
	s |= s << 32
	span[white] = s
	s = (bp&^fileA)>>9 | (bp&^fileH)>>7
	s |= s >> 8
	s |= s >> 16
	s |= s >> 32
	span[black] = s
	for c := white; c <= black; c++ {
		sign := int32(1)
		if c == black {
			sign = -1
		}
		k := int(b.king[c])
		kf, kr := k&7, k>>3
		rel := kr
		if c == black {
			rel = 7 - kr
		}
		if kf >= 3 && kf <= 4 || rel > 1 {
			continue
		}
		own := b.pieces[c][pawn]
		var front uint64 // the two ranks in front of the king
		for f := max(kf-1, 0); f <= min(kf+1, 7); f++ {
			ahead := passedMask[c][k] & fileMask[f] & own
			if ahead != 0 {
				// the nearest own pawn in front on this file
				sq := 0
				if c == white {
					sq = popLSB(&ahead)
				} else {
					sq = 63 - bits.LeadingZeros64(ahead)
				}
				d := sq>>3 - kr
				if d < 0 {
					d = -d
				}
				if d >= 3 {
					mid += sign * shelterAdvanced
				}
			}
			for dist := 1; dist <= 2; dist++ {
				r := kr + dist
				if c == black {
					r = kr - dist
				}
				front |= bit(f + 8*r)
			}
		}
		mid += sign * shelterHole * int32(popcount(front&^span[c]&^own))
	}
	return mid
}
