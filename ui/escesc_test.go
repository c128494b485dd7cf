package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/autosave"
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
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyEsc, Alt: true})
	if !onSetup(m) {
		t.Errorf("esc esc read together: want the setup screen, got\n%s", m.View())
	}
}

// Enter typed before the terminal goes raw (a move typed at once, while
// the program starts) arrives as a line feed, ctrl+j: the move typed was
// left unplayed on its input line ("move> b2"). It is read as enter.
func TestLineFeedIsEnter(t *testing.T) {
	dir := t.TempDir()
	m, cmd := newTestModel(t, autosaveOpts(dir), 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, ":", "b", "2")
	m = drain(t, m, cmd)
	m, cmd = send(m, tea.KeyMsg{Type: tea.KeyCtrlJ})
	m = drain(t, m, cmd)
	m.wait()
	if first, n := slotMoves(t, dir, autosave.SlotName); first != "b2" || n != 2 {
		t.Errorf("b2 and a line feed: the save holds %q first of %d moves, want b2 and the reply:\n%s", first, n, m.View())
	}
}
