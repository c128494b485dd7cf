package ui

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
	playscreen "rollout/ui/screens/play"
)

// The root's part of the classroom (package classroom): it sends the
// invitation of a game started from the setup screen, shows the
// invitations received on the last line and reads the class keys
// (accept, decline, watch, join a room) over any screen.

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

// classKey acts on a class key; handled is false for any other key (or
// outside serve), which the screen shown then reads.
func (m Model) classKey(k tea.KeyMsg) (_ Model, _ tea.Cmd, handled bool) {
	if m.opts.Class == nil {
		return m, nil, false
	}
	keys := classroom.NewKeyMap()
	if m.joining {
		next, cmd := m.joinKey(k)
		return next, cmd, true
	}
	switch {
	case key.Matches(k, keys.Join):
		m.joining, m.code, m.joinErr = true, "", ""
		return m, nil, true
	case m.invites.Len() > 0 && key.Matches(k, keys.Accept):
		inv, gone, _ := m.invites.Newest()
		m.invites = m.invites.Drop()
		if gone != "" { // nothing to open: say so until the next key
			m.classNote = classroom.Gone(inv, gone)
			return m, nil, true
		}
		next, cmd := m.accept(inv)
		return next, cmd, true
	case m.invites.Len() > 0 && key.Matches(k, keys.Decline):
		inv, gone, _ := m.invites.Newest()
		m.invites = m.invites.Drop()
		if gone == "" {
			_ = m.opts.Class.Answer(inv, false) // withdrawn meanwhile: gone anyway
		}
		return m, nil, true
	case key.Matches(k, keys.Watch):
		next, cmd := m.watchNext()
		return next, cmd, true
	}
	return m, nil, false
}

// accept opens the invitation's game and tells the inviter.
func (m Model) accept(inv classroom.Invitation) (Model, tea.Cmd) {
	if !m.allowed(classroom.ModePlay) {
		return m.refuseFrom(classroom.ModePlay)
	}
	cfg, err := inv.Config()
	if err != nil {
		return m.backToSetup(fmt.Errorf("%s's invitation: %w", inv.From, err)), nil
	}
	if inv.Room == "" { // a room's owner was told by the server
		if err := m.opts.Class.Answer(inv, true); err != nil {
			m.classNote = err.Error() // the person stays where they were
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
		if m.active == nav.Game && m.screens[nav.Game] != nil {
			return m.backToGame("No game between classmates is running")
		}
		return m.backToSetup(fmt.Errorf("no game between classmates is running")), nil
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

// roomCodeLen is the most digits a room code is typed with.
const roomCodeLen = 6

// joinKey reads the room code typed after ctrl+r: digits, backspace,
// enter (joins) and esc (cancels); any other key is ignored meanwhile.
// A code that joins no room is said, and typed again from nothing.
func (m Model) joinKey(k tea.KeyMsg) (Model, tea.Cmd) {
	switch k.Type {
	case tea.KeyEsc:
		m.joining = false
	case tea.KeyBackspace:
		if m.code != "" {
			m.code = m.code[:len(m.code)-1]
		}
	case tea.KeyEnter:
		inv, err := m.opts.Class.Join(m.code)
		if err != nil { // said until the next key; the code is typed again
			m.joinErr, m.code = err.Error(), ""
			return m, nil
		}
		m.joining = false
		return m.accept(inv)
	case tea.KeyRunes:
		for _, r := range k.Runes {
			if r >= '0' && r <= '9' && len(m.code) < roomCodeLen {
				m.code += string(r)
			}
		}
	}
	m.joinErr = ""
	return m, nil
}

// inviteView puts the room code being typed, or the invitation shown,
// on the view's last line.
func (m Model) inviteView(view string) string {
	var line string
	switch {
	case m.joining && m.joinErr != "":
		line = m.joinErr + " (esc cancels)"
	case m.joining:
		line = "room code: " + m.code + "_  (enter joins, esc cancels)"
	case m.classNote != "":
		line = m.classNote
	case m.invites.Len() > 0:
		line = m.invites.Line()
	default:
		return view
	}
	line = m.common.Styles.Info.Render(ansi.Truncate(line, max(m.common.Width, 1), "…"))
	lines := strings.Split(view, "\n")
	lines[len(lines)-1] = line
	return strings.Join(lines, "\n")
}
