package serve

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/variants"
)

// A student invites another by name (classroom.Desk): the hub hands the
// invitation to every session of that name, tells the inviter, and
// notes a refusal so the inviter's classmate stops waiting. The games
// then pair as any two peers do (peer.go), each peer naming the other.
// A third student may watch a running table: a spectator relays each
// side's moves from the table, as a peer relays one side's.

// invite is an invitation's two names: who invited, who was invited.
type invite struct{ from, to string }

// desk is a student's session acting on the class (classroom.Desk).
type desk struct {
	h        *hub
	id, name string
	tries    *codeTries // the session's wrong room codes (Join)
}

// classroom is the classroom.Desk of a session of the student id, named
// name; each session has its own count of wrong room codes.
func (h *hub) classroom(id, name string) classroom.Desk {
	return desk{h, id, name, &codeTries{now: time.Now}}
}

// codeTries counts the room codes in a row that opened no room, for one
// session: after maxWrongCodes of them it waits wrongCodeWait before it
// may try another, so a student cannot guess into a classmate's room
// (a few tries a minute among 7.5 million codes; classroom.NewRoomCode).
// Under h.mu.
type codeTries struct {
	now   func() time.Time
	wrong int
	until time.Time // no code is tried before it
}

// The wrong room codes a session may type in a row, and how long it
// then waits before the next.
const (
	maxWrongCodes = 3
	wrongCodeWait = 30 * time.Second
)

// wait is how long the session still waits before it may try a code,
// 0 when it may.
func (c *codeTries) wait() time.Duration {
	return max(c.until.Sub(c.now()), 0)
}

// missed counts a code that opened no room, and says how long the
// session now waits (0: it may try again at once).
func (c *codeTries) missed() time.Duration {
	if c.wrong++; c.wrong < maxWrongCodes {
		return 0
	}
	c.wrong, c.until = 0, c.now().Add(wrongCodeWait)
	return wrongCodeWait
}

// Invite hands inv to the students named inv.To, from this session's
// student (whatever inv.From says), and tells the inviter.
func (d desk) Invite(inv classroom.Invitation) {
	inv.From, inv.Began = d.name, time.Now() // the inviter's game has just begun
	h := d.h
	h.mu.Lock()
	delete(h.declined, invite{inv.From, inv.To})
	delete(h.withdrawn, invite{inv.From, inv.To})
	delete(h.flags, invite{inv.From, inv.To})
	if prev, ok := h.invited[invite{inv.To, inv.From}]; ok && inv.Mirrors(prev) {
		// Each invited the other to the same game (after a game both
		// pressed r): the two games pair with the first move, and
		// neither invitation needs an answer. Before, each line offered
		// the other's, and accepting it opened a third game.
		delete(h.invited, invite{inv.To, inv.From})
		delete(h.withdrawn, invite{inv.To, inv.From})
		for m := range h.members {
			if m.name == d.name && !m.teacher {
				send(m, classroom.SettledMsg{From: inv.To})
			}
			if m.name == inv.To && !m.teacher && m.id != d.id {
				send(m, classroom.NoticeMsg{Text: d.name + " started the game you invited them to: your games pair with its first move"})
			}
		}
		d.tell(inv.To + " invited you to this game already: your games pair with its first move")
		h.mu.Unlock()
		h.log("classmates", "invite", inv.From+" and "+inv.To+" invited each other")
		return
	}
	h.invited[invite{inv.From, inv.To}] = inv
	found := false
	for m := range h.members {
		if m.name == inv.To && !m.teacher && m.id != d.id {
			send(m, classroom.InviteMsg{Invitation: inv})
			found = true
		}
	}
	note := "Invited " + inv.To + ": the game goes on when they accept"
	if !found {
		note = inv.To + " is not connected now: the game goes on when they start it with you (@" + d.name + ")"
	}
	d.tell(note)
	h.mu.Unlock()
	h.log("classmates", "invite", inv.From+" invites "+inv.To, "game", inv.Variant)
}

// Answer tells inv's inviter this student accepted or declined it; a
// declined invitation ends the inviter's wait. An invitation whose
// inviter has left that game is not theirs to accept: it says so.
func (d desk) Answer(inv classroom.Invitation, accept bool) error {
	h := d.h
	word := "accepted"
	if !accept {
		word = "declined"
	}
	why := d.name + " " + word + " your invitation"
	h.mu.Lock()
	if left, ok := h.withdrawn[invite{inv.From, d.name}]; ok {
		h.mu.Unlock()
		if !accept {
			return nil
		}
		h.log("classmates", "withdrawn", d.name+" accepts "+inv.From+"'s invitation after they left")
		return errors.New(left)
	}
	delete(h.invited, invite{inv.From, d.name})
	for m := range h.members {
		if m.name == inv.From && !m.teacher {
			send(m, classroom.NoticeMsg{Text: why})
		}
	}
	var ended []*seek
	if !accept {
		h.declined[invite{inv.From, d.name}] = why
		kept := h.lobby[:0]
		for _, s := range h.lobby {
			if s.p.name == inv.From && s.p.with == d.name {
				ended = append(ended, s)
			} else {
				kept = append(kept, s)
			}
		}
		h.lobby = kept
	}
	h.mu.Unlock()
	for _, s := range ended {
		s.found <- &table{ended: why, declined: true, changed: make(chan struct{})}
	}
	h.log("classmates", word, d.name+" "+word+" "+inv.From+"'s invitation")
	return nil
}

// room is a game waiting for a classmate to join it by its code.
type room struct {
	owner string // the session's id
	inv   classroom.Invitation
}

// Open gives inv (a game with "classmate" on a side) a room code, the
// student's only one, and tells them the code.
func (d desk) Open(inv classroom.Invitation) {
	inv.From, inv.Began = d.name, time.Now() // the owner's game has just begun
	h := d.h
	h.mu.Lock()
	for code, r := range h.rooms {
		if r.owner == d.id {
			delete(h.rooms, code)
		}
	}
	code := ""
	for code == "" || h.rooms[code].owner != "" || h.left[code] != "" {
		code = classroom.NewRoomCode()
	}
	inv.Room = code
	h.rooms[code] = room{owner: d.id, inv: inv}
	delete(h.left, code)
	d.tell("Room " + code + ": a classmate joins with ctrl+r and " + code + " (or mirrors your game)")
	if inv.Again != "" { // a rematch: the classmate of the game before
		for m := range h.members {
			if m.name == inv.Again && !m.teacher && m.id != d.id {
				send(m, classroom.NoticeMsg{Text: d.name + " opened room " + code + " for another game: ctrl+r and " + code + " joins it"})
			}
		}
	}
	h.mu.Unlock()
	h.log("classmates", "room", d.name+" opens room "+code, "game", inv.Variant)
}

// Join is the game of the room code, which it closes; the room's owner
// is told who joined. A session that typed maxWrongCodes codes in a row
// that opened no room waits wrongCodeWait before it may try another,
// and is told so.
func (d desk) Join(code string) (classroom.Invitation, error) {
	h := d.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if wait := d.tries.wait(); wait > 0 {
		return classroom.Invitation{}, fmt.Errorf("too many wrong room codes: wait %s, then type the code again", seconds(wait))
	}
	code = classroom.NormalRoomCode(code)
	r, ok := h.rooms[code]
	switch {
	case !ok && h.left[code] != "":
		return classroom.Invitation{}, fmt.Errorf("%s (room %s)", h.left[code], code)
	case !ok:
		if wait := d.tries.missed(); wait > 0 {
			h.log("classmates", "room", d.name+" typed "+strconv.Itoa(maxWrongCodes)+" wrong room codes")
			return classroom.Invitation{}, fmt.Errorf("no room %q is open; %d wrong codes: wait %s before the next", code, maxWrongCodes, seconds(wait))
		}
		return classroom.Invitation{}, fmt.Errorf("no room %q is open", code)
	case r.owner == d.id:
		return classroom.Invitation{}, fmt.Errorf("room %s is your own game", code)
	}
	d.tries.wrong = 0
	delete(h.rooms, code)
	for m := range h.members {
		if m.id == r.owner && !m.teacher {
			send(m, classroom.NoticeMsg{Text: d.name + " joined your room " + code})
		}
	}
	h.log("classmates", "room", d.name+" joins "+r.inv.From+"'s room "+code)
	return r.inv, nil
}

// seconds is d in whole seconds, rounded up: "30s".
func seconds(d time.Duration) string {
	return strconv.Itoa(int((d+time.Second-1)/time.Second)) + "s"
}

// closeRooms closes the rooms of the session id, whose student left the
// game or the server, or whose game ended before anyone joined, for why:
// a classmate who types the code later is told so. The caller holds
// h.mu.
func (h *hub) closeRooms(id, why string) {
	for code, r := range h.rooms {
		if r.owner == id {
			delete(h.rooms, code)
			h.left[code] = why
		}
	}
}

// withdraw withdraws from's invitation to to for why ("alice has left
// that game"): accepting it later says why (Answer), and to's programs
// say so on their invitation's line at once. The caller holds h.mu.
func (h *hub) withdraw(from, to, why string) {
	h.withdrawn[invite{from, to}] = why
	for m := range h.members {
		if m.name == to && !m.teacher {
			send(m, classroom.WithdrawnMsg{From: from, Why: why})
		}
	}
	h.log("classmates", "withdrawn", from+"'s invitation to "+to, "why", why)
}

// tell sends the student at this desk a notice; the caller holds h.mu.
func (d desk) tell(text string) {
	for m := range d.h.members {
		if m.id == d.id && !m.teacher {
			send(m, classroom.NoticeMsg{Text: text})
		}
	}
}

// Watch is the running table after the one numbered after, for a
// spectator: its position now, and the two spectator players.
func (d desk) Watch(after int) (classroom.Watch, int, bool) {
	h := d.h
	h.mu.Lock()
	var t *table
	for _, c := range h.tables {
		if c.id > after && (t == nil || c.id < t.id) {
			t = c
		}
	}
	h.mu.Unlock()
	if t == nil {
		return classroom.Watch{}, 0, false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	w := classroom.Watch{Variant: t.pos.Variant().Name, Start: t.pos.Encode(), Names: t.names, TimeControl: t.tc}
	w.Start, w.Moves = t.line()
	if t.timed && t.tc.Timed() { // the side to move's clock has run since the last move
		stm := t.pos.ToMove() & 1
		s := variants.ClockState{Control: t.tc.String(), LeftMS: [2]int64{t.left[0].Milliseconds(), t.left[1].Milliseconds()}, Running: int(stm)}
		s.LeftMS[stm] = max(t.left[stm]-time.Since(t.movedAt), 0).Milliseconds()
		w.Clock = &s
	}
	for i, n := range t.names {
		w.Players[i] = n + spectatorMark + strconv.Itoa(t.id)
	}
	h.log("classmates", "watch", d.name+" watches "+t.names[0]+" and "+t.names[1])
	return w, t.id, true
}

// line is the table's game as a watcher's board opens it: the position
// at the pairing and the moves since, canonical, or the position now
// and none when they do not replay (they always do; a watch must open
// all the same). The caller holds t.mu.
func (t *table) line() (start string, moves []string) {
	if len(t.seen) == 0 {
		return t.pos.Encode(), nil
	}
	pos, err := t.pos.Variant().Parse(t.seen[0])
	if err != nil {
		return t.pos.Encode(), nil
	}
	for _, m := range t.moves {
		moves = append(moves, pos.EncodeMove(m, variants.Canonical))
		pos.Play(m)
	}
	if pos.Encode() != t.pos.Encode() {
		return t.pos.Encode(), nil
	}
	return t.seen[0], moves
}

// sendClassmates sends m the other students' names, if they changed
// since the last sent; the caller holds h.mu.
func (h *hub) sendClassmates(m *member, names []string) {
	var others []string
	for _, n := range names {
		if n != m.name && !slices.Contains(others, n) {
			others = append(others, n)
		}
	}
	if slices.Equal(others, m.classmates) && m.classmates != nil {
		return
	}
	if others == nil {
		others = []string{}
	}
	m.classmates = others
	send(m, classroom.ClassmatesMsg{Names: others})
}

// spectatorMark joins a spectator player's student and table:
// "alice#3" relays alice's moves at table 3.
const spectatorMark = "#"

// spectator is a player that relays one side's moves of a table to a
// student watching it.
type spectator struct {
	h    *hub
	id   int
	name string
	cfg  engine.Config
	// carried is the mover's clock after the move returned last, as
	// the mover's board had it (MoverLeft), on a timed game.
	mu       sync.Mutex
	carried  time.Duration
	timed    bool
	flagged  bool // the last search ended on the mover's flag
	resigned bool // the last search ended on the side's resignation
	agreed   bool // the last search ended on a draw agreed (draw.go)
	// otherResigned says the last search ended because the other
	// side's student resigned, while this side was to move.
	otherResigned bool
}

// Resigned says the search that returned last ended because the side's
// student resigned on their board.
func (s *spectator) Resigned() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resigned
}

// OpponentResigned says the search that returned last ended because
// the other side's student resigned while this side was to move.
func (s *spectator) OpponentResigned() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.otherResigned
}

// Flagged says the search that returned last ended because the side's
// flag fell on its player's board, which judges it.
func (s *spectator) Flagged() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.flagged
}

// MoverLeft is the mover's clock after the move Search returned last,
// and whether the game is timed: the watcher's board sets the mover's
// clock to it, as the players' boards do.
func (s *spectator) MoverLeft() (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.carried, s.timed
}

// SearchClocks is Search on a timed game (engine.ClockSearcher), which
// keeps the clock rule, a think time, off the relay.
func (s *spectator) SearchClocks(ctx context.Context, pos variants.Position, _ [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	began := time.Now()
	res, err := s.Search(ctx, pos, progress)
	return res, time.Since(began), err
}

// newSpectator is the player cfg.Player names ("alice#3"), or false when
// it names none.
func (h *hub) newSpectator(cfg engine.Config) (*spectator, bool) {
	i := strings.LastIndex(cfg.Player, spectatorMark)
	if i < 0 {
		return nil, false
	}
	id, err := strconv.Atoi(cfg.Player[i+1:])
	if err != nil {
		return nil, false
	}
	return &spectator{h: h, id: id, name: cfg.Player[:i], cfg: cfg}, true
}

// Name is the player's name ("alice#3").
func (s *spectator) Name() string { return s.cfg.Player }

// Config is the side's configuration.
func (s *spectator) Config() engine.Config { return s.cfg }

// Remote says the moves are a person's (no move-now, no take-back).
func (s *spectator) Remote() bool { return true }

// Search waits for the move the table's student plays in pos.
func (s *spectator) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	s.h.mu.Lock()
	var t *table
	for _, c := range s.h.tables {
		if c.id == s.id {
			t = c
		}
	}
	s.h.mu.Unlock()
	if t == nil {
		return engine.Result{}, errors.New("the game you watched has ended; ctrl+o watches the next one")
	}
	want := pos.Encode()
	s.mu.Lock()
	s.flagged, s.resigned, s.agreed, s.otherResigned = false, false, false, false
	s.mu.Unlock()
	t.mu.Lock()
	defer t.mu.Unlock()
	for {
		if t.flagged && t.pos.Encode() == want {
			s.mu.Lock()
			s.flagged = true
			s.mu.Unlock()
			return engine.Result{}, fmt.Errorf("%s's flag fell", s.name)
		}
		if i := slices.Index(t.seen, want); i >= 0 {
			m := t.moves[i]
			s.mu.Lock()
			s.carried, s.timed = t.lefts[i], t.timed
			s.mu.Unlock()
			snap := engine.Snapshot{Player: s.name, Best: m, BestText: pos.EncodeMove(m, variants.Display)}
			stopped := engine.StopInstant
			if t.timed { // as the players' boards say it: "alice played b2 (clock 4:31)"
				stopped = engine.StopReason("clock " + variants.ClockFace(t.lefts[i]))
			}
			return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: stopped}, nil
		}
		if t.drawAgreed && t.pos.Encode() == want {
			s.mu.Lock()
			s.agreed = true
			s.mu.Unlock()
			return engine.Result{}, errors.New("the players agreed a draw")
		}
		// A player resigned (TellResign): the watcher's board ends the
		// game too, once it has every move played before.
		if t.resignedBy != "" {
			if t.resignedName != s.name {
				// The other side resigned on this side's move: the
				// watcher's board ends the game as the players' did (it
				// said only that the game had ended).
				s.mu.Lock()
				s.otherResigned = true
				s.mu.Unlock()
				return engine.Result{}, fmt.Errorf("%s resigned", t.resignedName)
			}
			s.mu.Lock()
			s.resigned = true
			s.mu.Unlock()
			return engine.Result{}, fmt.Errorf("%s resigned", s.name)
		}
		if t.ended != "" {
			return engine.Result{}, fmt.Errorf("the game you watched has ended (%s); ctrl+o watches the next one", t.ended)
		}
		if err := t.wait(ctx); err != nil {
			return engine.Result{}, err
		}
	}
}
