package engine

import "rollout/variants"

// Table converts a search's result into the value a game record keeps for
// the turn (variants cannot import the engine, so the record has its own
// table type). Rows keep the legal-move order of the snapshot, and each
// its principal variation (Snapshot.Lines) where the search gave one.
func (r Result) Table() *variants.Table {
	t := &variants.Table{
		Player:        r.Player,
		Rollouts:      r.Rollouts,
		Stopped:       string(r.Stopped),
		Chosen:        r.Move,
		VarianceRatio: r.VarianceRatio,
		Elapsed:       r.Elapsed,
		Policy:        r.Policy,
		Trees:         r.Trees,
		MostRollouts:  r.MostRollouts,
		Drawn:         r.Drawn,
		Rows:          make([]variants.Row, len(r.Moves)),
	}
	for i, m := range r.Moves {
		t.Rows[i] = variants.Row{
			Move: m.Move, Text: m.Text,
			Rollouts: m.Rollouts, Wins: m.Wins, Draws: m.Draws, Losses: m.Losses, Net: m.Net,
			Mean: m.Mean, StdErr: m.StdErr, AvgPlies: m.AvgPlies, CapShare: m.CapShare,
			UCB: m.UCB, Score: m.Score, Note: m.Note, Depth: m.Depth, Proof: m.Proof,
		}
		if i < len(r.Lines) && len(r.Lines[i]) > 0 {
			t.Rows[i].Line = append([]variants.Move(nil), r.Lines[i]...)
		}
	}
	return t
}

// ResultOf turns a recorded table back into a result, so the tables of a
// reviewed game print and render through the same code as a live search's
// (its lines too, when the table kept them).
func ResultOf(t *variants.Table) Result {
	res := Result{
		Snapshot: Snapshot{
			Player: t.Player, Rollouts: t.Rollouts, Best: t.Chosen, Elapsed: t.Elapsed, Policy: t.Policy, Trees: t.Trees,
			MostRollouts: t.MostRollouts, Drawn: t.Drawn, VarianceRatio: t.VarianceRatio, Moves: make([]MoveStats, len(t.Rows)),
		},
		Move:    t.Chosen,
		Stopped: StopReason(t.Stopped),
	}
	if t.Elapsed > 0 {
		// Not recorded; the search's own rate over its time, so a
		// status line read back does not say 0.00 kr/s.
		res.Rate = float64(t.Rollouts) / t.Elapsed.Seconds()
	}
	for i, r := range t.Rows {
		res.Moves[i] = MoveStats{
			Move: r.Move, Text: r.Text,
			Rollouts: r.Rollouts, Wins: r.Wins, Draws: r.Draws, Losses: r.Losses, Net: r.Net,
			Mean: r.Mean, StdErr: r.StdErr, AvgPlies: r.AvgPlies, CapShare: r.CapShare,
			UCB: r.UCB, Score: r.Score, Note: r.Note, Depth: r.Depth, Proof: r.Proof,
		}
		if len(r.Line) > 0 {
			if res.Lines == nil {
				res.Lines = make([][]variants.Move, len(t.Rows))
			}
			res.Lines[i] = append([]variants.Move(nil), r.Line...)
		}
		if r.Move == t.Chosen {
			res.MoveText, res.BestText = r.Text, r.Text
		}
	}
	return res
}
