package engine

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

// ExactValues gives the solver's value for the side that moved, the
// result at a finished game, caches what it proved, and with a bounded
// solver answers only what the budget proves: a node budget's failure is
// cached (the same budget fails again), a time budget's is not.
func TestExactValues(t *testing.T) {
	e := NewExactValues()
	for _, v := range []*variants.Variant{tictactoe.Variant, nim.Variant} {
		pos := v.Start()
		for _, m := range pos.LegalMoves(nil) {
			after := pos.Clone()
			after.Play(m)
			got, ok := e.Value(after, ExactBudget{})
			want := -after.(variants.Solver).Value()
			if !ok || int(got) != want {
				t.Fatalf("%s after %s: %d %v, want %d", v.Name, pos.EncodeMove(m, variants.Display), got, ok, want)
			}
		}
	}
	won, err := tictactoe.Variant.Parse("xxx/oo1/3 o")
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := e.Value(won, ExactBudget{}); !ok || v != 1 {
		t.Errorf("a finished game won by X (who moved last): %d %v", v, ok)
	}
	// Nine plies in, past Tromp's database of 8-stone positions: millions
	// of positions to prove (two plies in are a few hundred now).
	start, err := connect4.Variant.Parse("7/7/7/7/1x1xo2/ox1oxxo o")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := e.Value(start, ExactBudget{}); ok {
		t.Error("Connect Four nine plies in solved without a budget")
	}
	if _, ok := e.Value(start, ExactBudget{Nodes: 1000}); ok {
		t.Error("Connect Four nine plies in proved in 1000 positions")
	}
	if v := e.known[start.Encode()]; v != exactUnknown {
		t.Errorf("a node budget's failure not cached: %d", v)
	}
	e2 := NewExactValues()
	if _, ok := e2.Value(start, ExactBudget{Time: time.Microsecond}); ok {
		t.Error("Connect Four nine plies in proved in a microsecond")
	}
	if _, cached := e2.known[start.Encode()]; cached {
		t.Error("a time budget's failure was cached")
	}
}

// The stepper's tree takes its exact values from its ExactValues, which
// a rebuilt stepper (At) shares; NodePosition is the position at a node.
func TestStepperExactShared(t *testing.T) {
	s := mustStepper(t, Config{Player: "uct", Seed: 1, Workers: 1}, tictactoe.Variant.Start())
	s.Run(50)
	tr := s.Tree(TreeOptions{Depth: 1, Exact: true})
	for _, c := range tr.Children {
		pos, ok := s.NodePosition(c.ID)
		if !ok {
			t.Fatalf("no position at node %d", c.ID)
		}
		v, ok := s.Exact().Value(pos, ExactBudget{})
		if !ok || !c.HasExact || v != c.Exact {
			t.Fatalf("%s: tree %d %v, cache %d %v", c.Move, c.Exact, c.HasExact, v, ok)
		}
	}
	r, _ := s.At(10)
	if r.Exact() != s.Exact() {
		t.Error("a rebuilt stepper has its own cache")
	}
	if _, ok := s.NodePosition(NodeID(1 << 30)); ok {
		t.Error("a position at a node that does not exist")
	}
}

// The DOT file draws each node's position where the game has a small
// board or heaps (a grid of cells with the last move shaded; nim's
// heaps as strokes), keeps to DOTTop children by default and summarises
// the rest with their visits.
func TestWriteDOTBoards(t *testing.T) {
	for _, tc := range []struct {
		v    *variants.Variant
		want []string
	}{
		{tictactoe.Variant, []string{"<TABLE", "<TD>X</TD>", `BGCOLOR="lightgrey"`, "… 6 more", "together"}},
		{connect4.Variant, []string{"<TABLE", "<TD>X</TD>", "… 4 more"}},
		{nim.Variant, []string{"1: |", "4: |||||||"}},
	} {
		s := mustStepper(t, Config{Player: "uct", Seed: 1, Workers: 1}, tc.v.Start())
		s.Run(300)
		var b strings.Builder
		if err := s.WriteDOT(&b, TreeOptions{Exact: true}); err != nil {
			t.Fatal(err)
		}
		for _, w := range tc.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: DOT lacks %q", tc.v.Name, w)
			}
		}
		if n := strings.Count(b.String(), " -> n"); n != DOTTop+DOTTop*DOTTop {
			t.Errorf("%s: %d edges to nodes, want %d", tc.v.Name, n, DOTTop+DOTTop*DOTTop)
		}
	}
}

// The DOT file gives no UCB for a proven node (selection no longer
// compares one) and says whose the root's figures are: under "root, O to
// move" an unmarked "exact loss" was X's, where O wins.
func TestWriteDOTProvenAndRootSide(t *testing.T) {
	dot := func(position string, iters int64) string {
		t.Helper()
		pos, err := tictactoe.Variant.Parse(position)
		if err != nil {
			t.Fatal(err)
		}
		s := mustStepper(t, Config{Player: "uct", Seed: 1, Workers: 1}, pos)
		s.Run(iters)
		var b strings.Builder
		if err := s.WriteDOT(&b, TreeOptions{Exact: true}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	nodes := func(out string) []string { // one line per node box
		var ns []string
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "  n") && !strings.Contains(line, "->") {
				ns = append(ns, line)
			}
		}
		return ns
	}
	// The fooled position after 500 iterations: b2 and b3, proven lost,
	// are among the three most visited.
	proven := 0
	for _, n := range nodes(dot("x1o/2x/xo1 o", 500)) {
		if strings.Contains(n, "proven ") && !strings.Contains(n, "root") {
			proven++
			if strings.Contains(n, "UCB=") {
				t.Errorf("a proven node with a UCB: %s", n)
			}
		}
	}
	if proven == 0 {
		t.Fatal("no proven node drawn")
	}
	// O to move wins at c3: the root's values are X's, and say so.
	root := ""
	for _, n := range nodes(dot("oo1/xx1/x2 o", 200)) {
		if strings.Contains(n, "root, O to move") {
			root = n
		}
	}
	if !regexp.MustCompile(`mean=[+-]\d\.\d{3} for X<`).MatchString(root) {
		t.Errorf("the root's mean does not say whose it is: %s", root)
	}
	for _, want := range []string{"proven loss for X", "exact loss for X"} {
		if !strings.Contains(root, want) {
			t.Errorf("the root's box lacks %q: %s", want, root)
		}
	}
}
