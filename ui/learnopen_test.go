package ui

import (
	"strings"
	"testing"
)

// ScreenLearn opens the lesson screen on Options.Lesson; the setup
// screen's mode learn opens it too, and esc goes back to the setup.
func TestLearnOpens(t *testing.T) {
	o := DefaultOptions()
	o.Screen, o.Lesson, o.StateDir = ScreenLearn, 3, t.TempDir()
	m, _ := newTestModel(t, o, 80, 24, newFake)
	if !strings.Contains(m.View(), "Lesson 3 of 13: Where flat Monte Carlo is fooled") {
		t.Fatalf("not lesson 3:\n%s", m.View())
	}
	m, _ = press(m, "esc")
	if !onSetup(m) {
		t.Fatalf("esc did not go back to the setup screen:\n%s", m.View())
	}

	// Up from Start: Position, Mode; play -> watch -> study -> analyse -> learn.
	m, _ = press(m, "up", "up", "right", "right", "right", "right")
	if setupMode(m) != "learn" {
		t.Errorf("the setup screen does not show the mode learn:\n%s", m.View())
	}
	m, _ = press(m, "enter")
	// No lesson named: where the progress left off (lesson 3, opened above).
	if !strings.Contains(m.View(), "Lesson 3 of 13") {
		t.Fatalf("the setup's mode learn did not open lesson 3:\n%s", m.View())
	}
}

// s on a lesson opens its search on the study screen with the lesson's
// settings (lesson 8's rb estimator among them); esc there shows the
// lesson again where it was, the question still waiting.
func TestLearnOpensItsStudy(t *testing.T) {
	o := DefaultOptions()
	o.Screen, o.Lesson, o.StateDir = ScreenLearn, 8, t.TempDir()
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m, _ = send(m, cmd()) // the lesson's search set up
	m, _ = press(m, "enter")
	before := m.View()
	if !strings.Contains(before, "Question 1 of 2") {
		t.Fatalf("lesson 8's first question is not shown:\n%s", before)
	}
	m, _ = press(m, "t")
	v := m.View()
	for _, want := range []string{"Study  Tic-tac-toe  flat rb", "iteration 1,"} {
		if !strings.Contains(v, want) {
			t.Errorf("s did not open lesson 8's search (%q):\n%s", want, v)
		}
	}
	m, _ = press(m, "esc")
	if got := m.View(); got != before {
		t.Errorf("esc did not come back to the lesson as it was:\n%s\nwant\n%s", got, before)
	}
}
