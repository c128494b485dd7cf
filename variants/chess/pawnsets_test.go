package chess

import "testing"

// refPawnTerms is pawnTerms as evalpawns.go defines it, pawn by pawn.
func (b *board) refPawnTerms() (mid, end int32) {
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

// The pawn sets give what the pawn-by-pawn definitions give: the passed
// pawns of passedMask, and pawnTerms's sums, term by term (each weight
// set apart so that no two terms can hide each other's miscount), on
// the capture generator's positions.
func TestPawnTermsByPawn(t *testing.T) {
	weights := []*int32{&pawnIsolatedMid, &pawnIsolatedEnd, &pawnDoubledMid, &pawnDoubledEnd, &pawnBackwardMid, &pawnBackwardEnd}
	saved := make([]int32, len(weights))
	for i, w := range weights {
		saved[i] = *w
	}
	defer func() {
		for i, w := range weights {
			*w = saved[i]
		}
	}()
	bs := qgenPositions(t)
	passers := 0
	for _, b := range bs {
		for c := white; c <= black; c++ {
			var want uint64
			for p := b.pieces[c][pawn]; p != 0; {
				if sq := popLSB(&p); passedMask[c][sq]&b.pieces[c^1][pawn] == 0 {
					want |= bit(sq)
				}
			}
			if got := passedPawns(c, b.pieces[c][pawn], b.pieces[c^1][pawn]); got != want {
				t.Fatalf("%s: colour %d's passed pawns %x, want %x", fenOf(&b), c, got, want)
			}
			passers += popcount(want)
		}
	}
	if passers == 0 {
		t.Fatal("no passed pawn among the positions")
	}
	for one := range weights {
		for i, w := range weights {
			*w = int32(1 + 100*boolCP(i == one))
		}
		counted := false
		for _, b := range bs {
			m, e := b.pawnTerms()
			wm, we := b.refPawnTerms()
			if m != wm || e != we {
				t.Fatalf("weight %d: %s: %d/%d, pawn by pawn %d/%d", one, fenOf(&b), m, e, wm, we)
			}
			counted = counted || max(m, -m, e, -e) >= 50
		}
		if !counted {
			t.Fatalf("weight %d never counted", one)
		}
	}
	t.Logf("%d positions", len(bs))
}
