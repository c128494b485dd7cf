package analysis

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
)

// TestAnalysisGolden draws the board on tic-tac-toe after b2, with the
// fake "thinker"'s live table, at two sizes (colour off, ASCII pieces,
// testdata/TestAnalysisGolden/*.golden; regenerate with go test
// ./ui/screens/analysis -run TestAnalysisGolden -update), and checks
// the layout at many.
func TestAnalysisGolden(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m, cmd := newBoard(t, "tictactoe", "thinker", []string{"b2"}, size[0], size[1])
		m, _ = nextMsg(t, m, cmd)
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
	m, cmd := newBoard(t, "tictactoe", "thinker", []string{"b2"}, 80, 24)
	m, _ = nextMsg(t, m, cmd)
	for w := 20; w <= 200; w += 7 {
		for h := 6; h <= 60; h += 5 {
			m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: h})
			lines := strings.Split(m.View(), "\n")
			if len(lines) > h {
				t.Fatalf("%dx%d: %d lines", w, h, len(lines))
			}
			for _, l := range lines {
				if n := len([]rune(l)); n > w {
					t.Fatalf("%dx%d: a line of %d columns: %q", w, h, n, l)
				}
			}
		}
	}
}
