package ui

import (
	"context"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"rollout/ui/classroom"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/ui/screens/teacher"
)

// The teacher's program under rollout serve: the teacher screen, and a
// student's root model holding a game the teacher watches.

// teacherRoot is the program of a teacher's session: the teacher screen,
// and while the teacher watches a game between two students (ctrl+o) a
// student's root model holding that game's play screen (watch), shown
// in its place until it is left.
type teacherRoot struct {
	s     teacher.Model
	watch *Model
	// open builds the model a watch runs in; size is the window's.
	open func() Model
	size tea.WindowSizeMsg
}

// NewTeacherSession builds the program model of a teacher's session of
// rollout serve, drawn by r as NewSession's: the teacher screen acting
// on the class through desk. The server sends it teacher.RosterMsg
// through the program whenever the class changes. opts.Class and
// opts.NewPlayer, when set, let the teacher watch a game between two
// students (ctrl+o) as a student does; its searches end with ctx.
func NewTeacherSession(ctx context.Context, desk teacher.Desk, opts Options, r *lipgloss.Renderer) tea.Model {
	color := r.ColorProfile() != termenv.Ascii
	st := kit.NewRendererStyles(r, color, r.HasDarkBackground())
	km := kit.DefaultKeyMap()
	t := teacherRoot{s: teacher.New(kit.Common{Styles: &st, Keys: &km, ASCII: !color}, desk)}
	if opts.Class != nil && opts.NewPlayer != nil {
		opts.ASCII = opts.ASCII || !color
		opts.StateDir, opts.Screen, opts.RememberSetup = "", ScreenSetup, false // a watch saves nothing
		if opts.Variant == "" {
			opts.Variant = DefaultOptions().Variant
		}
		t.open = func() Model {
			m := newModel(ctx, opts, &st, opts.NewPlayer)
			// esc leaves the game for the class list, not a setup screen
			// the teacher never sees: the help and its prompt say so.
			m.common.Keys.Back.SetHelp("esc", "class list")
			return m
		}
	}
	return t
}

// Init starts the screen.
func (t teacherRoot) Init() tea.Cmd { return t.s.Init() }

// Update passes the roster to the teacher screen, and every other
// message to the game watched while there is one, else to the screen.
func (t teacherRoot) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		t.size = msg
		t.s, cmd = t.s.Update(msg)
		if t.watch != nil {
			w, wcmd := t.watch.resize(msg)
			t.watch, cmd = &w, tea.Batch(cmd, wcmd)
		}
		return t, cmd
	case teacher.RosterMsg:
		t.s, cmd = t.s.Update(msg)
		return t, cmd
	case teacher.WatchMsg:
		return t.startWatch()
	case classroom.SayMsg:
		if t.watch == nil {
			t.s, cmd = t.s.Update(teacher.NoticeMsg(msg))
			return t, cmd
		}
	}
	if t.watch == nil {
		t.s, cmd = t.s.Update(msg)
		return t, cmd
	}
	next, cmd := t.watch.Update(msg)
	w := next.(Model)
	if w.active != nav.Game { // left (esc), or its game ended and was left
		w.close()
		t.watch = nil
		return t, nil
	}
	t.watch = &w
	return t, cmd
}

// startWatch opens the first game between two students, or says why not.
func (t teacherRoot) startWatch() (tea.Model, tea.Cmd) {
	if t.open == nil {
		return t, nil
	}
	w, _ := t.open().resize(t.size)
	w, cmd := w.watchNext()
	if w.active != nav.Game {
		w.close()
		var scmd tea.Cmd
		t.s, scmd = t.s.Update(teacher.NoticeMsg{Text: "No game between students is running."})
		return t, scmd
	}
	t.watch = &w
	return t, cmd
}

// View draws the game watched, else the teacher screen.
func (t teacherRoot) View() string {
	if t.watch != nil {
		return t.watch.View()
	}
	return t.s.View()
}
