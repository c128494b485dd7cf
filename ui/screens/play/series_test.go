package play

import (
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/match"
	"rollout/ui/game"
)

// seriesOpts is a series of n tic-tac-toe games between two fake engines
// (each plays the first legal move, so the first mover always wins).
func seriesOpts(n int) Options {
	o := gameOpts("tictactoe", "fakeB")
	o.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fakeA"}}
	o.Games, o.Pause = n, time.Millisecond
	return o
}

func TestSeriesAlternatesColoursAndKeepsTheScore(t *testing.T) {
	m, cmd := newTestModel(t, seriesOpts(3), 100, 30, newFake)
	if g := play(m); g.cfg.Series == nil || g.cfg.Seed != engine.GameSeed(1, 0) {
		t.Fatalf("no series, or game 1's seed %d is not match's %d", g.cfg.Seed, engine.GameSeed(1, 0))
	}
	m = drain(t, m, cmd)
	g := play(m)
	s := g.cfg.Series
	if s.Index != 2 || !g.st.Outcome().Over() {
		t.Fatalf("series stopped at game %d (over %v), want the third, finished", s.Index+1, g.st.Outcome().Over())
	}
	// Game 3 (index 2): A plays first again, with match's seed for it.
	if g.cfg.Sides[0].Engine.Player != "fakeA" || g.cfg.Seed != engine.GameSeed(1, 2) {
		t.Fatalf("game 3: first side %s seed %d, want fakeA and %d", g.cfg.Sides[0].Engine.Player, g.cfg.Seed, engine.GameSeed(1, 2))
	}
	// The first mover wins every game: A won games 1 and 3, B game 2.
	if got := s.Tally.Total(0); got != (match.WDL{W: 2, L: 1}) {
		t.Fatalf("A's record %+v, want 2 wins and a loss", got)
	}
	v := m.View()
	for _, want := range []string{"Series: game 3 of 3, fakeA (A) vs fakeB (B)", "A: W/D/L 2/0/1, score 0.67 [", "Elo A-B +120 [", "series over after 3 games"} {
		if !strings.Contains(v, want) {
			t.Fatalf("no %q in\n%s", want, v)
		}
	}
}

func TestSpeedControl(t *testing.T) {
	o := seriesOpts(1)
	o.Pause = 0
	m, _ := newTestModel(t, o, 100, 30, newFake)
	for _, tt := range []struct {
		key  string
		want time.Duration
	}{{"+", 250 * time.Millisecond}, {"+", 100 * time.Millisecond}, {"-", 250 * time.Millisecond}, {"-", 500 * time.Millisecond}, {"-", time.Second}} {
		m, _ = press(m, tt.key)
		if got := play(m).pause(); got != tt.want {
			t.Fatalf("after %s: pause %s, want %s", tt.key, got, tt.want)
		}
		// The message's words match the keys: + shortens the pause.
		if want := "Pause between moves: " + tt.want.String() + " (+ faster, - slower)"; !strings.Contains(m.View(), want) {
			t.Fatalf("after %s: no %q in\n%s", tt.key, want, m.View())
		}
	}
	if !strings.Contains(m.View(), "Pause between moves: 1s") {
		t.Fatalf("no speed message:\n%s", m.View())
	}
}

// After a 1-0 start the Elo line reads +0 [-234, +inf], and the panel
// says why, as rollout match does (issue 26 defect 6): the estimate of
// a clean sweep is taken at half a game from it.
func TestSeriesLinesSayTheSweepRule(t *testing.T) {
	s := &game.Series{Games: 4}
	s.Tally.ByMover[0][0] = match.WDL{W: 1}
	s.Tally.ByMover[1][1] = match.WDL{L: 1}
	lines := strings.Join(seriesLines(s), "\n")
	for _, want := range []string{"Elo A-B +0 [-234, +inf]", "(" + match.SweepNote + ")"} {
		if !strings.Contains(lines, want) {
			t.Errorf("no %q in\n%s", want, lines)
		}
	}
	s.Tally.ByMover[0][1] = match.WDL{D: 1}
	if strings.Contains(strings.Join(seriesLines(s), "\n"), match.SweepNote) {
		t.Errorf("the sweep note after a draw:\n%s", strings.Join(seriesLines(s), "\n"))
	}
}

// Before the first result the panel gives no score: the first game of
// a series read "A: W/D/L 0/0/0, score 0.50 [0.00, 1.00]" and "Elo A-B
// +0 [-inf, +inf]", figures of no game. The lines stay three, so the
// panel does not jump when the first result comes.
func TestSeriesLinesBeforeTheFirstResult(t *testing.T) {
	s := &game.Series{Games: 3}
	lines := seriesLines(s)
	text := strings.Join(lines, "\n")
	if len(lines) != 3 || strings.Contains(text, "0.50") || strings.Contains(text, "inf") || !strings.Contains(text, "Elo A-B: after the first game") {
		t.Errorf("before any result:\n%s", text)
	}
}
