package ui

import (
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/ui/screens/teacher"
)

// A session of rollout serve is a student in a class: the server asks
// for its presence (Options.Report: classroom.Presence), may put a position or a lesson in
// front of it (PushMsg, sent through the program) and take it away
// (EndPushMsg), and may close some modes to the class (Options.Modes: classroom.Modes).
// Outside serve none of this is set and nothing changes.

// presenter is a screen that says what is on it, for
// classroom.Presence.Doing.
type presenter interface{ Presence() string }

// PushMsg puts what the teacher chose in front of the student: the
// position on the study screen, or the lesson. The student can leave it
// as any screen; EndPushMsg takes it away.
type PushMsg struct{ Push teacher.Push }

// NoticeMsg is news for the person from the server ("alice left"),
// said by the screen shown (the play screen).
type NoticeMsg = nav.NoticeMsg

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
// still on the pushed one.
func (m Model) endPush() Model {
	if !m.pushed {
		return m
	}
	m.pushed = false
	if m.active == nav.Study || m.active == nav.Learn {
		m.active = nav.Setup
		if m.screens[m.beforePush] != nil {
			m.active = m.beforePush
		}
	}
	return m
}

// allowed says whether the class may open kind (Options.Modes; all
// without it).
func (m Model) allowed(kind string) bool {
	return m.opts.Modes == nil || slices.Contains(m.opts.Modes, kind)
}

// closedMode is the setup screen's error for a kind the class may not
// open.
func (m Model) closedMode(kind string) error {
	return fmt.Errorf("the teacher has not opened %s on this server (open: %s)", kind, strings.Join(m.opts.Modes, ", "))
}

// refuseFrom refuses a screen of kind asked for from the screen shown:
// a game says why on its own screen, any other screen on the setup
// screen's.
func (m Model) refuseFrom(kind string) (Model, tea.Cmd) {
	if m.active == nav.Game && m.screens[nav.Game] != nil {
		return m.backToGame(m.closedMode(kind).Error())
	}
	return m.backToSetup(m.closedMode(kind)), nil
}

// presence is where the student is now.
func (m Model) presence() classroom.Presence {
	names := map[nav.Mode]string{nav.Setup: "setup", nav.Game: "play", nav.Study: "study", nav.Analysis: "analysis", nav.Learn: "learn"}
	p := classroom.Presence{Screen: names[m.active]}
	if s, ok := m.screens[m.active].(presenter); ok {
		p.Doing = s.Presence()
	}
	return p
}

// report tells the server the student's presence when it changed.
func (m Model) report() Model {
	if m.opts.Report == nil {
		return m
	}
	if p := m.presence(); p != m.reported {
		m.reported = p
		m.opts.Report(p)
	}
	return m
}
