package chess

import "testing"

// kingTermsWith counts each kind's mobility by a loop of its own and
// weighs it once a kind; kingTermsByPiece, its former self, weighed
// every piece's as it went. Both give the same terms to every
// position of the capture generator's set, for every evaluation's
// weights and king-danger terms.
func TestKingTermsByKind(t *testing.T) {
	bs := qgenPositions(t)
	for k := range evalNames {
		w := kingWeightsOf[k]
		if w == nil {
			continue
		}
		deep := evalPartsOf[k].danger
		for i := range bs {
			b := &bs[i]
			s := b.pstSums()
			m, e, p := b.kingTermsWith(s, deep, w)
			wm, we, wp := b.kingTermsByPiece(s, deep, w)
			if m != wm || e != we || p != wp {
				t.Fatalf("%s, %s: terms %d %d %d, piece by piece %d %d %d", evalNames[k], fenOf(b), m, e, p, wm, we, wp)
			}
		}
	}
}

// kingTermsByPiece is kingTermsWith as it was, piece by piece.
func (b *board) kingTermsByPiece(s pstSum, deep dangerTerms, w *evalWeights) (mid, end, phase int32) {
	mid, end, phase = s.mid, s.end, s.phase
	if w.material {
		// The weights' own material values, as their differences from
		// pieceCP (which the sums hold): only the material count
		// matters, so the difference of the two sides' counts.
		for pt := pawn; pt <= queen; pt++ {
			d := int32(popcount(b.pieces[white][pt])) - int32(popcount(b.pieces[black][pt]))
			mid += d * w.matMid[pt]
			end += d * w.matEnd[pt]
		}
	}
	occ := b.all()
	wp, bp := b.pieces[white][pawn], b.pieces[black][pawn]
	var pawnAtt [2]uint64
	pawnAtt[white] = (wp&^fileA)<<7 | (wp&^fileH)<<9
	pawnAtt[black] = (bp&^fileA)>>9 | (bp&^fileH)>>7
	pawns := [2]uint64{wp, bp}
	allPawns := wp | bp
	var at attackSums
	for c := white; c <= black; c++ {
		sign := int32(1)
		if c == black {
			sign = -1
		}
		them := c ^ 1
		// Mobility and the attack on the enemy king.
		safe := ^b.occ[c] &^ pawnAtt[them]
		zone := kingZone[b.king[them]]
		var danger, attackers int32
		queenIn := false
		for pt := knight; pt <= queen; pt++ {
			for p := b.pieces[c][pt]; p != 0; {
				sq := popLSB(&p)
				var a uint64
				switch pt {
				case knight:
					a = knightAttacks[sq]
				case bishop:
					a = bishopAttacks(sq, occ)
				case rook:
					a = rookAttacks(sq, occ)
				default:
					a = queenAttacks(sq, occ)
				}
				at.by[c][pt] |= a
				m := int32(popcount(a&safe)) - w.mobBase[pt]
				mid += sign * w.mobMid[pt] * m
				end += sign * w.mobEnd[pt] * m
				if hit := a & zone; hit != 0 {
					attackers++
					danger += w.attackUnit[pt] * int32(popcount(hit))
					queenIn = queenIn || pt == queen
				}
				if pt == rook {
					f := fileMask[sq&7]
					switch {
					case allPawns&f == 0:
						mid += sign * w.rookOpenMid
						end += sign * w.rookOpenEnd
					case pawns[c]&f == 0:
						mid += sign * w.rookHalfMid
						end += sign * w.rookHalfEnd
					}
				}
			}
		}
		switch {
		case deep != 0:
			at.danger[c], at.attackers[c], at.queenIn[c] = danger, attackers, queenIn
		case attackers >= 2 || queenIn && attackers >= 1:
			mid += sign * min(danger*danger/w.kingDangerDiv, w.kingDangerMax)
		}
		if b.pieces[c][bishop]&(b.pieces[c][bishop]-1) != 0 {
			mid += sign * w.pairMid
			end += sign * w.pairEnd
		}
		// Passed pawns, by rank from the own side.
		for p := passedPawns(c, pawns[c], pawns[them]); p != 0; {
			sq := popLSB(&p)
			r := sq >> 3
			if c == black {
				r = 7 - r
			}
			mid += sign * w.passedMid[r]
			end += sign * w.passedEnd[r]
		}
		// The pawn shield and open files in front of the own king.
		k := int(b.king[c])
		kf, kr := k&7, k>>3
		for f := max(kf-1, 0); f <= min(kf+1, 7); f++ {
			own := pawns[c] & fileMask[f]
			if own == 0 {
				mid += sign * w.shieldOpen
				if pawns[them]&fileMask[f] == 0 {
					mid += sign * w.shieldBare
				}
				continue
			}
			near, far := kr+1, kr+2
			if c == black {
				near, far = kr-1, kr-2
			}
			switch {
			case near >= 0 && near < 8 && own&bit(f+8*near) != 0:
				mid += sign * w.shieldNear
			case far >= 0 && far < 8 && own&bit(f+8*far) != 0:
				mid += sign * w.shieldFar
			}
		}
	}
	if deep != 0 {
		at.pawn = pawnAtt
		mid += b.kingDanger(&at, deep, w)
	}
	return mid, end, phase
}
