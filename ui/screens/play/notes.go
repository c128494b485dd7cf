package play

import "rollout/ui/kit"

// The play screen's note under the board goes with the next key that
// does something and says nothing of its own (board.Frame.AfterKey, the
// rule every board screen keeps): what it says with none, what it keeps
// and what stays.

// Note is the message said and the count of messages (board.Noter).
func (s boardScreen) Note() (string, uint64) { return s.g.msg, s.g.said }

// BesideNote is the screen as drawn with no note (board.Noter).
func (s boardScreen) BesideNote() string {
	g := *s.g
	g.msg = ""
	return g.View()
}

// NoteStays reports whether the message stands where it is more than a
// note (board.Noter): a question pending (its own key answers it, any
// other takes it away: disarm), a classmate's draw offer not yet
// answered (its keys are in it).
func (s boardScreen) NoteStays() bool { return s.g.confirm != nil || s.g.drawOfferedHere() }

// DropNote takes the note away (board.Noter): the screen says what it
// says with no message (the side to move, the game's result), or, in a
// review, which move is shown (reviewNote), as a move played during one
// does.
func (s boardScreen) DropNote() {
	g := s.g
	g.msg = ""
	if g.Cursor.Held() || g.held {
		g.setMsg(kit.StatusInfo, g.reviewNote())
	}
}
