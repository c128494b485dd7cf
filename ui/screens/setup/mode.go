package setup

import (
	"fmt"

	"rollout/ui/game"
)

// modeNotes explain the setup screen's modes beside the Mode row.
var modeNotes = map[string]string{
	"play":    "a person against an engine",
	"watch":   "two engines play each other",
	"study":   "one search, stepped phase by phase",
	"analyse": "the engine thinks without end; move either side",
	"learn":   "the MCTS lessons: predict, then see the search",
}

// modeNote is the Mode row's note: the mode's (modeNotes), and for a
// study of an engine side whose player has no search to step (random,
// perfect), the player it steps in its place (game.Steppable), which
// the study screen's title alone said.
func (s *Model) modeNote() string {
	note := modeNotes[s.mode()]
	if !s.study {
		return note
	}
	i := 1 // the engine side (game.GameConfig.EngineSide)
	if s.side[1] == 0 {
		i = 0
	}
	if s.side[i] == 0 {
		return note
	}
	if p := s.players[s.side[i]].name; game.Steppable(p) != p {
		note += fmt.Sprintf(": %s's (%s has no search to step)", game.Steppable(p), p)
	}
	return note
}

// mode names the setup's mode: study, or watch when engines play both
// sides, else play. Only study is a choice of its own: play and watch
// follow from who plays each side.
func (s *Model) mode() string {
	switch {
	case s.study:
		return "study"
	case s.analyse:
		return "analyse"
	case s.learn:
		return "learn"
	case s.side[0] != 0 && s.side[1] != 0:
		return "watch"
	}
	return "play"
}

// cycleMode steps play -> watch -> study (d = -1 goes back). Watching
// puts the default engine (flat) on a person's side; playing puts the
// person back on the first side.
func (s *Model) cycleMode(d int) {
	modes := []string{"play", "watch", "study", "analyse", "learn"}
	i := 0
	for j, m := range modes {
		if m == s.mode() {
			i = j
		}
	}
	next := modes[((i+d)%len(modes)+len(modes))%len(modes)]
	s.study, s.analyse, s.learn = next == "study", next == "analyse", next == "learn"
	switch next {
	case "watch":
		for k := range s.side {
			if s.side[k] == 0 {
				s.side[k] = s.playerIndex("flat")
			}
		}
	case "play":
		if s.side[0] != 0 && s.side[1] != 0 {
			s.side[0] = 0
		}
	}
}
