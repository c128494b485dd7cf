package tictactoe

import (
	"math"
	"math/rand/v2"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

// randomPlayOdds returns the exact probabilities that X wins, O wins, or
// the game is drawn when both sides play uniformly random moves from b.
func randomPlayOdds(b board) (x, o, d float64) {
	switch b.winner() {
	case 1:
		return 1, 0, 0
	case 2:
		return 0, 1, 0
	}
	if b.full() {
		return 0, 0, 1
	}
	var n float64
	for sq := range 9 {
		if b[sq] == 0 {
			n++
		}
	}
	for sq := range 9 {
		if b[sq] == 0 {
			c := b
			c[sq] = b.toMove()
			cx, co, cd := randomPlayOdds(c)
			x, o, d = x+cx/n, o+co/n, d+cd/n
		}
	}
	return x, o, d
}

// TestRolloutDistribution checks that rollouts end in the exact
// proportions of uniformly random play (from the empty board about 58.5%
// X, 28.8% O, 12.7% draws), within five standard errors, from the start
// and from two positions in play.
func TestRolloutDistribution(t *testing.T) {
	n := 400000
	if raceEnabled {
		n = 40000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, pos := range []string{"3/3/3 x", "3/1x1/3 o", "o2/1x1/2x o"} {
		checkRolloutOdds(t, rng, pos, n)
	}
}

func checkRolloutOdds(t *testing.T, rng *rand.Rand, pos string, n int) {
	t.Helper()
	start, err := Parse(pos)
	if err != nil {
		t.Fatal(err)
	}
	var counts [4]int
	var p Position
	for range n {
		p = *start
		out, plies := p.Rollout(rng, 9)
		if out != p.Outcome() || plies != p.Ply()-start.Ply() {
			t.Fatalf("rollout says %v after %d plies, position %s says %v after %d", out, plies, p.Encode(), p.Outcome(), p.Ply())
		}
		counts[out.Result]++
	}
	var b board
	for sq := range 9 {
		b[sq] = map[byte]byte{0: 0, 'x': 1, 'o': 2}[start.mark(variants.Square(sq))]
	}
	wx, wo, wd := randomPlayOdds(b)
	for _, c := range []struct {
		name string
		got  int
		want float64
	}{
		{"X wins", counts[variants.FirstWins], wx},
		{"O wins", counts[variants.SecondWins], wo},
		{"draws", counts[variants.Draw], wd},
	} {
		se := math.Sqrt(c.want * (1 - c.want) / float64(n))
		if got := float64(c.got) / float64(n); math.Abs(got-c.want) > 5*se {
			t.Errorf("%s: %s: %.4f of rollouts, want %.4f ± %.4f", pos, c.name, got, c.want, 5*se)
		}
	}
}

// TestReciprocal checks the division by multiplication that Rollout uses
// on every value it can meet.
func TestReciprocal(t *testing.T) {
	for e := uint32(1); e <= 9; e++ {
		for code := range factorial[9] {
			if q := uint32(uint64(code) * reciprocal[e] >> 32); q != code/e {
				t.Fatalf("%d / %d by reciprocal = %d, want %d", code, e, q, code/e)
			}
		}
	}
	f := uint32(1)
	for n := range uint32(10) {
		if n > 0 {
			f *= n
		}
		if factorial[n] != f {
			t.Errorf("factorial[%d] = %d, want %d", n, factorial[n], f)
		}
	}
}

func TestRolloutCapAndEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	p := New()
	out, n := p.Rollout(rng, 3)
	if out != (variants.Outcome{Result: variants.Draw, Reason: variants.PlyCap}) || n != 3 || p.Ply() != 3 {
		t.Errorf("capped rollout: %v after %d plies, ply %d", out, n, p.Ply())
	}
	if p.ToMove() != variants.Second {
		t.Errorf("after 3 plies %v to move, want second", p.ToMove())
	}
	q, _ := Parse("xxx/oo1/3 o")
	if out, n := q.Rollout(rng, 9); out != variants.Win(variants.First, variants.ThreeInARow) || n != 0 {
		t.Errorf("rollout of a finished game: %v after %d plies", out, n)
	}
	if out, n := New().Rollout(rng, 0); out.Reason != variants.PlyCap || n != 0 {
		t.Errorf("rollout with cap 0: %v after %d plies", out, n)
	}
}

func TestSortWins(t *testing.T) {
	tests := []struct {
		pos  string
		wins []string
	}{
		{"3/3/3 x", nil},
		{"xx1/oo1/3 x", []string{"c3"}},
		{"xx1/oo1/x2 o", []string{"c2"}},
		{"x1x/1o1/x1o o", nil},
		{"x1x/o2/xoo x", []string{"b3", "b2"}},
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
			c := *p
			c.Play(m)
			if w, ok := c.Outcome().Winner(); !ok || w != p.ToMove() {
				t.Errorf("%s: %v sorted as a win but gives %v", tt.pos, m, c.Outcome())
			}
		}
		for _, m := range moves[k:] {
			c := *p
			c.Play(m)
			if c.Outcome().Result != variants.Ongoing && c.Outcome().Reason == variants.ThreeInARow {
				t.Errorf("%s: winning move %v not sorted first", tt.pos, m)
			}
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

// BenchmarkRollout times complete random games from the empty board, the
// engine's inner loop for this game.
func BenchmarkRollout(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	start := New()
	var p Position
	b.ReportAllocs()
	for b.Loop() {
		p = *start
		p.Rollout(rng, 9)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rollouts/s")
}

// BenchmarkGenericRollout times the engine's generic loop (Outcome,
// LegalMoves, Play a random move) on the same game, for comparison.
func BenchmarkGenericRollout(b *testing.B) { varianttest.GenericRollout(b, New()) }
