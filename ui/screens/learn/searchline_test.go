package learn

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"rollout/engine"
)

// The line under an answer reads as English before the first iteration
// and after exactly one rollout (lesson 1 stops there), counting what
// the player counts.
func TestSearchLine(t *testing.T) {
	one := engine.Snapshot{Rollouts: 1, BestText: "a1", Moves: []engine.MoveStats{{Text: "a1", Rollouts: 1, Mean: -1}}}
	two := engine.Snapshot{Rollouts: 2, BestText: "a1", Moves: []engine.MoveStats{{Text: "a1", Rollouts: 2, Mean: -1}}}
	tree := func(s engine.Snapshot) engine.Snapshot { s.Player = "uct"; return s }
	for _, tc := range []struct {
		snap engine.Snapshot
		want string
	}{
		{engine.Snapshot{}, "No iteration of the search has finished yet."},
		{one, "The search now: 1 rollout, best a1; a1 visits 1 mean -1.00."},
		{two, "The search now: 2 rollouts, best a1; a1 visits 2 mean -1.00."},
		// A tree's count is in iterations, as every other screen says
		// (the lessons' searches are uct's); it said "rollouts".
		{tree(one), "The search now: 1 iteration, best a1; a1 visits 1 mean -1.00."},
		{tree(two), "The search now: 2 iterations, best a1; a1 visits 2 mean -1.00."},
		// A proven move comes as the player ranks it, with its proof:
		// lesson 7's line put c2 (one visit, +1.00) before the proven
		// c3 it called best.
		{engine.Snapshot{Player: "uct", Rollouts: 5, BestText: "c3", Moves: []engine.MoveStats{
			{Text: "a1", Rollouts: 1, Mean: 0}, {Text: "c2", Rollouts: 1, Mean: 1},
			{Text: "b1", Rollouts: 1, Mean: -1, Proof: -2}, {Text: "c3", Rollouts: 1, Mean: 1, Proof: 1}}},
			"The search now: 5 iterations, best c3; c3 visits 1 mean +1.00 proof win in 1, c2 visits 1 mean +1.00, a1 visits 1 mean +0.00, b1 visits 1 mean -1.00 proof loss in 2."},
	} {
		if got := searchLine(tc.snap, nil); got != tc.want {
			t.Errorf("searchLine(%d rollouts) = %q, want %q", tc.snap.Rollouts, got, tc.want)
		}
	}
}

// The line "No iteration of the search has finished yet." is about the
// lesson's stepper: it is said where the stepper has run phases but no
// whole iteration (lesson 1's first rollout), not where the answer came
// from searches of its own and the stepper ran nothing (lesson 13's,
// whose table of 300 iterations it followed, as if contradicting it).
func TestSearchLineOnlyForTheStepper(t *testing.T) {
	const none = "No iteration of the search has finished yet."
	for _, tc := range []struct {
		lesson int
		said   bool
	}{
		{1, true},
		{13, false},
	} {
		m := newScreen(t, "", tc.lesson, 100, 40)
		m = press(t, m, "enter")
		m = press(t, m, digit(m.sh.q.Right))
		if m.ph != answered {
			t.Fatalf("lesson %d: phase %d, want the answer shown", tc.lesson, m.ph)
		}
		if got := strings.Contains(m.View(), none); got != tc.said {
			t.Errorf("lesson %d: %q said %v, want %v:\n%s", tc.lesson, none, got, tc.said, m.View())
		}
	}
}

// The line under an answer lists the search's moves in the order of the
// table above it, ties too: lesson 9's flat table listed c4, Nd4, Be2
// and Rg1 at an equal +0.07 in the legal moves' order, the line Be2,
// Nd4, Rg1 by their text, leaving c4 out. Lessons 9 and 10 answer with
// flat tables of equal visits and tied means.
func TestSearchLineFollowsTheTable(t *testing.T) {
	row := regexp.MustCompile(`^(\S+)\s+(\d+)\s+([+-]\d\.\d\d)(\s|$)`)
	part := regexp.MustCompile(`(\S+) visits \d+ mean`)
	compared := 0
	for _, n := range []int{9, 10} {
		m := newScreen(t, "", n, 100, 40)
		m = press(t, m, "enter")
		for m.ph == asking {
			m = press(t, m, digit(m.sh.q.Right))
			var table []string
			for _, e := range m.fb.Explain {
				if r := row.FindStringSubmatch(e); r != nil {
					table = append(table, r[1])
				}
			}
			var line []string
			for _, p := range part.FindAllStringSubmatch(searchLine(m.sh.snap, m.sh.pos), -1) {
				line = append(line, p[1])
			}
			if len(table) >= len(line) && len(line) > 0 {
				compared++
				if !slices.Equal(table[:len(line)], line) {
					t.Errorf("lesson %d: the line lists %v, the table above it %v", n, line, table)
				}
			}
			m = press(t, m, "enter")
		}
	}
	if compared == 0 {
		t.Fatal("no answer showed a table and a line: the test shows nothing")
	}
}

// The line names the moves the search has visited, whatever the order:
// after lesson 1's one rollout flat ranks a1, its mean -1.00, below the
// eight moves not yet tried (a mean of 0), so the line took those four,
// left each out for its no visits and said "best a1; ." on the screen.
func TestSearchLineNamesVisitedMoves(t *testing.T) {
	m := newScreen(t, "", 1, 80, 24)
	m = press(t, m, "enter")
	for m.ph == asking {
		m = press(t, m, digit(m.sh.q.Right))
		if m.sh.snap.Rollouts > 0 {
			line := searchLine(m.sh.snap, m.sh.pos)
			if strings.Contains(line, "; .") || !strings.Contains(line, " visits ") {
				t.Errorf("after %d rollouts the line is %q: it names no move", m.sh.snap.Rollouts, line)
			}
		}
		m = press(t, m, "enter")
	}
	if got, want := searchLine(engine.Snapshot{Player: "flat", Rollouts: 1, BestText: "a1", Moves: []engine.MoveStats{
		{Text: "b1"}, {Text: "c1"}, {Text: "a2"}, {Text: "b2"}, {Text: "a1", Rollouts: 1, Mean: -1}}}, nil),
		"The search now: 1 rollout, best a1; a1 visits 1 mean -1.00."; got != want {
		t.Errorf("searchLine = %q, want %q", got, want)
	}
}
