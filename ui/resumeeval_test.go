package ui

import (
	"strings"
	"testing"
)

// A resumed game whose last move is the engine's takes that move's table
// as its last search: the evaluation line and the status line read as
// before the quit (they were blank, and a draw offer was declined as
// "it has not judged the position yet").
func TestResumeKeepsTheLastSearch(t *testing.T) {
	dir := t.TempDir()
	o := autosaveOpts(dir)
	o.Variant = "chess"
	o.OutDir = t.TempDir()
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "e", "4", "enter")
	m = drain(t, m, cmd)
	m.wait()
	if v := m.View(); !strings.Contains(v, "Eval ") || !strings.Contains(v, "fake played") {
		t.Fatalf("before the quit, no evaluation or status line:\n%s", v)
	}
	o.Screen = ScreenSetup
	m2, _ := newTestModel(t, o, 80, 24, newFake)
	m2, _ = press(m2, "R")
	v := m2.View()
	if !strings.Contains(v, "Resumed: White to play move 2") {
		t.Fatalf("not resumed:\n%s", v)
	}
	if !strings.Contains(v, "Eval ") || !strings.Contains(v, "fake played") {
		t.Errorf("resumed, no evaluation line or status line of the engine's last move:\n%s", v)
	}
	m2, _ = press(m2, "=")
	if v := m2.View(); strings.Contains(v, "not judged") {
		t.Errorf("resumed, the engine has forgotten its judgement:\n%s", v)
	}
}
