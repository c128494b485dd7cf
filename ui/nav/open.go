package nav

import (
	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

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
func StudySide(sides [2]kit.SideOptions, toMove variants.Side) engine.Config {
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
