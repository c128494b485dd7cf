package serve

import (
	"errors"
	"fmt"

	"rollout/ui/nav"
	"rollout/variants"
)

// Draw offers between classmates: a peer carries its person's offer to
// the table and the classmate's program (nav.ClassmateMsg), and their
// answer back; an accepted draw ends the table's game, which a
// watcher's relay (spectator.Agreed) ends the game on, as the players'
// boards do. An offer is for the position it was made in: a move
// played from there lapses it.

// OfferDraw offers the classmate a draw in pos, the position on the
// person's board (their own move to it may still be on its way to the
// table).
func (p *peer) OfferDraw(pos variants.Position) error {
	t, err := p.drawTable()
	if err != nil {
		return err
	}
	at := pos.Encode()
	t.mu.Lock()
	if t.pos.Encode() != at {
		if _, onItsWay := moveBetween(t.pos, pos); !onItsWay {
			t.mu.Unlock()
			return fmt.Errorf("%s has just moved: a draw offer is for the position on both boards", p.opponent)
		}
	}
	t.drawBy, t.drawAt = p.owner, at
	t.mu.Unlock()
	p.h.tellClassmate(t, p.owner, nav.ClassmateMsg{News: nav.ClassmateOffersDraw, Name: p.name, Position: at})
	p.h.log("classmates", "draw", p.name+" offers "+p.opponent+" a draw")
	return nil
}

// AnswerDraw accepts or declines the classmate's draw offer in pos: an
// accepted one ends the table's game, and the classmate's board and
// every watcher's end it too.
func (p *peer) AnswerDraw(pos variants.Position, accept bool) error {
	t, err := p.drawTable()
	if err != nil {
		return err
	}
	at := pos.Encode()
	t.mu.Lock()
	if t.drawBy == "" || t.drawBy == p.owner || t.drawAt != at || t.pos.Encode() != at {
		t.mu.Unlock()
		return fmt.Errorf("%s's draw offer is no longer open", p.opponent)
	}
	t.drawBy = ""
	news, word := nav.ClassmateDeclinesDraw, "declines"
	if accept {
		news, word = nav.ClassmateAcceptsDraw, "accepts"
		t.drawAgreed = true
		t.notify()
	}
	t.mu.Unlock()
	p.h.tellClassmate(t, p.owner, nav.ClassmateMsg{News: news, Name: p.name, Position: at})
	p.h.log("classmates", "draw", p.name+" "+word+" "+p.opponent+"'s draw offer")
	return nil
}

// drawTable is the running table the peer plays at, or why a draw
// cannot be offered there.
func (p *peer) drawTable() (*table, error) {
	p.h.mu.Lock()
	t := p.sat
	p.h.mu.Unlock()
	if t == nil {
		return nil, errors.New("no draw to offer before both sides have moved (until then X aborts the game)")
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ended != "" { // "alice left": the boards pair again when both resume
		return nil, fmt.Errorf("no draw to offer: %s; resume the game (R) when you are both back", t.ended)
	}
	if t.done() {
		return nil, errors.New("no draw to offer: the game has ended on the other board")
	}
	return t, nil
}

// Agreed says the search that returned last ended because the players
// agreed a draw on their boards.
func (p *peer) Agreed() bool {
	p.carriedMu.Lock()
	defer p.carriedMu.Unlock()
	return p.agreed
}

// Agreed says the search that returned last ended because the players
// agreed a draw on their boards.
func (s *spectator) Agreed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.agreed
}
