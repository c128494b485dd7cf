package classroom

import (
	"rollout/ui/game"
	"rollout/ui/nav"
)

// Presence is where a student is, for the teacher's list: the screen
// shown (setup, play, watch, review, study, analysis, learn) and, where
// the screen says more, what is on it.
type Presence struct {
	Screen string
	Doing  string
}

// The kinds of what a class may open (the ui's Options.Modes).
const (
	ModeLearn = "learn"
	ModeStudy = "study" // the study screen and the analysis board
	ModePlay  = "play"  // a game with a person, and review
	ModeWatch = "watch" // a game of two engines
)

// Modes are the kinds a class may be limited to.
var Modes = []string{ModeLearn, ModeStudy, ModePlay, ModeWatch}

// Kind is the kind of what a nav.StartGameMsg of mode asks for: a game
// is play with a person at it, watch without.
func Kind(mode nav.Mode, cfg game.GameConfig) string {
	switch mode {
	case nav.Study, nav.Analysis:
		return ModeStudy
	case nav.Learn:
		return ModeLearn
	case nav.Review:
		return ModePlay
	}
	if cfg.Sides[0].Human || cfg.Sides[1].Human {
		return ModePlay
	}
	return ModeWatch
}
