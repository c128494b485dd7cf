package tree

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/kit"
)

// A node the search has proven shows "proof" in the UCB column, not a
// UCB above its siblings' that selection does not compare: at
// "x1o/2x/xo1 o" uct proves b2 lost and visits a2, and the tree read
// "b2 … 2.25 loss" beside "a2 … 0.08 draw", as if the highest UCB
// were passed over.
func TestProvenNodeShowsProofNotUCB(t *testing.T) {
	st := kit.NewStyles(false, true)
	m := New(&st, true)
	m.SetSize(60, 8)
	root := &Item{Text: "root", N: 2000, Children: []Item{
		{Key: "a2", Text: "a2", N: 1992, Mean: -0.003, UCB: 0.08, HasUCB: true},
		{Key: "b2", Text: "b2", N: 3, Mean: 0, UCB: 2.25, HasUCB: true, Proven: -1},
	}}
	out := m.View(root)
	var a2, b2 string
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(l, "a2"):
			a2 = l
		case strings.Contains(l, "b2"):
			b2 = l
		}
	}
	if !strings.Contains(a2, "0.08") {
		t.Errorf("the open node lost its UCB: %q", a2)
	}
	if strings.Contains(b2, "2.25") || !strings.HasSuffix(strings.TrimRight(b2, " "), ProofWord) {
		t.Errorf("the proven node's row %q shows a UCB, not %q:\n%s", b2, ProofWord, out)
	}
}

// Too little room for a row says so, in whole words, instead of drawing
// nothing (at 60x20 the tree vanished with no word).
func TestTreeTooSmallSaysSo(t *testing.T) {
	st := kit.NewStyles(false, true)
	m := New(&st, true)
	root := &Item{Text: "root", N: 1}
	for _, tc := range []struct {
		w, h int
		want string
	}{{10, 5, "too small"}, {40, 1, TooSmall}, {5, 5, ""}} {
		m.SetSize(tc.w, tc.h)
		if got := m.View(root); got != tc.want {
			t.Errorf("%dx%d: %q, want %q", tc.w, tc.h, got, tc.want)
		}
	}
}

// Every child can be reached with the cursor: moving down from a
// "… N more" row lists the next few and moves onto them, enter on it
// lists them all, and the view scrolls to keep the cursor in sight (19
// of 32 chess root moves could never be seen).
func TestEveryChildReachable(t *testing.T) {
	st := kit.NewStyles(false, true)
	root := &Item{Text: "root", N: 100}
	for i := range 32 {
		name := fmt.Sprintf("m%02d", i)
		root.Children = append(root.Children, Item{Key: name, Text: name, N: int64(100 - i), Node: engine.NodeID(i + 1)})
	}
	for _, how := range []string{"down", "enter"} {
		m := New(&st, true)
		m.SetSize(50, 10)
		seen := map[string]bool{}
		for range 200 {
			if it := m.Cursor(root); it != nil {
				seen[it.Key] = true
				if !regexp.MustCompile(`(?m)^>.*\b` + it.Text + `\b`).MatchString(m.View(root)) {
					t.Fatalf("%s: the cursor's node %s is not in sight:\n%s", how, it.Text, m.View(root))
				}
			} else if how == "enter" {
				m.Toggle(root)
				continue
			}
			m.Move(root, 1)
		}
		for _, c := range root.Children {
			if !seen[c.Key] {
				t.Fatalf("%s: %s was never under the cursor", how, c.Key)
			}
		}
	}
}

// The tree lists as many children a node as its rows hold: at 120x40
// the chart's shorter tree (14 rows) listed (14-2)/3 = 4 of nine root
// children, "… 5 more", over seven empty rows.
func TestTreeUsesItsRows(t *testing.T) {
	st := kit.NewStyles(false, true)
	root := &Item{Text: "root", N: 90}
	for i := range 9 {
		name := fmt.Sprintf("m%d", i)
		root.Children = append(root.Children, Item{Key: name, Text: name, N: int64(90 - i), Kids: 3})
	}
	for _, tc := range []struct {
		h    int
		more string // the "… N more" row, "" for none
	}{{14, ""}, {11, ""}, {10, "… 2 more"}, {8, "… 4 more"}, {6, "… 6 more"}} {
		m := New(&st, true)
		m.SetSize(60, tc.h)
		out := m.View(root)
		rows := strings.Split(out, "\n")
		more := regexp.MustCompile(`… \d+ more`).FindString(out)
		if more != tc.more || (tc.h <= 11 && len(rows) != tc.h) {
			t.Errorf("height %d: %d rows, %q, want %q:\n%s", tc.h, len(rows), more, tc.more, out)
		}
	}
}

// HideUCB leaves the UCB column out (header and figures), as while the
// study screen asks which child selection takes; N and mean stay.
func TestHideUCB(t *testing.T) {
	st := kit.NewStyles(false, true)
	m := New(&st, true)
	m.SetSize(60, 8)
	root := &Item{Text: "root", N: 30, Children: []Item{
		{Key: "a2", Text: "a2", N: 20, Mean: 0.65, UCB: 1.33, HasUCB: true},
		{Key: "b2", Text: "b2", N: 10, Mean: 0.25, UCB: 1.21, HasUCB: true},
	}}
	if out := m.View(root); !strings.Contains(out, "UCB") || !strings.Contains(out, "1.33") {
		t.Fatalf("the UCB column is not shown:\n%s", out)
	}
	m.HideUCB = true
	out := m.View(root)
	if strings.Contains(out, "UCB") || strings.Contains(out, "1.33") || !strings.Contains(out, "+0.650") {
		t.Fatalf("HideUCB: the UCBs show or the means went:\n%s", out)
	}
}

// On a wide pane (the study at 220x70) a node's figures stood at the
// pane's right edge, a hundred columns from its name ("├  c3 ▸" ...
// "23  +0.435"). The names' column is now as wide as its widest name
// (at least nameMin), the figures beside it; a narrow pane is as before.
func TestWideTreeKeepsFiguresBesideTheNames(t *testing.T) {
	st := kit.NewStyles(false, true)
	m := New(&st, true)
	root := &Item{Text: "root", N: 100, Children: []Item{
		{Key: "c3", Text: "c3", N: 23, Mean: 0.435, UCB: 1.07, HasUCB: true},
		{Key: "b2", Text: "b2", N: 17, Mean: 0.294, UCB: 1.03, HasUCB: true},
	}}
	for _, w := range []int{130, 60} {
		m.SetSize(w, 8)
		for _, l := range strings.Split(m.View(root), "\n") {
			if !strings.Contains(l, "c3") {
				continue
			}
			if at := strings.Index(l, "23"); at < 0 || at > nameMin+8 {
				t.Errorf("%d wide: c3's visits at column %d of %q, want beside the name", w, at, l)
			}
		}
	}
}
