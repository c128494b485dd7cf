package analysis

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/uitest"
)

// On a terminal too small for the board, which shows only "Terminal
// too small", a key changes nothing a person cannot see (a typed move,
// a step back), as a click does nothing there; q still quits, and once
// the terminal is large again the keys act.
func TestTooSmallIgnoresKeys(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", []string{"e2e4"}, 80, 24)
	a, _ = send(a, tea.WindowSizeMsg{Width: 50, Height: 15})
	if !a.Layout().TooSmall {
		t.Fatalf("50x15 fits the board: %+v", a.Layout())
	}
	a, _ = press(a, "d", "5", "enter")
	a, _ = press(a, "[")
	if a.Rec.Len() != 1 || a.Input.Focused() || a.Cursor.Held() {
		t.Errorf("keys acted on a board too small to see: %d plies, input focused %v, stepped back %v", a.Rec.Len(), a.Input.Focused(), a.Cursor.Held())
	}
	if _, cmd := press(a, "q"); !uitest.IsQuit(cmd) {
		t.Error("q does not quit on a terminal too small")
	}
	a, _ = send(a, tea.WindowSizeMsg{Width: 80, Height: 24})
	if a, _ = press(a, "d", "5", "enter"); a.Rec.Len() != 2 {
		t.Errorf("d5 at 80x24: %d plies, want it played", a.Rec.Len())
	}
}

// q quits on a terminal too small with the move input open too: it was
// typed into the input nobody saw, and q quit no more.
func TestTooSmallQuitsPastTheInput(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", []string{"e2e4"}, 80, 24)
	a, _ = press(a, ":", "d")
	if !a.Input.Focused() {
		t.Fatal(": did not open the move input")
	}
	a, _ = send(a, tea.WindowSizeMsg{Width: 50, Height: 15})
	if a, cmd := press(a, "q"); !uitest.IsQuit(cmd) {
		t.Errorf("q with the input open on a terminal too small: no quit (input %q)", a.Input.Value())
	}
}
