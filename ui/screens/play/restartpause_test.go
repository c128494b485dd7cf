package play

import (
	"testing"
	"time"

	"rollout/engine"
	"rollout/match"
	"rollout/ui/game"
)

// Every next game keeps the pause between moves the person chose with +
// and -: r in a single engine game, the series' own next game, r r during
// a series game, r after the last (a new series).
func TestNextGamesKeepThePause(t *testing.T) {
	check := func(m Model, when string, want time.Duration) {
		t.Helper()
		if got := play(m).pause(); got != want {
			t.Fatalf("%s: pause %s, want the chosen %s", when, got, want)
		}
	}
	single := gameOpts("tictactoe", "fakeB")
	single.Sides[0] = game.SideOptions{Engine: engine.Config{Player: "fakeA"}}
	single.Pause = time.Hour // no engine moves while the test runs
	m, _ := newTestModel(t, single, 100, 30, newFake)
	m, _ = press(m, "+") // from the hour to the longest step but one
	check(m, "after +", 2*time.Second)
	m, _ = press(m, "r")
	check(m, "r in a single game", 2*time.Second)

	over := func(m Model) bool { return play(m).st.Outcome().Over() }
	m, cmd := newTestModel(t, seriesOpts(2), 100, 30, newFake) // 1 ms between moves
	m, _ = press(m, "-")
	const chosen = 100 * time.Millisecond
	m, cmd = drainUntil(t, m, cmd, over)
	m, cmd = send(m, runCmd(cmd)) // the series' next game comes due
	if play(m).cfg.Series.Index != 1 {
		t.Fatalf("game %d, want the series' second", play(m).cfg.Series.Index+1)
	}
	check(m, "the series' next game", chosen)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Len() > 0 })
	m, cmd = press(m, "r", "r")
	if play(m).st.Len() != 0 || play(m).cfg.Series.Index != 1 {
		t.Fatal("r r did not play the game again")
	}
	check(m, "r r during a series game", chosen)
	m, _ = drainUntil(t, m, cmd, over)
	m, _ = press(m, "r")
	if s := play(m).cfg.Series; s.Index != 0 || s.Tally.Total(0) != (match.WDL{}) {
		t.Fatalf("r after the series: game %d; want a new series", s.Index+1)
	}
	check(m, "r after the series", chosen)
}
