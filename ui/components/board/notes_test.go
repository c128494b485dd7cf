package board

import (
	"testing"

	"rollout/ui/kit"
	"rollout/ui/uitest"
)

// noteScreen is a board screen with a note (Noter): Say puts it and
// counts it, DropNote leaves what the screen says with none (none).
type noteScreen struct {
	*fakeScreen
	note, none string
	said       uint64
	beside     string // what the screen shows beside the note
	stays      bool
}

func (s *noteScreen) Say(_ kit.Status, text string) { s.note, s.said = text, s.said+1 }
func (s *noteScreen) Note() (string, uint64)        { return s.note, s.said }
func (s *noteScreen) BesideNote() string            { return s.beside }
func (s *noteScreen) NoteStays() bool               { return s.stays }
func (s *noteScreen) DropNote()                     { s.note = s.none }

// step is what one key does on a board screen.
type step func(f *Frame, s *noteScreen)

var (
	// acts changes what the screen shows beside the note.
	acts step = func(_ *Frame, s *noteScreen) { s.beside += "+" }
	// nothing changes nothing and says nothing (] at the line's end).
	nothing step = func(*Frame, *noteScreen) {}
	// types opens the move input.
	types step = func(f *Frame, _ *noteScreen) { f.Input.Focus("e") }
)

// says says text; with act it also changes what is shown.
func says(text string, act bool) step {
	return func(f *Frame, s *noteScreen) {
		s.Say(kit.StatusInfo, text)
		if act {
			acts(f, s)
		}
	}
}

// idle says that the key did nothing (kit.Unbound's note).
func idle(text string) step {
	return func(f *Frame, s *noteScreen) { f.SayIdle(s, kit.StatusError, text) }
}

// helpKey hands the frame k while its full help may be open.
func helpKey(k string) step {
	return func(f *Frame, s *noteScreen) {
		if !f.HelpKey(uitest.Key(k), s) {
			f.Key(uitest.Key(k), s)
		}
	}
}

// TestNoteRule is the one note rule of the board screens (notes.go),
// play's and the analysis board's, each key handed over as their Update
// does (SeeNote before it, AfterKey after it): a note goes with the
// next key that changes what is shown and says nothing, what is more
// than a note stays, and a note that a key did nothing goes with the
// next key whatever it does. What each screen says with no note
// (DropNote) is its own, tested beside it.
func TestNoteRule(t *testing.T) {
	for _, tt := range []struct {
		name  string
		small bool // a terminal too small for the board
		stays bool // the screen keeps its message (Noter.NoteStays)
		keys  []step
		want  string
	}{
		{name: "a note goes with a key that acts", keys: []step{says("Heat map: mean", false), acts}, want: "White to move"},
		{name: "a key that changes nothing leaves it", keys: []step{says("Budget: 10k", false), nothing}, want: "Budget: 10k"},
		{name: "a key that says its own says it", keys: []step{says("Budget: 10k", false), says("Estimator: rb", true)}, want: "Estimator: rb"},
		{name: "the same said again stays", keys: []step{says("Hint: e4", false), says("Hint: e4", true)}, want: "Hint: e4"},
		{name: "more than a note stays", stays: true, keys: []step{says("Press q again to quit", false), acts}, want: "Press q again to quit"},
		{name: "a refusal stays while the move is corrected", keys: []step{types, says("Illegal move e5", false), acts}, want: "Illegal move e5"},
		{name: "a terminal too small keeps it", small: true, keys: []step{says("Saved a.pgn", false), acts}, want: "Saved a.pgn"},
		{name: "an idle note goes with the next key", keys: []step{idle("No key f1 here"), nothing}, want: "White to move"},
		{name: "a key that did nothing again says so again", keys: []step{idle("No key f1 here"), idle("No key f1 here")}, want: "No key f1 here"},
		{name: "an idle note goes as a move is typed", keys: []step{idle("No key f1 here"), types}, want: "White to move"},
		{name: "an idle note goes on a terminal too small", small: true, keys: []step{idle("No key f1 here"), nothing}, want: "White to move"},
		{name: "a key behind the help says the help is open", keys: []step{helpKey("?"), helpKey("x")}, want: HelpOpenNote},
		{name: "the help's note goes as esc closes it", keys: []step{helpKey("?"), helpKey("x"), helpKey("esc")}, want: "White to move"},
	} {
		w, h := 100, 32
		if tt.small {
			w, h = 24, 8
		}
		f, fs := newFrame(t, "chess", w, h)
		s := &noteScreen{fakeScreen: fs, none: "White to move", stays: tt.stays}
		for _, k := range tt.keys {
			seen := f.SeeNote(s)
			k(f, s)
			f.AfterKey(seen, s)
		}
		if s.note != tt.want {
			t.Errorf("%s: the note %q, want %q", tt.name, s.note, tt.want)
		}
	}
}
