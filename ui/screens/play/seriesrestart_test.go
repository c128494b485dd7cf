package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/match"
)

// r in a series: between games it starts the next game at once (the
// pause skipped, nothing played outside the series); during a game (r
// twice) it plays that game again with the series' seed for it; after
// the last game it starts a new series. The tally always holds one
// result per game of the series.
func TestSeriesRestart(t *testing.T) {
	m, cmd := newTestModel(t, seriesOpts(3), 100, 30, newFake)
	firstOver := func(m Model) bool { return play(m).st.Outcome().Over() }
	m, _ = drainUntil(t, m, cmd, firstOver)
	m, cmd = press(m, "r")
	g := play(m)
	if g.cfg.Series.Index != 1 || g.st.Len() != 0 || g.cfg.Seed != engine.GameSeed(1, 1) {
		t.Fatalf("r between games: game %d, %d plies, seed %d; want game 2 from the start with seed %d",
			g.cfg.Series.Index+1, g.st.Len(), g.cfg.Seed, engine.GameSeed(1, 1))
	}
	// During game 2: r r plays it again, same index and seed, uncounted.
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Len() >= 2 })
	m, cmd = press(m, "r", "r")
	g = play(m)
	if g.cfg.Series.Index != 1 || g.st.Len() != 0 || g.cfg.Seed != engine.GameSeed(1, 1) || g.cfg.Series.Tally.Total(0) != (match.WDL{W: 1}) {
		t.Fatalf("r r during game 2: game %d, %d plies, seed %d, A's record %+v",
			g.cfg.Series.Index+1, g.st.Len(), g.cfg.Seed, g.cfg.Series.Tally.Total(0))
	}
	m = drain(t, m, cmd)
	s := play(m).cfg.Series
	if s.Index != 2 || s.Tally.Total(0) != (match.WDL{W: 2, L: 1}) {
		t.Fatalf("the series ended at game %d with A's record %+v; want 3 games, W 2 L 1", s.Index+1, s.Tally.Total(0))
	}
	// After the last game: a new series.
	m, _ = press(m, "r")
	s = play(m).cfg.Series
	if s.Index != 0 || s.Tally.Total(0) != (match.WDL{}) || s.Seed != engine.GameSeed(1, 3) {
		t.Fatalf("r after the series: game %d, record %+v, seed %d; want a new series", s.Index+1, s.Tally.Total(0), s.Seed)
	}
}

// Reviewing a finished series game pauses the series (issue 21 item 5:
// [ at "game 2 of 4 next" was cut off by game 3 within seconds): the
// next-game tick that comes due while reviewing starts nothing; leaving
// the review (end) schedules the next game, which then starts; r during
// the review starts it at once.
func TestSeriesWaitsWhileReviewing(t *testing.T) {
	m, cmd := newTestModel(t, seriesOpts(3), 100, 30, newFake)
	firstOver := func(m Model) bool { return play(m).st.Outcome().Over() }
	m, cmd = drainUntil(t, m, cmd, firstOver)
	m, _ = press(m, "[")
	if !strings.Contains(m.View(), "the series waits") {
		t.Fatalf("the review does not say the series waits:\n%s", m.View())
	}
	m, _ = send(m, runCmd(cmd)) // the next-game tick comes due
	g := play(m)
	if g.cfg.Series.Index != 0 || !g.Cursor.Held() {
		t.Fatalf("while reviewing: game %d, review %v; want game 1 still under review", g.cfg.Series.Index+1, g.Cursor.Held())
	}
	m, cmd = send(m, tea.KeyMsg{Type: tea.KeyEnd})
	if cmd == nil {
		t.Fatal("leaving the review scheduled no next game")
	}
	m, cmd = send(m, runCmd(cmd))
	if g = play(m); g.cfg.Series.Index != 1 {
		t.Fatalf("after the review: game %d, want game 2", g.cfg.Series.Index+1)
	}
	// Game 2 over, reviewed, then r: game 3 at once.
	m, _ = drainUntil(t, m, cmd, firstOver)
	m, _ = press(m, "[", "r")
	if g = play(m); g.cfg.Series.Index != 2 || g.Cursor.Held() {
		t.Fatalf("r while reviewing: game %d, review %v; want game 3", g.cfg.Series.Index+1, g.Cursor.Held())
	}
}
