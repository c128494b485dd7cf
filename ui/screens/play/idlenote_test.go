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

// In a review, the note that a key did nothing gave way to "White to
// move: arrows and enter ..." at the next key, as if the game were
// shown, though no move can be made until end: it gives way to the
// review's note, as any note does there (board.Noter's DropNote).
func TestIdleNoteInAReviewGivesWayToTheReview(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 32, newFake)
	m, cmd := press(m, ":", "e", "4", "enter")
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	m, _ = press(m, "[")
	review := m.msg
	if !strings.HasPrefix(review, "Review: ") {
		t.Fatalf("[ said %q", review)
	}
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyF5})
	m, _ = press(m, "v")
	if m.msg != review {
		t.Errorf("v after f5 in a review said %q, want %q", m.msg, review)
	}
}
