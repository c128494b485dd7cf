package uci

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"rollout/engine"
	"rollout/variants"
)

// errNoMove reports a search that ended without a legal move to play.
var errNoMove = errors.New("the search chose no legal move")

// info prints a snapshot as a UCI info line. Nodes are rollouts (uct:
// iterations); the score is the chosen move's proven mate, or its mean
// turned into centipawns by Centipawns (see Score); wdl is the chosen move's rollouts won, drawn and lost, in
// thousandths. Monte Carlo search has no depth: depth is always 1.
func (s *Session) info(pos variants.Position, snap engine.Snapshot, showWDL bool) {
	if snap.BestText == "" {
		return
	}
	var best engine.MoveStats
	for _, m := range snap.Moves {
		if m.Move == snap.Best {
			best = m
		}
	}
	wdl := ""
	if showWDL {
		w, d, l := WDL(best)
		wdl = fmt.Sprintf(" wdl %d %d %d", w, d, l)
	}
	s.printf("info depth 1 time %d nodes %d nps %.0f score %s%s pv %s",
		snap.Elapsed.Milliseconds(), snap.Rollouts, snap.Rate, Score(best), wdl,
		pos.EncodeMove(snap.Best, variants.Canonical))
}

// Score is a move's UCI score: "mate N" for a move uct has proven to
// mate in N moves (negative: to be mated in N, the longest defence it
// found), else "cp N" from its mean (Centipawns).
func Score(m engine.MoveStats) string {
	switch {
	case m.Proof > 0:
		return fmt.Sprintf("mate %d", (m.Proof+1)/2)
	case m.Proof < 0:
		return fmt.Sprintf("mate -%d", (1-m.Proof)/2)
	}
	return fmt.Sprintf("cp %d", Centipawns(m.Mean))
}

// Centipawns maps a mean score in [-1, 1] to centipawns from the same
// side's point of view (UCI scores are the side to move's): the
// program's one mapping, variants.Centipawns (docs/evaluation.md),
// within ±1200.
func Centipawns(mean float64) int { return variants.Centipawns(mean) }

// WDL returns a move's rollouts won, drawn and lost in thousandths that
// add up to 1000; a move without rollouts reads 0 1000 0.
func WDL(m engine.MoveStats) (w, d, l int) {
	return engine.Permille(m.Wins, m.Draws, m.Losses)
}

// moveStats prints, before bestmove, one info string per root move in the
// manner of Lc0's VerboseMoveStats: fewest rollouts first, so the chosen
// move comes last, next to bestmove.
func (s *Session) moveStats(pos variants.Position, res engine.Result) {
	rows := append([]engine.MoveStats(nil), res.Moves...)
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].Rollouts != rows[j].Rollouts {
			return rows[i].Rollouts < rows[j].Rollouts
		}
		return rows[i].Mean < rows[j].Mean
	})
	for _, r := range rows {
		var b strings.Builder
		n := r.Wins + r.Draws + r.Losses
		pct := func(x int64) float64 {
			if n == 0 {
				return 0
			}
			return 100 * float64(x) / float64(n)
		}
		fmt.Fprintf(&b, "info string %-5s N: %7d (W: %5.1f%%) (D: %5.1f%%) (L: %5.1f%%) (Q: %s ± %.4f)",
			pos.EncodeMove(r.Move, variants.Canonical), r.Rollouts, pct(r.Wins), pct(r.Draws), pct(r.Losses),
			engine.FormatMean(r.Mean, 4), r.StdErr)
		if r.UCB != 0 {
			fmt.Fprintf(&b, " (U: %s)", engine.FormatMean(r.UCB, 4))
		}
		if r.Note != "" {
			fmt.Fprintf(&b, " (%s)", r.Note)
		}
		if r.Move == res.Move {
			b.WriteString(" " + engine.ChosenMark)
		}
		s.printf("%s", b.String())
	}
}
