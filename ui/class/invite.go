package class

import (
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
)

// The invitation of a game with a classmate on a side: sent when the
// game starts from the setup screen, once its board is open so the
// server's answers ("Invited bob") reach that board, and again when the
// board starts it anew (r, nav.RematchMsg).

// Started sends the invitation of a game just started from the setup
// screen (mode, cfg), if it has one: at once when its board is shown
// (shown), or by Opened when its players are being built (building: a
// classmate is built as an engine the client does not know, package
// handshake).
func (s Seat) Started(mode nav.Mode, cfg game.GameConfig, building, shown bool) Seat {
	if s.desk == nil || mode != nav.Game {
		return s
	}
	inv, ok := classroom.InvitationFor(cfg)
	switch {
	case !ok:
		s.pending = nil
	case building:
		s.pending = &inv
	case shown:
		s.send(inv)
	}
	return s
}

// Opened sends the invitation of a game whose players were being built,
// once they are (building false) and its board is shown (shown); a game
// that did not open sends none.
func (s Seat) Opened(building, shown bool) Seat {
	if inv := s.pending; inv != nil && !building {
		s.pending = nil
		if shown {
			s.send(*inv)
		}
	}
	return s
}

// Again sends the invitation of a game started again on the board shown
// (r, nav.RematchMsg: shown says the board is): a room's, opened anew,
// is told to the classmate who played the game before (with), who has
// no other way to learn its code.
func (s Seat) Again(cfg game.GameConfig, with string, shown bool) Seat {
	if s.desk == nil || !shown {
		return s
	}
	if inv, ok := classroom.InvitationFor(cfg); ok {
		if inv.To == "" {
			inv.Again = with
		}
		s.send(inv)
	}
	return s
}

// send invites inv.To, or opens a room when it names nobody.
func (s Seat) send(inv classroom.Invitation) {
	if inv.To == "" {
		s.desk.Open(inv)
		return
	}
	s.desk.Invite(inv)
}
