package ui

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
	"rollout/ui/uitest"
	"rollout/variants/registry"
)

// checkFits fails if any line of view is wider than w or if it has more
// than h lines (uitest.CheckFits).
func checkFits(t *testing.T, name, view string, w, h int) {
	t.Helper()
	uitest.CheckFits(t, name, view, w, h)
}

// TestLayoutFits renders the game screen of every game, with a finished
// search's table, at many sizes from 20x10 to
// 218x64 (where the board draws at every scale), with colour on and off,
// and checks no line is wider than the terminal and the screen is not
// taller than it.
func TestLayoutFits(t *testing.T) {
	sizes := layoutSizes()
	for _, color := range []bool{false, true} {
		st := kit.NewStyles(color, true)
		for _, v := range registry.All() {
			o := gameOpts(v.Name, "fake")
			o.OutDir = t.TempDir()
			m := newModel(t.Context(), o, &st, newFake)
			m, _ = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
			m, _ = send(m, initMsg{})
			m, cmd := press(m, "enter") // a move, then the engine's table
			m = drain(t, m, cmd)
			m2, _ := press(m, "?")
			for _, sz := range sizes {
				m2, _ = send(m2, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				checkFits(t, fmt.Sprintf("%s full help color=%v", v.Name, color), m2.View(), sz[0], sz[1])
			}
			for _, sz := range sizes {
				m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				checkFits(t, fmt.Sprintf("%s game color=%v", v.Name, color), m.View(), sz[0], sz[1])
			}
		}
	}
}

// layoutSizes are the terminal sizes the layout tests render at
// (uitest.Sizes).
func layoutSizes() [][2]int { return uitest.Sizes() }
