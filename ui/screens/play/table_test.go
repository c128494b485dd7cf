package play

import (
	"context"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/components/panel"
	"rollout/ui/uitest"
	"rollout/variants"
	"rollout/variants/registry"
)

// tableLines renders the per-move table of a snapshot at width w.
func tableLines(s engine.Snapshot, chosen variants.Move, stopped engine.StopReason, w int) []string {
	p := panel.New(uitest.Common(w, 40))
	return p.Table(panel.View{Stats: &s, Chosen: chosen, Stopped: stopped})
}

// The table reads in the player's own order: flat with the rb estimator
// chooses by mean even where net says otherwise, uct by visits, roulette
// by its score; the header says which.
func TestTableSortsByChoice(t *testing.T) {
	rows := []engine.MoveStats{
		{Move: 0, Text: "a1", Rollouts: 300, Net: 90, Mean: 0.10, Score: 5},
		{Move: 1, Text: "b2", Rollouts: 100, Net: 40, Mean: 0.30, Score: 9},
		{Move: 2, Text: "c3", Rollouts: 200, Net: 60, Mean: 0.20, Score: 1},
	}
	tests := []struct {
		player, by string
		order      []string
	}{
		{"flat", "by mean", []string{"b2", "c3", "a1"}},
		{"uct", "by visits", []string{"a1", "c3", "b2"}},
		{"roulette", "by score", []string{"b2", "a1", "c3"}},
	}
	for _, tt := range tests {
		s := engine.Snapshot{Player: tt.player, Rollouts: 600, Moves: rows}
		lines := tableLines(s, 1, engine.StopRollouts, 100)
		if !strings.Contains(lines[0], tt.by) {
			t.Errorf("%s: header %q does not say %q", tt.player, lines[0], tt.by)
		}
		for i, want := range tt.order {
			if f := strings.Fields(strings.TrimPrefix(lines[2+i], engine.ChosenMark)); f[0] != want {
				t.Errorf("%s: row %d is %q, want %s first", tt.player, i, lines[2+i], want)
			}
		}
	}
}

// Counts read as k and M, in the rows and the header.
func TestTableCounts(t *testing.T) {
	s := engine.Snapshot{Player: "flat", Rollouts: 7_675_750, Moves: []engine.MoveStats{
		{Move: 0, Text: "e4", Rollouts: 383_787, Wins: 100_000, Draws: 200_000, Losses: 83_787, Net: 16_213},
	}}
	lines := tableLines(s, 0, engine.StopTime, 100)
	for _, want := range []string{"7.68M rollouts", "384k", "100k/200k/84k", "+16k"} {
		if !strings.Contains(strings.Join(lines, "\n"), want) {
			t.Errorf("no %q in\n%s", want, strings.Join(lines, "\n"))
		}
	}
}

// At any width the table drops whole columns, cap% first, and never cuts
// a number; cap% is shown when there is room.
func TestTableColumnsFit(t *testing.T) {
	s := engine.Snapshot{Player: "flat", Rollouts: 60000, Moves: []engine.MoveStats{
		{Move: 0, Text: "Nf3", Rollouts: 30000, Wins: 12000, Draws: 9000, Losses: 9000, Net: 3000, Mean: 0.1, StdErr: 0.005, AvgPlies: 180.5, CapShare: 0.023},
		{Move: 1, Text: "e4", Rollouts: 30000, Wins: 11000, Draws: 9000, Losses: 10000, Net: 1000, Mean: 0.033, StdErr: 0.005, AvgPlies: 181.5, CapShare: 0.02},
	}}
	for w := 18; w <= 120; w++ {
		lines := tableLines(s, 0, engine.StopTime, w)
		at := len(lines) - len(s.Moves) - 1 // the column heads, under the header's lines
		for _, l := range lines {
			if len([]rune(l)) > w {
				t.Fatalf("width %d: line %q is %d wide", w, l, len([]rune(l)))
			}
		}
		head, first := lines[at], lines[at+1]
		if w >= 90 && !strings.Contains(head, "cap%") {
			t.Errorf("width %d: no cap%% column: %q", w, head)
		}
		if strings.Contains(head, "cap%") && !strings.Contains(first, "2.3") {
			t.Errorf("width %d: cap%% column without the value: %q", w, first)
		}
		if !strings.Contains(first, "+0.100") {
			t.Errorf("width %d: the mean was dropped or cut: %q", w, first)
		}
	}
}

// Players without statistics show what they did, not a table of zeros:
// perfect its exact values, searchlight the rule that fired, random its
// rule; their title has no budget.
func TestTableWithoutStatistics(t *testing.T) {
	v, _ := registry.Lookup("tictactoe")
	pos, err := v.Parse("xx1/oo1/3 x") // X wins at c3, O threatens c2
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		player string
		want   []string
		not    []string
	}{
		{"perfect", []string{"exact values", "value", "+1", "-1", "win", "loss"}, []string{"rollouts"}},
		{"searchlight", []string{"takes a win at once", "wins at once"}, []string{"rollouts", "0/0/0"}},
		{"random", []string{"uniformly random"}, []string{"rollouts", "0/0/0"}},
	}
	for _, tt := range tests {
		p, err := engine.New(engine.Config{Player: tt.player, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Search(context.Background(), pos.Clone(), nil)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(tableLines(res.Snapshot, res.Move, res.Stopped, 80), "\n")
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: no %q in\n%s", tt.player, w, text)
			}
		}
		for _, w := range tt.not {
			if strings.Contains(text, w) {
				t.Errorf("%s: %q in\n%s", tt.player, w, text)
			}
		}
		if !strings.Contains(text, engine.ChosenMark) {
			t.Errorf("%s: chosen move not starred:\n%s", tt.player, text)
		}
	}
	o := gameOpts("tictactoe", "perfect")
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if title := play(m).title(); strings.Contains(title, "(1 s)") {
		t.Errorf("title %q shows a budget for perfect", title)
	}
}

// A move the player gave no figures for (an external engine's move in
// none of its variations, a move a search has not reached) shows a dash
// in every figure column, not zeros that read as measured.
func TestTableUnmeasuredRowsShowDashes(t *testing.T) {
	s := engine.Snapshot{Player: "uci:stockfish", Rollouts: 52_000, Moves: []engine.MoveStats{
		{Move: 1, Text: "a3"},
		{Move: 0, Text: "e4", Rollouts: 52_000, Mean: -0.12, Note: "d12 -0.34 e4 e5 Nf3"},
	}}
	lines := tableLines(s, 0, engine.StopTime, 120)
	var a3 string
	for _, l := range lines {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "a3" {
			a3 = l
		}
	}
	if f := strings.Fields(a3); len(f) < 2 || strings.Trim(strings.Join(f[1:], ""), "-") != "" {
		t.Fatalf("the unmeasured row is %q, want only dashes after the move:\n%s", a3, strings.Join(lines, "\n"))
	}
	// The measured move comes first though its score is below zero.
	if !strings.Contains(lines[2], "d12 -0.34 e4 e5 Nf3") {
		t.Fatalf("the measured row should lead with its line:\n%s", strings.Join(lines, "\n"))
	}
}

// uct chooses a proven win whatever its visits: the table, sorted by
// visits, puts it first (the shortest win first) and proven losses last,
// so the starred row never sits under a busier one (nim: 16 visits,
// proven win, under a 23-visit row).
func TestTableSortsProvenMovesByTheRule(t *testing.T) {
	rows := []engine.MoveStats{
		{Move: 0, Text: "1:1", Rollouts: 23, Mean: 0.1},
		{Move: 1, Text: "1:2", Rollouts: 16, Mean: 1, Proof: 3, Note: "proven win"},
		{Move: 2, Text: "2:1", Rollouts: 40, Mean: -1, Proof: -2, Note: "proven loss"},
		{Move: 3, Text: "2:2", Rollouts: 5, Mean: 1, Proof: 1, Note: "proven win"},
		{Move: 4, Text: "3:1", Rollouts: 50, Mean: -1, Proof: -4, Note: "proven loss"},
	}
	s := engine.Snapshot{Player: "uct", Rollouts: 134, Moves: rows}
	lines := tableLines(s, 3, engine.StopProven, 100)
	for i, want := range []string{"2:2", "1:2", "1:1", "3:1", "2:1"} {
		if f := strings.Fields(strings.TrimPrefix(lines[2+i], engine.ChosenMark)); f[0] != want {
			t.Errorf("row %d is %q, want %s:\n%s", i, lines[2+i], want, strings.Join(lines, "\n"))
		}
	}
}

// The header says what its total counts: this search's iterations (a
// tree's, as the title names its budget), and the tree's when the rows
// hold more (a reused tree, a move proven before any rollout), never "0
// iterations" above rows of 2 each.
func TestTableHeaderCountsThisSearchAndTheTree(t *testing.T) {
	s := engine.Snapshot{Player: "uct", Rollouts: 0, Moves: []engine.MoveStats{
		{Move: 0, Text: "a1", Rollouts: 2}, {Move: 1, Text: "b2", Rollouts: 2},
	}}
	if h := tableLines(s, 0, engine.StopProven, 100)[0]; !strings.Contains(h, "0 iterations this search, 4 in the tree") {
		t.Errorf("header %q", h)
	}
	s.Rollouts = 4
	if h := tableLines(s, 0, engine.StopTime, 100)[0]; !strings.Contains(h, "4 iterations, by") {
		t.Errorf("header %q", h)
	}
	// A tree per worker, each with the whole budget: the default's
	// -rollouts 3000 on two workers read "6k iterations", twice its
	// budget, without the trees it is summed over.
	s.Rollouts, s.Trees = 6000, 2
	s.Moves[0].Rollouts, s.Moves[1].Rollouts = 4000, 2000
	if h := tableLines(s, 0, engine.StopRollouts, 100)[0]; !strings.Contains(h, "6k iterations over 2 trees, by") {
		t.Errorf("header %q", h)
	}
	s.Moves[0].Rollouts = 7000 // and a tree kept from the move before
	if h := tableLines(s, 0, engine.StopRollouts, 100)[0]; !strings.Contains(h, "6k iterations this search over 2 trees, 9k in them") {
		t.Errorf("header %q", h)
	}
}

// An external engine's table is labelled by what it reported: nodes, and
// each line's depth, score and variation; none of our rollout words or
// columns (stockfish's nodes were "rollouts", its table had "net").
func TestTableOfAnExternalEngine(t *testing.T) {
	s := engine.Snapshot{Player: "uci:stockfish", Rollouts: 1_234_567, Moves: []engine.MoveStats{
		{Move: 0, Text: "e4", Rollouts: 1_234_567, Mean: 0.1, Note: "d18 +0.34 e4 e5 Nf3"},
		{Move: 1, Text: "d4", Rollouts: 1_000_000, Mean: 0.05, Note: "d18 +0.20 d4 d5"},
		{Move: 2, Text: "a3"},
	}}
	lines := tableLines(s, 0, engine.StopTime, 100)
	text := strings.Join(lines, "\n")
	if !strings.Contains(lines[0], "1.23M nodes, lines by its score (side to move's)") {
		t.Errorf("header %q", lines[0])
	}
	for _, bad := range []string{"rollouts", "net", "mean", "se", "plies", "cap%"} {
		if strings.Contains(lines[1], bad) || strings.Contains(lines[0], bad) {
			t.Errorf("%q in the external engine's table:\n%s", bad, text)
		}
	}
	if !strings.Contains(lines[1], "nodes") || !strings.Contains(lines[1], "depth score line") || !strings.Contains(text, "d18 +0.34 e4 e5 Nf3") {
		t.Errorf("the table does not name nodes, depth, score and line:\n%s", text)
	}
}
