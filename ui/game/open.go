package game

import (
	"rollout/engine"
	"rollout/variants"
)

// AnalysisConfig is what the analysis board opens on: a line of moves
// (shown at its end) and the engine that analyses it.
type AnalysisConfig struct {
	Rec *variants.Record
	// Engine is the analysing player with its settings; its budget is
	// replaced by Budget.
	Engine engine.Config
	// Budget is the budget the analysis opens with (the command line's
	// -rollouts, -time or -target-se): each search stops there. The zero
	// budget, the default, thinks without end; l picks another.
	Budget engine.Budget
	// Back is how many plies before Rec's end the board opens: the move
	// a review shows (A during a review); 0, the line's end.
	Back int
	// FromGame says the board was opened from a game in progress, which
	// esc resumes.
	FromGame bool
}

// StudyConfig is what opens a study: the position and the player.
type StudyConfig struct {
	Start variants.Position // taken over by the study
	Cfg   engine.Config     // Player, Seed, Exploration, Estimator, Policy
	// FromGame is true when the study was opened from a game, so esc
	// goes back to it rather than to the setup screen.
	FromGame bool
	// FromLearn is true when a lesson opened the study (its s key), so
	// esc goes back to the lesson.
	FromLearn bool
}

// AnalysisFromGame is the board on a game's line at ply (the move a
// review shows, else the line's end), analysed by the engine side (the
// side to move's there; flat for a person's side).
func AnalysisFromGame(rec *variants.Record, ply int, side engine.Config, seed uint64) AnalysisConfig {
	ec := side
	if ec.Seed == 0 {
		ec.Seed = seed
	}
	return AnalysisConfig{Rec: rec.Clone(), Back: max(0, rec.Len()-ply), Engine: ec, FromGame: true}
}

// StudyFromGame is the configuration of a study of a game's position:
// the engine that plays the side to move if it can be stepped (else
// uct), with its settings.
func StudyFromGame(pos variants.Position, side engine.Config, seed uint64) StudyConfig {
	ec := engine.Config{Player: Steppable(side.Player), Seed: engine.PlayerSeed(seed, pos.ToMove()), Estimator: side.Estimator,
		Policy: side.Policy, PlyCap: side.PlyCap, Exploration: side.Exploration, NodeBudget: side.NodeBudget}
	return StudyConfig{Start: pos.Clone(), Cfg: ec, FromGame: true}
}

// StudySide is the engine whose settings a study of a game's position
// takes: the side to move's, or when a person is to move the engine
// opposite (its player, policy, estimator and exploration are the game's
// search settings; a person has none).
func StudySide(sides [2]SideOptions, toMove variants.Side) engine.Config {
	if sides[toMove].Human && !sides[1-toMove].Human {
		return sides[1-toMove].Engine
	}
	return sides[toMove].Engine
}

// Steppable returns player if the study screen can step it, else uct.
func Steppable(player string) string {
	for _, p := range engine.Steppable {
		if p == player {
			return p
		}
	}
	return "uct"
}
