package variants_test

import (
	"math"
	"testing"

	"rollout/variants"
)

// The one mapping between values and pawns: known points, the inverse,
// the clamp, and White's side.
func TestCentipawns(t *testing.T) {
	for _, c := range []struct {
		mean float64
		cp   int
	}{{0, 0}, {1, 1200}, {-1, -1200}, {0.5, 191}, {-0.5, -191}, {0.2801, 100}, {math.NaN(), 0}} {
		if got := variants.Centipawns(c.mean); got != c.cp {
			t.Errorf("Centipawns(%v) = %d, want %d", c.mean, got, c.cp)
		}
	}
	for _, cp := range []int{-1100, -300, -100, -1, 0, 1, 28, 100, 320, 900, 1199} {
		if back := variants.Centipawns(variants.MeanOfCentipawns(float64(cp))); back != cp {
			t.Errorf("%d cp -> mean %v -> %d cp", cp, variants.MeanOfCentipawns(float64(cp)), back)
		}
	}
	// A pawn up is 0.28, a knight 0.73, a rook 0.89 (chess's EvalScale).
	for cp, mean := range map[float64]float64{100: 0.28, 320: 0.73, 500: 0.89} {
		if got := variants.MeanOfCentipawns(cp); math.Abs(got-mean) > 0.005 {
			t.Errorf("MeanOfCentipawns(%v) = %.3f, want %.2f", cp, got, mean)
		}
	}
	for _, c := range []struct {
		mean float64
		side variants.Side
		want string
	}{
		{0.2801, variants.First, "[%eval +1.00]"},
		{0.2801, variants.Second, "[%eval -1.00]"},
		{0, variants.Second, "[%eval 0.00]"},
		{1, variants.Second, "[%eval -12.00]"},
	} {
		if got := variants.EvalCommand(c.mean, c.side); got != c.want {
			t.Errorf("EvalCommand(%v, %v) = %q, want %q", c.mean, c.side, got, c.want)
		}
		if n := variants.ReadMoveNote(variants.EvalCommand(c.mean, c.side)); "[%eval "+n.Eval+"]" != c.want && !(n.Eval == "+0.00" && c.want == "[%eval 0.00]") {
			t.Errorf("%q reads back as %q", c.want, n.Eval)
		}
	}
}
