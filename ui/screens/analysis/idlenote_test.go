package analysis

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// On a move before the line's end, the note that a key did nothing
// gave way to "White to move: ..." at the next key, where any other
// note gives way to where the board stands (notes.go): so does it. That
// such a note goes with the next key is the board's rule, tested once
// for both board screens (board.TestNoteRule); this is the analysis
// board's own part.
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
