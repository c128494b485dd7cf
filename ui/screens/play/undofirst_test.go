package play

import (
	"testing"

	"rollout/engine"
	"rollout/ui/game"
)

// u with no move of the person's to take back leaves the game as it
// was. While the engine thought its first move, u cancelled its search
// and said "Nothing to take back": nothing started the search again,
// and the game stood still, neither side able to move. After the
// engine's first move, u took it back and the engine searched it again.
func TestUndoWithNoMoveOfYoursLeavesTheGame(t *testing.T) {
	o := DefaultOptions()
	o.Screen = ScreenGame
	o.Sides = [2]game.SideOptions{{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Time: 1e9}}}, {Human: true}}
	m, cmd := newTestModel(t, o, 80, 24, newFake)
	if play(m).search == nil {
		t.Fatal("the engine is not thinking its first move")
	}
	m, _ = press(m, "u")
	if play(m).search == nil {
		t.Fatalf("u during the engine's first think stopped it (%q)", play(m).msg)
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 1 })
	first := m.st.Turn(0).Move
	m, next := press(m, "u")
	if m.st.Len() != 1 || m.st.Turn(0).Move != first || play(m).search != nil || next != nil {
		t.Errorf("u after the engine's first move: %d plies, searching %v (%q)", m.st.Len(), play(m).search != nil, play(m).msg)
	}
	if play(m).msg == "" {
		t.Error("u with nothing of the person's to take back said nothing")
	}
}
