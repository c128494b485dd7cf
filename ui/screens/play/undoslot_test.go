package play

import (
	"testing"
	"time"

	"rollout/ui/autosave"
)

// Every move taken back empties the resume slot the game wrote: it kept
// the game as it was before, and the setup screen offered "R resumes:
// ... move 2" for a board with no move on it, which R then brought
// back.
func TestUndoToTheStartEmptiesTheSlot(t *testing.T) {
	o := gameOpts("tictactoe", "fake")
	o.StateDir = t.TempDir()
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	m = drain(t, m, cmd)
	m, cmd = press(m, "enter") // b2, and the engine's reply
	m = drain(t, m, cmd)
	<-m.cfg.Saves.Settled()
	if _, _, ok, err := autosave.Load(o.StateDir, autosave.SlotName, time.Now()); !ok || err != nil {
		t.Fatalf("no save after a move: %v %v", ok, err)
	}
	m, cmd = press(m, "u")
	m = drain(t, m, cmd)
	if n := m.st.Len(); n != 0 {
		t.Fatalf("%d moves after u, want 0", n)
	}
	<-m.cfg.Saves.Settled()
	if s, _, ok, err := autosave.Load(o.StateDir, autosave.SlotName, time.Now()); ok || err != nil {
		t.Errorf("the slot still offers %d moves after every move was taken back (%v)", len(s.Moves), err)
	}
}
