package analysis

import (
	"fmt"
	"strings"
	"testing"

	"rollout/ui/uitest"
)

// TestHelpFits: ? lists every key of the analysis board and the frame
// fits, at 60x20 and 80x24 (where the full help does not fit under the
// board: it was cut to its first column's rows, so p, l, ctrl+e, esc and
// q were not listed) and at the smallest size the board draws at (in two
// pages there); where it takes the board's place it says how to turn or
// close it, and ? after the last page brings the board back.
func TestHelpFits(t *testing.T) {
	small, _ := newBoard(t, "chess", "thinker", nil, 200, 60)
	l := small.Layout()
	sizes := [][2]int{{60, 20}, {80, 24}, {l.NeedW, l.NeedH}}
	for _, variant := range []string{"chess", "tictactoe"} {
		for _, sz := range sizes {
			w, h := sz[0], sz[1]
			name := fmt.Sprintf("%s %dx%d", variant, w, h)
			m, _ := newBoard(t, variant, "thinker", nil, w, h)
			if m.Layout().TooSmall {
				continue // smaller than this variant's board: not supported
			}
			m, _ = press(m, "?")
			// Every key on some page; ? turns the pages, then closes.
			var seen []string
			for i := 0; m.Help.ShowAll; i++ {
				v := m.View()
				uitest.CheckFits(t, name, v, w, h)
				seen = append(seen, v)
				if m.Layout().HelpPage && !strings.Contains(v, "? next help page") && !strings.Contains(v, "? closes the help") {
					t.Errorf("%s: the help page does not say how to turn or close it:\n%s", name, v)
				}
				if i == 10 {
					t.Fatalf("%s: ? never closed the help:\n%s", name, v)
				}
				if !m.Layout().HelpPage {
					break // under the board: the test of the page ends
				}
				m, _ = press(m, "?")
			}
			if miss := uitest.HelpMissing(strings.Join(seen, "\n"), m.FullHelp()); len(miss) > 0 {
				t.Errorf("%s: %q missing:\n%s", name, miss, strings.Join(seen, "\n"))
			}
			if v := m.View(); !m.Help.ShowAll && (strings.Contains(v, "closes the help") || strings.Contains(v, "help page")) {
				t.Errorf("%s: ? did not bring the board back:\n%s", name, v)
			}
		}
	}
}
