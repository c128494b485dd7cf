package ui

import (
	"context"
	"time"

	"rollout/engine"
	"rollout/ui/autosave"
	"rollout/ui/classroom"
	"rollout/ui/game"
	"rollout/ui/nav"
	"rollout/variants"
)

// What main passes to Run: Options, the command line's flags as data,
// their defaults, and the checks the cli shares with the setup screen
// (CheckClock).

// Screen selects the screen the client opens on (nav.Mode: the one
// screen-selection type of the ui).
type Screen = nav.Mode

// The screens the client can open on.
const (
	// ScreenSetup opens on the setup screen with the options preselected.
	ScreenSetup = nav.Setup
	// ScreenGame starts the game at once.
	ScreenGame = nav.Game
	// ScreenStudy opens the study screen on the position at once: one
	// search stepped phase by phase.
	ScreenStudy = nav.Study
	// ScreenReview opens Options.Record for review at its last move: the
	// play screen, held until the person plays on (p).
	ScreenReview = nav.Review
	// ScreenAnalysis opens the analysis board on the position and moves
	// (or Record): the engine thinks without end, nothing is played.
	ScreenAnalysis = nav.Analysis
	// ScreenLearn opens the lesson screen on Options.Lesson.
	ScreenLearn = nav.Learn
)

// Options is everything main passes to Run: the command-line flags of the
// TUI, as data.
type Options struct {
	// Variant is the game's registry name ("tictactoe", "chess").
	Variant string
	// Position is an optional start position text in the variant's
	// notation; empty means the variant's start position.
	Position string
	// Moves are played from the start position before the game begins,
	// in any notation the variant's DecodeMove reads.
	Moves []string
	// Record, when set, is the game to open (read from a PGN file, with
	// the engine tables our own PGN keeps); Position and Moves are then
	// unused.
	Record *variants.Record
	// Sides holds the first and the second side.
	Sides [2]game.SideOptions
	// ASCII draws pieces as letters instead of Unicode chess glyphs.
	ASCII bool
	// NoColor turns colour off. Run also turns it off when the NO_COLOR
	// environment variable is set, and then draws ASCII pieces.
	NoColor bool
	// Screen is the screen to open on.
	Screen Screen
	// Seed seeds the engines; each side derives its own stream from it
	// unless its Engine.Seed is set.
	Seed uint64
	// StateDir is where the game in progress is saved after every move
	// and resumed from (autosave.go); "" turns autosave off. The cli
	// passes DefaultStateDir or its -state-dir flag.
	StateDir string
	// Games > 1 makes two engines play a series of that many games,
	// alternating colours with fresh seeds, the running score on screen.
	Games int
	// Pause is the pause between two engines' moves (0: half a second,
	// unless NoPause).
	Pause time.Duration
	// NoPause asks for no pause at all between two engines' moves
	// (-pause 0), which a zero Pause cannot say.
	NoPause bool
	// OutDir is where games are saved as PGN ("" is the current directory).
	OutDir string
	// FileRoot, when set, is the only directory the setup screen opens PGN
	// files from (names inside it; no absolute paths, no .., no symlinks
	// out): rollout serve sets it to the session's own directory so a
	// client cannot read the server's files.
	FileRoot string
	// HidePaths keeps the machine's paths out of every message (rollout
	// serve: a client must not learn where the server keeps its files):
	// OutDir is named "games" and StateDir "~".
	HidePaths bool
	// AnalysisBudget is the budget the analysis board opens with (the
	// command line's -rollouts, -time, -target-se), so its searches stop
	// there; zero, the default, thinks without end.
	AnalysisBudget engine.Budget
	// ExternalEngines are external UCI engines ("uci:stockfish,Skill
	// Level=0") the setup screen offers after the built-in players; the
	// cli fills it from -engines, or with stockfish when it is installed.
	ExternalEngines []string
	// EngineStrengths reads an external engine's own strength settings
	// (Skill Level, UCI_Elo) as specs, which the setup screen offers
	// after the engine; nil offers none. The cli passes
	// client.Strengths.
	EngineStrengths func(ctx context.Context, spec string) ([]string, error)
	// NewPlayer builds the engines; nil means engine.New. The cli passes
	// one that also runs external UCI engines ("uci:stockfish").
	NewPlayer func(engine.Config) (engine.Player, error)
	// Study is the command line's study (-study P): the player the study
	// screen steps (flat, roulette, uct, ...) with the estimator and
	// policy given (-estimator, -policy), which a study of the default
	// player's side takes in place of the preset's. An empty Player
	// means the engine side's player if it can be stepped, else uct,
	// with the engine side's settings (game.GameConfig.Study).
	Study engine.Config
	// Lesson is the lesson ScreenLearn opens (from 1); 0 opens the one
	// the learner's saved progress names, else lesson 1.
	Lesson int
	// RememberSetup opens the setup screen on the game last started from
	// it (autosave.SetupName in StateDir) in place of Variant, Sides,
	// Games and TimeControl: the cli sets it when the command line names
	// no game. Every game started from the setup screen is remembered.
	RememberSetup bool
	// Report, when set, is told where the person is whenever that
	// changes (package class): rollout serve's teacher list. It is called from
	// the program's Update, so it must not block.
	Report func(classroom.Presence)
	// Classmates offers "classmate" as a side on the setup screen: another
	// person on the same server (rollout serve), whose player NewPlayer
	// builds.
	Classmates bool
	// Class, when set, is how the person acts on the class (package class):
	// inviting a classmate named on the setup screen, answering an
	// invitation, watching another pair's game. rollout serve sets it.
	Class classroom.Desk
	// SaveGuard, when set, is asked before each write of the game in
	// the resume slots (autosave.Saver.Guard): an error refuses it.
	// rollout serve lets only a student's newest session write their
	// game.
	SaveGuard func() error
	// Modes, when set, are what the person may open (classroom.Modes: learn,
	// study, play, watch); what is not listed is refused with the
	// reason. nil allows everything.
	Modes []string
	// TimeControl is the clock of the game the command line starts
	// (-tc 5+3, variants.ParseTimeControl); the zero value is untimed.
	// The board screen of issue 26 runs it (variants.Clocks).
	TimeControl variants.TimeControl
}

// defaults is what every game takes from the options (game.Defaults),
// with the program's queue of the resume slot's writes.
func (o Options) defaults(saves *autosave.Saver) game.Defaults {
	d := game.Defaults{Seed: o.Seed, OutDir: o.OutDir, StateDir: o.StateDir, HidePaths: o.HidePaths, Saves: saves}
	if o.Pause > 0 || o.NoPause {
		p := o.Pause
		d.Pause = &p
	}
	return d
}

// DefaultOptions returns the options of a bare `rollout`: the setup screen
// with tic-tac-toe preselected, a person (X) against the default engine
// (O) thinking one second a move. The default player (engine.DefaultPlayer)
// is the opponent in every game, as under match and UCI: each game's
// strongest measured configuration (at chess uct with the eval
// estimator, implicit minimax and priors; docs/strength.md), every part
// of it named on the status line and in the PGN tags, so it is never
// taken for pure Monte Carlo.
func DefaultOptions() Options {
	return Options{
		Variant: "tictactoe",
		Sides: [2]game.SideOptions{
			{Human: true},
			{Engine: engine.Config{Player: engine.DefaultPlayer, Budget: engine.Budget{Time: time.Second}}},
		},
		Screen: ScreenSetup,
		Seed:   1,
	}
}

// StateDirEnv names the environment variable that overrides the state
// directory (tests and the e2e scripts point it at a temporary one).
const StateDirEnv = autosave.StateDirEnv

// DefaultStateDir is where the game in progress is kept:
// $ROLLOUT_STATE_DIR, else $XDG_STATE_HOME/rollout, else the OS cache
// directory's rollout/; "" when none is known (see package autosave).
func DefaultStateDir() string { return autosave.DefaultStateDir() }

// SideOptions says who plays one side: a person, or an engine and its
// configuration (game.SideOptions, shared by the screens).
type SideOptions = game.SideOptions

// CheckClock refuses a clock too short to play (game.CheckClock): the
// cli asks it of -tc, as the setup screen asks it of its Clock row.
func CheckClock(tc variants.TimeControl) error { return game.CheckClock(tc) }
