package learn

import (
	"fmt"
	"testing"

	"rollout/ui/uitest"
)

// The short help at a narrow terminal ran past the width where bubbles'
// "…" did not fit after the last whole item, and the screen's edge cut
// the next one. At 30, 40, 56 (the least the lessons draw at) and 80
// columns, 14, 16 and 24 rows, through a lesson's start and its first
// question, every help line is now whole items, then "…" when some are
// left out.
func TestShortHelpDropsWholeItems(t *testing.T) {
	for w := 30; w <= 80; w++ {
		for _, h := range []int{14, 16, 24} {
			m := newScreen(t, t.TempDir(), 1, w, h)
			for i := range 3 {
				uitest.CheckShortHelp(t, fmt.Sprintf("learn, step %d", i), m.View(), w, h, m.shortHelp())
				m = press(t, m, "enter")
			}
		}
	}
}
