package analysis

import "testing"

// esc with the full help open closes the help, as on the study screen,
// and stays on the board: it went back to the game with the help open.
func TestEscClosesTheHelpFirst(t *testing.T) {
	m, _ := newBoard(t, "chess", "thinker", nil, 100, 32)
	m, _ = press(m, "?")
	if !m.Help.ShowAll {
		t.Fatal("? did not open the help")
	}
	m, cmd := press(m, "esc")
	if m.Help.ShowAll {
		t.Fatal("esc left the help open")
	}
	if cmd != nil {
		t.Fatal("esc with the help open did more than close it (it left the board)")
	}
}
