package play

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
	"rollout/ui/uitest"
	"rollout/variants/registry"
)

// TestLayoutFits renders the play screen of every game, with a finished
// search's table and with the full help, at many sizes from 20x10 to
// 218x64 (where the board draws at every scale), with colour on and off
// (Unicode pieces with colour, as the program draws them), and checks no
// line is wider than the terminal and the screen is not taller than it.
func TestLayoutFits(t *testing.T) {
	sizes := uitest.Sizes()
	for _, color := range []bool{false, true} {
		st := kit.NewStyles(color, true)
		for _, v := range registry.All() {
			c := uitest.Common(80, 24)
			c.Styles, c.ASCII = &st, st.Plain
			m, _ := newScreen(t, gameOpts(v.Name, "fake"), c, newFake)
			m, cmd := press(m, "enter") // a move, then the engine's table
			m = drain(t, m, cmd)
			m2, _ := press(m, "?")
			for _, sz := range sizes {
				m2, _ = send(m2, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				uitest.CheckFits(t, fmt.Sprintf("%s full help color=%v", v.Name, color), m2.View(), sz[0], sz[1])
			}
			for _, sz := range sizes {
				m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
				uitest.CheckFits(t, fmt.Sprintf("%s game color=%v", v.Name, color), m.View(), sz[0], sz[1])
			}
		}
	}
}
