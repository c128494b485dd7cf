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
	if !strings.Contains(m.View(), "Lesson 3 of 9: Where flat Monte Carlo is fooled") {
		t.Fatalf("not lesson 3:\n%s", m.View())
	}
	m, cmd := press(m, "esc")
	m, _ = follow(t, m, cmd)
	if !onSetup(m) {
		t.Fatalf("esc did not go back to the setup screen:\n%s", m.View())
	}

	// Up from Start: Position, Mode; play -> watch -> study -> analyse -> learn.
	m, _ = press(m, "up", "up", "right", "right", "right", "right")
	if setupMode(m) != "learn" {
		t.Errorf("the setup screen does not show the mode learn:\n%s", m.View())
	}
	m, cmd = press(m, "enter")
	m, _ = follow(t, m, cmd)
	// No lesson named: where the progress left off (lesson 3, opened above).
	if !strings.Contains(m.View(), "Lesson 3 of 9") {
		t.Fatalf("the setup's mode learn did not open lesson 3:\n%s", m.View())
	}
}
