package play

import "rollout/ui/kit"

// A note under the board (a key's answer, a save's file, an error) goes
// when the next key that does something is pressed and says nothing of
// its own, as a note that a key did nothing goes (idle): "Heat map:
// mean ..." stayed on through the cursor's moves and a flip, "Saved
// FILE" after a cursor's move. A key does something when the screen
// shows something else beside the note (shownBesideNote): a key that
// changes nothing there (: after the game, ] with no review) leaves
// what was said. Update drops the note (dropNote) where noteGoes says
// so.

// shownBesideNote is the screen as drawn with no note, what a key must
// change to have done something.
func (g Model) shownBesideNote() string {
	g.msg = ""
	return g.View()
}

// noteGoes reports whether the message goes with a key that said
// nothing. It stands where it is more than a note: a question pending
// (its own key answers it, any other takes it away: disarm), a
// classmate's draw offer not yet answered (its keys are in it), the
// reason a typed move was refused while its text is corrected in the
// move input (typing: the input was open before the key; esc closes it
// and the reason), and anything on a terminal too small for the board,
// where keys do nothing.
func (g *Model) noteGoes(typing bool) bool {
	return g.confirm == nil && !g.drawOfferedHere() && !(typing && g.Input.Focused()) && !g.Layout().TooSmall
}

// dropNote takes the note away: the screen says what it says with no
// message (the side to move, the game's result), or, in a review, which
// move is shown (reviewNote), as a move played during one does.
func (g *Model) dropNote() {
	g.msg = ""
	if g.Cursor.Held() || g.held {
		g.setMsg(kit.StatusInfo, g.reviewNote())
	}
}
