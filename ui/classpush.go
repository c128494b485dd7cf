package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/teacher"
)

// The teacher's push under rollout serve: the server puts a position
// (on the study screen) or a lesson in front of a student (PushMsg,
// sent through the program) and takes it away (EndPushMsg); the root
// remembers the screen shown before, to go back to it. The rest of a
// student's place in the class (presence, the modes open) is class.go's.

// PushMsg puts what the teacher chose in front of the student: the
// position on the study screen, or the lesson. The student can leave it
// as any screen; EndPushMsg takes it away.
type PushMsg struct{ Push teacher.Push }

// EndPushMsg ends the teacher's push: a student still on the pushed
// screen goes back to the screen they were on.
type EndPushMsg struct{}

// push opens what the teacher pushed, remembering the screen shown
// before (the first push's: a second push replaces the first).
func (m Model) push(p teacher.Push) (Model, tea.Cmd) {
	v, start, err := p.Resolve()
	if err != nil {
		return m, nil // the server checked it; nothing to show
	}
	if !m.pushed {
		m.pushed, m.beforePush = true, m.active
		if m.screens[m.active] != nil {
			// A game stops as for its own t, the analysis board's search
			// too: shown again, they go on.
			m.screens[m.active], _ = m.screens[m.active].Update(nav.HideMsg{})
		}
	}
	if p.Lesson > 0 {
		return m.openLearn(p.Lesson)
	}
	cfg := game.GameConfig{Variant: v, Start: start, Sides: m.opts.Sides}
	sc, err := cfg.Study(m.opts.Study, m.opts.Seed)
	if err != nil {
		return m, nil
	}
	return m.openStudy(sc)
}

// endPush shows the screen shown before the push, if the student is
// still on the pushed one; a game goes on (nav.ResumePlayMsg).
func (m Model) endPush() (Model, tea.Cmd) {
	if !m.pushed {
		return m, nil
	}
	m.pushed = false
	if m.active != nav.Study && m.active != nav.Learn {
		return m, nil
	}
	if m.beforePush == nav.Game && m.screens[nav.Game] != nil {
		return m.backToGame("")
	}
	m.active = nav.Setup
	if m.screens[m.beforePush] == nil {
		return m, nil
	}
	m.active = m.beforePush
	var cmd tea.Cmd
	if m.active == nav.Analysis {
		m.screens[nav.Analysis], cmd = m.screens[nav.Analysis].Update(nav.ShowAgainMsg{})
	}
	return m, cmd
}

// leavePush takes a student who leaves the pushed screen themselves (esc
// on the study or the lesson, which would show the setup screen) back
// to the game or analysis board the push took them from, which goes
// on; ok is false when the push took them from neither.
func (m Model) leavePush() (next Model, cmd tea.Cmd, ok bool) {
	if !m.pushed || (m.active != nav.Study && m.active != nav.Learn) ||
		(m.beforePush != nav.Game && m.beforePush != nav.Analysis) || m.screens[m.beforePush] == nil {
		return m, nil, false
	}
	next, cmd = m.endPush()
	return next, cmd, true
}
