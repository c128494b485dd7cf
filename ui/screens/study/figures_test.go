package study

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	course "rollout/learn"
	"rollout/ui/components/panel"
	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

// Every figure of the study screen's status line is a term of its
// glossary (the `?` overlay, docs/study.md): the root's visits, the best
// move, the tree's nodes, the heat map, predict mode's score. The run
// state (paused, running) is a word, not a figure. A field without a
// term fails.
func TestStatusLineFiguresInGlossary(t *testing.T) {
	terms := map[string]bool{}
	for _, g := range course.Glossary {
		terms[strings.Fields(g.Term)[0]] = true
	}
	m, _ := open(t, "tictactoe", "", "uct", 160, 45)
	m, _ = press(m, "i", "i", "i", "x")
	line := m.statusLine()
	if !strings.Contains(line, "nodes") || !strings.Contains(line, "predict") {
		t.Fatalf("status line %q: want the tree's nodes and predict mode", line)
	}
	for _, f := range strings.Split(line, " | ") {
		words := strings.Fields(f)
		switch {
		case len(words) == 0, words[0] == "paused", words[0] == "running":
			continue
		case words[0] == "root" && len(words) > 1:
			words = words[1:] // "root visits 3": the root's visits
		case strings.Trim(words[0], "0123456789") == "" && len(words) > 1:
			words = words[1:] // "4 nodes"
			if words[0] == "node" {
				words[0] = "nodes"
			}
		}
		if !terms[words[0]] {
			t.Errorf("status line %q: field %q has no glossary term", line, f)
		}
	}
}

// TestSameNamesAsGameScreen holds the study screen to the game screen's
// names for the figures both show: the study's tree and root moves'
// table head their count, its share and its mean and standard error as
// the game screen's per-move table does for a tree player (visits,
// mean, ± se) and for the evaluating default (share), the names
// docs/figures.md defines. A study column renamed apart (N, N%) fails.
func TestSameNamesAsGameScreen(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 160, 45)
	m, _ = press(m, "I")
	heads := func(lines []string) []string {
		for _, l := range lines {
			if f := strings.Fields(l); len(f) > 1 && f[0] == "move" {
				return f
			}
		}
		t.Fatalf("no table header in:\n%s", strings.Join(lines, "\n"))
		return nil
	}
	study := heads(strings.Split(m.tableView(120, 12), "\n"))

	st := kit.NewStyles(false, true)
	p := panel.New(kit.Common{Styles: &st, ASCII: true})
	p.SetSize(200, 40)
	snap := m.f.snap
	game := heads(p.Table(panel.View{Stats: &snap, Chosen: snap.Best, Pos: m.root}))
	chess, err := registry.Lookup("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos := chess.Start()
	legal := pos.LegalMoves(nil)
	def := engine.Snapshot{Player: "default", Policy: "light policy, eval k=0, minimax a=0.5", Rollouts: 1000,
		Elapsed: time.Second, Best: legal[0], Moves: []engine.MoveStats{
			{Move: legal[0], Text: pos.EncodeMove(legal[0], variants.Display), Rollouts: 700, Mean: 0.1, StdErr: 0.02},
			{Move: legal[1], Text: pos.EncodeMove(legal[1], variants.Display), Rollouts: 300, Mean: -0.1, StdErr: 0.03}}}
	evalGame := heads(p.Table(panel.View{Stats: &def, Chosen: legal[0], Pos: pos}))

	// study: move visits share mean +- se UCB exact; the game screen's
	// uct: move visits W/D/L net mean +- se ...; default: move visits share eval line.
	if study[1] != game[1] {
		t.Errorf("the study's table counts %q, the game screen's %q", study[1], game[1])
	}
	if study[2] != evalGame[2] {
		t.Errorf("the study's table shares %q, the game screen's %q", study[2], evalGame[2])
	}
	for _, h := range []string{"mean", "+-", "se"} {
		if !slices.Contains(study, h) || !slices.Contains(game, h) {
			t.Errorf("%q: the study's table %q, the game screen's %q", h, study, game)
		}
	}
	tree := regexp.MustCompile(`tree\s+(\S+)\s+mean`).FindStringSubmatch(m.View())
	if tree == nil || tree[1] != game[1] {
		t.Errorf("the study's tree counts %v, the game screen's table %q", tree, game[1])
	}
	for _, g := range course.Glossary {
		if g.Term == "N" || g.Term == "N%" {
			t.Errorf("the glossary still defines %q", g.Term)
		}
	}
}

// The glossary names the key that changes a setting the header shows
// with the key the study screen binds to it: the policy's is y ("o
// switches" sent a learner to a key the screen does not bind).
func TestGlossaryNamesTheStudyKeys(t *testing.T) {
	km := kit.DefaultKeyMap()
	k := NewKeyMap(&km)
	for term, b := range map[string]string{
		"c=1.41":          k.LessC.Help().Key,
		"plain, rb, eval": k.Estimator.Help().Key,
		"uniform, light":  k.Policy.Help().Key,
		"heat":            k.Heat.Help().Key,
		"predict 3/5":     k.Predict.Help().Key,
	} {
		g, ok := course.Lookup(term, "")
		if !ok {
			t.Fatalf("no glossary term %q", term)
		}
		if !strings.Contains(g.Means, "("+b) {
			t.Errorf("%s: %q does not name its key, %s", term, g.Means, b)
		}
	}
}
