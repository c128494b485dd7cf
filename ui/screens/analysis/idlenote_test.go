package analysis

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// A note that a key did nothing ("No key f1 here", "The help is open")
// goes with the next key that does something: it stayed on screen while
// a move was typed after it, and after esc had closed the help. A key
// that does nothing again says so again.
func TestIdleNoteGoesWithTheNextKey(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", nil, 100, 32)
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyF1})
	if !strings.Contains(a.msg, "No key f1 here") {
		t.Fatalf("f1 said %q", a.msg)
	}
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyF1})
	if !strings.Contains(a.msg, "No key f1 here") {
		t.Fatalf("f1 again said %q", a.msg)
	}
	a, _ = press(a, "b", "2")
	if !a.Input.Focused() || strings.Contains(a.View(), "No key f1") {
		t.Fatalf("typing b2 after f1: input open %v\n%s", a.Input.Focused(), a.View())
	}
	a, _ = press(a, "esc", "?", "x")
	if !strings.Contains(a.msg, "The help is open") {
		t.Fatalf("x behind the help said %q", a.msg)
	}
	a, _ = press(a, "esc")
	if a.Help.ShowAll || strings.Contains(a.View(), "The help is open") {
		t.Fatalf("the help closed, its note stays:\n%s", a.View())
	}
}

// On a move before the line's end, the note that a key did nothing
// gave way to "White to move: ..." at the next key, where any other
// note gives way to where the board stands (notes.go): so does it.
func TestIdleNoteBeforeTheEndGivesWayToWhere(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", []string{"e4", "e5"}, 100, 32)
	a, _ = press(a, "[")
	where := a.msg
	if !strings.HasPrefix(where, "At 1. e4") {
		t.Fatalf("[ said %q", where)
	}
	a, _ = send(a, tea.KeyMsg{Type: tea.KeyF5})
	a, _ = press(a, "v")
	if a.msg != where {
		t.Errorf("v after f5 said %q, want %q", a.msg, where)
	}
}
