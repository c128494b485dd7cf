package engine

import (
	"math"
	"testing"
)

// lnVisits is math.Log to the bit, in its table and past it: selection
// reads it instead, and the tree must not change.
func TestLnVisits(t *testing.T) {
	for n := int64(0); n < 5000; n++ {
		if got, want := lnVisits(n), math.Log(float64(n)); got != want && !(math.IsInf(got, -1) && math.IsInf(want, -1)) {
			t.Fatalf("lnVisits(%d) = %v, math.Log %v", n, got, want)
		}
	}
}
