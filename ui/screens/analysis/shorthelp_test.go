package analysis

import (
	"fmt"
	"testing"

	"rollout/ui/uitest"
)

// The short help at a narrow terminal ran past the width where bubbles'
// "…" did not fit after the last whole item, and the screen's edge cut
// the next one. At 30, 40 and 80 columns, 14 and 24 rows, on chess,
// tic-tac-toe and nim, every help line is now whole items, then "…"
// when some are left out.
func TestShortHelpDropsWholeItems(t *testing.T) {
	for _, v := range []string{"chess", "tictactoe", "nim"} {
		for w := 30; w <= 80; w++ {
			for _, h := range []int{14, 24} {
				m, _ := newBoard(t, v, "fake", nil, w, h)
				uitest.CheckShortHelp(t, fmt.Sprintf("analysis, %s", v), m.View(), w, h, m.ShortHelp())
			}
		}
	}
}
