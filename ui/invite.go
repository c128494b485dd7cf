package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
	playscreen "rollout/ui/screens/play"
	"rollout/ui/screens/setup"
	"rollout/variants"
)

// Students of rollout serve play each other by invitation: on the setup
// screen a side's player may be a classmate by name ("@bob", from the
// names the server sends in ClassmatesMsg); starting that game invites
// bob (Classroom.Invite), whose program shows the invitation on its
// last line over any screen (InviteMsg) until bob accepts it (the game
// opens with the inviter's settings, sides mirrored) or declines it.
// A game with "classmate" on a side opens a room instead
// (Classroom.Open): the server gives it a short code, which another
// student types after ctrl+r to open the same game, sides mirrored
// (Classroom.Join). A student may also open a running pair's game
// read-only (Watch).

// InvitePrefix starts a side's player name when a classmate named after
// it plays it ("@bob").
const InvitePrefix = setup.InvitePrefix

// ClassmatesMsg is the students connected besides the person, by name:
// the setup screen offers each as a side's player.
type ClassmatesMsg = setup.ClassmatesMsg

// Invitation is a game a student asks another to play: the inviter's
// game (its variant's registry name, its start position's text, "" for
// the game's own, the moves from it) and clock, and the side the
// inviter plays; the invitee plays the other. To is "" for a room, and
// Room its code once the server gave one.
type Invitation struct {
	From, To    string
	Room        string
	Variant     string
	Start       string
	Moves       []string
	Side        variants.Side
	TimeControl variants.TimeControl
}

// Watch is a running game between two students that a third may open
// read-only: its variant and position now, and its two players' names
// as the server builds them (sides in order).
type Watch struct {
	Variant string
	Start   string
	Players [2]string
	// Names are the two students, for the screen's message.
	Names [2]string
	// TimeControl is the game's clock, and Clock both clocks now (the
	// side to move's running), on a timed game.
	TimeControl variants.TimeControl
	Clock       *variants.ClockState
}

// Classroom is how a student's program acts on the class (Options.Class;
// rollout serve implements it). It is called from Update, so no call
// may block.
type Classroom interface {
	// Invite sends inv to inv.To (the server fills in From).
	Invite(inv Invitation)
	// Answer tells inv's inviter it was accepted or declined, or why
	// it can no longer be accepted (the inviter left that game).
	Answer(inv Invitation, accept bool) error
	// Watch is the running game after the one numbered after (0: the
	// first), its number, and false when none runs.
	Watch(after int) (Watch, int, bool)
	// Open opens a room for inv (To is ""): the server tells the
	// person its code.
	Open(inv Invitation)
	// Join is the game of the room code, which it closes, or why there
	// is none.
	Join(code string) (Invitation, error)
}

// InviteMsg is an invitation for the person: the program shows it on
// its last line until it is answered.
type InviteMsg struct{ Invitation Invitation }

// ClassKeyMap is the keys of a student of rollout serve, on every
// screen: accept and decline are read only while an invitation is shown.
type ClassKeyMap struct {
	Accept, Decline, Watch, Join key.Binding
}

// NewClassKeyMap builds the class keys.
func NewClassKeyMap() ClassKeyMap {
	return ClassKeyMap{
		Accept:  key.NewBinding(key.WithKeys("ctrl+y"), key.WithHelp("ctrl+y", "accept an invitation")),
		Decline: key.NewBinding(key.WithKeys("ctrl+n"), key.WithHelp("ctrl+n", "decline an invitation")),
		Watch:   key.NewBinding(key.WithKeys("ctrl+o"), key.WithHelp("ctrl+o", "watch classmates' game")),
		Join:    key.NewBinding(key.WithKeys("ctrl+r"), key.WithHelp("ctrl+r", "join a room by its code")),
	}
}

// ShortHelp lists the keys (bubbles' help.KeyMap).
func (k ClassKeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Accept, k.Decline, k.Watch, k.Join}
}

// FullHelp lists the keys.
func (k ClassKeyMap) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// invitationFor is the invitation a game started from the setup screen
// sends, if a side of it is a named classmate.
func invitationFor(cfg game.GameConfig) (Invitation, bool) {
	for side, so := range cfg.Sides {
		to, ok := strings.CutPrefix(so.Engine.Player, InvitePrefix)
		if so.Engine.Player == setup.ClassmatePlayer {
			to, ok = "", true // a room
		}
		if so.Human || !ok || (to == "" && so.Engine.Player != setup.ClassmatePlayer) {
			continue
		}
		inv := Invitation{To: to, Variant: cfg.Variant.Name, Moves: cfg.Moves, Side: variants.Side(side).Other(), TimeControl: cfg.TimeControl}
		if cfg.Record != nil { // a game read from a file: its position now
			inv.Start, inv.Moves = cfg.Record.Position().Encode(), nil
		} else if cfg.Start != nil {
			inv.Start = cfg.Start.Encode()
		}
		return inv, true
	}
	return Invitation{}, false
}

// config is the invitee's game: the inviter's, the inviter's side
// played by the inviter as a classmate, the other by the person.
func (inv Invitation) config() (game.GameConfig, error) {
	v, start, err := game.Push{Variant: inv.Variant, Position: inv.Start}.Resolve()
	if err != nil {
		return game.GameConfig{}, err
	}
	cfg := game.GameConfig{Variant: v, Start: start, Moves: inv.Moves, TimeControl: inv.TimeControl}
	inviter := InvitePrefix + inv.From
	if inv.Room != "" { // the room's owner plays any classmate who mirrors the game
		inviter = setup.ClassmatePlayer
	}
	cfg.Sides[inv.Side&1] = game.SideOptions{Engine: engine.Config{Player: inviter}}
	cfg.Sides[inv.Side.Other()&1] = game.SideOptions{Human: true}
	return cfg, nil
}

// String says what the invitation is, for its line: "alice invites you
// to Chess as Black (5+3)".
func (inv Invitation) String() string {
	title, side := inv.Variant, "the second side"
	if inv.Side != variants.First {
		side = "the first side"
	}
	if v := game.Variant(inv.Variant); v != nil {
		title, side = v.Title, v.Side(inv.Side.Other())
	}
	clock := ""
	if inv.TimeControl.Timed() {
		clock = " (" + inv.TimeControl.String() + ")"
	}
	return fmt.Sprintf("%s invites you to %s as %s%s", inv.From, title, side, clock)
}

// invite sends the invitation of a game just started from the setup
// screen, if it has one: its play screen is open, or is opening once
// its players are built (a classmate is built as an engine the client
// does not know, handshake.go).
func (m Model) invite(mode nav.Mode, cfg game.GameConfig) Model {
	if m.opts.Class == nil || mode != nav.Game {
		return m
	}
	inv, ok := invitationFor(cfg)
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
func (m Model) sendInvite(inv Invitation) {
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

// invited notes an invitation, shown until answered (a newer one from
// the same student replaces theirs).
func (m Model) invited(inv Invitation) Model {
	kept := m.invites[:0:0]
	for _, i := range m.invites {
		if i.From != inv.From {
			kept = append(kept, i)
		}
	}
	m.invites = append(kept, inv)
	return m
}

// classKey acts on a class key; handled is false for any other key (or
// outside serve), which the screen shown then reads.
func (m Model) classKey(k tea.KeyMsg) (_ Model, _ tea.Cmd, handled bool) {
	if m.opts.Class == nil {
		return m, nil, false
	}
	keys := NewClassKeyMap()
	if m.joining {
		next, cmd := m.joinKey(k)
		return next, cmd, true
	}
	switch {
	case key.Matches(k, keys.Join):
		m.joining, m.code, m.joinErr = true, "", ""
		return m, nil, true
	case len(m.invites) > 0 && key.Matches(k, keys.Accept):
		inv := m.invites[len(m.invites)-1]
		m.invites = m.invites[:len(m.invites)-1]
		next, cmd := m.accept(inv)
		return next, cmd, true
	case len(m.invites) > 0 && key.Matches(k, keys.Decline):
		inv := m.invites[len(m.invites)-1]
		m.invites = m.invites[:len(m.invites)-1]
		_ = m.opts.Class.Answer(inv, false) // a withdrawn one is gone anyway
		return m, nil, true
	case key.Matches(k, keys.Watch):
		next, cmd := m.watchNext()
		return next, cmd, true
	}
	return m, nil, false
}

// accept opens the invitation's game and tells the inviter.
func (m Model) accept(inv Invitation) (Model, tea.Cmd) {
	if !m.allowed(ModePlay) {
		return m.refuseFrom(ModePlay)
	}
	cfg, err := inv.config()
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
	if !m.allowed(ModeWatch) {
		return m.refuseFrom(ModeWatch)
	}
	v, start, err := game.Push{Variant: w.Variant, Position: w.Start}.Resolve()
	if err != nil {
		return m.backToSetup(err), nil
	}
	cfg := game.GameConfig{Variant: v, Start: start, TimeControl: w.TimeControl, Clocks: w.Clock}
	for i, p := range w.Players {
		cfg.Sides[i].Engine = engine.Config{Player: p}
	}
	m.watching = n
	// The game is the classmates', saved by them: the watcher's resume
	// slot keeps the watcher's own game.
	// startGame would prepare it again, with the watcher's directory.
	cfg = m.prepare(cfg)
	cfg.StateDir, cfg.Saves = "", nil
	p, cmd, err := playscreen.NewStarted(m.common, m.env, cfg, false, [2]engine.Player{})
	if err != nil {
		return m.backToSetup(err), nil
	}
	return m.open(nav.Game, p), cmd
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
	case len(m.invites) > 0:
		inv := m.invites[len(m.invites)-1]
		line = inv.String() + ": ctrl+y yes, ctrl+n no"
		if n := len(m.invites); n > 1 {
			line += fmt.Sprintf(" (%d more)", n-1)
		}
	default:
		return view
	}
	line = m.common.Styles.Info.Render(ansi.Truncate(line, max(m.common.Width, 1), "…"))
	lines := strings.Split(view, "\n")
	lines[len(lines)-1] = line
	return strings.Join(lines, "\n")
}
