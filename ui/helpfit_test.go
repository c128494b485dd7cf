package ui

import (
	"testing"

	"rollout/ui/screens/study"
	"rollout/ui/uitest"
)

// TestFullHelpFits80x24: ? shows every binding of the study screen at
// 80x24, the smallest supported size, none hidden behind "…" (issue 21
// item 3), and the screen still fits (the play screen's test is in
// ui/screens/play).
func TestFullHelpFits80x24(t *testing.T) {
	m, _ := newTestModel(t, studyOpts("tictactoe", "", "uct"), 80, 24, nil)
	m, _ = press(m, "?")
	v := m.View()
	checkFits(t, "study full help", v, 80, 24)
	if miss := uitest.HelpMissing(v, m.screens[m.active].(study.Model).FullHelp()); len(miss) > 0 {
		t.Errorf("study at 80x24: %q not shown in the full help:\n%s", miss, v)
	}
}

// The analysis board's full help also lists every binding at 80x24.
func TestAnalysisFullHelpFits80x24(t *testing.T) {
	o := gameOpts("chess", "thinker")
	o.Screen = ScreenAnalysis
	m, _ := newTestModel(t, o, 80, 24, newFake)
	m, _ = press(m, "?")
	v := m.View()
	checkFits(t, "analysis full help", v, 80, 24)
	if miss := uitest.HelpMissing(v, analysisOf(m).FullHelp()); len(miss) > 0 {
		t.Fatalf("analysis at 80x24: %q not shown in the full help:\n%s", miss, v)
	}
}
