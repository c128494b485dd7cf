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
	for _, size := range [][2]int{{80, 24}, {120, 40}, {40, 12}} {
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

// TestAnalysisGoldenLongStatus draws a long search's status line (the
// fake "grinder": 99.92 s, 22308.80 kr at 224.95 kr/s) on chess at 80x24
// and tic-tac-toe at 40x12: the best move is whole, the least important
// figures dropped first; it read "... | 224.95 kr/s | N…" at 80
// columns. At every width from 36 the status row ends with the move.
func TestAnalysisGoldenLongStatus(t *testing.T) {
	for _, tt := range []struct {
		variant string
		moves   []string
		best    string
		size    [2]int
	}{
		{"chess", []string{"e2e4"}, "a6", [2]int{80, 24}},
		{"tictactoe", []string{"b2"}, "a1", [2]int{40, 12}},
	} {
		m, cmd := newBoard(t, tt.variant, "grinder", tt.moves, tt.size[0], tt.size[1])
		m, _ = nextMsg(t, m, cmd)
		t.Run(fmt.Sprintf("%s_%dx%d", tt.variant, tt.size[0], tt.size[1]), func(t *testing.T) {
			golden.RequireEqual(t, []byte(m.View()))
		})
		for w := 36; w <= 120; w++ {
			m, _ = send(m, tea.WindowSizeMsg{Width: w, Height: tt.size[1]})
			row := statusRow(m.View())
			if !strings.HasSuffix(row, " "+tt.best) || len([]rune(row)) > w {
				t.Errorf("%s at %d columns: the status row %q does not end with %s", tt.variant, w, row, tt.best)
			}
		}
	}
}

// statusRow is the row of a view that says what the engine does.
func statusRow(view string) string {
	for _, l := range strings.Split(view, "\n") {
		if strings.Contains(l, "analysing ply") {
			return strings.TrimRight(l, " ")
		}
	}
	return ""
}
