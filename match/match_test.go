package match

import (
	"context"
	"math"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/tictactoe"
)

// A match alternates who moves first, gives every game its own seeds (so
// random against random does not repeat one game), tallies both players
// consistently, and replays identically from the same match seed.
func TestMatch(t *testing.T) {
	play := func(seed uint64) ([]string, Tally) {
		var games []string
		m := Match{
			A: engine.Config{Player: "random"}, B: engine.Config{Player: "searchlight"},
			Games: 20, Seed: seed, Start: tictactoe.Variant.Start(),
			OnGame: func(g Game) {
				i, aSide := g.Index, g.ASide
				if want := variants.Side(i % 2); aSide != want {
					t.Fatalf("game %d: A moved as %s, want %s", i, aSide, want)
				}
				if g.Players[aSide] != "random" || g.Players[aSide.Other()] != "searchlight" {
					t.Fatalf("game %d: players %v with A as %s", i, g.Players, aSide)
				}
				if g.Seed != engine.GameSeed(seed, i) {
					t.Fatalf("game %d: seed %d", i, g.Seed)
				}
				games = append(games, strings.Join(g.Record.Texts(variants.Display), " "))
			},
		}
		mt, err := m.Play(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return games, mt
	}
	games, mt := play(1)
	distinct := map[string]bool{}
	for _, g := range games {
		distinct[g] = true
	}
	if len(distinct) < 15 {
		t.Fatalf("%d distinct games of 20: seeds do not vary between games", len(distinct))
	}
	a, b := mt.Total(0), mt.Total(1)
	if a.Games() != 20 || a.W != b.L || a.L != b.W || a.D != b.D {
		t.Fatalf("totals A %+v, B %+v", a, b)
	}
	if mt.ByMover[0][0].Games() != 10 || mt.ByMover[0][1].Games() != 10 {
		t.Fatalf("A as first %+v, as second %+v; want 10 each", mt.ByMover[0][0], mt.ByMover[0][1])
	}
	again, mt2 := play(1)
	if strings.Join(again, "|") != strings.Join(games, "|") || mt2 != mt {
		t.Fatal("the same match seed gave different games")
	}
	var firsts [2]int
	m := Match{A: engine.Config{Player: "random"}, B: engine.Config{Player: "random"}, Games: 6, Start: tictactoe.Variant.Start(), Order: BFirst,
		OnGame: func(g Game) { firsts[g.ASide]++ }}
	if _, err := m.Play(context.Background()); err != nil || firsts[variants.Second] != 6 {
		t.Fatalf("order b: A moved first %d times, second %d (err %v)", firsts[0], firsts[1], err)
	}
	other, _ := play(2)
	if strings.Join(other, "|") == strings.Join(games, "|") {
		t.Fatal("a different match seed gave the same games")
	}
	t.Logf("random vs searchlight: %+v", mt.ByMover)
}

// Score intervals and Elo differences, including clean sweeps.
func TestScoreAndElo(t *testing.T) {
	cases := []struct {
		name                 string
		w, d, l              int
		score, low, high     float64
		elo, eloLow, eloHigh float64
	}{
		{"even", 40, 20, 40, 0.5, 0.404, 0.596, 0, -67, 67},
		{"sweep", 10, 0, 0, 1, 0.722, 1, 511.5, 166, math.Inf(1)},
		{"shutout", 0, 0, 10, 0, 0, 0.278, -511.5, math.Inf(-1), -166},
		{"three quarters", 70, 10, 20, 0.75, 0.657, 0.8245, 191, 113, 269},
	}
	for _, c := range cases {
		mt := Tally{}
		mt.ByMover[0][0] = WDL{c.w, c.d, c.l}
		si, ei := mt.ScoreInterval(0), mt.EloInterval(0)
		near := func(got, want, tol float64) bool {
			if math.IsInf(want, 0) {
				return got == want
			}
			return math.Abs(got-want) <= tol
		}
		if !near(si.Value, c.score, 1e-9) || !near(si.Low, c.low, 0.001) || !near(si.High, c.high, 0.001) {
			t.Errorf("%s: score %+v, want %v [%v, %v]", c.name, si, c.score, c.low, c.high)
		}
		if !near(ei.Value, c.elo, 1) || !near(ei.Low, c.eloLow, 1) || !near(ei.High, c.eloHigh, 1) {
			t.Errorf("%s: elo %+v, want %v [%v, %v]", c.name, ei, c.elo, c.eloLow, c.eloHigh)
		}
	}
}

// From a position with the second side to move, the player who moves
// first plays that side: A moves first in game 1 as O, and the tally
// counts it as the first mover.
func TestMatchSecondSideToMove(t *testing.T) {
	start, err := tictactoe.Variant.Parse("x2/3/3 o")
	if err != nil {
		t.Fatal(err)
	}
	var mt Tally
	m := Match{A: engine.Config{Player: "searchlight"}, B: engine.Config{Player: "random"}, Games: 4, Start: start,
		OnGame: func(g Game) {
			if g.AFirst != (g.Index%2 == 0) {
				t.Fatalf("game %d: A first %v", g.Index, g.AFirst)
			}
			mover := g.Record.SideOf(0)
			if (g.ASide == mover) != g.AFirst || g.Players[mover] != map[bool]string{true: "searchlight", false: "random"}[g.AFirst] {
				t.Fatalf("game %d: A plays %s, moved first %v, players %v, first mover %s", g.Index, g.ASide, g.AFirst, g.Players, mover)
			}
		}}
	mt, err = m.Play(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if mt.ByMover[0][0].Games() != 2 || mt.ByMover[0][1].Games() != 2 || mt.ByMover[1][0].Games() != 2 {
		t.Fatalf("tally by mover %+v", mt.ByMover)
	}
}
