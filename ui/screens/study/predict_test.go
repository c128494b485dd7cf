package study

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"rollout/engine"
)

// TestStudyPredictMode walks predict mode through three iterations on
// tic-tac-toe, answering each question right, then wrong: each question
// offers the answer the phase's rule gives from what the screen shows
// (selection: the highest UCB, the first of equals; backpropagation: the
// rollout's result with the deepest node's side's sign), the UCBs are
// hidden while selection is asked about, and the score counts right of
// asked. x turns the mode off and n shows phases at once again.
func TestStudyPredictMode(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "I", "x")
	if !m.pr.on {
		t.Fatal("x did not turn predict mode on")
	}
	asked, right := 0, 0
	kinds := map[engine.Phase]int{}
	for step := 0; step < 12; step++ {
		m, _ = press(m, "n")
		q := m.pr.q
		if q == nil {
			if m.f.next != engine.PhaseSelect && m.last.Phase != engine.PhaseSimulate {
				t.Fatalf("step %d: no question before %v", step, m.last.Phase)
			}
			continue
		}
		kinds[q.phase]++
		view := m.View()
		if !strings.Contains(view, "Predict: ") || !strings.Contains(view, "1 "+q.choices[0]+"  2 ") {
			t.Fatalf("the question is not shown:\n%s", view)
		}
		want := ""
		switch q.phase {
		case engine.PhaseSelect:
			if strings.Contains(view, "UCB") {
				t.Fatalf("UCBs shown while selection is asked about:\n%s", view)
			}
			best := m.f.snap.Moves[0]
			for _, mv := range m.f.snap.Moves {
				if mv.UCB > best.UCB {
					best = mv
				}
			}
			want = best.Text
		case engine.PhaseExpand:
			if !strings.Contains(view, "leaf: 1.") {
				t.Fatalf("the board does not show the leaf expansion is asked about:\n%s", view)
			}
			// The rule's order, the move generator's, is the choices':
			// the question names the last of the leaf's moves given a
			// node (none where it has none), which is among them.
			if !strings.Contains(q.ask, "in the order listed; none has one yet.") {
				last, ok := strings.CutPrefix(q.ask[strings.Index(q.ask, "; ")+2:], "the last to get one was ")
				last = strings.TrimSuffix(last, ".")
				if !ok || !slices.Contains(q.choices, last) {
					t.Fatalf("the question %q names no move given a node among %q", q.ask, q.choices)
				}
			}
		case engine.PhaseBackprop:
			sim := m.event(engine.PhaseSimulate).Simulate
			r := int(sim.Result)
			if m.deepSide(sim.Depth) != m.root.ToMove() {
				r = -r
			}
			want = map[int]string{1: "+1", 0: "0", -1: "-1"}[r]
		}
		pick := -1
		if want != "" {
			pick = slices.Index(q.choices, want)
			if pick < 0 {
				t.Fatalf("%v: the rule's answer %q is not among %q", q.phase, want, q.choices)
			}
		}
		wrong := asked%2 == 1
		if wrong || pick < 0 {
			pick = (max(pick, 0) + 1) % len(q.choices)
		}
		m, _ = press(m, fmt.Sprint(pick+1))
		got, _ := m.outcome(m.last)
		asked++
		if got == q.choices[pick] {
			right++
		}
		if m.last.Phase != q.phase || !slices.Contains(q.choices, got) {
			t.Fatalf("%v asked, %v shown; outcome %q not among %q", q.phase, m.last.Phase, got, q.choices)
		}
		if want != "" && got != want {
			t.Fatalf("%v: the rule gave %q, the phase did %q", q.phase, want, got)
		}
		if m.pr.asked != asked || m.pr.right != right {
			t.Fatalf("score %d of %d, want %d of %d", m.pr.right, m.pr.asked, right, asked)
		}
		if word := map[bool]string{true: "Right:", false: "Not this time:"}[got == q.choices[pick]]; !strings.HasPrefix(m.msg, word) {
			t.Fatalf("message %q, want %q", m.msg, word)
		}
		if !strings.Contains(m.View(), fmt.Sprintf("predict %d/%d", right, asked)) {
			t.Fatalf("the status line does not keep the score:\n%s", m.View())
		}
	}
	if kinds[engine.PhaseSelect] == 0 || kinds[engine.PhaseExpand] == 0 || kinds[engine.PhaseBackprop] == 0 || right == 0 || right == asked {
		t.Fatalf("questions %v, %d of %d right: want every kind, right and wrong answers", kinds, right, asked)
	}
	// Another key drops a question unscored; x turns the mode off.
	for m.f.next != engine.PhaseBackprop {
		m, _ = press(m, "n")
		if m.pr.q != nil {
			m, _ = press(m, "1")
		}
	}
	m, _ = press(m, "n")
	if m.pr.q == nil {
		t.Fatal("no question before backpropagation")
	}
	before := m.pr.asked
	m, _ = press(m, "w")
	if m.pr.q != nil || m.pr.asked != before {
		t.Fatalf("w left the question open or scored it: %+v", m.pr)
	}
	m, _ = press(m, "x", "n")
	if m.pr.on || m.pr.q != nil || m.last.Phase != engine.PhaseBackprop {
		t.Fatalf("with predict mode off n did not show the phase: %+v, %v", m.pr, m.last.Phase)
	}
}

// Predict mode says what it will ask of each player: a flat search keeps
// no tree and is asked nothing, its phases shown at once.
func TestStudyPredictModeFlat(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "flat", 100, 32)
	m, _ = press(m, "I", "x")
	if !strings.Contains(m.msg, "keeps no tree, so n asks nothing") {
		t.Fatalf("x on flat: %q", m.msg)
	}
	for range 4 {
		if m, _ = press(m, "n"); m.pr.q != nil {
			t.Fatalf("flat asked %q", m.pr.q.ask)
		}
	}
}

// The first expansion question of a study is about the root (selection
// stops there while a root move has no node): the board's caption says
// so instead of a bare "leaf:".
func TestStudyPredictLeafAtRoot(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "x", "n", "n")
	if q := m.pr.q; q == nil || q.phase != engine.PhaseExpand {
		t.Fatalf("x n n: want the expansion question, got %+v:\n%s", q, m.View())
	}
	if v := m.View(); !strings.Contains(v, "leaf: the root") {
		t.Errorf("the caption does not name the root as the leaf:\n%s", v)
	}
	// The rule goes by the move generator's order, which the screen
	// showed nowhere: the question says the choices are in it, and where
	// the root's nodes stand (a study's first iteration made none).
	if ask := m.pr.q.ask; !strings.Contains(ask, "in the order listed; none has one yet") {
		t.Errorf("the question does not say the order or where its nodes stand: %q", ask)
	}
}

// e and y on the default player change nothing (its preset replaces the
// estimator and the policy), so they say so instead of announcing an
// estimator or policy the search then does not use.
func TestStudyDefaultKeepsItsPreset(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "default", 100, 32)
	title := strings.SplitN(m.View(), "\n", 2)[0]
	for _, k := range []string{"e", "y"} {
		m, _ = press(m, k)
		v := m.View()
		if got := strings.SplitN(v, "\n", 2)[0]; got != title {
			t.Errorf("%s changed the title %q to %q", k, title, got)
		}
		if strings.Contains(v, "the search starts over") || !strings.Contains(v, "preset") {
			t.Errorf("%s on the default player: want a note that its preset stays:\n%s", k, v)
		}
	}
}
