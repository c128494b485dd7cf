package engine

import (
	"testing"

	"rollout/variants/tictactoe"
)

// A result's policy label goes into the record's table and back, so a
// resumed or reviewed game's table is labelled as the live one was (the
// default player's as visits and evaluations, not game results).
func TestTableKeepsThePolicy(t *testing.T) {
	pos := tictactoe.Variant.Start()
	m := pos.LegalMoves(nil)[0]
	res := Result{Snapshot: Snapshot{Player: "default", Policy: "light policy, eval k=0", Best: m,
		Moves: []MoveStats{{Move: m, Text: "a1", Rollouts: 3}}}, Move: m}
	if got := ResultOf(res.Table()).Policy; got != res.Policy {
		t.Errorf("policy through the table: %q, want %q", got, res.Policy)
	}
}
