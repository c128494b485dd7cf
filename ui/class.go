package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/class"
	"rollout/ui/classline"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
	playscreen "rollout/ui/screens/play"
)

// Under rollout serve the root holds a student's seat in the class
// (package class: the modes open, the presence, the teacher's push, the
// invitations sent, a game accepted or watched) and the class's last
// line (package classline: the invitations shown, a room's code typed,
// the class keys read); this file opens what they decide. Outside serve
// the seat is zero and nothing changes.

// refuseFrom refuses a screen of kind asked for from the screen shown:
// a game says why on its own screen, any other screen on the setup
// screen's.
func (m Model) refuseFrom(kind string) (Model, tea.Cmd) {
	if m.active == nav.Game && m.screens[nav.Game] != nil {
		return m.backToGame(m.seat.Closed(kind).Error())
	}
	return m.backToSetup(m.seat.Closed(kind)), nil
}

// report tells the server the student's presence when it changed.
func (m Model) report() Model {
	m.seat = m.seat.Report(class.PresenceOf(m.active, m.screens[m.active], m.watchOpen))
	return m
}

// push opens what the teacher pushed (the lesson, or the study of the
// position), stopping the screen it covers, and says so on the last
// line.
func (m Model) push(p game.Push) (Model, tea.Cmd) {
	seat, open, hide, ok := m.seat.Push(p, m.active, m.opts.Sides, m.opts.Study, m.opts.Seed)
	m.seat = seat
	if hide && m.screens[m.active] != nil {
		m.screens[m.active], _ = m.screens[m.active].Update(nav.HideMsg{})
	}
	if !ok {
		return m, nil
	}
	var cmd tea.Cmd
	if open.Lesson > 0 {
		m, cmd = m.openLearn(open.Lesson)
	} else {
		m, cmd = m.openStudy(open.Study)
	}
	if m.active == nav.Study || m.active == nav.Learn { // opened: said until the next key
		covered, back := m.seat.Covered(m.active)
		m.line = m.line.Say(class.PushNote(open, covered, back))
	}
	return m, cmd
}

// endPush shows the screen shown before the push, if the student is
// still on the pushed one; a game goes on (nav.ResumePlayMsg).
func (m Model) endPush() (Model, tea.Cmd) {
	seat, back, ok := m.seat.EndPush(m.active)
	m.seat = seat
	if !ok {
		return m, nil
	}
	if back == nav.Game && m.screens[nav.Game] != nil {
		return m.backToGame("")
	}
	m.active = nav.Setup
	if m.screens[back] == nil {
		return m, nil
	}
	m.active = back
	var cmd tea.Cmd
	if m.active == nav.Analysis {
		m.screens[nav.Analysis], cmd = m.screens[nav.Analysis].Update(nav.ShowAgainMsg{})
	}
	return m, cmd
}

// leavePush takes a student who leaves the pushed screen themselves
// back to the game or analysis board the push covered (Seat.Covered),
// which goes on; ok is false when there is none.
func (m Model) leavePush() (next Model, cmd tea.Cmd, ok bool) {
	if back, ok := m.seat.Covered(m.active); !ok || m.screens[back] == nil {
		return m, nil, false
	}
	next, cmd = m.endPush()
	return next, cmd, true
}

// classKey acts on a class key (package classline reads it); handled
// is false for any other key (or outside serve), which the screen shown
// then reads. What the key asks to open, the root opens.
func (m Model) classKey(k tea.KeyMsg) (_ Model, _ tea.Cmd, handled bool) {
	line, ask, inv, handled := m.line.Key(k, m.seat.Desk())
	m.line = line
	switch ask {
	case classline.Accept:
		next, cmd := m.accept(inv)
		return next, cmd, true
	case classline.Watch:
		next, cmd := m.watchNext()
		return next, cmd, true
	}
	return m, nil, handled
}

// accept opens the invitation's game and tells the inviter.
func (m Model) accept(inv classroom.Invitation) (Model, tea.Cmd) {
	if !m.seat.Allowed(classroom.ModePlay) {
		return m.refuseFrom(classroom.ModePlay)
	}
	cfg, note, err := m.seat.Accept(inv, time.Now())
	switch {
	case err != nil:
		return m.backToSetup(err), nil
	case note != "":
		m.line = m.line.Say(note) // the person stays where they were
		return m, nil
	}
	m.watching = 0
	return m.startGame(m.defaults.Prepare(cfg), false)
}

// watchNext opens the next running game between two students, after the
// one watched (watching), read-only (class.WatchConfig).
func (m Model) watchNext() (Model, tea.Cmd) {
	w, n, ok := m.seat.NextWatch(m.watching)
	if !ok {
		switch {
		case m.active == nav.Game && m.screens[nav.Game] != nil:
			return m.backToGame(class.NoGame)
		case m.active == nav.Setup:
			return m.backToSetup(fmt.Errorf("no game between classmates is running")), nil
		}
		// The study, a lesson, the analysis board: the person stays on
		// it (it went to the setup screen, its search left behind).
		m.line = m.line.Say(class.NoGame)
		return m, nil
	}
	if !m.seat.Allowed(classroom.ModeWatch) {
		return m.refuseFrom(classroom.ModeWatch)
	}
	cfg, err := class.WatchConfig(w, m.defaults) // saved nowhere, no pause
	if err != nil {
		return m.backToSetup(err), nil
	}
	m.watching = n
	p, cmd, err := playscreen.NewStarted(m.common, m.env, cfg, false, [2]engine.Player{})
	if err != nil {
		return m.backToSetup(err), nil
	}
	m.watchOpen = true
	return m.open(nav.Game, p), cmd
}

// inviteView puts the class's last line (package classline) on the
// view's.
func (m Model) inviteView(view string) string {
	return m.line.View(view, m.common.Width, m.common.Styles.Info)
}
