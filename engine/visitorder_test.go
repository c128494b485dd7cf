package engine

import (
	"testing"

	"rollout/variants/nim"
	"rollout/variants/tictactoe"
)

// VisitOrder ranks by visits, then by the higher mean, then by the
// move's text; a move not yet visited goes by its text.
func TestVisitOrder(t *testing.T) {
	for _, c := range []struct {
		name string
		an   int64
		am   float64
		at   string
		bn   int64
		bm   float64
		bt   string
		want int
	}{
		{"more visits first", 9, -0.5, "e4", 8, 0.9, "Nf3", -1},
		{"equal visits: the higher mean", 9, 0.1, "e3", 9, 0.2, "Nf3", 1},
		{"equal means: the text", 9, 0.2, "e4", 9, 0.2, "Nf3", 1},
		{"not visited: the text", 0, 0, "a1", 0, 0, "b2", -1},
		{"the same move", 3, 0.5, "c3", 3, 0.5, "c3", 0},
	} {
		if got := VisitOrder(nil, c.an, c.am, c.at, c.bn, c.bm, c.bt); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// CompareByMean ranks by the higher mean, then by visits, then by the
// move's text, as VisitOrder breaks its ties.
func TestCompareByMean(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b MoveStats
		want int
	}{
		{"the higher mean first", MoveStats{Text: "e4", Rollouts: 9, Mean: 0.1}, MoveStats{Text: "Nf3", Rollouts: 3, Mean: 0.2}, 1},
		{"equal means: more visits", MoveStats{Text: "e4", Rollouts: 9, Mean: 0.2}, MoveStats{Text: "Nf3", Rollouts: 3, Mean: 0.2}, -1},
		{"equal means and visits: the text", MoveStats{Text: "c4", Rollouts: 40, Mean: 0.075}, MoveStats{Text: "Be2", Rollouts: 40, Mean: 0.075}, 1},
		{"the same move", MoveStats{Text: "c3", Rollouts: 3, Mean: 0.5}, MoveStats{Text: "c3", Rollouts: 3, Mean: 0.5}, 0},
	} {
		if got := CompareByMean(nil)(c.a, c.b); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// The tree lists a node's children in VisitOrder, as the player
// chooses and the study's table lists them: it listed equal visits in
// the order it made the nodes (tic-tac-toe at 100 iterations: c1 +0.000
// above b3 +0.125, at 8 visits each, under the table's b3 above c1).
func TestSubtreeChildrenInVisitOrder(t *testing.T) {
	s, err := NewStepper(Config{Player: "uct", Seed: 1}, tictactoe.Variant.Start())
	if err != nil {
		t.Fatal(err)
	}
	s.Run(100)
	ties := 0
	var walk func(n TreeNode)
	walk = func(n TreeNode) {
		for i := 1; i < len(n.Children); i++ {
			a, b := n.Children[i-1], n.Children[i]
			if VisitOrder(nil, a.N, a.Mean, a.Move, b.N, b.Mean, b.Move) > 0 {
				t.Errorf("under %q: %s (%d, %+.3f) listed above %s (%d, %+.3f)", n.Move, a.Move, a.N, a.Mean, b.Move, b.N, b.Mean)
			}
			if a.N == b.N && a.N > 0 {
				ties++
			}
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	walk(s.Tree(TreeOptions{Depth: 3}))
	if ties == 0 {
		t.Fatal("no equal visits in the tree: the test shows nothing")
	}
	// The root's rows agree with the snapshot's choice.
	root := s.Tree(TreeOptions{Depth: 1})
	if snap := s.Snapshot(); root.Children[0].Move != snap.BestText {
		t.Errorf("the tree lists %s first, the player chooses %s", root.Children[0].Move, snap.BestText)
	}
}

// uct's choice between moves of equal visits and equal means goes to
// the move's text, as the tables list them, not to the legal order:
// chess's e4 comes before Nf3 in legal order, Nf3 first by its text.
func TestChooseEqualVisitsByText(t *testing.T) {
	ts := []tally{{n: 9, sum: 3 * fixedOne}, {n: 9, sum: 3 * fixedOne}, {n: 9, sum: 2 * fixedOne}}
	proofs := make([]proof, 3)
	if got := choose(nil, ts, proofs, []string{"e4", "Nf3", "d4"}); got != 1 {
		t.Errorf("chose %d, want 1 (Nf3, before e4 by its text)", got)
	}
	ts[0].sum++
	if got := choose(nil, ts, proofs, []string{"e4", "Nf3", "d4"}); got != 0 {
		t.Errorf("chose %d, want 0 (e4, the higher mean)", got)
	}
}

// uct's choice between moves of equal visits and means goes by the
// game's order of its move texts (variants.CompareMoveTexts), as the
// tables list them: at nim 2:9 comes before 2:10 (byte by byte, after).
func TestChooseEqualVisitsByGameOrder(t *testing.T) {
	pos, err := nim.Parse("1/12 1")
	if err != nil {
		t.Fatal(err)
	}
	ts := []tally{{n: 9, sum: 3 * fixedOne}, {n: 9, sum: 3 * fixedOne}}
	proofs := make([]proof, 2)
	if got := choose(pos, ts, proofs, []string{"2:10", "2:9"}); got != 1 {
		t.Errorf("chose %d, want 1 (2:9, before 2:10 by heap, then count)", got)
	}
	if got := choose(nil, ts, proofs, []string{"2:10", "2:9"}); got != 0 {
		t.Errorf("without a position chose %d, want 0 (2:10, byte by byte)", got)
	}
}
