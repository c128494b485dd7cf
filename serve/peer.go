package serve

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/classroom"
	"rollout/ui/nav"
	"rollout/variants"
)

// Two students play each other through the hub, with no new screen: on
// the setup screen each chooses "classmate" as the other side of the
// same game (one plays White against a classmate as Black, the other
// the mirror), and the play screen plays the classmate as it plays an
// engine. The classmate is a peer, an engine.Player whose Search does
// not search: it hands the person's last move to the table the two
// share and waits for the other person's move.
//
// Two peers meet in the hub's lobby when their games are one move
// apart (or the same) and their classmates play opposite sides: the
// first Search of each puts it there. So a new game pairs two students
// who chose it, and a game resumed by both (after a drop, from the
// resume slot) pairs them again at the position they left. A drop ends
// the table: the other's peer says so, both games stay saved.

// ClassmatePlayer is the player name the setup screen offers under
// rollout serve for a side played by another student.
const ClassmatePlayer = classroom.ClassmatePlayer

// table is the game two peers share: the position both boards show,
// and the positions and moves since the two paired, which a spectator
// (watch.go) follows.
type table struct {
	id    int // numbered from 1 in the hub, for spectators
	mu    sync.Mutex
	pos   variants.Position
	seen  []string        // the positions since the pairing, encoded
	moves []variants.Move // moves[i] is played in seen[i]
	left  [2]time.Duration
	timed bool // left holds each side's clock after the last move
	// lefts[i] is the mover's clock after moves[i] (0 untimed); movedAt
	// is when the last move came; tc the game's time control, from the
	// peers (for spectators).
	lefts   []time.Duration
	movedAt time.Time
	tc      variants.TimeControl
	changed chan struct{} // closed and replaced on every change
	ended   string        // why the table ended ("" while it runs)
	// declined says it ended before it began: the invited classmate
	// declined, so there is no game to resume.
	declined bool
	// flagged says the side to move's flag fell on its own board, which
	// judges it (TellFlag): the other boards end the game as it did.
	flagged bool
	// resignedBy is the session whose person resigned on their board
	// (TellResign), resignedName their name: the other board ends the
	// game as theirs did. "" while nobody has.
	resignedBy, resignedName string
	// drawBy is the session whose person offers a draw (draw.go), in
	// the position drawAt; "" while nobody does. drawAgreed says the
	// classmate accepted it: the game ended in a draw on the boards.
	drawBy, drawAt string
	drawAgreed     bool
	owners         [2]string // the two sessions' ids
	names          [2]string
}

// played hands the move m, which leads from t.pos to next, to the
// table; the caller holds t.mu.
func (t *table) played(m variants.Move, next variants.Position) {
	t.seen, t.moves = append(t.seen, t.pos.Encode()), append(t.moves, m)
	mover := t.pos.ToMove() & 1
	t.lefts = append(t.lefts, t.left[mover])
	t.pos = next.Clone()
	if t.drawAt != t.pos.Encode() { // a move declines the offer
		t.drawBy = ""
	}
	t.notify()
}

// notify wakes whoever waits on the table; the caller holds t.mu.
func (t *table) notify() {
	close(t.changed)
	t.changed = make(chan struct{})
}

// wait waits, with t.mu released, until the table changes (notify) or
// ctx ends; the caller holds t.mu, and holds it again when wait returns
// ctx's error or nil.
func (t *table) wait(ctx context.Context) error {
	changed := t.changed
	t.mu.Unlock()
	defer t.mu.Lock()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-changed:
		return nil
	}
}

// end ends the table for why, waking the peers.
func (t *table) end(why string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ended == "" {
		t.ended = why
		t.notify()
	}
}

// seek is a peer waiting in the lobby for its classmate.
type seek struct {
	p     *peer
	pos   variants.Position
	found chan *table
}

// peer is a classmate as a player (engine.Player).
type peer struct {
	h     *hub
	owner string // the session's id
	// session is the session whose board plays it (sessionPeer; nil in
	// the hub's own tests): its end ends this peer's table alone when
	// the student has another session.
	session  *member
	name     string // the session's student's name
	cfg      engine.Config
	t        *table
	opponent string
	// with is the classmate invited, or who invited (their name), or ""
	// for any classmate who mirrors the game.
	with string
	// carried is the classmate's clock after the move returned last, on
	// a timed game (MoverLeft); the play screen reads it after the move.
	carriedMu sync.Mutex
	carried   time.Duration
	timed     bool
	tc        variants.TimeControl // the game's (SetTimeControl)
	flagged   bool                 // the last search ended on the classmate's flag
	resigned  bool                 // the last search ended on the classmate's resignation
	agreed    bool                 // the last search ended on a draw agreed (draw.go)
	// left says the last search ended because the classmate left a
	// game that goes on when they resume it (Left).
	left bool
	// paired says the peer met its classmate once (under h.mu): a game
	// that did is no longer an open invitation when it closes; sat is
	// the table it met them at.
	paired bool
	sat    *table
	// start is the position this board's game starts play from, side
	// the classmate's side on it, began when it began (Begin; under
	// h.mu): a classmate's board finds when this one's clock started
	// (ClassmateBegan).
	start string
	side  variants.Side
	began time.Time
}

// Begin notes this board's game (the play screen tells it as the game
// opens): the position play starts from, the side the classmate plays
// here, and when it began, by the board's clock.
func (p *peer) Begin(start variants.Position, side variants.Side, at time.Time) {
	p.h.mu.Lock()
	defer p.h.mu.Unlock()
	p.start, p.side, p.began = start.Encode(), side, at
}

// ClassmateBegan is when the classmate's board began this game, for a
// game opened without an invitation's start time (mirrored by a
// classmate, or an invitation's game started by the invitee from their
// own setup): the begun peer of another session that pairs with this
// one (matched), on the same position with the sides the other way
// round, and not paired with someone else. ok is false while there is
// none, or more than one (several classmates mirror the same game:
// which of them this board will play is not known yet).
func (p *peer) ClassmateBegan() (at time.Time, ok bool) {
	h := p.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if p.began.IsZero() {
		return time.Time{}, false
	}
	n := 0
	for q := range h.peers {
		if q.owner == p.owner || q.began.IsZero() || q.start != p.start || q.side == p.side ||
			!matched(p, q) || q.paired && q.opponent != p.name {
			continue
		}
		at, n = q.began, n+1
	}
	return at, n == 1
}

// MoverLeft is the classmate's time left after the move Search returned
// last, from their own board, and whether the game is timed: the play
// screen sets the classmate's clock to it, so both boards agree.
func (p *peer) MoverLeft() (time.Duration, bool) {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	return p.carried, p.timed
}

// Away says the classmate left the game this board met them at (they
// dropped, quit or opened another game; leftTables) and has not paired
// again: nobody can answer a move, so the play screen stops the clocks
// rather than let a flag fall on a game both are told to resume.
func (p *peer) Away() bool {
	p.h.mu.Lock()
	t := p.sat
	p.h.mu.Unlock()
	if t == nil {
		return false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ended != ""
}

// Flagged says the search that returned last ended because the
// classmate's flag fell on their own board, which judges it.
func (p *peer) Flagged() bool {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	return p.flagged
}

// TellFlag tells the table the person's flag fell on their board in pos,
// where they were to move: the classmate's board, and any spectator's,
// end the game on it as this board did. Before anyone came to the game
// it withdraws the invitation, or closes the room, instead; a named
// classmate's board that comes to pos later (the invitation was
// accepted a moment before, or the game is one both resume) ends the
// game on the flag too, rather than wait for a move that cannot come.
func (p *peer) TellFlag(pos variants.Position) {
	h := p.h
	h.mu.Lock()
	at := h.tablesOf(p.owner)
	// Before the first move the classmate waits in the lobby, unpaired:
	// it gets a table that says the flag fell.
	kept := h.lobby[:0]
	for _, s := range h.lobby {
		if s.p.owner != p.owner && matched(p, s.p) && s.pos.Encode() == pos.Encode() {
			s.found <- &table{pos: pos.Clone(), flagged: true, changed: make(chan struct{})}
		} else {
			kept = append(kept, s)
		}
	}
	told := len(kept) < len(h.lobby)
	h.lobby = kept
	// Nobody came yet: the game ended before it began, so it can no
	// longer be accepted (a game nobody played is no win on time).
	if !told && !p.paired {
		why := p.name + "'s flag fell before you accepted"
		if p.with != "" {
			h.withdraw(p.name, p.with, why)
			h.flags[invite{p.name, p.with}] = pos.Encode()
		} else {
			h.closeRooms(p.owner, p.name+"'s flag fell before anyone joined")
		}
	}
	h.mu.Unlock()
	for _, t := range at {
		t.mu.Lock()
		if t.ended == "" && !t.flagged && t.pos.Encode() == pos.Encode() {
			t.flagged = true
			t.notify()
		}
		t.mu.Unlock()
	}
}

// TellFinal hands the table the person's last move, which ended the
// game on their board by the rules (a mate, three in a row, a draw):
// pos is the game's position after it, left both clocks then (timed).
// The play screen asks no player for a move once the game is over, so
// the move that ended it reached neither the classmate's board, which
// waited for it for ever ("alice (X) to move, on their board"), nor a
// watcher's. A move the table has already (the classmate's own) changes
// nothing.
//
// A classmate away (the table ended when they left) is told it when
// they resume the game (newPeer; a room's, Resume), as a resignation
// is.
func (p *peer) TellFinal(pos variants.Position, left [2]time.Duration, timed bool) {
	p.h.mu.Lock()
	t := p.sat
	if t != nil {
		t.mu.Lock()
		if t.ended != "" && !t.done() {
			p.missedBy(nav.ClassmateMsg{News: nav.ClassmateFinished, Name: p.name, Position: pos.Encode()})
		}
		t.mu.Unlock()
	}
	p.h.mu.Unlock()
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ended != "" || t.resignedBy != "" || t.drawAgreed || t.pos == nil {
		return
	}
	m, ok := moveBetween(t.pos, pos)
	if !ok {
		return
	}
	if timed {
		t.left, t.timed = left, true
		p.carriedMu.Lock()
		t.tc = p.tc
		p.carriedMu.Unlock()
	}
	t.movedAt = time.Now()
	t.played(m, pos)
}

// Resigned says the search that returned last ended because the
// classmate resigned on their own board.
func (p *peer) Resigned() bool {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	return p.resigned
}

// TellResign tells the table the person resigned on their board: the
// classmate's board ends the game as this one did, at once if it waits
// for the person's move, else at its next move. Before that, a
// resignation left the classmate's board waiting for a move that
// never came.
//
// The classmate's program is sent it too (nav.ClassmateMsg): a board
// whose person is to move runs no search on the table, so it heard of
// the resignation only at the person's next move.
func (p *peer) TellResign() {
	h := p.h
	h.mu.Lock()
	at := h.tablesOf(p.owner)
	if len(at) == 0 && p.sat != nil {
		// The classmate is away (the table ended when they left): their
		// board hears it when they resume the game (newPeer; a room's,
		// Resume), rather than wait there for a move that cannot come.
		p.sat.mu.Lock()
		if p.sat.pos != nil && !p.sat.done() {
			p.missedBy(nav.ClassmateMsg{News: nav.ClassmateResigned, Name: p.name, Position: p.sat.pos.Encode()})
		}
		p.sat.mu.Unlock()
	}
	h.mu.Unlock()
	for _, t := range at {
		t.mu.Lock()
		told := t.ended == "" && t.resignedBy == ""
		if told {
			t.resignedBy, t.resignedName = p.owner, p.name
			t.notify()
		}
		pos := t.pos.Encode()
		t.mu.Unlock()
		if told {
			h.tellClassmate(t, p.owner, nav.ClassmateMsg{News: nav.ClassmateResigned, Name: p.name, Position: pos})
		}
	}
}

// missedBy keeps msg, how this student's game ended while the
// classmate was away, for the classmate's board to be told when it
// resumes the game: by the classmate named (newPeer), or in a room's
// game by the classmate met there (Resume). The caller holds h.mu.
func (p *peer) missedBy(msg nav.ClassmateMsg) {
	switch {
	case p.with != "":
		p.h.missed[invite{p.name, p.with}] = msg
	case p.opponent != "":
		p.h.roomMissed[invite{p.name, p.opponent}] = msg
	}
}

// Resume is this board's game resumed at the position at (the play
// screen tells it as the board opens on a save). A room's game names
// no classmate, so newPeer cannot know which game the student resumes:
// here, the classmate met in a room who resigned at that position, or
// whose last move from it ended the game, while this student was away,
// is told to this board, which ends the game as it ended on theirs.
func (p *peer) Resume(at variants.Position) {
	h := p.h
	h.mu.Lock()
	defer h.mu.Unlock()
	if p.adopt(at) || p.with != "" {
		return // a named classmate's news went with newPeer
	}
	here := at.Encode()
	for k, msg := range h.roomMissed {
		if k.to != p.name {
			continue
		}
		if (msg.News == nav.ClassmateResigned && msg.Position == here) ||
			(msg.News == nav.ClassmateFinished && leadsTo(at, msg.Position)) {
			delete(h.roomMissed, k)
			for m := range h.members {
				if m.id == p.owner && !m.teacher {
					send(m, msg)
				}
			}
			return
		}
	}
}

// adopt seats p, whose board resumed its game at at, at the table an
// older session of the same student sits at with that game (the same
// classmate, the same sides, the position the same or a move apart),
// and reports whether it did. A student whose connection froze mid-game
// comes back in a second session and resumes: the game goes on with
// the classmate, who is told nothing. Before, the second session's
// game ended the table, the classmate was told "alice started another
// game" and had to leave the game and resume it too. The caller holds
// h.mu.
func (p *peer) adopt(at variants.Position) bool {
	if p.session == nil || p.sat != nil {
		return false
	}
	for q := range p.h.peers {
		if q == p || q.owner != p.owner || q.session == p.session || q.sat == nil ||
			q.with != p.with || q.side != p.side || q.cfg.Player != p.cfg.Player {
			continue
		}
		t := q.sat
		t.mu.Lock()
		ok := t.ended == "" && !t.done() && t.pos != nil
		if ok {
			_, ahead := moveBetween(at, t.pos)
			_, behind := moveBetween(t.pos, at)
			ok = ahead || behind || at.Encode() == t.pos.Encode()
		}
		t.mu.Unlock()
		if !ok {
			continue
		}
		q.sat = nil // its session's end leaves the table to p
		p.t, p.sat, p.paired, p.opponent = t, t, true, q.opponent
		p.h.log("classmates", "resumed", p.name+" and "+q.opponent, "game", at.Encode())
		return true
	}
	return false
}

// leadsTo reports whether a legal move of from leads to the position
// whose text is want.
func leadsTo(from variants.Position, want string) bool {
	for _, m := range from.LegalMoves(nil) {
		next := from.Clone()
		next.Play(m)
		if next.Encode() == want {
			return true
		}
	}
	return false
}

// tellClassmate sends msg to the programs of the other session at t
// than from's.
func (h *hub) tellClassmate(t *table, from string, msg tea.Msg) {
	other := t.owners[0]
	if other == from {
		other = t.owners[1]
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for m := range h.members {
		if m.id == other && !m.teacher {
			send(m, msg)
		}
	}
}

// resignedHere ends a relay on the classmate's resignation, if they
// resigned; the caller holds t.mu.
func (p *peer) resignedHere(t *table) error {
	if t.resignedBy == "" || t.resignedBy == p.owner {
		return nil
	}
	p.carriedMu.Lock()
	p.resigned = true
	p.carriedMu.Unlock()
	return fmt.Errorf("classmate: %s resigned on their board", t.resignedName)
}

// SetTimeControl notes the game's time control, which the table passes
// to spectators.
func (p *peer) SetTimeControl(tc variants.TimeControl) {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	p.tc = tc
}

// sessionPeer is newPeer for the session m's board. It ends the
// tables of m's boards alone: a table of the student's older session
// (a connection frozen) stays for this board to take over when it
// resumes that game (adopt).
func (h *hub) sessionPeer(m *member, cfg engine.Config) *peer {
	h.mu.Lock()
	h.endSessionTables(m, m.name+" started another game")
	return h.peerOf(m, m.id, m.name, cfg)
}

// newPeer is the classmate of the session owner, named name.
// A session plays one game at a time, so a new peer ends the session's
// table of the game before, if any.
func (h *hub) newPeer(owner, name string, cfg engine.Config) *peer {
	h.leftTables(owner, name+" started another game")
	return h.peerOf(nil, owner, name, cfg)
}

// peerOf is newPeer once the tables before are ended, of the session m
// (nil in the hub's own tests).
func (h *hub) peerOf(m *member, owner, name string, cfg engine.Config) *peer {
	with, named := strings.CutPrefix(cfg.Player, classroom.InvitePrefix)
	if !named {
		with = ""
	}
	p := &peer{h: h, owner: owner, name: name, cfg: cfg, with: with, session: m}
	h.mu.Lock()
	h.peers[p] = struct{}{}
	// The game is open again (restarted with r, also after the
	// inviter's flag fell): an invitation not answered is this game's
	// now, begun now (Invitation.Began: the invitee's board starts the
	// inviter's clock from it), and is sent again, so the invitee's line
	// offers it with that time rather than the last game's, or rather
	// than say withdrawn; a flag of an earlier game no longer ends the
	// classmate's.
	if inv, ok := h.invited[invite{name, with}]; ok && with != "" {
		delete(h.withdrawn, invite{name, with})
		inv.Began = time.Now()
		h.invited[invite{name, with}] = inv
		for m := range h.members {
			if m.name == with && !m.teacher && m.id != owner {
				send(m, classroom.InviteMsg{Invitation: inv})
			}
		}
	}
	delete(h.flags, invite{name, with})
	// The classmate's game ended while this student was away (they
	// resigned, or made its last move): the resumed game ends as it
	// ended on their board.
	if msg, ok := h.missed[invite{with, name}]; ok && with != "" {
		delete(h.missed, invite{with, name})
		for m := range h.members {
			if m.id == owner && !m.teacher {
				send(m, msg)
			}
		}
	}
	h.mu.Unlock()
	return p
}

// Close is the person leaving the game (io.Closer: the play screen
// closes its players when it leaves the game or starts another): a game
// never paired withdraws its invitation, or closes its room, so a
// classmate who accepts it later is told rather than left waiting; a
// paired game ends its table, the classmate told as on a drop. A new
// game of the same session with the same classmate (r) keeps both.
func (p *peer) Close() error {
	h := p.h
	h.mu.Lock()
	if _, ok := h.peers[p]; !ok {
		h.mu.Unlock()
		return nil
	}
	delete(h.peers, p)
	for q := range h.peers {
		if q.owner == p.owner && q.cfg.Player == p.cfg.Player {
			h.mu.Unlock()
			return nil
		}
	}
	if p.paired { // the classmate is told, as when a student drops
		h.endTables(p.owner, p.sat, p.name+" left") // as a drop says
		return nil
	}
	defer h.mu.Unlock()
	if p.with != "" {
		h.withdraw(p.name, p.with, p.name+" has left that game")
		return nil
	}
	h.closeRooms(p.owner, p.name+" has left that game")
	return nil
}

// Met is the name of the classmate the peer met, "" before it paired.
func (p *peer) Met() string {
	p.h.mu.Lock()
	defer p.h.mu.Unlock()
	return p.opponent
}

// Name is the player's name: ClassmatePlayer, or "@bob" for a named
// classmate.
func (p *peer) Name() string { return p.cfg.Player }

// Config is the side's configuration.
func (p *peer) Config() engine.Config { return p.cfg }

// Remote says the moves are a person's: the play screen offers no
// move-now and no take-back against it, which would decide for them.
func (p *peer) Remote() bool { return true }

// Search hands the person's last move to the table and waits for the
// classmate's. It pairs the peer first, if it is not yet.
func (p *peer) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	return p.relay(ctx, pos, nil, progress)
}

// SearchClocks is Search on a timed game (engine.ClockSearcher): the
// person's clock after their move goes to the table with it, and the
// classmate's move comes back with theirs, in its snapshot's text
// ("bob played a1, 4:31 left"). Being a ClockSearcher keeps the clock
// rule, which would give the classmate a think time, off the peer.
func (p *peer) SearchClocks(ctx context.Context, pos variants.Position, clocks [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	began := time.Now()
	res, err := p.relay(ctx, pos, &clocks, progress)
	return res, time.Since(began), err
}

// relay hands the person's last move to the table and waits for the
// classmate's; clocks, on a timed game, are both clocks now.
func (p *peer) relay(ctx context.Context, pos variants.Position, clocks *[2]engine.Clock, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	p.carriedMu.Lock()
	p.flagged, p.resigned, p.agreed, p.left = false, false, false, false
	p.carriedMu.Unlock()
	if pos.Outcome().Over() {
		return engine.Result{}, errors.New("classmate: the game is over")
	}
	if p.t != nil && p.t.leftOpen() {
		// The classmate left while this board's person was to move:
		// their move waits in the lobby for the classmate's return
		// (below) rather than end at once on the table left.
		p.t = nil
	}
	if p.t == nil {
		t, err := p.h.pair(ctx, p, pos)
		if err != nil {
			return engine.Result{}, err
		}
		p.t = t
	}
	t := p.t
	t.mu.Lock()
	defer t.mu.Unlock()
	// The table is where the person's board was before their move (pos
	// is one move on: hand the move over), or already one move on from
	// pos (the classmate's move, below), or the same.
	if t.ended == "" && t.pos.Encode() != pos.Encode() {
		if m, ok := moveBetween(t.pos, pos); ok {
			if err := p.resignedHere(t); err != nil { // the game ended before this move
				return engine.Result{}, err
			}
			if clocks != nil { // both as the mover's board has them now
				t.left, t.timed = [2]time.Duration{clocks[0].Left, clocks[1].Left}, true
				p.carriedMu.Lock()
				t.tc = p.tc
				p.carriedMu.Unlock()
			}
			t.movedAt = time.Now()
			t.played(m, pos)
		} else if _, ok := moveBetween(pos, t.pos); !ok {
			return engine.Result{}, fmt.Errorf("classmate: your board and %s's differ; start a new game", p.opponent)
		}
	}
	for {
		// A move made before the resignation reaches this board first.
		if t.resignedBy != "" && t.pos != nil {
			if _, pending := moveBetween(pos, t.pos); !pending {
				if err := p.resignedHere(t); err != nil {
					return engine.Result{}, err
				}
			}
		}
		if t.ended != "" {
			p.t = nil // a resumed game pairs again
			if t.declined {
				return engine.Result{}, fmt.Errorf("classmate: %s", t.ended)
			}
			if !t.done() {
				p.carriedMu.Lock()
				p.left = true
				p.carriedMu.Unlock()
				return engine.Result{}, fmt.Errorf("classmate: %s; %s", t.ended, goesOn)
			}
			return engine.Result{}, fmt.Errorf("classmate: %s; your game is saved: resume it (R) when you are both back", t.ended)
		}
		if t.drawAgreed && t.pos.Encode() == pos.Encode() {
			p.carriedMu.Lock()
			p.agreed = true
			p.carriedMu.Unlock()
			return engine.Result{}, errors.New("classmate: a draw was agreed")
		}
		if t.flagged && t.pos.Encode() == pos.Encode() {
			p.carriedMu.Lock()
			p.flagged = true
			p.carriedMu.Unlock()
			return engine.Result{}, fmt.Errorf("classmate: %s's flag fell on their board", p.opponent)
		}
		if m, ok := moveBetween(pos, t.pos); ok {
			snap := engine.Snapshot{Player: p.opponent, Best: m, BestText: pos.EncodeMove(m, variants.Display)}
			stopped := engine.StopInstant
			if t.timed { // "bob played a1 (clock 4:31)"
				left := t.left[pos.ToMove()&1]
				stopped = engine.StopReason("clock " + variants.ClockFace(left))
				p.carriedMu.Lock()
				p.carried, p.timed = left, true
				p.carriedMu.Unlock()
			}
			return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: stopped}, nil
		}
		if err := t.wait(ctx); err != nil {
			return engine.Result{}, err
		}
	}
}

// moveBetween is the legal move of from that leads to to, if one does.
func moveBetween(from, to variants.Position) (variants.Move, bool) {
	want := to.Encode()
	for _, m := range from.LegalMoves(nil) {
		next := from.Clone()
		next.Play(m)
		if next.Encode() == want {
			return m, true
		}
	}
	return variants.NoMove, false
}

// pair finds p's classmate in the lobby, or waits there for one: a peer
// of another session whose game is the same or one move from p's, with
// its classmate on the other side.
func (h *hub) pair(ctx context.Context, p *peer, pos variants.Position) (*table, error) {
	h.mu.Lock()
	if why, ok := h.declined[invite{p.name, p.with}]; ok {
		h.mu.Unlock()
		return &table{ended: why, declined: true, changed: make(chan struct{})}, nil
	}
	// The classmate's flag fell here before this board came (TellFlag):
	// the game ends on it, once.
	if at, ok := h.flags[invite{p.with, p.name}]; ok && p.with != "" && at == pos.Encode() {
		delete(h.flags, invite{p.with, p.name})
		h.mu.Unlock()
		return &table{pos: pos.Clone(), flagged: true, changed: make(chan struct{})}, nil
	}
	for i, s := range h.lobby {
		if s.p.owner == p.owner || s.pos.ToMove() == pos.ToMove() || !matched(p, s.p) {
			continue
		}
		start := s.pos
		if _, ok := moveBetween(s.pos, pos); !ok {
			if _, ok := moveBetween(pos, s.pos); !ok {
				continue
			}
			start = pos
		}
		h.lobby = append(h.lobby[:i], h.lobby[i+1:]...)
		h.tableIDs++
		t := &table{id: h.tableIDs, pos: start.Clone(), changed: make(chan struct{}), owners: [2]string{s.p.owner, p.owner}, names: [2]string{s.p.name, p.name}}
		// Names in side order: a peer searches for its classmate's move,
		// so in s.pos p's person is to move, and in pos s's.
		t.names[s.pos.ToMove()&1], t.names[pos.ToMove()&1] = p.name, s.p.name
		h.tables = append(h.tables, t)
		p.opponent, s.p.opponent = s.p.name, p.name
		p.paired, s.p.paired = true, true
		p.sat, s.p.sat = t, t
		h.mu.Unlock()
		s.found <- t
		h.log("classmates", "paired", p.name+" and "+s.p.name, "game", pos.Encode())
		return t, nil
	}
	s := &seek{p: p, pos: pos.Clone(), found: make(chan *table, 1)}
	h.lobby = append(h.lobby, s)
	h.mu.Unlock()
	select {
	case t := <-s.found:
		return t, nil
	case <-ctx.Done():
		h.mu.Lock()
		defer h.mu.Unlock()
		for i, q := range h.lobby {
			if q == s {
				h.lobby = append(h.lobby[:i], h.lobby[i+1:]...)
				return nil, ctx.Err()
			}
		}
		return <-s.found, nil // paired as it was cancelled
	}
}

// matched says whether two peers may pair: both for any classmate, or
// each naming the other (an invitation and its acceptance).
func matched(a, b *peer) bool {
	if a.with == "" && b.with == "" {
		return true
	}
	return a.with == b.name && b.with == a.name
}

// leftTables ends the tables of the session id (it dropped or quit, or
// started another game) for why: its classmate is told, and both games
// stay saved.
func (h *hub) leftTables(id, why string) {
	h.mu.Lock()
	h.endTables(id, nil, why)
}

// seats reports whether the session id plays at t.
func (t *table) seats(id string) bool { return t.owners[0] == id || t.owners[1] == id }

// tablesOf lists the tables the session id plays at; the caller holds
// h.mu.
func (h *hub) tablesOf(id string) []*table {
	var at []*table
	for _, t := range h.tables {
		if t.seats(id) {
			at = append(at, t)
		}
	}
	return at
}

// endTables ends the tables of the session id, or only the table at
// when it is not nil, for why, as leftTables; the caller holds h.mu,
// which it unlocks.
func (h *hub) endTables(id string, at *table, why string) {
	var ended []*table
	kept := h.tables[:0]
	for _, t := range h.tables {
		if t.seats(id) && (at == nil || t == at) {
			ended = append(ended, t)
		} else {
			kept = append(kept, t)
		}
	}
	h.tables = kept
	// The classmate hears it at once, whatever it is doing: its peer,
	// waiting on the table, says it too when it next searches. The
	// tables end first, so a board that reads the notice finds its
	// classmate away (peer.Away) and stops its clocks.
	type notice struct {
		m *member
		t *table
	}
	var told []notice
	for _, t := range ended {
		other := t.owners[0]
		if other == id {
			other = t.owners[1]
		}
		for m := range h.members {
			if m.id == other && !m.teacher {
				told = append(told, notice{m, t})
			}
		}
	}
	h.mu.Unlock()
	over := map[*table]bool{}
	for _, t := range ended {
		over[t] = t.over()
		t.end(why)
	}
	// send needs h.mu: a member that left meanwhile has its mailbox
	// closed and is no longer a member. A game already over (resigned,
	// flagged, ended by the rules) has nothing to resume: its board
	// heard "your game is saved: resume it (R)" after bob resigned and
	// alice started another game.
	h.mu.Lock()
	for _, n := range told {
		if _, ok := h.members[n.m]; ok && !over[n.t] {
			send(n.m, classroom.NoticeMsg{Text: "Your classmate: " + why + "; " + goesOn})
		}
	}
	h.mu.Unlock()
}

// goesOn is what a board whose classmate left a game not over is told:
// it waits for them (Left), so when they resume the game (R on their
// setup screen) it goes on here, with no key pressed. Before, it said
// "resume it (R) when you are both back", and this board's person had
// to leave the game and resume it too.
const goesOn = "your game is saved, and goes on here when they resume it (R)"

// leftOpen reports whether the table ended because a classmate left a
// game that is not over: one to pair again in the lobby.
func (t *table) leftOpen() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ended != "" && !t.declined && !t.done()
}

// Left says the search that returned last ended because the classmate
// left a game that is not over: the board searches again at once,
// which waits in the lobby for them, so the game goes on when they
// resume it (after a drop, a quit, esc) without a key here.
func (p *peer) Left() bool {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	return p.left
}

// over reports whether the table's game has ended on the boards: a
// resignation, a flag, or the rules (mate, a draw).
func (t *table) over() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.done()
}

// done is over for a caller that holds t.mu; a draw agreed is over too.
func (t *table) done() bool {
	return t.resignedBy != "" || t.flagged || t.drawAgreed || t.pos != nil && t.pos.Outcome().Over()
}
