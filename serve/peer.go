package serve

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"rollout/engine"
	"rollout/ui"
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
const ClassmatePlayer = "classmate"

// table is the game two peers share: the position both boards show.
type table struct {
	mu      sync.Mutex
	pos     variants.Position
	changed chan struct{} // closed and replaced on every change
	ended   string        // why the table ended ("" while it runs)
	owners  [2]string     // the two sessions' ids
	names   [2]string
}

// notify wakes whoever waits on the table; the caller holds t.mu.
func (t *table) notify() {
	close(t.changed)
	t.changed = make(chan struct{})
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
	h        *hub
	owner    string // the session's id
	name     string // the session's student's name
	cfg      engine.Config
	t        *table
	opponent string
}

// newPeer is the classmate of the session owner, named name.
// A session plays one game at a time, so a new peer ends the session's
// table of the game before, if any.
func (h *hub) newPeer(owner, name string, cfg engine.Config) *peer {
	h.leftTables(owner, name+" started another game")
	cfg.Player = ClassmatePlayer
	return &peer{h: h, owner: owner, name: name, cfg: cfg}
}

// Name is ClassmatePlayer, or the classmate's name once paired.
func (p *peer) Name() string { return ClassmatePlayer }

// Config is the side's configuration.
func (p *peer) Config() engine.Config { return p.cfg }

// Remote says the moves are a person's: the play screen offers no
// move-now and no take-back against it, which would decide for them.
func (p *peer) Remote() bool { return true }

// Search hands the person's last move to the table and waits for the
// classmate's. It pairs the peer first, if it is not yet.
func (p *peer) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	if pos.Outcome().Over() {
		return engine.Result{}, errors.New("classmate: the game is over")
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
		if _, ok := moveBetween(t.pos, pos); ok {
			t.pos = pos.Clone()
			t.notify()
		} else if _, ok := moveBetween(pos, t.pos); !ok {
			return engine.Result{}, fmt.Errorf("classmate: your board and %s's differ; start a new game", p.opponent)
		}
	}
	for {
		if t.ended != "" {
			p.t = nil // a resumed game pairs again
			return engine.Result{}, fmt.Errorf("classmate: %s; your game is saved: resume it (R) when you are both back", t.ended)
		}
		if m, ok := moveBetween(pos, t.pos); ok {
			snap := engine.Snapshot{Player: p.opponent, Best: m, BestText: pos.EncodeMove(m, variants.Display)}
			return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: engine.StopInstant}, nil
		}
		wait := t.changed
		t.mu.Unlock()
		select {
		case <-ctx.Done():
			t.mu.Lock()
			return engine.Result{}, ctx.Err()
		case <-wait:
		}
		t.mu.Lock()
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
	for i, s := range h.lobby {
		if s.p.owner == p.owner || s.pos.ToMove() == pos.ToMove() {
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
		t := &table{pos: start.Clone(), changed: make(chan struct{}), owners: [2]string{s.p.owner, p.owner}, names: [2]string{s.p.name, p.name}}
		h.tables = append(h.tables, t)
		p.opponent, s.p.opponent = s.p.name, p.name
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

// leftTables ends the tables of the session id (it dropped or quit, or
// started another game) for why: its classmate is told, and both games
// stay saved.
func (h *hub) leftTables(id, why string) {
	h.mu.Lock()
	var ended []*table
	kept := h.tables[:0]
	for _, t := range h.tables {
		if t.owners[0] == id || t.owners[1] == id {
			ended = append(ended, t)
		} else {
			kept = append(kept, t)
		}
	}
	h.tables = kept
	// The classmate hears it at once, whatever it is doing: its peer,
	// waiting on the table, says it too when it next searches.
	for _, t := range ended {
		other := t.owners[0]
		if other == id {
			other = t.owners[1]
		}
		for m := range h.members {
			if m.id == other && !m.teacher {
				send(m, ui.NoticeMsg{Text: "Your classmate: " + why + "; your game is saved: resume it (R) when you are both back"})
			}
		}
	}
	h.mu.Unlock()
	for _, t := range ended {
		t.end(why)
	}
}
