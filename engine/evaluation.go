package engine

import (
	"fmt"
	"math"

	"rollout/variants"
)

// Evaluation is a root move's score as a chess player reads it: in pawns
// from the first side's (White's) point of view, as lichess shows every
// score, whoever is to move; a proven mate as moves to mate; and the
// chances of a win, draw and loss where the player has them. Every
// screen, UCI's score cp and PGN's [%eval] go through the one mapping
// between values and pawns, variants.Centipawns (docs/evaluation.md).
type Evaluation struct {
	// Mean is the move's mean in [-1, 1] from the first side's point of
	// view: what an evaluation bar fills (0 is level, +1 all White's).
	Mean float64
	// Centipawns is Mean in centipawns (variants.Centipawns, within
	// ±1200).
	Centipawns int
	// Mate is a proven mate in that many moves: positive when the first
	// side mates, negative when the second does; 0 for none proven.
	Mate int
	// WDL are the chances of a first-side win, a draw and a first-side
	// loss in thousandths (they add up to 1000), when HasWDL.
	WDL    [3]int
	HasWDL bool
	// Mated says the mate is on the board (EvaluationAfter a mating
	// move): Mean is then the winner's whole bar, Mate 0.
	Mated bool
}

// EvaluationOf reads m, a root move of a search by the player cfg
// describes in a position where mover is to move (so m's figures are
// mover's), as an Evaluation from the first side's point of view. W/D/L
// are given where they are game results: an external engine's wdl (its
// UCI_ShowWDL) or rollouts played to the end (the plain and rb
// estimators); the eval estimator (the default player) cuts its rollouts
// and counts the cut ones as draws, so it has none.
func EvaluationOf(cfg Config, m MoveStats, mover variants.Side) Evaluation {
	e := Evaluation{Mean: variants.FirstSideMean(m.Mean, mover)}
	e.Centipawns = variants.Centipawns(e.Mean)
	e.Mate = variants.ProofMate(m.Proof)
	if mover == variants.Second {
		e.Mate = -e.Mate
	}
	if w, d, l, ok := WDLOf(cfg, m); ok {
		e.HasWDL = true
		e.WDL = [3]int{w, d, l}
		if mover == variants.Second {
			e.WDL = [3]int{l, d, w}
		}
	}
	return e
}

// EvaluationAfter is EvaluationOf for the position plies moves along
// m's line (1: the one m leads to, as the play screen shows the engine's
// move it played): a proven mate counts the winner's moves left, as
// lichess does after a move (variants.ProofMateAfter: a mate in 3
// played reads #2), and a mating move's is Mated. The pawns are m's
// mean, whatever the plies.
func EvaluationAfter(cfg Config, m MoveStats, mover variants.Side, plies int) Evaluation {
	e := EvaluationOf(cfg, m, mover)
	if m.Proof == 0 {
		return e
	}
	mate := variants.ProofMateAfter(m.Proof, plies)
	if mate == 0 {
		// The mate is on the board: the bar is the winner's.
		e.Mated, e.Mean = true, variants.FirstSideMean(1, mover)
		if m.Proof < 0 {
			e.Mean = -e.Mean
		}
		e.Centipawns = variants.Centipawns(e.Mean)
	}
	if mover == variants.Second {
		mate = -mate
	}
	e.Mate = mate
	return e
}

// WDLOf returns m's wins, draws and losses in thousandths from the
// mover's point of view, adding up to 1000, and whether the player cfg
// describes has them as game results (see EvaluationOf): false for the
// eval estimator and for a move with no counts.
func WDLOf(cfg Config, m MoveStats) (w, d, l int, ok bool) {
	n := m.Wins + m.Draws + m.Losses
	if n <= 0 || (cfg.Estimator == Eval && !IsExternal(cfg.Player)) {
		return 0, 0, 0, false
	}
	w, d, l = Permille(m.Wins, m.Draws, m.Losses)
	return w, d, l, true
}

// Permille turns counts of wins, draws and losses into thousandths that
// add up to 1000 (the draws take the rounding); no counts read 0 1000 0.
func Permille(wins, draws, losses int64) (w, d, l int) {
	n := wins + draws + losses
	if n <= 0 {
		return 0, 1000, 0
	}
	w = int((2000*wins + n) / (2 * n))
	l = int((2000*losses + n) / (2 * n))
	return w, 1000 - w - l, l
}

// Text writes the evaluation as lichess does: pawns with a sign and two
// decimals ("+0.28", "-1.50", "0.00"), or a mate ("#3" White mates in
// 3, "#-3" Black mates in 3), or a mate on the board's result ("1-0").
func (e Evaluation) Text() string {
	if e.Mated { // no moves to count: the result
		if e.Mean > 0 {
			return "1-0"
		}
		return "0-1"
	}
	if e.Mate != 0 {
		return fmt.Sprintf("#%d", e.Mate)
	}
	return variants.PawnsText(e.Centipawns)
}

// WDLText writes the chances in whole per cent from the first side's
// point of view, "W 45% D 30% L 25%", or "" when there are none.
func (e Evaluation) WDLText() string {
	if !e.HasWDL {
		return ""
	}
	pct := func(x int) int { return (x + 5) / 10 }
	return fmt.Sprintf("W %d%% D %d%% L %d%%", pct(e.WDL[0]), pct(e.WDL[1]), pct(e.WDL[2]))
}

// WhiteShare is the share of an evaluation bar that is White's, in
// [0, 1]: (1 + Mean)/2, so level is half and each pawn moves it along the
// mapping's curve (a pawn up 0.64, a rook 0.94); a proven mate fills it
// for the side that mates.
func (e Evaluation) WhiteShare() float64 {
	switch {
	case e.Mate > 0:
		return 1
	case e.Mate < 0:
		return 0
	}
	return min(max((1+e.Mean)/2, 0), 1)
}

// pawnMean maps a value of the tree's, for the root's side to move, on
// the logistic of cfg's evaluation scale (Config.EvalScale) from its
// centre (Config.EvalCentre), its leads grown by the root's trade factor
// (Config.EvalTrade), to the one the program's pawn scale
// (variants.PawnScale) gives the same centipawns with no centre and no
// factor, so every screen, UCI's score cp and PGN's [%eval] read a lead
// in pawns as they always have: tanh(((atanh(v)·EvalScale/PawnScale) +
// centre's share) / factor). A proven ±1 stays; without a scale, a
// centre or a factor the value is kept as it is.
func (cfg Config) pawnMean(v float64) float64 {
	if !cfg.pawnMapped() || math.IsNaN(v) {
		return v
	}
	f := math.Ln10 / (2 * variants.PawnScale)
	return math.Tanh((math.Atanh(max(-1, min(1, v)))*cfg.treeScale()/variants.PawnScale + float64(cfg.centre)*f) / cfg.tradeFactor())
}

// pawnMapped reports whether the tree's values differ from the pawn
// scale's (pawnMean): under a scale, a centre or a trade factor.
func (cfg Config) pawnMapped() bool {
	return cfg.EvalScale != 0 || cfg.centre != 0 || cfg.trade != 0
}

// pawnStats puts a root move's figures on the pawn scale (pawnMean):
// its mean; its UCB1 value as that mean plus the same exploration term;
// its standard error through the map's slope at the mean.
func (cfg Config) pawnStats(m *MoveStats) {
	if !cfg.pawnMapped() {
		return
	}
	mean := cfg.pawnMean(m.Mean)
	if m.Rollouts > 0 {
		m.UCB += mean - m.Mean
	}
	if d := 1 - m.Mean*m.Mean; d > 0 {
		m.StdErr *= cfg.treeScale() / variants.PawnScale / cfg.tradeFactor() * (1 - mean*mean) / d
	}
	m.Mean = mean
}
