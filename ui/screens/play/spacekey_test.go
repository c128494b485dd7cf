package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// Space on a person's turn says it means nothing here, as f5 does and as
// the analysis board says of it: it said nothing, the last message left
// on screen (space pauses only two engines' game).
func TestSpaceOnYourTurnSaysSo(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 100, 32, newFake)
	m.setMsg(m.kind, "an earlier message")
	m, _ = send(m, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	if !strings.Contains(m.msg, "No key space here") || m.st.Len() != 0 || m.Input.Focused() {
		t.Fatalf("space: said %q, %d plies, input open %v", m.msg, m.st.Len(), m.Input.Focused())
	}
}
