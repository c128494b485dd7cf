package engine

import (
	"runtime"
	"testing"
)

// TestProcsForBackground: the Ps grow with the background searches
// (bounded), and the default worker count stays one per core, so a
// process that raised them does not search with a thousand workers.
func TestProcsForBackground(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, c := range []struct{ searches, want int }{
		{60, cores + 60},
		{0, cores},
		{-5, cores},
		{1 << 20, maxProcs},
	} {
		if got := ProcsForBackground(c.searches); got != c.want || runtime.GOMAXPROCS(0) != c.want {
			t.Errorf("ProcsForBackground(%d) = %d, GOMAXPROCS %d; want %d", c.searches, got, runtime.GOMAXPROCS(0), c.want)
		}
		if got, want := workerCount(Config{}), min(cores, MaxWorkers); got != want {
			t.Errorf("after ProcsForBackground(%d): %d default workers, want %d (one per core)", c.searches, got, want)
		}
	}
}
