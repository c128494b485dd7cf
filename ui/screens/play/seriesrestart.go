package play

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/game"
)

// restartSeries is r in a series of engine games. Between two games it
// starts the next one at once (instead of starting an extra game outside
// the series, which left the count and the seeds astray); after the last
// game it starts a new series of as many games with the next seed; during
// a game (r pressed twice) it plays that game of the series again from
// the start, with the series' seed for it, so the tally stays one result
// per game and `rollout match` still replays the series.
func (g *Model) restartSeries() tea.Cmd {
	s := g.cfg.Series
	next := *s
	switch over := g.st.Outcome().Over(); {
	case over && s.Index+1 < s.Games: // gameOver has counted it
		next.Index, next.Counted = s.Index+1, false
	case over:
		fresh := game.NewSeries(s.Games, [2]game.SideOptions{{Engine: s.A}, {Engine: s.B}}, engine.GameSeed(s.Seed, s.Games))
		next = *fresh
	default:
		next.Counted = false
	}
	// The pending pause (the next move's, the next game's) is void once
	// the new game replaces this one (replaceGame), not before: a game
	// that cannot start leaves this one going on.
	return g.playSeriesGame(&next)
}
