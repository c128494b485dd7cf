package ui

import (
	"time"

	"rollout/ui/autosave"
	"rollout/variants"
)

// saved returns the series' state for the resume slot, so a game of a
// series resumes as that game of the series, with the score so far and the
// games to come, rather than as a single game; nil for no series.
func (s *series) saved() *autosave.Series {
	if s == nil {
		return nil
	}
	return &autosave.Series{Games: s.games, Index: s.index, A: s.a, B: s.b, Seed: s.seed, Tally: s.tally}
}

// seriesFromSave rebuilds the running series from its save, its current
// game not yet counted (a saved game is unfinished); nil for none or for a
// save that does not make sense (then the game resumes on its own).
func seriesFromSave(ss *autosave.Series) *series {
	if !ss.Valid() {
		return nil
	}
	return &series{games: ss.Games, index: ss.Index, a: ss.A, b: ss.B, seed: ss.Seed, tally: ss.Tally}
}

// snapshotGame builds the save of a game.
func snapshotGame(rec *variants.Record, cfg gameConfig, now time.Time) autosave.Game {
	s := autosave.Game{Version: autosave.Version, Saved: now.UTC(), Variant: rec.Variant().Name, Start: rec.StartText(),
		Sides: [2]autosave.Side{autosave.Side(cfg.sides[0]), autosave.Side(cfg.sides[1])}, Seed: cfg.seed, ID: cfg.id, Series: cfg.series.saved()}
	comments := rec.AnnotatedComments()
	for i, t := range rec.Turns() {
		s.Moves = append(s.Moves, autosave.Move{Move: t.Canonical, Comment: comments[i]})
	}
	return s
}
