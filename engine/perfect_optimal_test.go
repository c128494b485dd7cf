package engine

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
)

var (
	c4Sweep  = flag.Bool("c4perfect.sweep", false, "run TestPerfectOptimalSweep (perfect at -c4perfect.time on random Connect Four positions)")
	c4Time   = flag.Duration("c4perfect.time", 100*time.Millisecond, "perfect's time a move in TestPerfectOptimalSweep")
	c4Min    = flag.Int("c4perfect.min", 9, "fewest stones of TestPerfectOptimalSweep's positions")
	c4Max    = flag.Int("c4perfect.max", 12, "most stones of TestPerfectOptimalSweep's positions")
	c4Count  = flag.Int("c4perfect.n", 40, "positions TestPerfectOptimalSweep asks for each side to move")
	c4Truth  = flag.Duration("c4perfect.truth", 30*time.Second, "time the ground truth may take per value in TestPerfectOptimalSweep")
	c4SeedFl = flag.Uint64("c4perfect.seed", 27, "seed of TestPerfectOptimalSweep's positions")
)

// randomConnect4 returns the position after a random game of n stones
// (seeded by rng) that is not over and that the side to move cannot win
// at once: a position where the right move is not obvious.
func randomConnect4(t *testing.T, rng *rand.Rand, n int) variants.Position {
	t.Helper()
next:
	for {
		pos := connect4.New()
		for pos.Ply() < n {
			ms := pos.LegalMoves(nil)
			pos.Play(ms[rng.IntN(len(ms))])
			if pos.Outcome().Over() {
				continue next
			}
		}
		for _, m := range pos.LegalMoves(nil) {
			c := pos.Clone()
			c.Play(m)
			if c.Outcome().Over() {
				continue next
			}
		}
		return pos
	}
}

// moveValue is the value for the mover of playing m at pos, by the
// solver within limit (0: none), and whether it is proven.
func moveValue(pos variants.Position, m variants.Move, limit time.Duration) (int, bool) {
	c := pos.Clone()
	c.Play(m)
	if o := c.Outcome(); o.Over() {
		return o.ScoreFor(pos.ToMove()), true
	}
	v, ok := c.(variants.BoundedSolver).SolveWithin(limit)
	return -v, ok
}

// perfectOptimal asks perfect with the given budget for its move at
// each position and checks it against the solver's values (each within
// truth): it counts the optimal moves, the suboptimal ones (logged) and
// the ones whose value the solver did not prove in time (unknown).
func perfectOptimal(t *testing.T, ps []variants.Position, budget Budget, truth time.Duration) (optimal, wrong, unknown int) {
	t.Helper()
	for i, pos := range ps {
		p := mustPlayer(t, Config{Player: "perfect", Seed: uint64(i), Budget: budget})
		start := time.Now()
		res, err := p.Search(context.Background(), pos, nil)
		took := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		want, ok1 := pos.(variants.BoundedSolver).SolveWithin(truth)
		got, ok2 := moveValue(pos, res.Move, truth)
		note := ""
		for _, m := range res.Moves {
			if m.Move == res.Move {
				note = m.Note
			}
		}
		switch {
		case !ok1 || !ok2:
			unknown++
			t.Logf("%2d stones %s: move %s (%s, %v), unknown", pos.Ply(), pos.Encode(), res.MoveText, note, took.Round(time.Millisecond))
		case got == want:
			optimal++
		default:
			wrong++
			t.Logf("%2d stones %s: move %s (%s, %v) is worth %+d, the position %+d", pos.Ply(), pos.Encode(), res.MoveText, note, took.Round(time.Millisecond), got, want)
		}
	}
	return optimal, wrong, unknown
}

// TestPerfectOptimalSweep measures perfect at -c4perfect.time (100 ms) a
// move on random Connect Four positions of -c4perfect.min to .max stones,
// -c4perfect.n with each side to move, against the solver given
// -c4perfect.truth per value. It asserts nothing (the figures depend on
// the machine's load): see docs/connect4.md.
func TestPerfectOptimalSweep(t *testing.T) {
	if !*c4Sweep {
		t.Skip("a measurement: -c4perfect.sweep")
	}
	rng := rand.New(rand.NewPCG(*c4SeedFl, 1))
	connect4.New().SolveWithin(time.Microsecond) // the table and the book, once
	for _, side := range []variants.Side{variants.First, variants.Second} {
		var ps []variants.Position
		for len(ps) < *c4Count {
			n := *c4Min + rng.IntN(*c4Max-*c4Min+1)
			if variants.Side(n%2) == side {
				ps = append(ps, randomConnect4(t, rng, n))
			}
		}
		o, w, u := perfectOptimal(t, ps, Budget{Time: *c4Time}, *c4Truth)
		t.Logf("%s to move, %d-%d stones, %v a move: %d optimal, %d not, %d unknown", side, *c4Min, *c4Max, *c4Time, o, w, u)
	}
}

// TestPerfectOptimal: with a generous budget (a minute a move, far more
// than the solver needs at 9 to 12 stones), perfect's move keeps the
// value of random Connect Four positions, either side to move.
func TestPerfectOptimal(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 9 to 12 stones in")
	}
	rng := rand.New(rand.NewPCG(8, 27))
	var ps []variants.Position
	for i := range 8 {
		ps = append(ps, randomConnect4(t, rng, 9+i%4))
	}
	if o, w, u := perfectOptimal(t, ps, Budget{Time: time.Minute}, 0); o != len(ps) {
		t.Fatalf("%d of %d optimal, %d not, %d unknown", o, len(ps), w, u)
	}
}
