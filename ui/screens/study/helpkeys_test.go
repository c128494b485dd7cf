package study

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
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

// At a size that shows only "Terminal too small" the keys do not step
// the search unseen (they did: n and i at 20x8 ran iterations behind
// the note); q still quits, and once the terminal is large enough every
// key acts again, as on the game screen.
func TestStudyTooSmallHoldsTheSearch(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = send(m, tea.WindowSizeMsg{Width: 20, Height: 8})
	m, _ = press(m, "n", "i", "I", ">")
	if m.f.iter != 0 || m.last != nil || m.cfg.Exploration != open1(t).cfg.Exploration {
		t.Errorf("keys acted behind the too-small note: iteration %d, last %v, c %.2f", m.f.iter, m.last, m.cfg.Exploration)
	}
	if _, cmd := press(m, "q"); cmd == nil {
		t.Error("q does not quit at 20x8")
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ = press(m, "i")
	if m.f.iter != 1 {
		t.Errorf("i did not step once the terminal was large enough: iteration %d", m.f.iter)
	}
}

// open1 is a fresh study's configuration, for comparison.
func open1(t *testing.T) Model {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	return m
}

// The help names [ ] home end by what they do here, step the rollout's
// replay (as they step a game's moves on the board screens): it said
// "review moves" and "back to the last move", and a study has no game
// to review. Each does what its line says during a simulation.
func TestStudyHelpSaysWhatStepKeysDo(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 100, 32)
	m, _ = press(m, "?")
	v := m.View()
	for _, want := range []string{"[ ]     step the rollout", "home    rollout's start", "end     rollout's end"} {
		if !strings.Contains(v, want) {
			t.Errorf("the help has no %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "review") || strings.Contains(v, "last move") {
		t.Errorf("the help speaks of a game's review:\n%s", v)
	}
	m, _ = press(m, "esc", "n", "n", "n") // select, expand, simulate
	for _, tt := range []struct {
		key, want string
	}{
		{"end", "Board: ply 8 of 8"},
		{"[", "Board: ply 7 of 8"},
		{"home", "Board: ply 0 of 8"},
		{"]", "Board: ply 1 of 8"},
	} {
		m, _ = press(m, tt.key)
		if v := m.View(); !strings.Contains(v, tt.want) {
			t.Errorf("after %s: no %q in\n%s", tt.key, tt.want, v)
		}
	}
}
