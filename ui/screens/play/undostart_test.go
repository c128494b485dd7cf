package play

import (
	"strings"
	"testing"
)

// The help line offers undo once there is a move to take back: at the
// start it offered "u undo", which only said "Nothing to take back", in
// room the line's other keys lacked.
func TestHelpOffersUndoOnceThereIsAMove(t *testing.T) {
	m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 120, 30, newFake)
	m = drain(t, m, cmd)
	if v := m.View(); strings.Contains(v, "u undo") {
		t.Errorf("the help offers undo before any move:\n%s", v)
	}
	m, cmd = press(m, "enter") // b2, and the engine's reply
	m = drain(t, m, cmd)
	if v := m.View(); !strings.Contains(v, "u undo") {
		t.Errorf("the help does not offer undo after a move:\n%s", v)
	}
}
