package play

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

// The move list showed the moves' clock times only where the game
// stood on a person's move (no engine's table to show): after the
// engine's reply they went. Every move with a recorded time now shows
// it, whoever moved last, while the engine thinks too.
func TestMoveListShowsEveryMovesClock(t *testing.T) {
	m, _ := timedChess(t, variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, 100, 30)
	m = begun(t, m) // 1. e4 and the fake engine's reply, both on the clock
	if n := m.st.Turn(1).Note(); !n.HasClock {
		t.Fatalf("the engine's reply has no recorded time: %q", m.st.Turn(1).Comment)
	}
	if v := squeeze(m.View()); !strings.Contains(v, "1. e4 1:02 a6 1:02") {
		t.Fatalf("after the engine's move the list shows no clock times:\n%s", m.View())
	}
}
