package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
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
		m, _ = send(m, classroom.PushMsg{Push: game.Push{Variant: "tictactoe"}})
		if !strings.HasPrefix(m.View(), "Study") {
			t.Fatalf("the push shows no study:\n%s", m.View())
		}
		m, _ = send(m, uitest.RunCmd(cmd)) // the search's end, while the study is shown
		m, cmd = leavePush(m, leave)
		m, _ = drainUntil(t, m, cmd, func(m Model) bool { return strings.Contains(m.View(), "X to move") })
		if v := m.View(); !strings.HasPrefix(v, "Tic-tac-toe  X human vs O fake") || !strings.Contains(v, "X to move") {
			t.Errorf("%s: back from the push, the game does not go on:\n%s", leave, v)
		}
	}
}

// The same over the analysis board: its search's messages went to the
// pushed study, and back on the board the search stood still ("default
// analysing ply 2: 2.30 s" for good). It stops under the push and
// searches again after it, on z or on the student's esc.
func TestPushOverTheAnalysisBoard(t *testing.T) {
	for _, leave := range []string{"z", "esc"} {
		o := gameOpts("tictactoe", "thinker")
		o.Screen, o.Moves = ScreenAnalysis, []string{"b2"}
		m, _ := newTestModel(t, o, 80, 24, newFake)
		m, _ = send(m, classroom.PushMsg{Push: game.Push{Variant: "tictactoe"}})
		if !strings.HasPrefix(m.View(), "Study") {
			t.Fatalf("the push shows no study:\n%s", m.View())
		}
		m, cmd := leavePush(m, leave)
		if !strings.HasPrefix(m.View(), "Analysis") || cmd == nil {
			t.Fatalf("%s: back from the push, the board (%v) starts no search:\n%s", leave, cmd != nil, m.View())
		}
		m, _ = send(m, uitest.RunCmd(cmd))
		if v := m.View(); !strings.Contains(v, "thinker analysing") {
			t.Errorf("%s: the board's search does not go on:\n%s", leave, v)
		}
	}
}

// leavePush ends a teacher's push the way leave says: "z", the
// teacher's end, or "esc", the student's own.
func leavePush(m Model, leave string) (Model, tea.Cmd) {
	if leave == "z" {
		return send(m, classroom.EndPushMsg{})
	}
	return press(m, "esc")
}

// A push says on the student's last line that the teacher shows it,
// and how to go back: a student in a game saw it turn into a study
// with no word of why, nor that esc gives the game back (tmux, 80x24).
func TestPushSaysWhoShowsIt(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
		push game.Push
		want string
	}{
		{"over a game", gameOpts("tictactoe", "fake"), game.Push{Variant: "tictactoe"},
			"Your teacher's position: esc goes back to your game"},
		{"a lesson", gameOpts("tictactoe", "fake"), game.Push{Lesson: 3},
			"Your teacher's lesson 3: esc goes back to your game"},
	} {
		m, cmd := newTestModel(t, tc.opts, 80, 24, newFake)
		m = drain(t, m, cmd)
		m, cmd = send(m, classroom.PushMsg{Push: tc.push})
		m = drain(t, m, cmd)
		if v := m.View(); !strings.Contains(v, tc.want) {
			t.Errorf("%s: the push does not say %q:\n%s", tc.name, tc.want, v)
		}
		m, _ = press(m, "n")
		if v := m.View(); strings.Contains(v, tc.want) {
			t.Errorf("%s: the note stays after a key:\n%s", tc.name, v)
		}
	}
	m, cmd := newTestModel(t, Options{}, 60, 20, newFake) // on the setup screen, narrow
	m = drain(t, m, cmd)
	m, cmd = send(m, classroom.PushMsg{Push: game.Push{Variant: "tictactoe"}})
	m = drain(t, m, cmd)
	if v, want := m.View(), "Your teacher's position: esc leaves it"; !strings.Contains(v, want) {
		t.Errorf("over the setup screen: the push does not say %q:\n%s", want, v)
	}
}
