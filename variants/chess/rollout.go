package chess

import (
	"math/rand/v2"

	"rollout/variants"
	"rollout/variants/internal/draw"
)

// Rollout plays uniformly random legal moves until the game ends by any
// rule (mate, stalemate, insufficient material, 50-move rule, threefold
// repetition) or plyCap plies have been played, and returns the outcome and
// the plies played. It counts the legal moves (n) from the generator's
// move sets and builds only the move it draws, uniformly from 0..n-1, out
// of the legal list, so the choice is exactly uniform. It does not allocate.
func (p *Position) Rollout(rng *rand.Rand, plyCap int) (variants.Outcome, int) {
	return p.rollout(rng, plyCap, false, nil)
}

var _ variants.RolloutRecorder = (*Position)(nil)

// RecordRollout plays Rollout's game (light: LightRollout's) and appends
// its moves to moves, for the study stepper.
func (p *Position) RecordRollout(rng *rand.Rand, plyCap int, light bool, moves []Move) (variants.Outcome, int, []Move) {
	o, n := p.rollout(rng, plyCap, light, &moves)
	return o, n, moves
}

// rollout is the one loop behind Rollout and LightRollout (light picks
// each move by the light policy), so both end their games by the same
// rules in the same order. The policy is a flag rather than a function
// value: the branch on it is always predicted, where a call through a
// value would cost every ply of the uniform loop a call it cannot inline.
// rec, when not nil (the study stepper's RecordRollout), gets every move
// played; nil on every search's path, a branch as well predicted.
func (p *Position) rollout(rng *rand.Rand, plyCap int, light bool, rec *[]Move) (variants.Outcome, int) {
	var s setList
	var list moveList // the light policy's scratch list
	d := draw.New(rng)
	for plies := 0; ; plies++ {
		n := p.b.genSets(&s)
		if n == 0 {
			return p.noMovesOutcome(), plies
		}
		// Material only ever shrinks by a capture or a promotion, and
		// both reset the 50-move clock: test it only then (and at the
		// start), not every ply. The rules apply in drawOutcome's order.
		if (p.b.halfmove == 0 || plies == 0) && p.b.insufficientMaterial() {
			return variants.DrawBy(variants.InsufficientMaterial), plies
		}
		if p.b.halfmove >= 100 {
			return variants.DrawBy(variants.FiftyMoveRule), plies
		}
		if p.reps >= 2 {
			return variants.DrawBy(variants.ThreefoldRepetition), plies
		}
		if plies >= plyCap {
			return variants.DrawBy(variants.PlyCap), plies
		}
		var m Move
		if light {
			m = p.b.lightMove(&s, n, &list, &d)
		} else {
			m = s.pick(int(d.IntN(uint32(n))))
		}
		if rec != nil {
			*rec = append(*rec, m)
		}
		p.Play(m)
	}
}

// SortWins moves the mating moves to the front of moves and returns how
// many there are. Only a checking move can mate, and whether a move checks
// is read off precomputed attack sets without playing it; only checks are
// played out and tested for a reply.
func (p *Position) SortWins(moves []Move) int {
	ci := p.b.newCheckInfo()
	k := 0
	for i, m := range moves {
		if !p.b.givesCheck(m, &ci) {
			continue
		}
		after := p.b
		after.play(m)
		if after.hasLegalMove() {
			continue
		}
		moves[i], moves[k] = moves[k], moves[i]
		k++
	}
	return k
}

// checkInfo holds, for the side to move, the squares from which each kind
// of its pieces would check the enemy king, and its pieces whose leaving
// the line to that king uncovers a check.
type checkInfo struct {
	ksq      int
	checkSq  [6]uint64
	discover uint64
}

func (b *board) newCheckInfo() checkInfo {
	us := int(b.side)
	them := us ^ 1
	ksq := int(b.king[them])
	occ := b.all()
	var ci checkInfo
	ci.ksq = ksq
	ci.checkSq[pawn] = pawnAttacks[them][ksq]
	ci.checkSq[knight] = knightAttacks[ksq]
	ci.checkSq[bishop] = bishopAttacks(ksq, occ)
	ci.checkSq[rook] = rookAttacks(ksq, occ)
	ci.checkSq[queen] = ci.checkSq[bishop] | ci.checkSq[rook]
	own := &b.pieces[us]
	snipers := rookAttacks(ksq, 0)&(own[rook]|own[queen]) |
		bishopAttacks(ksq, 0)&(own[bishop]|own[queen])
	for snipers != 0 {
		s := popLSB(&snipers)
		bb := between[ksq][s] & occ
		if bb != 0 && bb&(bb-1) == 0 && bb&b.occ[us] != 0 {
			ci.discover |= bb
		}
	}
	return ci
}

// givesCheck reports whether the legal move m checks the enemy king.
// Promotions, en passant and castling are rare and are played out.
func (b *board) givesCheck(m Move, ci *checkInfo) bool {
	from, to := mFrom(m), mTo(m)
	if mKind(m) != kindNormal {
		after := *b
		after.play(m)
		return after.inCheck()
	}
	pt := int(b.mailbox[from]&7) - 1
	if ci.checkSq[pt]&bit(to) != 0 {
		return true
	}
	return ci.discover&bit(from) != 0 && line[ci.ksq][from]&bit(to) == 0
}
