package variants

import (
	"fmt"
	"math"
)

// PawnScale is the centipawn scale of the one mapping between the
// engines' values in [-1, 1] and pawns (docs/evaluation.md): a lead of x
// centipawns is worth
//
//	mean = 2/(1 + 10^(-x/PawnScale)) - 1 = tanh(x·ln10/(2·PawnScale))
//
// the expected score (win 1, loss -1) of the Elo formula with a pawn's
// 100 centipawns standing in for 100 rating points. Chess's static
// evaluation maps its centipawns to [-1, 1] on this curve
// (chess.EvalScale), and Centipawns reads it back: +1 pawn is 0.28, a
// knight 0.73, a rook 0.89.
const PawnScale = 400

// Centipawns maps a mean score in [-1, 1] to centipawns on the PawnScale
// curve: with the expected score p = (1+mean)/2, 400·log10(p/(1-p)),
// p kept in [0.001, 0.999] so the result stays within ±1200 (12 pawns
// stand for "won" or "lost" rather than an infinity). The side is
// the mean's: a mover's mean gives the mover's centipawns (UCI's score
// cp), a first side's mean White's (PGN's [%eval], the screens). NaN
// reads as 0.
func Centipawns(mean float64) int {
	if math.IsNaN(mean) {
		return 0
	}
	p := math.Min(math.Max((1+mean)/2, 0.001), 0.999)
	return int(math.Round(PawnScale * math.Log10(p/(1-p))))
}

// MeanOfCentipawns is Centipawns' inverse: the mean in [-1, 1] that x
// centipawns stand for (an external engine's score cp read as a mean).
func MeanOfCentipawns(x float64) float64 {
	return math.Tanh(x * math.Ln10 / (2 * PawnScale))
}

// FirstSideMean turns a mean from side's point of view into the first
// side's (White's), as lichess shows every score: a mean is negated for
// the second side.
func FirstSideMean(mean float64, side Side) float64 {
	if side == Second {
		return -mean
	}
	return mean
}

// PawnsText writes centipawns as pawns with a sign and two decimals, as
// lichess and PGN's [%eval] write them: "+0.28", "-1.50", "0.00".
func PawnsText(cp int) string {
	if cp == 0 {
		return "0.00"
	}
	return fmt.Sprintf("%+.2f", float64(cp)/100)
}

// ProofMate is the mate a proof of that many plies gives its mover
// (engine.MoveStats.Proof): a win in 2k-1 plies is a mate in k, a loss
// in 2k plies is mated in k (-k); 0 for no proof.
func ProofMate(proof int) int {
	switch {
	case proof > 0:
		return (proof + 1) / 2
	case proof < 0:
		return -(1 - proof) / 2
	}
	return 0
}

// ProofMateAfter is ProofMate for the position plies moves along the
// proven line (0: the position searched, 1: the one the proven move
// leads to), still from the mover's point of view: the moves the
// winning side has yet to make, as lichess's [%eval] after a move counts
// them (a mate in 3 played on leaves #2); 0 once the mate is on the
// board, and for no proof.
func ProofMateAfter(proof, plies int) int {
	switch {
	case proof > 0: // the mover mates, moving at plies 1, 3, ..., proof
		return max((proof+1)/2-(plies+1)/2, 0)
	case proof < 0: // the other side mates, moving at plies 2, 4, ...
		return -max((1-proof)/2-plies/2, 0)
	}
	return 0
}

// EvalCommand is a PGN comment's "[%eval +0.28]" for a mean from side's
// point of view: the score after the move in pawns from White's side, as
// lichess writes it and ReadMoveNote reads it.
func EvalCommand(mean float64, side Side) string {
	return "[%eval " + PawnsText(Centipawns(FirstSideMean(mean, side))) + "]"
}
