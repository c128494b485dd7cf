package board

import "rollout/ui/kit"

// A note under the board (a key's answer, a save's file, an error)
// goes when the next key that does something is pressed and says
// nothing of its own, as a note that a key did nothing goes: "Heat
// map: mean ..." stayed on through the cursor's moves and a flip,
// "Budget: 10k rollouts" through the steps of a line. A key does
// something when the screen shows something else beside the note: a
// key that changes nothing there (: after the game, ] at the line's
// end) leaves what was said. A note that the last key did nothing
// (SayIdle: "No key f5 here", the help's HelpOpenNote) goes with the
// next key, whatever it does. One rule for every board screen: each
// says that a key did nothing through SayIdle, reads the note before a
// key (SeeNote) and hands it back after it (AfterKey).

// Noter is a board screen whose note goes with the next key that does
// something (AfterKey).
type Noter interface {
	// Note is the message said and how many messages have been said,
	// so a key that said the same again (! twice) is told from one that
	// said nothing.
	Note() (text string, said uint64)
	// BesideNote is the screen as drawn with no note: what a key must
	// change to have done something.
	BesideNote() string
	// NoteStays reports whether the message is more than a note, for
	// the screen's own reasons (a question pending, a classmate's draw
	// offer not yet answered).
	NoteStays() bool
	// DropNote takes the note away: the screen then says what it says
	// with no message, or which move of a line is shown.
	DropNote()
}

// NoteSeen is a board screen's note as a key finds it (SeeNote).
type NoteSeen struct {
	text   string
	said   uint64
	typing bool
	shown  string
}

// SayIdle says through s, in kind, that a key did nothing (kit.Unbound,
// HelpOpenNote): a note the next key takes away (SeeNote).
func (f *Frame) SayIdle(s Screen, kind kit.Status, text string) {
	s.Say(kind, text)
	f.idle = ""
	if n, ok := s.(Noter); ok {
		f.idle, _ = n.Note()
	}
}

// SeeNote reads s's note before a key, with what the screen shows
// beside it and whether a move is being typed. A note that the last key
// did nothing (SayIdle) it takes away first: this key says its own, if
// anything, over what the screen says with no note.
func (f *Frame) SeeNote(s Noter) NoteSeen {
	if text, _ := s.Note(); f.idle != "" && text == f.idle {
		s.DropNote()
	}
	f.idle = ""
	text, said := s.Note()
	return NoteSeen{text: text, said: said, typing: f.Input.Focused(), shown: s.BesideNote()}
}

// AfterKey takes s's note away after a key that said nothing and
// changed what the screen shows beside the note, and reports whether it
// did. The note stays where it stands for more than a note: the reason
// a typed move was refused while its text is corrected in the move
// input (open before the key and after it; esc closes it and the
// reason), anything on a terminal too small for the board, where keys
// do nothing, and what the screen keeps (Noter.NoteStays).
func (f *Frame) AfterKey(seen NoteSeen, s Noter) bool {
	text, said := s.Note()
	switch {
	case text == "" || text != seen.text || said != seen.said:
		return false // nothing said, or the key said its own
	case seen.typing && f.Input.Focused(), f.lay.TooSmall, s.NoteStays():
		return false
	case s.BesideNote() == seen.shown:
		return false // the key changed nothing beside the note
	}
	s.DropNote()
	return true
}
