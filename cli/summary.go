package cli

import (
	"fmt"
	"io"
	"text/tabwriter"

	"rollout/match"
	"rollout/variants"
)

// gameLine prints one game's line of a match (and of a merge), naming
// the loser of a game lost on time:
//
//	game 3: flat (a) vs random (b): 1-0, 37 plies, checkmate
//	game 4: uct (b) vs uct+light (a): 0-1, 52 plies, time forfeit: uct (b) loses on time
func gameLine(w io.Writer, l match.Line) error {
	why := l.Reason
	if why == variants.TimeForfeit.String() {
		loser := l.First
		if l.Result == "1-0" {
			loser = l.Second
		}
		why += ": " + loser + " loses on time"
	}
	if why == variants.TimeoutVsInsufficientMaterial.String() {
		why += ": a flag fell, but the other side could not mate"
	}
	_, err := fmt.Fprintf(w, "game %d: %s vs %s: %s, %d plies, %s\n", l.Game, l.First, l.Second, l.Result, l.Plies(), why)
	return err
}

// writeMatchSummary prints the table of results, the score interval, the
// Elo estimate, any extra lines (the SPRT's) and the last "result:" line.
func writeMatchSummary(w io.Writer, mt match.Tally, names [2]string, nameA, nameB string, extra ...string) error {
	wdl := func(r match.WDL) string { return fmt.Sprintf("%d/%d/%d", r.W, r.D, r.L) }
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\tas first W/D/L\tas second W/D/L\ttotal W/D/L\tscore")
	for p := range 2 {
		total := mt.Total(p)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.1f/%d\n", names[p],
			wdl(mt.ByMover[p][0]), wdl(mt.ByMover[p][1]), wdl(total),
			total.Score(), total.Games())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	si, ei := mt.ScoreInterval(0), mt.EloInterval(0)
	fmt.Fprintf(w, "score of %s: %.1f%%, 95%% confidence interval [%.1f%%, %.1f%%] (Wilson)\n",
		names[0], 100*si.Value, 100*si.Low, 100*si.High)
	note := ""
	if mt.Swept(0) {
		note = " (" + match.SweepNote + ")"
	}
	fmt.Fprintf(w, "Elo difference %s minus %s: %s [%s, %s]%s\n",
		names[0], names[1], match.EloText(ei.Value), match.EloText(ei.Low), match.EloText(ei.High), note)
	for _, l := range extra {
		fmt.Fprintln(w, l)
	}
	_, err := fmt.Fprintf(w, "result: %s %s vs %s\n", nameA, wdl(mt.Total(0)), nameB)
	return err
}
