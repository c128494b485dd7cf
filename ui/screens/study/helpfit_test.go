package study

import (
	"testing"

	"rollout/ui/uitest"
)

// TestFullHelpFits80x24: ? shows every binding of the study screen at
// 80x24, the smallest supported size, none hidden behind "…" (issue 21
// item 3), and the screen still fits.
func TestFullHelpFits80x24(t *testing.T) {
	m, _ := open(t, "tictactoe", "", "uct", 80, 24)
	m, _ = press(m, "?")
	v := m.View()
	uitest.CheckFits(t, "study full help", v, 80, 24)
	if miss := uitest.HelpMissing(v, m.FullHelp()); len(miss) > 0 {
		t.Errorf("study at 80x24: %q not shown in the full help:\n%s", miss, v)
	}
}
