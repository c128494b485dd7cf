package ui

import (
	"context"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"rollout/ui/classroom"
	"rollout/ui/screens/teacher"
	"rollout/ui/uitest"
)

// nopDesk is a teacher's desk that pushes nothing.
type nopDesk struct{}

func (nopDesk) Push(teacher.Push) error { return nil }
func (nopDesk) EndPush()                {}

// The teacher watching a game between two students (ctrl+o) leaves it
// with esc, twice while it runs, for the class list: the help line said
// "esc setup" and the prompt "Press esc again to leave this game for the
// setup screen", a screen the teacher never sees.
func TestTeacherWatchSaysEscLeavesForTheList(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	class := &fakeClass{watch: &classroom.Watch{Variant: "tictactoe", Start: "x2/1o1/3 x", Players: [2]string{"fake", "fake"}, Names: [2]string{"alice", "bob"}}}
	var m tea.Model = NewTeacherSession(ctx, nopDesk{}, Options{Variant: "tictactoe", Class: class, NewPlayer: uitest.NewFake}, lipgloss.NewRenderer(nil))
	step := func(msg tea.Msg) {
		m, _ = m.Update(msg)
	}
	step(tea.WindowSizeMsg{Width: 100, Height: 30})
	m, cmd := m.Update(teacher.WatchMsg{})
	if m.(teacherRoot).watch == nil {
		t.Fatalf("ctrl+o opened no game:\n%s", m.View())
	}
	// A move of the students' is played: the game runs, so esc asks.
	w, _ := drainUntil(t, *m.(teacherRoot).watch, cmd, func(m Model) bool { return strings.Contains(m.View(), "2. ") })
	tr := m.(teacherRoot)
	tr.watch = &w
	m = tr
	step(uitest.Key("?"))
	if v := m.View(); !strings.Contains(v, "esc    class list") && !strings.Contains(v, "esc class list") {
		t.Errorf("the watch's help does not say where esc goes:\n%s", v)
	}
	step(uitest.Key("?"))
	step(uitest.Key("esc"))
	if v := m.View(); !strings.Contains(v, "Press esc again to leave this game for the class list") {
		t.Errorf("the first esc's prompt:\n%s", v)
	}
	step(uitest.Key("esc"))
	if v := m.View(); !strings.HasPrefix(v, "Teacher:") {
		t.Errorf("the second esc did not go back to the class list:\n%s", v)
	}
	if w := m.(teacherRoot).watch; w != nil {
		w.close()
	}
}
