package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/classline"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
	playscreen "rollout/ui/screens/play"
)

// The root's part of the classroom (package classroom): it sends the
// invitation of a game started from the setup screen, and opens what
// the class keys ask (package classline: the last line, the
// invitations received, a room's code typed): a game accepted or
// joined, a classmates' game watched.

// invite sends the invitation of a game just started from the setup
// screen, if it has one: its play screen is open, or is opening once
// its players are built (a classmate is built as an engine the client
// does not know, package handshake).
func (m Model) invite(mode nav.Mode, cfg game.GameConfig) Model {
	if m.opts.Class == nil || mode != nav.Game {
		return m
	}
	inv, ok := classroom.InvitationFor(cfg)
	switch {
	case !ok:
		m.pendingInvite = nil
	case m.checking != nil: // sent once the play screen is open (inviteOpened)
		m.pendingInvite = &inv
	case m.active == nav.Game:
		m.sendInvite(inv)
	}
	return m
}

// inviteAgain sends the invitation of a game started again on the play
// screen (r): a room's, opened anew, is told to the classmate who played
// the game before (with), who has no other way to learn its code.
func (m Model) inviteAgain(cfg game.GameConfig, with string) Model {
	if m.opts.Class == nil || m.active != nav.Game {
		return m
	}
	if inv, ok := classroom.InvitationFor(cfg); ok {
		if inv.To == "" {
			inv.Again = with
		}
		m.sendInvite(inv)
	}
	return m
}

// sendInvite invites inv.To, or opens a room when it names nobody.
func (m Model) sendInvite(inv classroom.Invitation) {
	if inv.To == "" {
		m.opts.Class.Open(inv)
		return
	}
	m.opts.Class.Invite(inv)
}

// inviteOpened sends the invitation of a game whose players were being
// built, once its play screen is open, so the server's answers ("Invited
// bob") reach that screen; a game that did not open sends none.
func (m Model) inviteOpened() Model {
	if inv := m.pendingInvite; inv != nil && m.checking == nil {
		m.pendingInvite = nil
		if m.active == nav.Game {
			m.sendInvite(*inv)
		}
	}
	return m
}

// classKey acts on a class key (package classline reads it); handled
// is false for any other key (or outside serve), which the screen shown
// then reads. What the key asks to open, the root opens.
func (m Model) classKey(k tea.KeyMsg) (_ Model, _ tea.Cmd, handled bool) {
	line, ask, inv, handled := m.line.Key(k, m.opts.Class)
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
	if !m.allowed(classroom.ModePlay) {
		return m.refuseFrom(classroom.ModePlay)
	}
	cfg, err := inv.Config(time.Now())
	if err != nil {
		return m.backToSetup(fmt.Errorf("%s's invitation: %w", inv.From, err)), nil
	}
	if inv.Room == "" { // a room's owner was told by the server
		if err := m.opts.Class.Answer(inv, true); err != nil {
			m.line = m.line.Say(err.Error()) // the person stays where they were
			return m, nil
		}
	}
	m.watching = 0
	return m.startGame(m.prepare(cfg), false)
}

// watchNext opens the next running game between two students, after the
// one watched, read-only: a game of two players who relay the students'
// moves.
func (m Model) watchNext() (Model, tea.Cmd) {
	w, n, ok := m.opts.Class.Watch(m.watching)
	if !ok && m.watching != 0 {
		w, n, ok = m.opts.Class.Watch(0) // round again
	}
	if !ok {
		switch {
		case m.active == nav.Game && m.screens[nav.Game] != nil:
			return m.backToGame("No game between classmates is running")
		case m.active == nav.Setup:
			return m.backToSetup(fmt.Errorf("no game between classmates is running")), nil
		}
		// The study, a lesson, the analysis board: the person stays on
		// it (it went to the setup screen, its search left behind).
		m.line = m.line.Say("No game between classmates is running")
		return m, nil
	}
	if !m.allowed(classroom.ModeWatch) {
		return m.refuseFrom(classroom.ModeWatch)
	}
	cfg, err := m.watchConfig(w)
	if err != nil {
		return m.backToSetup(err), nil
	}
	m.watching = n
	p, cmd, err := playscreen.NewStarted(m.common, m.env, cfg, false, [2]engine.Player{})
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.open(nav.Game, p), cmd
}

// watchConfig is the game of w on the watcher's board: both sides
// relays of the students' moves, prepared as startGame would, but saved
// nowhere (the game is the classmates', saved by them: the watcher's
// resume slot keeps the watcher's own game) and with no pause between
// the moves, which the players already take: the pause that lets a
// person follow two engines would put the board half a second behind
// the students' moves.
func (m Model) watchConfig(w classroom.Watch) (game.GameConfig, error) {
	v, start, err := game.Push{Variant: w.Variant, Position: w.Start}.Resolve()
	if err != nil {
		return game.GameConfig{}, err
	}
	cfg := game.GameConfig{Variant: v, Start: start, TimeControl: w.TimeControl, Clocks: w.Clock, Pause: new(time.Duration)}
	for i, p := range w.Players {
		cfg.Sides[i].Engine = engine.Config{Player: p}
	}
	cfg = m.prepare(cfg)
	cfg.StateDir, cfg.Saves = "", nil
	return cfg, nil
}

// inviteView puts the class's last line (package classline) on the
// view's.
func (m Model) inviteView(view string) string {
	return m.line.View(view, m.common.Width, m.common.Styles.Info)
}
