package analysis

import (
	"strings"
	"testing"
)

// While the full help is open the keys behind it wait, as on the play
// screen and the study screen (board.Frame.HelpKey): "? b2 enter"
// played b2 with the help open, and ctrl+p, e and l switched the player,
// the estimator and the budget unseen. Once esc closes the help they act.
func TestKeysWaitBehindTheHelp(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {60, 20}} { // under the board, in its place
		a, _ := newBoard(t, "chess", "thinker", nil, size[0], size[1])
		player, budget := a.Cfg.Engine.Player, a.budget
		a, _ = press(a, "?", "b", "2", "b", "3", "enter", "ctrl+p", "l", "e", ":", "tab")
		if !a.Help.ShowAll || a.Rec.Len() != 0 || a.Input.Focused() || a.Cfg.Engine.Player != player || a.budget != budget {
			t.Fatalf("%v: help open %v, %d plies, input open %v, player %q, budget %d; want the help open and nothing else changed",
				size, a.Help.ShowAll, a.Rec.Len(), a.Input.Focused(), a.Cfg.Engine.Player, a.budget)
		}
		if v := a.View(); !strings.Contains(v, "The help is open: ? or esc closes it") {
			t.Fatalf("%v: no word of why the keys wait:\n%s", size, v)
		}
		a, _ = press(a, "esc", "b", "2", "b", "3", "enter")
		if a.Help.ShowAll || a.Rec.Len() != 1 {
			t.Fatalf("%v: after esc: help open %v, %d plies; want b2b3 played", size, a.Help.ShowAll, a.Rec.Len())
		}
	}
}
