package study

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/uitest"
	"rollout/variants"
)

// A study opened from a game on the clock said nothing of the person's
// clock, which runs on there as on the analysis board (docs/playing.md):
// the time ran out of sight. Its title now says so in the board's words
// ("White's game clock runs: 0:53", behind.Game), at 100 columns and at
// 50, ticking; at 0:00 the tick tells the game (nav.FlagMsg), and the
// game's answer is said, the title then silent of the clock.
func TestStudySaysTheGamesClockRuns(t *testing.T) {
	start := time.Unix(1_000_000, 0)
	for _, w := range []int{100, 50} {
		now := start
		clocks := variants.NewClocks(variants.TimeControl{Base: time.Minute})
		clocks.Start(variants.First, start)
		s := studyOver(t, clocks, w)
		s.now = func() time.Time { return now }
		now = start.Add(7 * time.Second)
		title, _, _ := strings.Cut(s.View(), "\n")
		if !strings.Contains(title, "White's game clock runs: 0:53") {
			t.Errorf("at %d columns the title does not say White's clock runs: %q", w, title)
		}
		cmd := s.Init()
		if cmd == nil {
			t.Fatal("no tick while the game's clock runs")
		}
		now = start.Add(time.Minute)
		uitest.CheckFlagTold(t, s, cmd, send)
	}
}

// studyOver is a study of chess after 1. e4 e5 opened over a game whose
// clocks are clocks, at w x 32, colour off.
func studyOver(t *testing.T, clocks *variants.Clocks, w int) Model {
	t.Helper()
	pos := uitest.Position(t, "chess", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	st := kit.NewStyles(false, true)
	km := kit.DefaultKeyMap()
	c := kit.Common{Styles: &st, Keys: &km, ASCII: true}
	c.SetSize(w, 32)
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: engine.New}
	t.Cleanup(func() { cancel(); env.Searches.Wait() })
	s, err := New(c, env, game.StudyConfig{Start: pos, Cfg: engine.Config{Player: "uct", Seed: 1}, FromGame: true,
		Game: game.Behind{Clocks: clocks, Quit: "Press q again to quit"}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
