package connect4

import (
	"math"
	"math/rand/v2"
	"testing"

	"rollout/internal/cputime"
	"rollout/variants"
	"rollout/variants/varianttest"
)

// randomPlayOdds returns the exact probabilities that X wins, O wins, or
// the game is drawn when both sides play uniformly random moves from b,
// memoised on the board.
func randomPlayOdds(b board, memo map[board][3]float64) [3]float64 {
	if v, ok := memo[b]; ok {
		return v
	}
	var v [3]float64
	switch {
	case b.winner() != 0:
		v[b.winner()-1] = 1
	case b.n == Cells:
		v[2] = 1
	default:
		ms := b.moves()
		for _, c := range ms {
			nb := b
			nb.play(c)
			cv := randomPlayOdds(nb, memo)
			for i := range v {
				v[i] += cv[i] / float64(len(ms))
			}
		}
	}
	memo[b] = v
	return v
}

// TestRolloutDistribution checks that rollouts end in the exact
// proportions of uniformly random play, within five standard errors, from
// positions with ten or eleven empty cells.
func TestRolloutDistribution(t *testing.T) {
	n := 200000
	if raceEnabled {
		n = 20000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, empty := range []int{10, 11, 11} {
		b, ok := quietGame(rng, empty)
		for !ok {
			b, ok = quietGame(rng, empty)
		}
		start, err := Parse(b.text())
		if err != nil {
			t.Fatal(err)
		}
		var counts [4]int
		for range n {
			p := *start
			out, plies := p.Rollout(rng, Cells)
			if out != p.Outcome() || plies != p.Ply()-start.Ply() {
				t.Fatalf("rollout says %v after %d plies, position %s says %v after %d", out, plies, p.Encode(), p.Outcome(), p.Ply())
			}
			counts[out.Result]++
		}
		want := randomPlayOdds(*b, map[board][3]float64{})
		for i, name := range []string{"X wins", "O wins", "draws"} {
			got := float64(counts[variants.FirstWins+variants.Result(i)]) / float64(n)
			se := math.Sqrt(want[i] * (1 - want[i]) / float64(n))
			if math.Abs(got-want[i]) > 5*se+1e-9 {
				t.Errorf("%s: %s: %.4f of rollouts, want %.4f ± %.4f", start.Encode(), name, got, want[i], 5*se)
			}
		}
	}
}

// TestRolloutFirstMoveUniform checks that a rollout's first stone goes
// into each free column equally often, with and without full columns,
// under either policy (none of these positions has a win or a block, so
// the light policy draws uniformly too).
func TestRolloutFirstMoveUniform(t *testing.T) {
	n := 70000
	if raceEnabled {
		n = 7000
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range []struct {
		pos   string
		light bool
	}{
		{"7/7/7/7/7/7 x", false}, {"x5x/o5o/x5x/o5o/x5x/o2x2o o", false}, {"7/7/7/7/7/3x3 o", false},
		{"7/7/7/7/7/7 x", true}, {"x5x/o5o/x5x/o5o/x5x/o2x2o o", true}, {"7/7/7/7/7/3x3 o", true},
	} {
		pos := c.pos
		start, err := Parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		free := start.LegalMoves(nil)
		var counts [Width]int
		for range n {
			p := *start
			if _, plies := p.rollout(rng, 1, c.light); plies != 1 {
				t.Fatalf("%s: a one-ply rollout played %d plies", pos, plies)
			}
			counts[cellColumn(p.mask^start.mask)]++
		}
		want := 1 / float64(len(free))
		se := math.Sqrt(want * (1 - want) / float64(n))
		for _, m := range free {
			if got := float64(counts[m]) / float64(n); math.Abs(got-want) > 5*se {
				t.Errorf("%s (light %v): column %c first in %.4f of rollouts, want %.4f ± %.4f", pos, c.light, 'a'+m, got, want, 5*se)
			}
		}
	}
}

// TestRejectBelow checks the rejection thresholds against their
// definition, and that each count's accepted draws split evenly.
func TestRejectBelow(t *testing.T) {
	for n := uint32(1); n <= Width; n++ {
		if want := uint16((1 << 16) % n); rejectBelow[n] != want {
			t.Errorf("rejectBelow[%d] = %d, want %d", n, rejectBelow[n], want)
		}
		hits := make([]int, n)
		for x := range uint32(1 << 16) {
			if prod := x * n; uint16(prod) >= rejectBelow[n] {
				hits[prod>>16]++
			}
		}
		for k, h := range hits {
			if h != hits[0] {
				t.Errorf("n=%d: value %d drawn by %d of 65536 inputs, value 0 by %d", n, k, h, hits[0])
			}
		}
	}
}

func TestRolloutCapAndEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	p := New()
	out, n := p.Rollout(rng, 3)
	if out != (variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}) || n != 3 || p.Ply() != 3 || p.Outcome().Over() {
		t.Errorf("capped rollout: %v after %d plies, ply %d, outcome %v", out, n, p.Ply(), p.Outcome())
	}
	if p.ToMove() != variants.Second {
		t.Errorf("after 3 plies %v to move, want second", p.ToMove())
	}
	q, _ := Parse("7/7/3x3/3x3/3x3/oo1xo2 o")
	if out, n := q.Rollout(rng, Cells); out != variants.Win(variants.First, variants.FourInARow) || n != 0 {
		t.Errorf("rollout of a finished game: %v after %d plies", out, n)
	}
	if out, n := New().Rollout(rng, 0); out.Reason != variants.PlyCap || n != 0 {
		t.Errorf("rollout with cap 0: %v after %d plies", out, n)
	}
	for range 1000 {
		p := New()
		out, n := p.Rollout(rng, Cells)
		if !out.Over() || out != p.Outcome() || n != p.Ply() || p.LegalMoves(nil) != nil {
			t.Fatalf("full rollout: %v after %d plies; position %s says %v", out, n, p.Encode(), p.Outcome())
		}
	}
}

func TestSortWins(t *testing.T) {
	tests := []struct {
		pos  string
		wins []string
	}{
		{"7/7/7/7/7/7 x", nil},
		{"7/7/7/7/ooo4/xxx4 x", []string{"d"}},          // the bottom row
		{"7/7/7/7/ooo4/xxx3x o", nil},                   // O's d2 needs d1 first
		{"7/7/7/3x3/o2x3/oxxxoo1 o", nil},               // only X threatens
		{"7/7/7/3x3/o2x3/oxxxooo x", []string{"d"}},     // X completes column d
		{"7/7/7/7/1ooo3/1xxx1xo x", []string{"a", "e"}}, // two ways to finish the row
		{"7/7/7/1x5/1xo4/1xoo1ox x", []string{"b"}},     // column b
	}
	for _, tt := range tests {
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.LegalMoves(nil)
		k := p.SortWins(moves)
		got := map[string]bool{}
		for _, m := range moves[:k] {
			got[p.EncodeMove(m, variants.Canonical)] = true
		}
		if len(got) != len(tt.wins) {
			t.Errorf("%s: wins %v, want %v", tt.pos, got, tt.wins)
		}
		for _, w := range tt.wins {
			if !got[w] {
				t.Errorf("%s: %s not among the wins %v", tt.pos, w, got)
			}
		}
	}
}

// TestZeroAllocs checks the rollout path, from the start and from a
// position in play where the solver has work to do.
func TestZeroAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	varianttest.ZeroAllocs(t, New())
	p, err := Parse("7/7/2oxo2/2xox2/1oxox2/1xoxo2 x")
	if err != nil {
		t.Fatal(err)
	}
	varianttest.ZeroAllocs(t, p)
}

// BenchmarkRollout times complete random games from the empty board, the
// engine's inner loop for this game.
func BenchmarkRollout(b *testing.B) { benchRollout(b, (*Position).Rollout) }

// BenchmarkLightRollout times the light policy's games from the empty
// board, so its cost beside the uniform loop is measured in one run.
func BenchmarkLightRollout(b *testing.B) { benchRollout(b, (*Position).LightRollout) }

// benchRollout times the rollout loop roll from the empty board, per
// wall-second and per CPU-second of the process (the figure that holds
// on a shared machine), with the plies each game lasts.
func benchRollout(b *testing.B, roll func(*Position, *rand.Rand, int) (variants.Outcome, int)) {
	rng := rand.New(rand.NewPCG(7, 8))
	start := New()
	var p Position
	plies := 0
	b.ReportAllocs()
	cpu0 := cputime.Used()
	for b.Loop() {
		p = *start
		_, n := roll(&p, rng, Cells)
		plies += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
	if cpu := cputime.Used() - cpu0; cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "rollouts/cpu-s")
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/rollout")
}

// BenchmarkGenericRollout times the engine's generic loop (Outcome,
// LegalMoves, Play a random move) on the same game, for comparison.
func BenchmarkGenericRollout(b *testing.B) { varianttest.GenericRollout(b, New()) }

// BenchmarkPerft times bulk perft(8) from the empty board (5,673,234
// sequences).
func BenchmarkPerft(b *testing.B) {
	for b.Loop() {
		New().Perft(8)
	}
}
