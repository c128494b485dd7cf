package ui

import (
	"strings"
	"testing"

	"rollout/ui/game"
	"rollout/ui/uitest"
)

// The teacher's push over a game whose engine thinks, then its end (z):
// the game goes on. The search's end went to the pushed study screen,
// which dropped it, and back on the game the engine "thought" for ever
// ("default (O) thinking: 0.80 s", m answered "Moving now: stopping the
// search" and nothing more).
func TestPushOverAThinkingEngine(t *testing.T) {
	for _, leave := range []string{"z", "esc"} {
		m, cmd := newTestModel(t, gameOpts("tictactoe", "fake"), 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = press(m, "enter") // X b2; the engine's search starts
		if cmd == nil {
			t.Fatal("no search after the move")
		}
		m, _ = send(m, PushMsg{Push: game.Push{Variant: "tictactoe"}})
		if !strings.HasPrefix(m.View(), "Study") {
			t.Fatalf("the push shows no study:\n%s", m.View())
		}
		m, _ = send(m, uitest.RunCmd(cmd)) // the search's end, while the study is shown
		switch leave {
		case "z":
			m, cmd = send(m, EndPushMsg{})
		case "esc":
			m, cmd = press(m, "esc")
			if cmd != nil {
				m, cmd = send(m, cmd())
			}
		}
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return strings.Contains(m.View(), "X to move") })
		if v := m.View(); !strings.HasPrefix(v, "Tic-tac-toe  X human vs O fake") || !strings.Contains(v, "X to move") {
			t.Errorf("%s: back from the push, the game does not go on:\n%s", leave, v)
		}
	}
}
