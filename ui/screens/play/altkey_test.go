package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// alt+a on the board says it is no key here, as on the setup screen: it
// opened the move input with "a".
func TestAltLetterIsNoKeyHere(t *testing.T) {
	m, _ := newTestModel(t, gameOpts("chess", "fake"), 80, 24, newFake)
	m, _ = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("a"), Alt: true})
	if play(m).Input.Focused() || !strings.Contains(play(m).msg, "No key alt+a here") {
		t.Errorf("alt+a: input open %v, message %q", play(m).Input.Focused(), play(m).msg)
	}
}
