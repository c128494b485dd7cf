package cli

import (
	"fmt"

	"rollout/match"
)

// sprtStatus is the running state of a match's SPRT for the progress
// line: "LLR 1.23 (-2.94, 2.94) pentanomial".
func sprtStatus(t match.SPRT, mt match.Tally) string {
	return fmt.Sprintf("LLR %.2f (%.2f, %.2f) %s", t.LLR(mt), t.Lower(), t.Upper(), mt.Model())
}

// sprtSummary is the lines the summary gives the test: its hypotheses,
// the samples it counted, the ratio with its bounds and the verdict.
func sprtSummary(t match.SPRT, mt match.Tally, games int) []string {
	played := mt.Total(0).Games()
	samples := fmt.Sprintf("trinomial over %d games (W/D/L of A)", played)
	if mt.Paired {
		p := mt.Pairs.P
		samples = fmt.Sprintf("pentanomial over %d game pairs (A's points 0, 1/2, 1, 3/2, 2: %d %d %d %d %d)", mt.Pairs.Pairs(), p[0], p[1], p[2], p[3], p[4])
	}
	llr := t.LLR(mt)
	verdict := t.Verdict(llr)
	tail := fmt.Sprintf("%s after %d games", verdict, played)
	if verdict == match.Continue {
		tail = fmt.Sprintf("inconclusive after %d of at most %d games", played, games)
	}
	return []string{
		fmt.Sprintf("SPRT of A's Elo over B: H0 %g, H1 %g (logistic), alpha %g, beta %g; %s", t.Elo0, t.Elo1, t.Alpha, t.Beta, samples),
		fmt.Sprintf("LLR %.2f, bounds (%.2f, %.2f): %s", llr, t.Lower(), t.Upper(), tail),
	}
}
