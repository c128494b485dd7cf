package study

import (
	"strings"
	"testing"

	course "rollout/learn"
)

// Every figure of the study screen's status line is a term of its
// glossary (the `?` overlay, docs/study.md): the root's N, the best
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
			words = words[1:] // "root N 3": the root's N
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
