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
	// Game is what the board keeps of the game it was opened over.
	Game Behind
}

// Behind is what a screen opened over a game (the analysis board's A,
// a study's t) keeps of it, the game screen's to fill in: the game
// goes on behind the screen.
type Behind struct {
	// Quit is the question q asks before the program quits and leaves
	// a game going on, the game screen's own (which says whether the
	// game is saved); "" when no game goes on behind (one over, or none:
	// opened from the setup screen), and q quits at once.
	Quit string
	// Clocks are the game's clocks when one of them runs on while the
	// screen is open (a person's: docs/playing.md), a copy running as
	// the game's does, so the screen can say whose runs and show its
	// time, and tell the game when it runs out; nil when none runs (an
	// engine's stops with its search).
	Clocks *variants.Clocks
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
	// Line is the moves, in display text, that led from the game's
	// start to Start (a PGN file's, -moves', or a played game's up to
	// the move reviewed), which the study shows under its board; nil
	// when it starts where its game did.
	Line []string
	// Game is what the study keeps of the game it was opened over.
	Game Behind
}

// AnalysisFromGame is the board on a game's line at ply (the move a
// review shows, else the line's end), analysed by side (EngineFor the
// side to move there).
func AnalysisFromGame(rec *variants.Record, ply int, side engine.Config, seed uint64) AnalysisConfig {
	ac := analysisOf(rec.Clone(), side, seed)
	ac.Back, ac.FromGame = max(0, rec.Len()-ply), true
	return ac
}

// Analysis is the board the setup screen (or the command line) asks
// for: its line (GameConfig.Line) at its end, analysed by the engine
// side (EngineSide: the second side's engine, the first's when a person
// plays second) to budget (the command line's; zero thinks without
// end). A move that does not read or is illegal is an error naming it.
func (c GameConfig) Analysis(budget engine.Budget, seed uint64) (AnalysisConfig, error) {
	rec, err := c.Line()
	if err != nil {
		return AnalysisConfig{}, err
	}
	ac := analysisOf(rec, c.EngineSide(), seed)
	ac.Budget = budget
	return ac, nil
}

// analysisOf is the one builder of an analysis's configuration: rec
// analysed by the engine side with its settings, seeded by the game's
// seed unless it has its own.
func analysisOf(rec *variants.Record, side engine.Config, seed uint64) AnalysisConfig {
	if side.Seed == 0 {
		side.Seed = seed
	}
	return AnalysisConfig{Rec: rec, Engine: side}
}

// StudyFromGame is the configuration of a study of a game's line at
// ply (the move a review shows, else the line's end; a ply past the
// line's end is its end): the engine that plays the side to move there
// if it can be stepped (else uct), with its settings (studyOf), and the
// moves that led there, which the study says under its board, so the
// learner sees which move of the game is studied.
func StudyFromGame(rec *variants.Record, ply int, side engine.Config, seed uint64) StudyConfig {
	ply = max(0, min(ply, rec.Len()))
	pos, err := rec.PositionAt(ply)
	if err != nil { // cannot be: ply is within the line
		pos, ply = rec.Position(), rec.Len()
	}
	sc := studyOf(pos, side, engine.Config{}, seed)
	sc.FromGame = true
	sc.Line = rec.Texts(variants.Display)[:ply]
	return sc
}

// Study is the study the setup screen (or the command line) asks for:
// the position of its line (GameConfig.Line) studied by asked.Player
// (the command line's -study), or when none is asked by the engine
// side's player (EngineSide) if it can be stepped, else uct; the
// settings as studyOf takes them. A move that does not read or is
// illegal is an error naming it.
func (c GameConfig) Study(asked engine.Config, seed uint64) (StudyConfig, error) {
	rec, err := c.Line()
	if err != nil {
		return StudyConfig{}, err
	}
	sc := studyOf(rec.Position(), c.EngineSide(), asked, seed)
	sc.Line = rec.Texts(variants.Display)
	return sc, nil
}

// studyOf is the one builder of a study's configuration: a study of pos
// (copied) by asked.Player, else by side's player if it can be stepped,
// else uct, seeded for the side to move (engine.PlayerSeed) as a game's
// engine is. Its exploration, ply cap and node budget are side's, and
// so are its estimator and policy, but for the default player's
// (engine.DefaultPlayer): those are its preset's, so another player
// studied in its place takes asked's, the command line's -estimator and
// -policy (the zero Config: the pure reference, uniform rollouts and the
// plain estimator). The knowledge selection reads (-k, -minimax,
// -prior, -select puct and its constants) comes with the estimator:
// side's, or asked's where the estimator is.
func studyOf(pos variants.Position, side, asked engine.Config, seed uint64) StudyConfig {
	player := asked.Player
	if player == "" {
		player = Steppable(side.Player)
	}
	est, policy := side.Estimator, side.Policy
	know := side // the knowledge selection reads, with the estimator
	if side.Player == engine.DefaultPlayer && player != engine.DefaultPlayer {
		est, policy, know = asked.Estimator, asked.Policy, asked
	}
	ec := engine.Config{Player: player, Seed: engine.PlayerSeed(seed, pos.ToMove()), Estimator: est,
		Policy: policy, PlyCap: side.PlyCap, Exploration: side.Exploration, NodeBudget: side.NodeBudget,
		EvalPlies: know.EvalPlies, Minimax: know.Minimax, Prior: know.Prior, Select: know.Select,
		PUCT: know.PUCT, PUCTTemperature: know.PUCTTemperature}
	return StudyConfig{Start: pos.Clone(), Cfg: ec}
}

// EngineFor is the engine whose settings a study or an analysis of a
// game's position takes: the side to move's, or when a person is to
// move the engine opposite (its player, policy, estimator and
// exploration are the game's search settings; a person has none), or
// between two people the default player. So "analyse this position" on
// the person's turn asks the opponent's engine, not the weakest player.
func EngineFor(sides [2]SideOptions, toMove variants.Side) engine.Config {
	if sides[toMove].Human && !sides[1-toMove].Human {
		return sides[1-toMove].Engine
	}
	if sides[toMove].Human {
		return engine.Config{Player: engine.DefaultPlayer}
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
