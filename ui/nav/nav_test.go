package nav

import "testing"

// Review shows in the play screen's slot; every other mode has its own.
func TestSlot(t *testing.T) {
	for m, want := range map[Mode]Mode{Setup: Setup, Game: Game, Study: Study, Analysis: Analysis, Review: Game} {
		if got := m.Slot(); got != want {
			t.Errorf("%d.Slot() = %d, want %d", m, got, want)
		}
		if int(m.Slot()) >= NumSlots {
			t.Errorf("mode %d has no slot", m)
		}
	}
}
