package analysis

import "rollout/ui/kit"

// The analysis board's note under the board goes with the next key that
// does something and says nothing of its own (board.Frame.AfterKey, the
// rule every board screen keeps, the play screen's too): what it says
// with none and what stays.

// Note is the message said and the count of messages (board.Noter).
func (s boardScreen) Note() (string, uint64) { return s.a.msg, s.a.said }

// BesideNote is the board as drawn with no note (board.Noter).
func (s boardScreen) BesideNote() string {
	a := *s.a
	a.msg = ""
	return a.View()
}

// NoteStays reports whether the message stands where it is more than a
// note (board.Noter): q's question over a game going on, which its own
// key answers and any other takes away.
func (s boardScreen) NoteStays() bool { return s.a.game.Question() != "" }

// DropNote takes the note away (board.Noter): the board then says whose
// move it is, or, on a move of the line before its end or at the end of
// a file's game decided off the board, where it stands (where), as a
// step there says.
func (s boardScreen) DropNote() {
	a := s.a
	a.msg = ""
	if a.Ply() < a.Rec.Len() || a.recorded != "" {
		a.setMsg(kit.StatusInfo, a.where())
	}
}
