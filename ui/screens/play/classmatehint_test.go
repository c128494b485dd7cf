package play

import (
	"regexp"
	"strings"
	"testing"
)

// TestNoHintAgainstAClassmate: ! in a game against a classmate asks no
// engine for a move (that would be an engine's help in a game between
// two people): the status line says so, and the help offers no hint.
func TestNoHintAgainstAClassmate(t *testing.T) {
	m := afterClassmateMove(t)
	m, cmd := press(m, "!")
	if m.hints != nil || cmd != nil {
		t.Errorf("! against a classmate started a hint (%+v)", m.hints)
	}
	if !strings.Contains(m.msg, "No hints against a classmate") {
		t.Errorf("! against a classmate says %q", m.msg)
	}
	m, _ = press(m, "?")
	if v := m.View(); regexp.MustCompile(`!\s+hint`).MatchString(v) {
		t.Errorf("the help against a classmate offers a hint:\n%s", v)
	}
}
