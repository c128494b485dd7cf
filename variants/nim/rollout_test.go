package nim

import (
	"math"
	"math/rand/v2"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

// randomPlayFirstWins returns the exact probability that the side to move
// wins when both sides play uniformly random moves.
func randomPlayFirstWins(heaps []int) float64 {
	moves := oracleMoves(heaps)
	if len(moves) == 0 {
		return 0 // the opponent took the last object
	}
	var p float64
	for _, m := range moves {
		p += 1 - randomPlayFirstWins(oraclePlay(heaps, m))
	}
	return p / float64(len(moves))
}

// TestRolloutDistribution checks that rollouts end in the exact
// proportions of uniformly random play, within five standard errors.
func TestRolloutDistribution(t *testing.T) {
	n := 200000
	if raceEnabled {
		n = 20000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, heaps := range [][]int{{1, 2}, {1, 3, 5}, {2, 2, 4}} {
		start := mustNew(t, heaps...)
		wins := 0
		var p Position
		for range n {
			p = *start
			out, plies := p.Rollout(rng, 1000)
			if out != p.Outcome() || plies != p.Ply() || !out.Over() {
				t.Fatalf("rollout says %v after %d plies, position %s says %v after %d", out, plies, p.Encode(), p.Outcome(), p.Ply())
			}
			if out.Result == variants.FirstWins {
				wins++
			}
		}
		want := randomPlayFirstWins(heaps)
		se := math.Sqrt(want * (1 - want) / float64(n))
		if got := float64(wins) / float64(n); math.Abs(got-want) > 5*se {
			t.Errorf("%v: first wins %.4f of rollouts, want %.4f ± %.4f", heaps, got, want, 5*se)
		}
	}
}

func TestRolloutCapAndEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	p := mustNew(t, 1000, 1000)
	out, n := p.Rollout(rng, 1)
	if out != (variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}) || n != 1 || p.Ply() != 1 || p.ToMove() != variants.Second {
		t.Errorf("capped rollout: %v after %d plies, ply %d, %v to move", out, n, p.Ply(), p.ToMove())
	}
	q, _ := Parse("0/0 1")
	if out, n := q.Rollout(rng, 10); out != variants.Win(variants.Second, variants.LastObjectTaken) || n != 0 {
		t.Errorf("rollout of a finished game: %v after %d plies", out, n)
	}
}

func TestSortWins(t *testing.T) {
	tests := []struct {
		pos  string
		wins int
	}{
		{"1/3/5/7 1", 0},
		{"0/3/0 1", 1},
		{"0/0/1 2", 1},
		{"1/1 1", 0},
		{"0/0 1", 0},
	}
	for _, tt := range tests {
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.LegalMoves(nil)
		k := p.SortWins(moves)
		if k != tt.wins {
			t.Errorf("%s: %d winning moves, want %d", tt.pos, k, tt.wins)
		}
		for i, m := range moves {
			c := *p
			c.Play(m)
			w, ok := c.Outcome().Winner()
			if won := ok && w == p.ToMove(); won != (i < k) {
				t.Errorf("%s: move %s wins=%v but sorted at %d of %d wins", tt.pos, p.EncodeMove(m, variants.Canonical), won, i, k)
			}
		}
	}
}

// BenchmarkRollout times complete random games from 1/3/5/7.
func BenchmarkRollout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	start := Start()
	var p Position
	b.ReportAllocs()
	for b.Loop() {
		p = *start
		p.Rollout(rng, Variant.PlyCap)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
}

// BenchmarkGenericRollout times the engine's generic loop on the same
// game, for comparison.
func BenchmarkGenericRollout(b *testing.B) { varianttest.GenericRollout(b, Start()) }
