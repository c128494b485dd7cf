package play

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
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 32, newFake)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyF1})
	if !strings.Contains(m.msg, "No key f1 here") {
		t.Fatalf("f1 said %q", m.msg)
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyF1})
	if !strings.Contains(m.msg, "No key f1 here") {
		t.Fatalf("f1 again said %q", m.msg)
	}
	m, _ = press(m, "e", "2")
	if !m.Input.Focused() || strings.Contains(m.View(), "No key f1") {
		t.Fatalf("typing e2 after f1: input open %v\n%s", m.Input.Focused(), m.View())
	}
	m, _ = press(m, "esc", "?", "x")
	if !strings.Contains(m.msg, "The help is open") {
		t.Fatalf("x behind the help said %q", m.msg)
	}
	m, _ = press(m, "esc")
	if m.Help.ShowAll || strings.Contains(m.View(), "The help is open") {
		t.Fatalf("the help closed, its note stays:\n%s", m.View())
	}
}
