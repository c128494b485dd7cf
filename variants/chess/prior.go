package chess

import (
	"math"

	"rollout/variants"
)

var _ variants.Priorer = (*Position)(nil)

// priorScale is the centipawn scale of Prior's logistic 1/(1+e^(-x/150)):
// winning a pawn is 0.66, a knight 0.89, losing a knight 0.11.
const priorScale = 150

// Prior rates the legal move m for a tree search's progressive bias
// (variants.Priorer), from a material balance in centipawns that looks
// one exchange deep without a search:
//   - a capture gains the victim; a promotion gains a queen for a pawn;
//   - a piece moved to a square the enemy attacks loses its value, or,
//     where we defend the square, its value less the cheapest attacker
//     (the trade that follows), if that is positive;
//   - a piece that stood attacked (by a cheaper piece, or undefended)
//     and moves to a safe square gains its value back: a move out of
//     attack;
//   - a check gains half a pawn.
//
// The sum goes through a logistic to [0, 1], 0.5 for a quiet move.
func (p *Position) Prior(m Move) float64 {
	b := &p.b
	us := int(b.side)
	them := us ^ 1
	from, to := mFrom(m), mTo(m)
	pt := int(b.mailbox[from]&7) - 1
	occ := b.all()
	var gain int32
	if pc := b.mailbox[to]; pc != 0 {
		gain += pieceCP[pc&7-1]
	}
	moved := pieceCP[pt]
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
		if lva := nb.cheapestAttacker(them, to, nb.all()); lva > 0 {
			loss := moved
			if nb.attackedBy(us, to, nb.all()) {
				loss = max(0, moved-lva)
			}
			gain -= loss
		} else if lva := b.cheapestAttacker(them, from, occ); lva > 0 && (lva < moved || !b.attackedBy(us, from, occ)) {
			gain += moved // out of attack, to a safe square
		}
	}
	ci := b.newCheckInfo()
	if b.givesCheck(m, &ci) {
		gain += pieceCP[pawn] / 2
	}
	return logistic(gain)
}

// logisticSpan bounds the gains whose logistic is kept in a table: a
// capture, a check and a positional term together stay within it but
// for a promotion or a queen taken, computed as they come.
const logisticSpan = 1024

// logisticTable[g+logisticSpan] is Prior's logistic of the gain g: the
// exponential was a third of Prior's time, and the table gives the
// same values.
var logisticTable = func() (t [2*logisticSpan + 1]float64) {
	for i := range t {
		t[i] = logisticOf(int32(i - logisticSpan))
	}
	return t
}()

// logistic is 1/(1+e^(-gain/priorScale)), from logisticTable where it
// can be.
func logistic(gain int32) float64 {
	if gain >= -logisticSpan && gain <= logisticSpan {
		return logisticTable[gain+logisticSpan]
	}
	return logisticOf(gain)
}

// logisticOf computes 1/(1+e^(-gain/priorScale)).
func logisticOf(gain int32) float64 {
	return 1 / (1 + math.Exp(-float64(gain)/priorScale))
}

// cheapestAttacker returns the value of colour c's cheapest piece that
// attacks sq when the board's occupancy is occ, or 0 if none does.
func (b *board) cheapestAttacker(c, sq int, occ uint64) int32 {
	p := &b.pieces[c]
	switch {
	case pawnAttacks[c^1][sq]&p[pawn] != 0:
		return pieceCP[pawn]
	case knightAttacks[sq]&p[knight] != 0:
		return pieceCP[knight]
	}
	diag := bishopAttacks(sq, occ)
	if diag&p[bishop] != 0 {
		return pieceCP[bishop]
	}
	orth := rookAttacks(sq, occ)
	switch {
	case orth&p[rook] != 0:
		return pieceCP[rook]
	case (diag|orth)&p[queen] != 0:
		return pieceCP[queen]
	case kingAttacks[sq]&p[king] != 0:
		return pieceCP[king]
	}
	return 0
}
