package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
)

// TestPanelStacksUnderTheBoard: on a terminal too narrow for the panel
// beside the chess board (under about 55 columns) but tall enough, the
// move list and the engine's table go under the board, where they were
// dropped; only where neither fits (50x24) is the panel left out, and
// every frame fits its terminal.
func TestPanelStacksUnderTheBoard(t *testing.T) {
	o := gameOpts("chess", "flat")
	o.Sides[1].Engine.Budget = engine.Budget{Rollouts: 200}
	m, _ := newTestModel(t, o, 50, 40, engine.New)
	m, cmd := press(m, "e", "4", "enter")
	m = drain(t, m, cmd)
	for _, sz := range [][2]int{{50, 40}, {44, 36}, {54, 30}} {
		m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		v := m.View()
		checkFits(t, "stacked", v, sz[0], sz[1])
		lines := strings.Split(v, "\n")
		board, moves, table := -1, -1, -1
		for i, l := range lines {
			switch {
			case strings.Contains(l, "a  b  c  d  e  f  g  h"):
				board = i
			case strings.HasPrefix(strings.TrimSpace(l), "1. e4"):
				moves = i
			case strings.Contains(l, "****"):
				table = i
			}
		}
		if board < 0 || moves <= board || table <= moves {
			t.Errorf("%dx%d: the move list and the table are not under the board (rows %d, %d, %d):\n%s", sz[0], sz[1], board, moves, table, v)
		}
	}
	m, _ = send(m, tea.WindowSizeMsg{Width: 50, Height: 24})
	v := m.View()
	checkFits(t, "no room", v, 50, 24)
	if strings.Contains(v, "****") {
		t.Errorf("50x24: the table is drawn where it has no room:\n%s", v)
	}
}
