package engine

import (
	"fmt"

	"rollout/variants"
)

// Skill describes one level of play (Skills): a named configuration
// of the DefaultPlayer, weaker below the top the way a weaker person is
// (it thinks less, and below level 6 it sometimes prefers a near-equal
// move and reads positions with the simpler evaluation), never by
// throwing pieces away at random.
type Skill struct {
	// N is the level's number, 1 (weakest) to MaxLevel.
	N int
	// Name is the level's name for menus.
	Name string
	// Elo is the level's measured strength at chess on Stockfish's
	// UCI_Elo scale, rounded (docs/levels.md says how it was measured).
	Elo int
	// Config is the player the level plays: its budget is a number of
	// iterations, so its strength is the same on any machine and under
	// any load (only its speed differs), on one worker, as it was
	// measured (15,000 iterations take some 0.1 s of a core).
	Config Config
}

// MinLevel and MaxLevel bound the level numbers.
const (
	MinLevel = 1
	MaxLevel = 8
)

// LevelForm names the accepted level numbers, for error messages.
var LevelForm = fmt.Sprintf("a whole number from %d to %d", MinLevel, MaxLevel)

// levelSteps are the levels' parts: iterations a move, the temperature
// and its margin, and the evaluation's version ("" is the game's
// default: LevelEval at chess). The Elo figures were measured with
// what the levels play now (docs/levels.md): at levels 3-8 LevelEval
// "net-leaves32" (the default evaluation then), at every level DefaultQSearch's "see", widening K =
// 1.5 (DefaultPlayerWiden), minimax after DefaultMinimaxChildren and
// LevelQuietOrder's ordered quiet moves ("pst"), the move history and the
// tactical set off; a change to any of them leaves the figures to be
// measured again (scripts/levelfit.py fits them). Level 8 is the
// default player itself, without handicap but the move history.
var levelSteps = []struct {
	name        string
	elo         int
	rollouts    int64
	temperature float64
	margin      float64
	eval        string
}{
	{"first steps", 600, 120, 1, 0.2, "standard"},
	{"beginner", 900, 200, 0.7, 0.15, "standard"},
	{"casual", 1250, 300, 0.5, 0.1, ""},
	{"club", 1400, 500, 0.5, 0.1, ""},
	{"strong club", 1650, 1000, 0.3, 0.05, ""},
	{"tournament", 1750, 2000, 0, 0, ""},
	{"expert", 1850, 6000, 0, 0, ""},
	{"full strength", 1950, 15000, 0, 0, ""},
}

// levelTactical is level n's Config.Tactical: below MaxLevel off, as
// the levels' Elo figures were measured without the tactical set (a
// weaker level's search would otherwise see the tactics its few
// iterations miss); at MaxLevel the default player's own.
func levelTactical(n int) string {
	if n < MaxLevel {
		return TacticalOff
	}
	return ""
}

// Skills lists the levels from 1 to MaxLevel.
func Skills() []Skill {
	out := make([]Skill, len(levelSteps))
	for i, s := range levelSteps {
		out[i] = Skill{N: i + 1, Name: s.name, Elo: s.elo, Config: Config{
			Player:            DefaultPlayer,
			Level:             i + 1,
			Workers:           1,
			Budget:            Budget{Rollouts: s.rollouts},
			Eval:              s.eval,
			Tactical:          levelTactical(i + 1),
			History:           HistoryOff, // the levels' figures were measured without it
			Temperature:       s.temperature,
			TemperatureMargin: s.margin,
		}}
	}
	return out
}

// SkillLevel returns level n's description; a number outside [MinLevel,
// MaxLevel] is an error naming the accepted form.
func SkillLevel(n int) (Skill, error) {
	if n < MinLevel || n > MaxLevel {
		return Skill{}, errorf("level %d is out of range (want %s)", n, LevelForm)
	}
	return Skills()[n-1], nil
}

// String reads "Level 4, about 1400" (without the figure while it is
// unmeasured): what a menu shows.
func (l Skill) String() string {
	if l.Elo == 0 {
		return fmt.Sprintf("Level %d (%s)", l.N, l.Name)
	}
	return fmt.Sprintf("Level %d, about %d", l.N, l.Elo)
}

// EloApplies reports whether the levels' Elo figures are strengths at
// games of v: they were measured at chess against Stockfish, so they
// apply to a game UCI engines play (variants.UCIRated) and to no other,
// where the same levels play unmeasured.
func EloApplies(v *variants.Variant) bool {
	_, ok := v.Start().(variants.UCIRated)
	return ok
}

// At is l as a menu shows it at games of v: String where its Elo
// applies (EloApplies), else "Level 8 (full strength)": tic-tac-toe's
// setup once showed level 8's chess figure.
func (l Skill) At(v *variants.Variant) string {
	if !EloApplies(v) {
		l.Elo = 0
	}
	return l.String()
}

// Who names the player cfg configures as a person is shown it: a level
// of play by its level ("Level 3", as the menus and the play screen's
// title name it; its player is always DefaultPlayer, which would not
// tell one level from another), any other by the player's name ("uct").
func (cfg Config) Who() string {
	if cfg.Level > 0 {
		return fmt.Sprintf("Level %d", cfg.Level)
	}
	return cfg.Player
}
