package bitsel

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestSelect checks Select against clearing the lowest bit k times,
// on edge patterns and random sets of every density.
func TestSelect(tt *testing.T) {
	xs := []uint64{1, 1 << 63, ^uint64(0), 0x8000000000000001, 0xFF00, 0x00FF_0000_0000_0000}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 3000; i++ {
		x := rng.Uint64()
		for j := i % 4; j > 0; j-- {
			x &= rng.Uint64() // sparser sets too
		}
		xs = append(xs, x|1<<rng.IntN(64))
	}
	for _, x := range xs {
		t := x
		for k := 0; k < bits.OnesCount64(x); k++ {
			if got, want := Select(x, k), bits.TrailingZeros64(t); got != want {
				tt.Fatalf("Select(%#x, %d) = %d, want %d", x, k, got, want)
			}
			t &= t - 1
		}
	}
}
