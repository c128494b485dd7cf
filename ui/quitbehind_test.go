package ui

import (
	"strings"
	"testing"
)

// In a study (t) or on the analysis board (A) opened from a game going
// on, one q quit the program at once, the game with it, where the game
// screen asks first. q there now asks the game screen's question; a
// second q quits; esc answers no and the screen stays; any other key
// takes the question away, so a later q asks again.
func TestQuitOverAGameAsksFirst(t *testing.T) {
	for _, open := range []string{"A", "t"} {
		m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 100, 32, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, "enter") // b2, then the fake engine's reply
		m = drain(t, m, cmd)
		m, _ = press(m, open)
		if onGame(m) {
			t.Fatalf("%s did not open its screen:\n%s", open, m.View())
		}
		m, cmd = press(m, "q")
		if isQuit(cmd) {
			t.Fatalf("%s, then one q: the program quits, the game with it", open)
		}
		if v := m.View(); !strings.Contains(v, "Press q again to quit") {
			t.Fatalf("%s, then q: no question asked:\n%s", open, v)
		}
		m, cmd = press(m, "esc")
		if onGame(m) || cmd != nil && isQuit(cmd) {
			t.Fatalf("%s, q, esc: esc should answer no and stay:\n%s", open, m.View())
		}
		if v := m.View(); strings.Contains(v, "Press q again") || !strings.Contains(v, "Cancelled: the game goes on") {
			t.Fatalf("%s, q, esc: the answer is not said:\n%s", open, v)
		}
		m, cmd = press(m, "q")
		if isQuit(cmd) {
			t.Fatalf("%s, q, esc, q: quits at once; the question was answered", open)
		}
		m, _ = press(m, "v")
		if v := m.View(); strings.Contains(v, "Press q again") {
			t.Fatalf("%s, q, v: the question stays:\n%s", open, v)
		}
		m, _ = press(m, "q")
		if _, cmd = press(m, "q"); !isQuit(cmd) {
			t.Fatalf("%s, q, q: does not quit", open)
		}
	}
}

// Opened from the setup screen (no game behind), q quits at once.
func TestQuitWithNoGameBehindQuits(t *testing.T) {
	m, _ := analysisModel(t, 80, 24)
	if _, cmd := press(m, "q"); !isQuit(cmd) {
		t.Fatalf("q on a board with no game behind does not quit:\n%s", m.View())
	}
	m, _ = newTestModel(t, studyOpts("tictactoe", "3/1x1/3 o", "uct"), 100, 32, nil)
	if _, cmd := press(m, "q"); !isQuit(cmd) {
		t.Fatalf("q on a study with no game behind does not quit:\n%s", m.View())
	}
}

// esc while a question is pending answers it no and does nothing else,
// on the game screen (its q's question) as on the analysis board and in
// a study over the game. With the help open the study said "Cancelled"
// and kept its help, where the game screen and the board closed theirs
// and said nothing; now each says it and keeps its help, which the
// next esc closes, staying on the screen.
func TestEscAnswersTheQuestionAlone(t *testing.T) {
	for _, open := range []string{"", "A", "t"} {
		m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 100, 32, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, "enter") // b2, then the fake engine's reply
		m = drain(t, m, cmd)
		name := "the game"
		if open != "" {
			name = open
			m, _ = press(m, open)
		}
		helpOpen := func(v string) bool {
			return strings.Contains(v, "review from the start") || strings.Contains(v, "Keys (page")
		}
		m, _ = press(m, "?", "q")
		if v := m.View(); !helpOpen(v) || !strings.Contains(v, "Press q again to quit") {
			t.Fatalf("%s, ?, q: want the help open and the question asked:\n%s", name, v)
		}
		m, cmd = press(m, "esc")
		if v := m.View(); !helpOpen(v) || !strings.Contains(v, "Cancelled: the game goes on") || strings.Contains(v, "Press q again") || cmd != nil {
			t.Errorf("%s, ?, q, esc: want the question answered no, said, and nothing else:\n%s", name, v)
		}
		m, cmd = press(m, "esc")
		if v := m.View(); helpOpen(v) || cmd != nil {
			t.Errorf("%s, ?, q, esc, esc: want the help closed, the screen kept:\n%s", name, v)
		}
	}
}
