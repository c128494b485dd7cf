package play

import (
	"strings"
	"testing"
)

// While the full help is open the keys behind it wait, as on the
// analysis board and the study screen (board.Frame.HelpKey): a move
// typed, u, m, ! or = acted on the game unseen behind the help. q still
// asks to quit, and once esc closes the help the keys act.
func TestKeysWaitBehindTheHelp(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {60, 20}} { // under the board, in its place
		m, _ := newTestModel(t, gameOpts("chess", "fake"), size[0], size[1], newFake)
		m, _ = press(m, "?", "e", "2", "e", "4", "enter", ":", "u", "!", "=", "X", "w", "A", "t")
		g := play(m)
		if !g.Help.ShowAll || g.st.Len() != 0 || g.Input.Focused() || g.confirm != nil || g.heat != 0 {
			t.Fatalf("%v: help open %v, %d plies, input open %v, a question armed %v, heat %d; want the help open and nothing else changed",
				size, g.Help.ShowAll, g.st.Len(), g.Input.Focused(), g.confirm != nil, g.heat)
		}
		if v := m.View(); !strings.Contains(v, "The help is open: ? or esc closes it") {
			t.Fatalf("%v: no word of why the keys wait:\n%s", size, v)
		}
		m, _ = press(m, "esc", "e", "2", "e", "4", "enter")
		if g := play(m); g.Help.ShowAll || g.st.Len() == 0 {
			t.Fatalf("%v: after esc: help open %v, %d plies; want e2e4 played", size, g.Help.ShowAll, g.st.Len())
		}
	}
}
