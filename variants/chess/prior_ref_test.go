package chess

import (
	"math"
	"testing"

	"rollout/variants"
)

// priorByBoard is Prior as it was before it stopped playing the move:
// the move played on a copy of the board, which then says whether it
// checks, who attacks its square and what it threatens. Prior must
// give the very same value (TestPriorWithoutPlay).
func priorByBoard(p *Position, m Move) float64 {
	b := &p.b
	us := int(b.side)
	them := us ^ 1
	from, to := mFrom(m), mTo(m)
	pt := int(b.mailbox[from]&7) - 1
	occ := b.all()
	var gain int32
	var check bool
	if pc := b.mailbox[to]; pc != 0 {
		gain += pieceCP[pc&7-1]
	}
	moved := pieceCP[pt]
	var phase int32
	if p.quiet.positional() {
		phase = b.phase()
	}
	switch mKind(m) {
	case kindEnPassant:
		gain += pieceCP[pawn]
	case kindPromotion:
		gain += pieceCP[mPromo(m)] - pieceCP[pawn]
		moved = pieceCP[mPromo(m)]
	}
	if pt != king {
		nb := *b
		nb.play(m)
		nocc := nb.all()
		check = nb.inCheck()
		safe := true
		if lva := cheapestAttacker(&nb.pieces[them], them, to, nocc); lva > 0 {
			loss := moved
			if nb.attackedBy(us, to, nocc) {
				loss = max(0, moved-lva)
			}
			gain -= loss
			safe = loss == 0
		} else if lva := cheapestAttacker(&b.pieces[them], them, from, occ); lva > 0 && (lva < moved || !b.attackedBy(us, from, occ)) {
			gain += moved
		}
		if p.quiet.positional() && safe && mKind(m) != kindPromotion {
			switch w := positionalOf[p.quiet]; threatCount(&nb.pieces[them], us, pt, to, nocc) {
			case 1:
				gain += w.threatOne
			case 2:
				gain += w.threatFork
			}
		}
		if p.quiet.kings() {
			gain += kingGain(b, &nb.pieces[them], &quietKings[p.quiet], us, pt, from, to, occ, nocc, phase)
		}
	}
	if p.quiet.positional() && mKind(m) != kindPromotion {
		t := b.positionalTerms(m, us, pt, from, to)
		gain += t.value(positionalOf[p.quiet], phase)
	}
	if pt == king {
		ci := b.newCheckInfo()
		check = b.givesCheck(m, &ci)
	}
	if check {
		gain += quietKings[p.quiet].check
	}
	return logistic(gain)
}

// Prior computes from the board before the move the very values it
// computed by playing the move on a copy (priorByBoard), and so does
// Priors for all of a position's moves at once: for every
// legal move of the capture generator's 40,955 positions, under the
// flat, pst and king orders (king-hot's and king-max's differ from
// king's only by their weights).
func TestPriorWithoutPlay(t *testing.T) {
	positions := qgenPositions(t)
	var list moveList
	var all [maxMoves]float64
	moves := 0
	for _, b := range positions {
		n := b.genLegal(&list)
		for _, q := range []quietOrder{quietFlat, quietPST, quietKing, quietFitted} {
			p := &Position{b: b, quiet: q}
			p.Priors(list[:n], all[:])
			for i, m := range list[:n] {
				got, want := p.Prior(m), priorByBoard(p, m)
				if q == quietFitted { // its extra terms are not the board's
					want = got
				}
				if math.Float64bits(got) != math.Float64bits(want) || math.Float64bits(all[i]) != math.Float64bits(want) {
					t.Fatalf("%s %s under %s: Prior %v, Priors %v, by the board %v", fenOf(&b), p.EncodeMove(m, variants.Canonical), quietNames[q], got, all[i], want)
				}
			}
		}
		moves += n
	}
	t.Logf("%d positions, %d moves", len(positions), moves)
}
