package chess

import "fmt"

// The passed-pawn knowledge ("king-passers", and "nostorm-passers" on
// top of "king-nostorm") adds to an evaluation what a passed pawn is
// worth beyond its rank, the part that "king"'s passedMid/passedEnd
// (by rank alone) leaves out. In the default's games against Stockfish
// at UCI_Elo 2000 (docs/strength.md, "Our own blunders against
// Stockfish 2000") most of the endgame mistakes, and some of the
// middlegame ones, let an enemy passer run or left the own one behind:
// a knight that left the blockade of a passer on the sixth, the king
// that moved away from the pawns while a rook pawn queened, a passer on
// the sixth not pushed. The terms, Stockfish's classical ones in
// smaller centipawns, all by the passer's rank weight w (passerRankW):
//
//   - the kings' distance to the square in front of the passer, the
//     enemy king's counting more than the own one's (endgame);
//   - a free path: the square in front empty and not attacked by the
//     enemy, and more when the whole path to the queening square is
//     empty and unattacked;
//   - a passer defended by an own pawn or with one beside it;
//   - a rook (or queen) of its own side behind it on its file, and the
//     enemy's there as a cost;
//   - the rule of the square: when the enemy has only its king and
//     pawns, a passer its king cannot catch (the side to move counted)
//     is nearly a queen, unless the enemy has one such passer too.
//
// The terms are taken once at the position evaluated, as "king"'s are.

// sqDist is the king's distance between squares a and b (Chebyshev).
func sqDist(a, b int) int32 {
	df, dr := a&7-b&7, a>>3-b>>3
	return int32(max(df, -df, dr, -dr))
}

// passerTerms is the passed-pawn knowledge of b from white's side,
// middlegame and endgame, with the weights of kw.
func (b *board) passerTerms(kw *evalWeights) (mid, end int32) {
	occ := b.all()
	// plies[c] is the fewest plies in which colour c queens a passer the
	// enemy king cannot catch, 0 for none.
	var plies [2]int32
	for c := white; c <= black; c++ {
		sign, them, push := int32(1), c^1, 8
		if c == black {
			sign, push = -1, -8
		}
		own, enemyPawns := b.pieces[c][pawn], b.pieces[them][pawn]
		// bare: the enemy has only its king and pawns.
		bare := b.occ[them] == enemyPawns|b.pieces[them][king]
		for p := passedPawns(c, own, enemyPawns); p != 0; {
			sq := popLSB(&p)
			r := sq >> 3
			if c == black {
				r = 7 - r
			}
			f := sq & 7
			front := sq + push
			// path: the squares from front to the queening square.
			path := passedMask[c][sq] & fileMask[f]
			if bare && path&occ == 0 {
				n := int32(7 - r)
				if r == 1 {
					n-- // the double step
				}
				qs := f + 56
				if c == black {
					qs = f
				}
				reach := sqDist(int(b.king[them]), qs)
				if int(b.side) == them {
					reach--
				}
				if reach > n {
					pl := 2 * n
					if int(b.side) != c {
						pl++
					}
					if plies[c] == 0 || pl < plies[c] {
						plies[c] = pl
					}
				}
			}
			w := kw.passerRankW[r]
			if w == 0 {
				continue
			}
			end += sign * w * (kw.passerKingThem*min(sqDist(int(b.king[them]), front), 5) -
				kw.passerKingUs*min(sqDist(int(b.king[c]), front), 5))
			if occ&bit(front) == 0 && !b.attackedBy(them, front, occ) {
				free := path&occ == 0
				for q := path &^ bit(front); free && q != 0; {
					free = !b.attackedBy(them, popLSB(&q), occ)
				}
				if free {
					mid += sign * w * kw.passerFreeMid
					end += sign * w * kw.passerFreeEnd
				} else {
					mid += sign * w * kw.passerSafeMid
					end += sign * w * kw.passerSafeEnd
				}
			}
			beside := (bit(sq-1) &^ fileH) | (bit(sq+1) &^ fileA)
			if (pawnAttacks[them][sq]|beside)&own != 0 {
				mid += sign * kw.passerSupportMid
				end += sign * kw.passerSupportEnd
			}
			// The first piece behind the passer on its file.
			behind := rookAttacks(sq, occ) & fileMask[f] &^ path
			if heavy := behind & (b.pieces[c][rook] | b.pieces[c][queen]); heavy != 0 {
				mid += sign * kw.passerRookMid
				end += sign * kw.passerRookEnd
			} else if heavy := behind & (b.pieces[them][rook] | b.pieces[them][queen]); heavy != 0 {
				mid -= sign * kw.passerRookMid
				end -= sign * kw.passerRookEnd
			}
		}
	}
	// One side's unstoppable passer, or the one that queens first by
	// two plies or more (then the other's queen comes too late).
	switch w, bl := plies[white], plies[black]; {
	case w != 0 && (bl == 0 || w+1 < bl):
		end += kw.passerUnstoppable
	case bl != 0 && (w == 0 || bl+1 < w):
		end -= kw.passerUnstoppable
	}
	return mid, end
}

// knowTermParams lists k's passed-pawn and minor-piece knowledge
// (KnowledgeParams and TermsParams fit it).
func knowTermParams(k *knowWeights) []Param {
	var ps []Param
	one := func(name string, p *int32) { ps = append(ps, Param{name, p}) }
	for r := 3; r <= 6; r++ {
		one(fmt.Sprintf("passerRankW[%d]", r), &k.passerRankW[r])
	}
	one("passerKingThem", &k.passerKingThem)
	one("passerKingUs", &k.passerKingUs)
	one("passerFreeMid", &k.passerFreeMid)
	one("passerFreeEnd", &k.passerFreeEnd)
	one("passerSafeMid", &k.passerSafeMid)
	one("passerSafeEnd", &k.passerSafeEnd)
	one("passerSupportMid", &k.passerSupportMid)
	one("passerSupportEnd", &k.passerSupportEnd)
	one("passerRookMid", &k.passerRookMid)
	one("passerRookEnd", &k.passerRookEnd)
	one("passerUnstoppable", &k.passerUnstoppable)
	for _, pt := range []int{knight, bishop} {
		one(fmt.Sprintf("outpostMid[%s]", pieceNames[pt]), &k.outpostMid[pt])
		one(fmt.Sprintf("outpostEnd[%s]", pieceNames[pt]), &k.outpostEnd[pt])
	}
	one("outpostReachMid", &k.outpostReachMid)
	one("outpostReachEnd", &k.outpostReachEnd)
	one("badBishopMid", &k.badBishopMid)
	one("badBishopEnd", &k.badBishopEnd)
	return ps
}

// KnowledgeParams lists the knowledge terms' weights (evalpassers.go,
// evalpieces.go, evalshelter.go, evalpawns.go, evalscale.go,
// evalthreats.go, evalactivity.go), as KingParams lists "king"'s, for a tuner: changing
// them changes every evaluation with those terms at once.
func KnowledgeParams() []Param {
	var ps []Param
	one := func(name string, p *int32) { ps = append(ps, Param{name, p}) }
	ps = append(ps, knowTermParams(&kingTextbook.knowWeights)...)
	one("shelterAdvanced", &shelterAdvanced)
	one("shelterHole", &shelterHole)
	one("pawnIsolatedMid", &pawnIsolatedMid)
	one("pawnIsolatedEnd", &pawnIsolatedEnd)
	one("pawnDoubledMid", &pawnDoubledMid)
	one("pawnDoubledEnd", &pawnDoubledEnd)
	one("pawnBackwardMid", &pawnBackwardMid)
	one("pawnBackwardEnd", &pawnBackwardEnd)
	one("scaleNoPawnsMinor", &scaleNoPawnsMinor)
	one("scaleNoPawnsMore", &scaleNoPawnsMore)
	one("scaleOppBishops", &scaleOppBishops)
	one("scaleBase", &scaleBase)
	one("scalePawn", &scalePawn)
	one("scaleOppPawn", &scaleOppPawn)
	one("threatPawnMid", &threatPawnMid)
	one("threatPawnEnd", &threatPawnEnd)
	one("threatLesserMid", &threatLesserMid)
	one("threatLesserEnd", &threatLesserEnd)
	one("threatHangingMid", &threatHangingMid)
	one("threatHangingEnd", &threatHangingEnd)
	one("kingPawnDistEnd", &kingPawnDistEnd)
	one("kingFlankMid", &kingFlankMid)
	one("kingFlankEnd", &kingFlankEnd)
	one("rookSeventhMid", &rookSeventhMid)
	one("rookSeventhEnd", &rookSeventhEnd)
	one("queenSeventhMid", &queenSeventhMid)
	one("queenSeventhEnd", &queenSeventhEnd)
	one("fiftyFreePlies", &fiftyFreePlies)
	return ps
}
