package analysis

import (
	"strings"
	"sync"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// A person's clock runs on while they analyse their game (docs/playing.md),
// and the board said nothing of it: the time ran out of sight. Given
// the game's running clock, the title says whose runs and how much is
// left, at 80 columns and at 40, and it ticks; a stale tick is dropped.
func TestTitleSaysTheGamesClockRuns(t *testing.T) {
	start := time.Unix(1_000_000, 0)
	now := start
	clocks := variants.NewClocks(variants.TimeControl{Base: time.Minute})
	clocks.Start(variants.First, start)
	for _, w := range []int{80, 40} {
		env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
		t.Cleanup(env.Searches.Wait)
		rec, err := game.NewRecord(uitest.Position(t, "chess", ""), []string{"e4", "e5"})
		if err != nil {
			t.Fatal(err)
		}
		a, _ := New(uitest.Common(w, 24), env, game.AnalysisConfig{Rec: rec, FromGame: true, Game: game.Behind{Clocks: clocks},
			Engine: engine.Config{Player: "thinker", Seed: 1}})
		t.Cleanup(a.Close)
		a.now = func() time.Time { return now }
		now = start.Add(7 * time.Second)
		title, _, _ := strings.Cut(a.View(), "\n")
		if !strings.Contains(title, "White's game clock runs: 0:53") {
			t.Errorf("at %d columns the title does not say White's clock runs: %q", w, title)
		}
		stale := a.game.Tick(now)
		cmd := a.game.Tick(now)
		if cmd == nil {
			t.Fatal("no tick while the game's clock runs")
		}
		now = start.Add(51*time.Second + 500*time.Millisecond)
		if _, next := send(a, stale()); next != nil {
			t.Error("a stale tick armed another")
		}
		a, next := send(a, cmd())
		if next == nil {
			t.Error("the tick was not armed again")
		}
		if title, _, _ := strings.Cut(a.View(), "\n"); !strings.Contains(title, "White's game clock runs: 0:08.5") {
			t.Errorf("at %d columns, 8.5 s left: %q", w, title)
		}
	}
}

// A board opened from the setup screen, or on a game whose clocks are
// stopped, has no clock to speak of.
func TestTitleWithoutAGameClock(t *testing.T) {
	a, _ := newBoard(t, "chess", "thinker", []string{"e4"}, 80, 24)
	if title, _, _ := strings.Cut(a.View(), "\n"); strings.Contains(title, "clock") {
		t.Errorf("a clock in the title of a board without one: %q", title)
	}
	if a.game.Tick(time.Now()) != nil {
		t.Error("a tick without a running clock")
	}
}

// The game's clock ran out of sight: the title stopped at 0:00 and the
// game ended only after esc. The tick that finds the time out tells the
// game at once (nav.FlagMsg), and the game's answer (nav.GameOverMsg)
// is said on the board, whose title then says no clock runs.
func TestFlagFallsOnTheBoard(t *testing.T) {
	a := flaggedBoard(t, 80, 24, "Press q again to quit")
	if _, cmd := press(a, "q"); !uitest.IsQuit(cmd) {
		t.Error("q asks still, the game being over")
	}
}

// flaggedBoard is a w×h board opened over a chess game (1. e4 e5) whose
// clock of 2 s runs out at the first tick, the flag told to the game
// and answered (uitest.CheckFlagTold); quit is the game's quit question.
func flaggedBoard(t *testing.T, w, h int, quit string) Model {
	t.Helper()
	start := time.Unix(1_000_000, 0)
	now := start
	clocks := variants.NewClocks(variants.TimeControl{Base: 2 * time.Second})
	clocks.Start(variants.First, start)
	env := enginerun.Env{Ctx: t.Context(), Searches: &sync.WaitGroup{}, NewPlayer: uitest.NewFake}
	t.Cleanup(env.Searches.Wait)
	rec, err := game.NewRecord(uitest.Position(t, "chess", ""), []string{"e4", "e5"})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := New(uitest.Common(w, h), env, game.AnalysisConfig{Rec: rec, FromGame: true,
		Game:   game.Behind{Clocks: clocks, Quit: quit},
		Engine: engine.Config{Player: "thinker", Seed: 1}})
	t.Cleanup(a.Close)
	a.now = func() time.Time { return now }
	cmd := a.game.Tick(now)
	now = start.Add(2 * time.Second)
	return uitest.CheckFlagTold(t, a, cmd, send)
}

// After a flag fell on the board the game's end went with the next key
// that moved the cursor or flipped the board, where the game screen
// keeps saying its game is over. It stays until the position shown
// changes: through a flip and the cursor's moves, back after another
// note ("Budget: ..."), gone with a step along the line.
func TestGameOverSaidUntilThePositionChanges(t *testing.T) {
	a := flaggedBoard(t, 100, 32, "")
	const over = "Game over: White loses on time"
	for _, keys := range [][]string{{"v"}, {"right"}, {"up"}, {"l"}, {"v"}} {
		a, _ = press(a, keys...)
		if keys[0] == "l" {
			continue // the budget's note takes the line
		}
		if v := a.View(); !strings.Contains(v, over) {
			t.Fatalf("after %s the game's end is no longer said:\n%s", keys, v)
		}
	}
	a, _ = press(a, "[")
	if v := a.View(); strings.Contains(v, over) || !strings.Contains(v, "At 1. e4") {
		t.Errorf("[ stepped back, the end still said or the move not:\n%s", v)
	}
}
