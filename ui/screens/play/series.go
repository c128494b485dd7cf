package play

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/match"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
)

// Watching engines: a speed control (+ and - change the pause between
// moves) and a series of games between the two engines with alternating
// colours and fresh seeds, the running score on screen. The statistics
// are the match command's (package match: W/D/L, the score's 95% Wilson
// interval, the Elo difference), and game i is seeded as match seeds it
// (engine.GameSeed), so `rollout match -seed S` replays the series.

// pauses are the speed control's steps.
var pauses = []time.Duration{0, 100 * time.Millisecond, 250 * time.Millisecond, autoplayPause,
	time.Second, 2 * time.Second, 5 * time.Second}

// nextSeriesMsg starts the next game of the series after a pause.
type nextSeriesMsg struct{ gen uint64 }

// lines is the series' running score for the panel:
//
//	Series: game 3 of 10, flat (A) vs uct (B)
//	A: W/D/L 1/0/1, score 0.50 [0.09, 0.91]
//	Elo A-B +0 [-391, +391]
//
// and after a clean sweep a line saying how its estimate is taken (a
// 1-0 start reads +0 [-234, +inf]: half a game from the sweep). Before
// the first result there is no score to give: the first game read
// "score 0.50 [0.00, 1.00]" and "Elo A-B +0 [-inf, +inf]".
func seriesLines(s *game.Series) []string {
	t := s.Tally
	r := t.Total(0)
	head := fmt.Sprintf("Series: game %d of %d, %s (A) vs %s (B)", min(s.Index+1, s.Games), s.Games, s.A.Who(), s.B.Who())
	if r.W+r.D+r.L == 0 {
		return []string{head, "A: W 0 D 0 L 0", "Elo A-B: after the first game"}
	}
	si, ei := t.ScoreInterval(0), t.EloInterval(0)
	lines := []string{
		head,
		fmt.Sprintf("A: W/D/L %d/%d/%d, score %.2f [%.2f, %.2f]", r.W, r.D, r.L, si.Value, si.Low, si.High),
		fmt.Sprintf("Elo A-B %s [%s, %s]", match.EloText(ei.Value), match.EloText(ei.Low), match.EloText(ei.High)),
	}
	if t.Swept(0) {
		lines = append(lines, "("+match.SweepNote+")")
	}
	return lines
}

// seriesGameOver counts the finished game and, unless it was the last,
// schedules the next one after the pause; it returns the Cmd and what to
// add to the game-over message.
func (g *Model) seriesGameOver() (tea.Cmd, string) {
	s := g.cfg.Series
	if s == nil {
		return nil, ""
	}
	if !s.Counted {
		s.Counted = true
		// The engines' game starts after the configured moves.
		s.Tally.Add(g.st.Outcome(), s.ASide(g.cfg.ToMove()), s.AFirst())
	}
	// The note names n, which starts the next game (or series) at once.
	if s.Index+1 >= s.Games {
		return nil, fmt.Sprintf("; series over after %d games (n: a new series)", s.Games)
	}
	return g.scheduleNextSeries(), fmt.Sprintf("; game %d of %d next (n: now)", s.Index+2, s.Games)
}

// scheduleNextSeries starts the series' next game after the pause.
func (g *Model) scheduleNextSeries() tea.Cmd {
	var cmd tea.Cmd
	g.auto, cmd = enginerun.Tick(max(g.pause(), autoplayPause), func(gen uint64) tea.Msg { return nextSeriesMsg{gen: gen} })
	return cmd
}

// nextSeriesGame starts the series' next game in place of this one.
func (g *Model) nextSeriesGame(msg nextSeriesMsg) tea.Cmd {
	s := g.cfg.Series
	if s == nil || !g.auto.Accepts(msg.gen) || g.paused {
		return nil
	}
	if g.Cursor.Held() {
		// The person is reviewing the finished game: the series waits
		// until the review ends (or r starts the next game at once).
		g.auto, g.seriesWaits = enginerun.Run{}, true
		return nil
	}
	next := *s
	next.Index, next.Counted = s.Index+1, false
	return g.playSeriesGame(&next)
}

// playSeriesGame starts game next.index of the series next in place of
// this one, seeded as match seeds it.
func (g *Model) playSeriesGame(next *game.Series) tea.Cmd {
	cfg := next.GameConfig(g.cfg)
	cmd, err := g.replaceGame(cfg, fmt.Sprintf("Series game %d of %d (seed %d): %s plays %s", next.Index+1, next.Games, cfg.Seed,
		next.A.Who(), g.st.Variant().Side(next.ASide(cfg.ToMove()))))
	if err != nil {
		g.setMsg(kit.StatusError, "Series: no next game: "+err.Error()+g.goesOn())
	}
	return cmd
}

// pause is the pause between two engines' moves: the speed control's.
func (g *Model) pause() time.Duration {
	if g.cfg.Pause == nil {
		return autoplayPause
	}
	return *g.cfg.Pause
}

// changeSpeed steps the pause between moves (d = -1 faster, +1 slower).
func (g *Model) changeSpeed(d int) {
	cur := g.pause()
	i := 0
	for j, p := range pauses {
		if p <= cur {
			i = j
		}
	}
	i = min(max(i+d, 0), len(pauses)-1)
	p := pauses[i]
	g.cfg.Pause = &p
	// Faster shortens the pause; the words name each key by its binding.
	g.setMsg(kit.StatusInfo, fmt.Sprintf("Pause between moves: %s (%s faster, %s slower)", p,
		g.keys.Faster.Keys()[0], g.keys.Slower.Keys()[0]))
}
