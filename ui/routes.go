package ui

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/classroom"
	"rollout/ui/handshake"
	"rollout/ui/keyrate"
	"rollout/ui/nav"
	"rollout/ui/remember"
	"rollout/ui/slots"
)

// The routes: Update, the one place a message is sent where it
// belongs. The root's own messages (the class's, a screen's request to
// open or leave another, the resume slots, a window size) are handled
// here, each by one call; every other message goes to the screen shown.

// Update handles the root's own messages and routes the rest: window
// sizes to every screen, everything else to the one shown.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	refused := false
	if k, ok := msg.(tea.KeyMsg); ok {
		var pass bool
		if msg, pass, refused = m.typing.Key(k, time.Now()); !pass && !refused {
			if m.drawn != nil { // a paste's key dropped: the screen stays as drawn
				m.drawn.again = true
			}
			return m, nil
		} else if !pass {
			msg = nil
		}
	}
	if m.drawn != nil {
		m.drawn.again = false
	}
	next := tea.Model(m)
	var cmd tea.Cmd
	if msg != nil {
		next, cmd = m.update(msg)
	}
	nm := next.(Model)
	if refused { // said until the next key typed, after the drop
		nm.line = nm.line.Say(keyrate.Refused)
	}
	return nm.sayNotRemembered().report(), cmd
}

// update is Update before the presence is reported.
func (m Model) update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if line, ok := m.line.News(msg); ok { // the class's last line
		m.line = line
		return m, nil
	}
	switch msg := msg.(type) {
	case classroom.PushMsg:
		return m.push(msg.Push)
	case classroom.EndPushMsg:
		return m.endPush()
	case classroom.ClassmatesMsg:
		return m.tellSetup(msg), nil
	case nav.RematchMsg:
		m.seat = m.seat.Again(msg.Cfg, msg.With, m.active == nav.Game)
		return m, nil
	case nav.ClassmateMsg, nav.FlagMsg: // for the game, though a study or the analysis board may be shown over it
		var cmd tea.Cmd
		if g := m.screens[nav.Game]; g != nil {
			m.screens[nav.Game], cmd = g.Update(msg)
			return m.answer(nav.Game, cmd)
		}
		return m, cmd
	case tea.KeyMsg:
		if keys, other := nav.Typed(msg); other { // esc esc read together, say
			return m.typed(keys)
		}
		next, cmd, ok := m.classKey(msg)
		if ok {
			return next, cmd
		}
		m = next // the line's note is said until this key
	case initMsg:
		return m.openOnStart()
	case tea.WindowSizeMsg:
		return m.resize(msg)
	case nav.StartGameMsg:
		if kind := classroom.Kind(msg.Mode, msg.Cfg); !m.seat.Allowed(kind) {
			return m.backToSetup(m.seat.Closed(kind)), nil
		}
		var kept tea.Cmd
		if msg.Mode != nav.Learn { // the lessons set up their own games: no sides to keep
			kept = m.memory.Keep(m.env.Searches, msg.Cfg)
		}
		next, cmd := m.requestGame(msg.Mode, msg.Cfg) // external engines are started first (package handshake)
		next.seat = next.seat.Started(msg.Mode, msg.Cfg, next.checking != nil, next.active == nav.Game)
		return next, tea.Batch(cmd, kept)
	case remember.KeptMsg:
		if msg.Err != nil {
			m.notRemembered = m.defaults.Shown(remember.NotKeptText(msg.Err))
		}
		return m, nil
	case handshake.Msg:
		next, cmd := m.checked(msg)
		next.seat = next.seat.Opened(next.checking != nil, next.active == nav.Game)
		return next, cmd
	case nav.CancelStartMsg:
		return m.stopCheck().tellSetup(nav.SetupBusyMsg{}), nil
	case nav.OpenAnalysisMsg:
		if !m.seat.Allowed(classroom.ModeStudy) {
			return m.refuseFrom(classroom.ModeStudy)
		}
		return m.openAnalysis(msg.Cfg)
	case nav.LeaveAnalysisMsg:
		return m.leaveAnalysis(msg.ToGame)
	case nav.OpenStudyMsg:
		if kind := classroom.ModeStudy; !msg.Cfg.FromLearn && !m.seat.Allowed(kind) {
			return m.refuseFrom(kind)
		}
		return m.openStudy(msg.Cfg)
	case nav.LeaveStudyMsg:
		return m.leaveStudy(msg.ToGame)
	case nav.LeaveGameMsg:
		return m.leaveGame()
	case slots.Msg:
		return m.slotsChecked(msg), nil
	case nav.ResumeGameMsg:
		return m.stopCheck().resumeGame(msg.Previous)
	case nav.ShowScreenMsg:
		if msg.ID == nav.Setup { // a lesson left: from a push, back to the game
			if next, cmd, ok := m.leavePush(); ok {
				return next, cmd
			}
		}
		return m.show(msg.ID), nil
	}
	var cmd tea.Cmd
	m.screens[m.active], cmd = m.screens[m.active].Update(msg)
	return m.answer(m.active, cmd)
}

// answer acts at once on what the screen in slot asked for in the Update
// that returned cmd (nav.Take: the screen keeps its request): the screen
// it asks for is shown before the next message is read, and the letters
// read with the key that asked (Request.Rest) go to the screen shown
// then, as keys pressed apart would. A request sent as a Cmd's message
// queued behind keys already read, which went to the screen left.
func (m Model) answer(slot nav.Mode, cmd tea.Cmd) (tea.Model, tea.Cmd) {
	var req nav.Request
	m.screens[slot], req = nav.Take(m.screens[slot])
	if req.Msg == nil {
		return m, cmd
	}
	next, asked := m.update(req.Msg)
	if len(req.Rest) == 0 {
		return next, tea.Batch(cmd, asked)
	}
	next, rest := next.(Model).update(tea.KeyMsg{Type: tea.KeyRunes, Runes: req.Rest})
	return next, tea.Batch(cmd, asked, rest)
}

// typed delivers the keys one read stood for (nav.Typed: one or two) in
// turn, each to the screen shown by then (answer: a screen the first
// left is left before the second comes).
func (m Model) typed(keys []tea.KeyMsg) (tea.Model, tea.Cmd) {
	var next tea.Model = m
	var cmds []tea.Cmd
	for _, k := range keys {
		var cmd tea.Cmd
		next, cmd = next.(Model).update(k)
		cmds = append(cmds, cmd)
	}
	return next, tea.Batch(cmds...)
}
