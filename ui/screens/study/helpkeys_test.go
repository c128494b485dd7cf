package study

import (
	"strings"
	"testing"
)

// While the help covers the screen, the keys that step, reset, change
// the search or answer a question behind it do nothing (what they did
// would not be seen) and the message line says how to close the help;
// once it is closed they act again.
func TestStudyHelpHoldsTheSearch(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "I", "x", "n")
	if m.pr.q == nil {
		t.Fatal("no question after x n")
	}
	iter, next, c := m.f.iter, m.f.next, m.cfg.Exploration
	m, _ = press(m, "?", "1", "n", "i", "I", "b", "r", ">", "g", "space")
	if !m.help.ShowAll {
		t.Fatal("a key closed the help")
	}
	if m.f.iter != iter || m.f.next != next || m.cfg.Exploration != c || m.pr.q == nil || m.pr.asked != 0 ||
		m.pane != paneTable || m.running {
		t.Errorf("keys acted behind the help: iteration %d (was %d), next %v (was %v), c %.2f, question %v, asked %d, pane %d, running %v",
			m.f.iter, iter, m.f.next, next, m.cfg.Exploration, m.pr.q != nil, m.pr.asked, m.pane, m.running)
	}
	if v := m.View(); !strings.Contains(v, "? or esc closes it") {
		t.Errorf("the screen does not say how to close the help:\n%s", v)
	}
	m, _ = press(m, "esc", "1")
	if m.help.ShowAll || m.pr.asked != 1 {
		t.Errorf("1 did not answer once the help was closed (help %v, asked %d)", m.help.ShowAll, m.pr.asked)
	}
}
