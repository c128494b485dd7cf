package engine

import (
	"bytes"
	"strings"
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

// analyze -player uct -nodes 1 printed "uct: 321 rollouts, stopped by
// time" under a table whose rows held 1: a tree too full to make the
// root's moves scores the rest at the root. The summary says how many
// went through a move.
func TestTableSaysFullTree(t *testing.T) {
	pos := tictactoe.Variant.Start()
	m := pos.LegalMoves(nil)[0]
	res := Result{Snapshot: Snapshot{Player: "uct", Rollouts: 321, Best: m,
		Moves: []MoveStats{{Move: m, Text: "a1", Rollouts: 1}}}, Move: m, Stopped: StopTime}
	var b bytes.Buffer
	if err := WriteTable(&b, res, nil); err != nil {
		t.Fatal(err)
	}
	if want := "uct: 321 iterations, stopped by time (1 through a move: the rest found the tree full and stopped at the root)"; !strings.Contains(b.String(), want) {
		t.Errorf("the table does not say %q:\n%s", want, b.String())
	}
	res.Moves[0].Rollouts = 321
	b.Reset()
	if err := WriteTable(&b, res, nil); err != nil || strings.Contains(b.String(), "through a move") {
		t.Errorf("a tree whose rows hold its rollouts: %v\n%s", err, b.String())
	}
}
