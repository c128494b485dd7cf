package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// esc pressed twice quickly reaches the program as one read of two
// ESC bytes, which the terminal's reader takes for alt+esc: a game in
// progress, which esc twice leaves, said "No key alt+esc here" and
// stayed (in tmux, and over SSH, where bytes travel together). alt+esc
// is read as the two presses it is.
func TestEscEscReadTogetherLeavesTheGame(t *testing.T) {
	m, cmd := newTestModel(t, autosaveOpts(t.TempDir()), 80, 24, newFake)
	m = drain(t, m, cmd)
	m = playOne(t, m, ":", "b", "2", "enter") // b2 a1: a game in progress
	m, cmd = send(m, tea.KeyMsg{Type: tea.KeyEsc, Alt: true})
	if cmd == nil {
		t.Fatalf("alt+esc (esc esc read together) did not leave the game:\n%s", m.View())
	}
	m, _ = send(m, cmd())
	if !onSetup(m) {
		t.Errorf("esc esc read together: want the setup screen, got\n%s", m.View())
	}
}
