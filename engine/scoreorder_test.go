package engine

import (
	"context"
	"slices"
	"testing"

	"rollout/variants/nim"
)

// TestRouletteRowsByScore: analyze's rows of roulette (Rows) go by its
// wheel score, the figure it chooses by, as the play screen's table
// does (CompareByScore): the higher score first, equal scores by more
// rollouts. They went by mean, so the starred row could sit mid-table
// in analyze and at the top on the screen; the seeds here include
// searches whose order by mean differs from the order by score.
func TestRouletteRowsByScore(t *testing.T) {
	apart := 0 // searches whose rows by mean go otherwise
	for seed := uint64(1); seed <= 5; seed++ {
		p, err := New(Config{Player: "roulette", Budget: Budget{Rollouts: 300}, Workers: 1, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		pos := nim.Start()
		res, err := p.Search(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		rows := Rows(res.Snapshot, pos)
		for i := 1; i < len(rows); i++ {
			if CompareByScore(rows[i-1], rows[i]) > 0 {
				t.Errorf("seed %d, row %d: %s (score %.0f, %d rollouts) below %s (score %.0f, %d rollouts)",
					seed, i, rows[i].Text, rows[i].Score, rows[i].Rollouts, rows[i-1].Text, rows[i-1].Score, rows[i-1].Rollouts)
			}
		}
		byMean := slices.Clone(res.Moves)
		slices.SortStableFunc(byMean, CompareByMean(pos))
		if !slices.EqualFunc(rows, byMean, func(a, b MoveStats) bool { return a.Move == b.Move }) {
			apart++
		}
	}
	if apart == 0 {
		t.Fatal("every search's rows by mean go as by score: the test shows nothing")
	}
}
