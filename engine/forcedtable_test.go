package engine

import (
	"testing"

	"rollout/variants/chess"
)

// A forced move's table is labelled for the player that made it: the
// default player's, at chess, is a tree the evaluation scores, so the
// table shows visits, share and eval. Its forced move's snapshot named
// no parts of knowledge, and the screens labelled it as a plain uct's
// (W/D/L, net, ± se, plies, cap%), the columns the default has none of,
// where the move before and after read "visits share eval".
func TestForcedMoveKeepsThePlayersParts(t *testing.T) {
	// Black's king on h8, checked by an unguarded queen on g7: Kxg7
	// is the one legal move.
	pos, err := chess.Variant.Parse("7k/6Q1/8/8/8/8/8/K7 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Player: DefaultPlayer, Workers: 1, Budget: Budget{Rollouts: 100}}.ForGame(pos)
	res := search(t, mustPlayer(t, cfg), pos)
	if res.Stopped != StopForced {
		t.Fatalf("stopped %q, want forced", res.Stopped)
	}
	if res.Policy != cfg.Knowledge() || !ScoresByEvaluation(res.Snapshot) {
		t.Errorf("the forced move's parts are %q, want the player's %q", res.Policy, cfg.Knowledge())
	}
}
