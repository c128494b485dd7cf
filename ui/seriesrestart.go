package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
)

// restartSeries is r in a series of engine games. Between two games it
// starts the next one at once (instead of starting an extra game outside
// the series, which left the count and the seeds astray); after the last
// game it starts a new series of as many games with the next seed; during
// a game (r pressed twice) it plays that game of the series again from
// the start, with the series' seed for it, so the tally stays one result
// per game and `rollout match` still replays the series.
func (g *playScreen) restartSeries() tea.Cmd {
	s := g.cfg.series
	next := *s
	switch over := g.st.Outcome().Over(); {
	case over && s.index+1 < s.games: // gameOver has counted it
		next.index, next.counted = s.index+1, false
	case over:
		fresh := newSeries(s.games, [2]SideOptions{{Engine: s.a}, {Engine: s.b}}, engine.GameSeed(s.seed, s.games))
		next = *fresh
	default:
		next.counted = false
	}
	g.autoGen = 0 // the pending next-game pause, if any, is void
	return g.playSeriesGame(&next)
}
