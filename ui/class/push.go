package class

import (
	"fmt"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/nav"
)

// The teacher's push under rollout serve: the server puts a position
// (on the study screen) or a lesson in front of a student
// (classroom.PushMsg) and takes it away (classroom.EndPushMsg); the
// seat remembers the screen shown before, to go back to it.

// push is a teacher's push shown (on), opened over the screen before.
type push struct {
	on     bool
	before nav.Mode
}

// Pushed is what a teacher's push opens: Lesson (from 1), else the
// study of Study.
type Pushed struct {
	Lesson int
	Study  game.StudyConfig
}

// Push takes the teacher's push p, over the screen shown: hide says the
// screen shown must stop (nav.HideMsg: a game as for its own t, the
// analysis board's search too; shown again, they go on), which the
// first push of a run asks (a second push replaces the first, the
// screen before kept); ok is false when there is nothing to open (the
// server checked p). A study is of the student's sides, with study and
// seed the command line's (Options.Study, Options.Seed).
func (s Seat) Push(p game.Push, shown nav.Mode, sides [2]game.SideOptions, study engine.Config, seed uint64) (_ Seat, open Pushed, hide, ok bool) {
	v, start, err := p.Resolve()
	if err != nil {
		return s, Pushed{}, false, false
	}
	if !s.push.on {
		s.push, hide = push{on: true, before: shown}, true
	}
	if p.Lesson > 0 {
		return s, Pushed{Lesson: p.Lesson}, hide, true
	}
	cfg := game.GameConfig{Variant: v, Start: start, Sides: sides}
	sc, err := cfg.Study(study, seed)
	if err != nil {
		return s, Pushed{}, hide, false
	}
	return s, Pushed{Study: sc}, hide, true
}

// EndPush ends the teacher's push: back is the screen to show again,
// the one the push covered, and ok is false when the student is no
// longer on the pushed screen (the study or the lesson) or no push is
// shown, which leaves the screen shown.
func (s Seat) EndPush(shown nav.Mode) (_ Seat, back nav.Mode, ok bool) {
	if !s.push.on {
		return s, 0, false
	}
	before := s.push.before
	s.push = push{}
	if shown != nav.Study && shown != nav.Learn {
		return s, 0, false
	}
	return s, before, true
}

// Covered is the game or analysis board a push covered, for a student
// who leaves the pushed screen themselves (esc on the study or the
// lesson, which would show the setup screen): they go back to it, which
// goes on. ok is false when the push covered neither, or none is shown.
func (s Seat) Covered(shown nav.Mode) (_ nav.Mode, ok bool) {
	if !s.push.on || (shown != nav.Study && shown != nav.Learn) ||
		(s.push.before != nav.Game && s.push.before != nav.Analysis) {
		return 0, false
	}
	return s.push.before, true
}

// PushNote is what the student is told on the last line when a push
// opens: that the teacher shows it, and how to go back; covered is the
// screen the push covered (Seat.Covered), ok false when it covered
// neither a game nor the analysis board, which esc does not go back
// to. A screen that turned into another without a word left a student
// in a game wondering where their game went.
func PushNote(open Pushed, covered nav.Mode, ok bool) string {
	what := "position" // short: the line is cut to the width at a word
	if open.Lesson > 0 {
		what = fmt.Sprintf("lesson %d", open.Lesson)
	}
	back := "esc leaves it"
	switch {
	case ok && covered == nav.Game:
		back = "esc goes back to your game"
	case ok && covered == nav.Analysis:
		back = "esc goes back to your analysis board"
	}
	return "Your teacher's " + what + ": " + back
}
