package engine

import (
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

// Under a think time flat plays a move that wins at once without a
// rollout: the game's end is known, and a second of rollouts could only
// confirm it (before, the whole second went on it). The winning move is
// noted, as searchlight's and roulette's tables note it. A rollout
// budget runs its rollouts all the same (the time rule's, settle.go),
// so its statistics stay the same seed for seed.
func TestFlatPlaysAWinAtOnce(t *testing.T) {
	for _, c := range []struct {
		v          *variants.Variant
		text, want string
		wins       int // the moves that win at once
	}{
		{tictactoe.Variant, "xx1/oo1/3 x", "c3", 1},
		{nim.Variant, "3 1", "1:3", 1},
		{connect4.Variant, "7/7/7/7/ooo4/xxx4 x", "d", 1},
	} {
		pos, err := c.v.Parse(c.text)
		if err != nil {
			t.Fatal(err)
		}
		began := time.Now()
		res := search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Time: time.Second}}), pos)
		took := time.Since(began)
		if res.MoveText != c.want || res.Stopped != StopOneMoveWin || res.Rollouts != 0 {
			t.Errorf("%s %s: played %s, stopped by %s after %d rollouts in %v; want %s at once",
				c.v.Name, c.text, res.MoveText, res.Stopped, res.Rollouts, took, c.want)
			continue
		}
		noted := 0
		for _, m := range res.Moves {
			if m.Note == noteWins {
				noted++
			}
		}
		if noted != c.wins || took >= time.Second/2 {
			t.Errorf("%s %s: %d moves noted as winning at once (want %d), took %v", c.v.Name, c.text, noted, c.wins, took)
		}
	}
	pos := ttt(t, "xx1/oo1/3 x")
	res := search(t, mustPlayer(t, Config{Player: "flat", Budget: Budget{Rollouts: 900}, Seed: 1}), pos)
	if res.MoveText != "c3" || res.Stopped != StopRollouts || res.Rollouts != 900 {
		t.Errorf("rollout budget: played %s, stopped by %s after %d rollouts; want c3 after all 900", res.MoveText, res.Stopped, res.Rollouts)
	}
}
