package cli

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui"
	"rollout/variants/registry"
)

// replayed is a node rebuilt from a trace alone.
type replayed struct {
	parent engine.NodeID
	move   string
	n      int64
	w      float64
}

// replay rebuilds the tree from the trace's events: expansion adds
// nodes (flat players' root moves appear at their first update), and
// backpropagation sets every node's N and W. It checks, as it goes, that
// each update starts from what the previous one left.
func replay(t *testing.T, events []engine.Event) map[engine.NodeID]*replayed {
	t.Helper()
	tree := map[engine.NodeID]*replayed{0: {parent: engine.NoNode}}
	for _, ev := range events {
		switch ev.Phase {
		case engine.PhaseExpand:
			if e := ev.Expand; e.Node != engine.NoNode {
				if _, ok := tree[e.Node]; ok {
					t.Fatalf("iteration %d expands node %d twice", ev.Iteration, e.Node)
				}
				tree[e.Node] = &replayed{parent: e.Parent, move: e.Move}
			}
		case engine.PhaseBackprop:
			for d, u := range ev.Backprop.Nodes {
				nd, ok := tree[u.Node]
				if !ok {
					nd = &replayed{parent: ev.Backprop.Nodes[max(d-1, 0)].Node, move: u.Move}
					tree[u.Node] = nd
				}
				if nd.n != u.NBefore || math.Abs(nd.w-u.WBefore) > 1e-6 {
					t.Fatalf("iteration %d: node %d had N %d W %v, the event says %d %v", ev.Iteration, u.Node, nd.n, nd.w, u.NBefore, u.WBefore)
				}
				nd.n, nd.w = u.NAfter, u.WAfter
			}
		}
	}
	return tree
}

// `study -trace` prints JSON lines that parse back into events, and the
// events replay into the very tree the stepper grew (every node's parent,
// move, N and W), for a tree player and a flat one.
func TestStudyTraceReplaysTree(t *testing.T) {
	for _, tc := range []struct{ variant, player, est string }{
		{"tictactoe", "uct", "plain"},
		{"nim", "uct-roulette", "rb"},
		{"tictactoe", "flat", "plain"},
	} {
		args := []string{"study", "-variant", tc.variant, "-player", tc.player, "-estimator", tc.est, "-seed", "5", "-iterations", "300", "-trace"}
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: status %d, %s", args, code, errOut)
		}
		h, events, err := engine.ReadTrace(strings.NewReader(out))
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if h.Player != tc.player || h.Iterations != 300 || events[len(events)-1].Iteration != 300 {
			t.Fatalf("%v: header %+v, last iteration %d", args, h, events[len(events)-1].Iteration)
		}
		got := replay(t, events)

		v, _ := registry.Lookup(tc.variant)
		est, _ := engine.ParseEstimator(tc.est)
		st, err := engine.NewStepper(engine.Config{Player: tc.player, Seed: engine.PlayerSeed(5, v.Start().ToMove()), Estimator: est}, v.Start())
		if err != nil {
			t.Fatal(err)
		}
		st.Run(300)
		count := 0
		var walk func(n engine.TreeNode, parent engine.NodeID)
		walk = func(n engine.TreeNode, parent engine.NodeID) {
			count++
			r, ok := got[n.ID]
			if !ok || r.n != n.N || math.Abs(r.w-n.W) > 1e-6 || n.ID != 0 && (r.parent != parent || r.move != n.Move) {
				t.Fatalf("%v: node %d (%s, N %d, W %v) replays as %+v", args, n.ID, n.Move, n.N, n.W, r)
			}
			for _, c := range n.Children {
				walk(c, n.ID)
			}
		}
		walk(st.Tree(engine.TreeOptions{Depth: 1 << 10}), engine.NoNode)
		if tc.player == "flat" {
			count = len(got) // unvisited root moves are in the tree, not the trace
		}
		if count != len(got) {
			t.Fatalf("%v: %d nodes replayed, the tree has %d", args, len(got), count)
		}
	}
}

// `study -dot` writes a digraph with the figures on every node; when
// graphviz is installed (CI installs it) it renders.
func TestStudyDOT(t *testing.T) {
	file := filepath.Join(t.TempDir(), "tree.dot")
	code, out, errOut := run(t, "study", "-variant", "tictactoe", "-iterations", "500", "-dot", file, "-dot-depth", "2", "-dot-top", "3")
	if code != 0 || out != "" {
		t.Fatalf("status %d, stdout %q, stderr %q", code, out, errOut)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"digraph study {", "visits=500", "UCB=", "exact draw", "… 6 more", "together", "->", "<TABLE", "<TD>X</TD>", `BGCOLOR="lightgrey"`} {
		if !strings.Contains(text, want) {
			t.Errorf("DOT lacks %q:\n%s", want, text)
		}
	}
	if _, err := exec.LookPath("dot"); err != nil {
		t.Skip("graphviz's dot is not installed")
	}
	if svg, err := exec.Command("dot", "-Tsvg", file).CombinedOutput(); err != nil || !strings.Contains(string(svg), "<svg") {
		t.Fatalf("dot -Tsvg: %v\n%s", err, svg)
	}
}

// Without -trace or -dot, study prints the root table and the choice:
// the very table `analyze` prints for the same seed, budget and one
// worker, since the stepper runs the player's code. Bad input is a usage
// error.
func TestStudySummaryAndErrors(t *testing.T) {
	for _, player := range []string{"uct", "flat"} {
		_, study, _ := run(t, "study", "-variant", "nim", "-player", player, "-iterations", "3000", "-seed", "4")
		_, analyze, _ := run(t, "analyze", "-variant", "nim", "-player", player, "-rollouts", "3000", "-seed", "4", "-workers", "1")
		if _, table, _ := strings.Cut(study, "\n"); table != analyze {
			t.Errorf("%s: study prints\n%s\nanalyze\n%s", player, table, analyze)
		}
	}
	code, out, errOut := run(t, "study", "-variant", "tictactoe", "-position", "xx1/oo1/3 x", "-iterations", "2000")
	if code != 0 || !strings.Contains(out, "****") || !strings.HasSuffix(out, "bestmove c3\n") {
		t.Fatalf("status %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, args := range [][]string{
		{"study", "-player", "random"},
		{"study", "-variant", "tictactoe", "-position", "xxx/oo1/3 o"},
		{"study", "-iterations", "-1"},
		{"study", "-estimator", "fancy"},
		{"study", "-variant", "go"},
	} {
		if code, _, errOut := run(t, args...); code != 2 || errOut == "" {
			t.Errorf("%v: status %d, stderr %q; want 2 and a message", args, code, errOut)
		}
	}
}

// docs/trace.md states the DOT flags' defaults as the engine has them
// (it gave -dot-top's as 5 when it was 3).
func TestTraceDocDOTDefaults(t *testing.T) {
	data, err := os.ReadFile("../docs/trace.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.Join(strings.Fields(string(data)), " ")
	for _, want := range []string{
		fmt.Sprintf("`-dot-depth` (levels below the root, %d)", engine.DOTDepth),
		fmt.Sprintf("`-dot-top` (children per node, most visited first, %d)", engine.DOTTop),
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/trace.md does not say %q", want)
		}
	}
}

// The headless study steps the player the study screen steps when none
// is named (-mode study: the second side's engine, the default player):
// it stepped uct, so the two showed different searches of one position.
func TestStudyPlayerIsTheScreens(t *testing.T) {
	want := ui.DefaultOptions().Sides[1].Engine.Player
	for _, v := range []string{"tictactoe", "chess"} {
		code, out, errOut := run(t, "study", "-variant", v, "-iterations", "20")
		if code != 0 || !strings.HasPrefix(out, want+", 20 iterations") {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want the summary of %s", v, code, out, errOut, want)
		}
	}
}

// On the default player a study flag for a part its preset plays
// another value of is refused, as analyze refuses it: study -estimator rb
// stepped the default's eval in silence once default was the player.
func TestStudyRefusesPresetParts(t *testing.T) {
	code, _, errOut := run(t, "study", "-variant", "chess", "-iterations", "5", "-estimator", "rb")
	if code != 2 || !strings.Contains(errOut, "-estimator rb: default plays its own (eval)") {
		t.Errorf("-estimator rb on default: status %d, stderr %q", code, errOut)
	}
	for _, args := range [][]string{
		{"-estimator", "rb", "-player", "uct"},
		{"-estimator", "eval"}, // the default's own
		{"-c", "0.5"},          // played as given
		{"-ply-cap", "20"},
	} {
		if code, _, errOut := run(t, append([]string{"study", "-variant", "chess", "-iterations", "5"}, args...)...); code != 0 {
			t.Errorf("%v: status %d, stderr %q", args, code, errOut)
		}
	}
}
