package analysis

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/uitest"
)

// At chess the analysis board has the play screen's parts, from the one
// board component: the side lines with the material (White a pawn up
// after 1. e4 d5 2. exd5), the evaluation bar and line of the live
// search, the opening's name; no clocks. Nothing overflows at any size.
func TestAnalysisBoardParts(t *testing.T) {
	m, cmd := newBoard(t, "chess", "thinker", []string{"e4", "d5", "exd5"}, 80, 24)
	m, _ = nextMsg(t, m, cmd)
	v := m.View()
	for _, want := range []string{"B01 Scandinavian Defense", "Eval ", "White  P +1", "Black"} {
		if !strings.Contains(strings.Join(strings.Fields(v), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("no %q in\n%s", want, v)
		}
	}
	if w, bar := m.evalBar(); w != 1 || len(bar) != 8 {
		t.Errorf("bar %d wide, %d rows", w, len(bar))
	}
	for _, sz := range uitest.Sizes() {
		m, _ = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		uitest.CheckFits(t, "analysis parts", m.View(), sz[0], sz[1])
	}
}
