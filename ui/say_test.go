package ui

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/classroom"
	"rollout/ui/uitest"
)

// TestServerSaysOnTheLastLine: what the server says (a paste it
// refused) shows on the last line of the screen shown, over a room code
// being typed too, until the next key.
func TestServerSaysOnTheLastLine(t *testing.T) {
	const said = "A paste of more than 4096 bytes is refused"
	m, _ := newTestModel(t, Options{Variant: "tictactoe", Class: &fakeClass{}, Classmates: true}, 100, 30, uitest.NewFake)
	for _, keys := range [][]string{nil, {"ctrl+r", "4"}} {
		m, _ = press(m, keys...)
		m, _ = send(m, classroom.SayMsg{Text: said})
		lines := strings.Split(m.View(), "\n")
		if last := lines[len(lines)-1]; !strings.Contains(last, said) {
			t.Fatalf("after %q the last line is %q, not what the server said", keys, last)
		}
		m, _ = press(m, "down")
		if strings.Contains(m.View(), said) {
			t.Fatalf("after %q what the server said outlived the next key", keys)
		}
		m, _ = press(m, "esc")
	}
}

// TestServerSaysOnTheTeachersScreen: the teacher's screen says it too.
func TestServerSaysOnTheTeachersScreen(t *testing.T) {
	const said = "A paste of more than 4096 bytes is refused"
	var m tea.Model = NewTeacherSession(context.Background(), nopDesk{}, Options{Variant: "tictactoe", NewPlayer: uitest.NewFake}, lipgloss.NewRenderer(nil))
	m, _ = m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	m, _ = m.Update(classroom.SayMsg{Text: said})
	if v := m.View(); !strings.Contains(v, said) {
		t.Errorf("the teacher's screen does not say it:\n%s", v)
	}
}
