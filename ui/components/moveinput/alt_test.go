package moveinput

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// An alt+letter starts no move: it opened the move input with its
// letter (alt+a typed "a"), where the setup screen, which takes no moves,
// says "No key alt+a here"; the letter alone still starts one.
func TestAltLetterStartsNoMove(t *testing.T) {
	if text, ok := Starts(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("a"), Alt: true}); ok {
		t.Errorf("alt+a starts a move with %q", text)
	}
	if text, ok := Starts(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("a")}); !ok || text != "a" {
		t.Errorf("a starts %q, %v; want a move beginning a", text, ok)
	}
}
