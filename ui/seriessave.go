package ui

import (
	"fmt"

	"rollout/engine"
	"rollout/match"
)

// savedSeries is a series' state in the resume slot (autosave.go), so a
// game of a series resumes as that game of the series, with the score so
// far and the games to come, rather than as a single game.
type savedSeries struct {
	Games int           `json:"games"`
	Index int           `json:"index"`
	A     engine.Config `json:"a"`
	B     engine.Config `json:"b"`
	Seed  uint64        `json:"seed"`
	Tally match.Tally   `json:"tally"`
}

// saved returns the series' state to save; nil for no series.
func (s *series) saved() *savedSeries {
	if s == nil {
		return nil
	}
	return &savedSeries{Games: s.games, Index: s.index, A: s.a, B: s.b, Seed: s.seed, Tally: s.tally}
}

// series rebuilds the running series from its save, its current game not
// yet counted (a saved game is unfinished); nil for none or for a save
// that does not make sense (then the game resumes on its own).
func (ss *savedSeries) series() *series {
	if ss == nil || ss.Games < 2 || ss.Index < 0 || ss.Index >= ss.Games {
		return nil
	}
	return &series{games: ss.Games, index: ss.Index, a: ss.A, b: ss.B, seed: ss.Seed, tally: ss.Tally}
}

// note describes the saved series for the setup screen's resume line.
func (ss *savedSeries) note() string {
	if ss.series() == nil {
		return ""
	}
	return fmt.Sprintf(", series game %d of %d", ss.Index+1, ss.Games)
}
