package ui

import (
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/nav"
)

// A session of rollout serve is a student in a class: the server asks
// for its presence (Options.Report: classroom.Presence), may close some
// modes to the class (Options.Modes: classroom.Modes) and tells news
// (NoticeMsg); it may also put a position or a lesson in front of the
// student, the teacher's push (classpush.go). Outside serve none of
// this is set and nothing changes.

// presenter is a screen that says what is on it, for
// classroom.Presence.Doing.
type presenter interface{ Presence() string }

// NoticeMsg is news for the person from the server ("alice left"),
// said by the screen shown (the play screen).
type NoticeMsg = nav.NoticeMsg

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
