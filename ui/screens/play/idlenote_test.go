package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// In a review, the note that a key did nothing gave way to "White to
// move: arrows and enter ..." at the next key, as if the game were
// shown, though no move can be made until end: it gives way to the
// review's note, as any note does there (board.Noter's DropNote). That
// such a note goes with the next key is the board's rule, tested once
// for both board screens (board.TestNoteRule); this is play's own part.
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
