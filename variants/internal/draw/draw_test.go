package draw

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestIntNUniform checks with a chi-square test that IntN is uniform for
// several bounds, whichever half of a 64-bit value a draw comes from, and
// never out of range.
func TestIntNUniform(t *testing.T) {
	for _, n := range []uint32{1, 2, 3, 7, 10, 33, 100} {
		d := New(rand.New(rand.NewPCG(uint64(n), 5)))
		const per = 2000
		var counts [2][]int // by draw parity: low half, high half
		counts[0], counts[1] = make([]int, n), make([]int, n)
		for i := 0; i < 2*per*int(n); i++ {
			k := d.IntN(n)
			if k >= n {
				t.Fatalf("IntN(%d) = %d", n, k)
			}
			counts[i&1][k]++
		}
		for half, cs := range counts {
			chi := 0.0
			for _, c := range cs {
				x := float64(c) - per
				chi += x * x / per
			}
			// Wilson-Hilferty chi-square quantile at 3.5 standard deviations.
			df := float64(n - 1)
			if df == 0 {
				continue
			}
			a := 2 / (9 * df)
			if crit := df * math.Pow(1-a+3.5*math.Sqrt(a), 3); chi > crit {
				t.Errorf("n=%d half %d: chi-square %.1f > %.1f: %v", n, half, chi, crit, cs)
			}
		}
	}
}

// TestIntNRejects checks the rejection step: with a bound near 2^32 most
// products fall in the biased zone and must be drawn again, and the
// results still stay in range.
func TestIntNRejects(t *testing.T) {
	d := New(rand.New(rand.NewPCG(1, 2)))
	n := uint32(3 << 30)
	for range 10000 {
		if k := d.IntN(n); k >= n {
			t.Fatalf("IntN(%d) = %d", n, k)
		}
	}
}
