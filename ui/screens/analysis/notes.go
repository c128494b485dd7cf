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
// key answers and any other takes away; the end of that game, which a
// flag fallen here ended, said until the position shown changes (a
// step, a move), as the game screen keeps saying its game is over: it
// went with the next key that moved the cursor or flipped the board.
func (s boardScreen) NoteStays() bool {
	a := s.a
	return a.game.Question() != "" || a.ended != "" && a.msg == a.ended
}

// DropNote takes the note away (board.Noter): the board then says how
// the game behind it ended, on the position it ended at (ended); else
// whose move it is, or, on a move of the line before its end or at the
// end of a file's game decided off the board, where it stands (where),
// as a step there says.
func (s boardScreen) DropNote() {
	a := s.a
	a.msg = ""
	if a.ended != "" {
		a.setMsg(kit.StatusGood, a.ended)
		return
	}
	if a.Ply() < a.Rec.Len() || a.recorded != "" {
		a.setMsg(kit.StatusInfo, a.where())
	}
}
