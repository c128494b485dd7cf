package teacher

import (
	"fmt"
	"testing"

	"rollout/ui/uitest"
)

// The short help at a narrow terminal ran past the width where bubbles'
// "…" did not fit after the last whole item, and the screen's edge cut
// the next one: "↑/k up • ↓/j down • f show everyone a" at 40 columns.
// At 30, 40 and 80 columns, 14 and 24 rows, on the list and while the
// input line asks, every help line is now whole items, then "…" when
// some are left out.
func TestShortHelpDropsWholeItems(t *testing.T) {
	for w := 30; w <= 80; w++ {
		for _, h := range []int{14, 24} {
			m, _ := newScreen(w, h)
			m, _ = send(m, roster)
			uitest.CheckShortHelp(t, "teacher", m.View(), w, h, m.keys.ShortHelp())
			m, _ = uitest.Press(m, send, "f")
			uitest.CheckShortHelp(t, fmt.Sprintf("teacher asking (%d)", m.ask), m.View(), w, h, askingKeys{m.keys}.ShortHelp())
		}
	}
}
