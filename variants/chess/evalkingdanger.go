package chess

// The king-danger evaluation ("king-danger") is "king" (evalking.go)
// with a fuller attack on the king, from where the default lost its
// games against Stockfish at UCI_Elo 2000 (docs/strength.md, "Our own
// blunders against Stockfish 2000"): it was mated, or lost the game,
// after moves that let the enemy pieces and pawns at its king while
// nothing was yet attacked. "king" counts only the enemy pieces that
// attack the squares around the king. "king-danger" adds to that sum
// of units:
//
//   - safe checks: a square from which an enemy knight, bishop, rook or
//     queen could check the king next move, that no piece of the king's
//     side guards (Stockfish's king danger counts them the same way);
//   - weak squares: squares around the king the enemy attacks and only
//     the king or the queen defends;
//
// and, in centipawns, a pawn storm: enemy pawns one to three ranks in
// front of a king castled on a wing, on its file or a neighbour. The
// danger still costs danger²/kingDangerDiv, at most kingDangerMax,
// middlegame only, now also with one attacker that has a safe check.
//
// "king-danger" screened at -75 Elo, and its pawn storm rewards a side
// for pushing its own wing pawns at the enemy king, the self-weakening
// pushes among the default's mistakes; so two lighter versions are
// chosen apart: "king-nostorm" (safe checks and weak squares, no pawn
// storm) and "king-checks" (safe checks only).

// dangerTerms says which of the king-danger terms an evaluation counts;
// 0 is king's attack on the king, none of them.
type dangerTerms uint8

// The king-danger terms.
const (
	dangerChecks dangerTerms = 1 << iota
	dangerWeak
	dangerStorm
)

// The king-danger terms' weights are evalWeights' checkUnit (added to
// the danger once for each kind of piece that has a safe check),
// weakUnit (for each weak square around the king) and stormMid (the
// cost to the king's side of each enemy pawn on the king's file or a
// neighbour, by its distance in ranks in front of the king, 1 to 3, the
// nearest pawn of each file; middlegame only).

// attackSums is what kingTermsWith gathers for the king danger, by
// colour: the squares each kind of piece attacks, the pawns' attacks,
// and "king"'s danger units, attackers and whether the queen is among
// them.
type attackSums struct {
	by        [2][6]uint64
	pawn      [2]uint64
	danger    [2]int32
	attackers [2]int32
	queenIn   [2]bool
}

// kingDanger is the middlegame value, from white's side, of each side's
// attack on the enemy king: "king"'s danger units plus safe checks and
// weak squares, and the pawn storm, those of them in terms.
func (b *board) kingDanger(at *attackSums, terms dangerTerms, w *evalWeights) (mid int32) {
	occ := b.all()
	for c := white; c <= black; c++ {
		sign := int32(1)
		if c == black {
			sign = -1
		}
		d := c ^ 1
		ks := int(b.king[d])
		pieces := at.by[d][knight] | at.by[d][bishop] | at.by[d][rook]
		guarded := at.pawn[d] | pieces | at.by[d][queen] | kingAttacks[ks]
		safe := ^b.occ[c] &^ guarded
		diag, line := bishopAttacks(ks, occ), rookAttacks(ks, occ)
		units := at.danger[c]
		checks := false
		for _, ch := range [...]struct {
			pt      int
			squares uint64
		}{{knight, knightAttacks[ks]}, {bishop, diag}, {rook, line}, {queen, diag | line}} {
			if terms&dangerChecks != 0 && ch.squares&at.by[c][ch.pt]&safe != 0 {
				units += w.checkUnit[ch.pt]
				checks = true
			}
		}
		attacked := at.pawn[c] | at.by[c][knight] | at.by[c][bishop] | at.by[c][rook] | at.by[c][queen]
		if terms&dangerWeak != 0 {
			units += w.weakUnit * int32(popcount(kingZone[ks]&attacked&^(at.pawn[d]|pieces)))
		}
		n := at.attackers[c]
		if n >= 2 || (at.queenIn[c] || checks) && n >= 1 {
			mid += sign * min(units*units/w.kingDangerDiv, w.kingDangerMax)
		}
		// The pawn storm against a king castled on a wing.
		kf, kr := ks&7, ks>>3
		if terms&dangerStorm == 0 || kf >= 3 && kf <= 4 {
			continue
		}
		for f := max(kf-1, 0); f <= min(kf+1, 7); f++ {
			for dist := 1; dist <= 3; dist++ {
				r := kr + dist
				if d == black {
					r = kr - dist
				}
				if r >= 0 && r < 8 && b.pieces[c][pawn]&bit(f+8*r) != 0 {
					mid += sign * w.stormMid[dist]
					break
				}
			}
		}
	}
	return mid
}
