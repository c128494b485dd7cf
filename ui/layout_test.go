package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants/registry"
)

// checkFits fails if any line of view is wider than w or if it has more
// than h lines (superfile's layout test).
func checkFits(t *testing.T, name, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) > h {
		t.Errorf("%s at %dx%d: %d lines", name, w, h, len(lines))
	}
	for i, l := range lines {
		if got := ansi.StringWidth(l); got > w {
			t.Errorf("%s at %dx%d: line %d is %d wide: %q", name, w, h, i, got, l)
			return
		}
	}
}

// TestLayoutFits renders the setup screen and the game screen of every
// game, with a finished search's table, at many sizes from 20x10 to
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
			if !play(m).Help.ShowAll {
				m2, _ := press(m, "?")
				for _, sz := range sizes {
					m2, _ = send(m2, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
					checkFits(t, fmt.Sprintf("%s full help color=%v", v.Name, color), m2.View(), sz[0], sz[1])
				}
			}
			for _, sz := range sizes {
				m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				checkFits(t, fmt.Sprintf("%s game color=%v", v.Name, color), m.View(), sz[0], sz[1])
				m.active = nav.Setup
				checkFits(t, fmt.Sprintf("%s setup color=%v", v.Name, color), m.View(), sz[0], sz[1])
				m.active = nav.Game
			}
		}
	}
}

// layoutSizes are the terminal sizes the layout tests render at (this
// one and the study screen's): a grid from 20x10 to 218x64 (where the
// board draws at every scale) and a few common or tight ones.
func layoutSizes() [][2]int {
	var sizes [][2]int
	for w := 20; w <= 218; w += 9 {
		for h := 10; h <= 64; h += 6 {
			sizes = append(sizes, [2]int{w, h})
		}
	}
	return append(sizes, [2]int{80, 24}, [2]int{160, 50}, [2]int{30, 14}, [2]int{36, 12},
		[2]int{100, 30}, [2]int{120, 40}, [2]int{200, 60})
}
