package play

import (
	"context"
	"fmt"
	"testing"

	"rollout/engine"
	"rollout/match"
	"rollout/variants"
)

// A series on the screen gives A the side `rollout match` gives it, game
// by game, and keeps the same tally, also from a start where the second
// side is to move (tic-tac-toe after b2: A moves first as O), so -seed
// replays the series headless.
func TestSeriesSidesAsMatch(t *testing.T) {
	for _, moves := range [][]string{nil, {"b2"}} {
		o := seriesOpts(3)
		o.Moves = moves
		m, cmd := newTestModel(t, o, 100, 30, newFake)
		var screen []variants.Side
		for {
			g := play(m)
			a := variants.First
			if g.cfg.Sides[1].Engine.Player == "fakeA" {
				a = variants.Second
			}
			screen = append(screen, a)
			if len(screen) == 3 {
				break
			}
			m, cmd = drainUntil(t, m, cmd, func(m Model) bool { return play(m).st.Outcome().Over() })
			m, cmd = send(m, runCmd(cmd)) // the next game
		}
		m = drain(t, m, cmd)
		gs, err := gameConfig(t, o).Line()
		if err != nil {
			t.Fatal(err)
		}
		var headless []variants.Side
		mt := match.Match{A: engine.Config{Player: "fakeA"}, B: engine.Config{Player: "fakeB"}, Games: 3, Seed: 1,
			Start: gs.Position(), NewPlayer: newFake, OnGame: func(g match.Game) { headless = append(headless, g.ASide) }}
		tally, err := mt.Play(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(screen) != fmt.Sprint(headless) {
			t.Errorf("moves %v: A plays %v on the screen, %v in match", moves, screen, headless)
		}
		if got, want := play(m).cfg.Series.Tally.Total(0), tally.Total(0); got != want {
			t.Errorf("moves %v: A's record %+v on the screen, %+v in match", moves, got, want)
		}
	}
}
