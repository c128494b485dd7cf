package study

import (
	"fmt"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"
)

// TestStudyGolden compares study-screen frames, colour off and ASCII,
// with testdata/TestStudyGolden/*.golden: each phase at 100x32 and at
// 80x24, the chart, the comparison, the heat map, the flat player, the
// full help and the note of a terminal too small. Regenerate with
//
//	go test ./ui/screens/study -run TestStudyGolden -update
//
// only where the screen's change is intended. The stepper is
// deterministic (seed 1, as open builds it), so the frames are too.
func TestStudyGolden(t *testing.T) {
	phases := map[string][]string{
		"start":    nil,
		"select":   {"I", "n"},
		"expand":   {"I", "n", "n"},
		"simulate": {"I", "n", "n", "n", "right", "right"},
		"backprop": {"I", "n", "n", "n", "n"},
	}
	type frame struct {
		name, variant, player string
		keys                  []string
		w, h                  int
	}
	var frames []frame
	for _, sz := range [][2]int{{100, 32}, {80, 24}} {
		for _, ph := range []string{"start", "select", "expand", "simulate", "backprop"} {
			frames = append(frames, frame{fmt.Sprintf("tictactoe_%s_%dx%d", ph, sz[0], sz[1]),
				"tictactoe", "uct", phases[ph], sz[0], sz[1]})
		}
	}
	frames = append(frames,
		frame{"tictactoe_chart_100x32", "tictactoe", "uct", []string{"I", "I", "I", "g"}, 100, 32},
		frame{"tictactoe_shares_80x24", "tictactoe", "uct", []string{"I", "I", "I", "g", "g"}, 80, 24},
		frame{"tictactoe_compare_100x32", "tictactoe", "uct", []string{"I", "g", "g", "g"}, 100, 32},
		frame{"tictactoe_heat_80x24", "tictactoe", "uct", []string{"I", "w"}, 80, 24},
		frame{"tictactoe_heat_visits_80x24", "tictactoe", "uct", []string{"I", "w", "w"}, 80, 24},
		frame{"tictactoe_flat_select_80x24", "tictactoe", "flat", []string{"I", "n"}, 80, 24},
		frame{"tictactoe_full_help_80x24", "tictactoe", "uct", []string{"?"}, 80, 24},
		frame{"chess_simulate_100x32", "chess", "uct", []string{"i", "i", "n", "n", "n", "right"}, 100, 32},
		frame{"nim_backprop_80x24", "nim", "uct", []string{"I", "n", "n", "n", "n"}, 80, 24},
		frame{"too_small", "tictactoe", "uct", nil, 30, 10}, // the study's least size is 40x14
	)
	for _, f := range frames {
		t.Run(f.name, func(t *testing.T) {
			m, _ := open(t, f.variant, "", f.player, f.w, f.h)
			for _, k := range f.keys {
				var cmd tea.Cmd
				m, cmd = press(m, k)
				m = settle(t, m, cmd) // a comparison's searches end
			}
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
}
