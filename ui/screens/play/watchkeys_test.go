package play

import (
	"regexp"
	"strings"
	"testing"

	"rollout/match"
)

// Watching engines, n walks through a series at the person's pace: during
// a game it plays one move and leaves the game paused; once the game is
// over it starts the next game at once (still paused), and after the last
// a new series. enter does what space does (pause, go on), and the help
// says both.
func TestWatchStepAndEnter(t *testing.T) {
	m, _ := newTestModel(t, seriesOpts(2), 100, 30, newFake)
	idle := func(m Model) bool { return play(m).search == nil }
	over := func(m Model) bool { return play(m).st.Outcome().Over() }
	stepToEnd := func(m Model) Model {
		t.Helper()
		for i := 0; !over(m); i++ {
			if i > 9 {
				t.Fatalf("n %d times: the game is not over:\n%s", i, m.View())
			}
			n := play(m).st.Len()
			m2, cmd := press(m, "n")
			m, cmd = drainUntil(t, m2, cmd, idle)
			if got := play(m).st.Len(); got != n+1 || !play(m).paused || cmd != nil && !over(m) {
				t.Fatalf("n: %d plies after %d, paused %v, more to come %v; want one move, then paused", got, n, play(m).paused, cmd != nil)
			}
		}
		return m
	}
	m, cmd := press(m, "n")
	if v := m.View(); !strings.Contains(v, "Paused: space resumes, n plays one move") {
		t.Fatalf("n did not pause:\n%s", v)
	}
	m, _ = drainUntil(t, m, cmd, idle)
	m = stepToEnd(m)
	if v := m.View(); !strings.Contains(v, "game 2 of 2 next (n: now)") {
		t.Fatalf("game 1 over: no word of n:\n%s", v)
	}
	m, cmd = press(m, "n")
	g := play(m)
	if g.cfg.Series.Index != 1 || g.st.Len() != 0 || !g.paused || cmd != nil {
		t.Fatalf("n after game 1: game %d, %d plies, paused %v, a Cmd %v; want game 2, paused, waiting", g.cfg.Series.Index+1, g.st.Len(), g.paused, cmd != nil)
	}
	if v := m.View(); !strings.Contains(v, "Series game 2 of 2") || !strings.Contains(v, "paused: space resumes") {
		t.Fatalf("game 2 does not say it is paused:\n%s", v)
	}
	// enter is space: it goes on, and pauses again.
	m, cmd = press(m, "enter")
	if play(m).paused || cmd == nil {
		t.Fatal("enter did not go on")
	}
	m, _ = press(m, "enter")
	if !play(m).paused || !strings.Contains(m.View(), "Paused: space resumes") {
		t.Fatalf("enter did not pause again:\n%s", m.View())
	}
	m = stepToEnd(m)
	if v := m.View(); !strings.Contains(v, "series over after 2 games (n: a new series)") {
		t.Fatalf("the series is over: no word of n:\n%s", v)
	}
	m, _ = press(m, "n")
	if s := play(m).cfg.Series; s.Index != 0 || s.Tally.Total(0) != (match.WDL{}) || play(m).st.Len() != 0 {
		t.Fatalf("n after the series: game %d, A's record %+v; want a new series", s.Index+1, s.Tally.Total(0))
	}
	// The help names both keys; enter selects nothing here.
	m, _ = press(m, "?")
	v := m.View()
	for _, want := range []string{`space +pause/go on \(enter\)`, `n +one move/next game`} {
		if !regexp.MustCompile(want).MatchString(v) {
			t.Errorf("the full help lacks %q:\n%s", want, v)
		}
	}
	if strings.Contains(v, "select/move") {
		t.Errorf("the full help offers enter to select a move while engines play:\n%s", v)
	}
	// Nor the cursor: two engines' board draws none, the arrows moved
	// nothing to be seen.
	if strings.Contains(v, "move cursor") {
		t.Errorf("the full help offers the cursor while engines play:\n%s", v)
	}
}

// Between two games of a series, space (or enter) holds the next game
// and, pressed again, lets it come.
func TestWatchPauseBetweenGames(t *testing.T) {
	m, cmd := newTestModel(t, seriesOpts(2), 100, 30, newFake)
	m, cmd = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Outcome().Over() })
	m, _ = press(m, "enter")
	if v := m.View(); !strings.Contains(v, "Paused: space goes on to game 2 of 2, n starts it now") {
		t.Fatalf("enter between games:\n%s", v)
	}
	m, _ = send(m, runCmd(cmd)) // the next-game tick, void while paused
	if play(m).cfg.Series.Index != 0 {
		t.Fatal("the next game started while paused")
	}
	m, cmd = press(m, " ")
	if cmd == nil {
		t.Fatal("space scheduled no next game")
	}
	m, _ = send(m, runCmd(cmd))
	if play(m).cfg.Series.Index != 1 {
		t.Fatalf("after space: game %d, want 2", play(m).cfg.Series.Index+1)
	}
}
