package nim

import (
	"slices"
	"testing"
)

// The oracle is an independent, deliberately naive model: heaps as a plain
// slice, a move as a (heap, count) pair, no bit tricks.

func oracleMoves(heaps []int) [][2]int {
	var out [][2]int
	for i, h := range heaps {
		for c := 1; c <= h; c++ {
			out = append(out, [2]int{i, c})
		}
	}
	return out
}

func oraclePlay(heaps []int, m [2]int) []int {
	c := slices.Clone(heaps)
	c[m[0]] -= m[1]
	return c
}

func oraclePerft(heaps []int, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range oracleMoves(heaps) {
		n += oraclePerft(oraclePlay(heaps, m), depth-1)
	}
	return n
}

// oracleWins reports whether the side to move wins with perfect play, by
// exhaustive search: it wins if some move leaves a lost position; with no
// objects left the previous player took the last one, so the mover lost.
func oracleWins(heaps []int) bool {
	for _, m := range oracleMoves(heaps) {
		if !oracleWins(oraclePlay(heaps, m)) {
			return true
		}
	}
	return false
}

// smallGames lists every heap vector with up to maxHeaps heaps of up to
// maxSize objects each.
func smallGames(maxHeaps, maxSize int) [][]int {
	var out [][]int
	var gen func(prefix []int)
	gen = func(prefix []int) {
		if len(prefix) > 0 {
			out = append(out, slices.Clone(prefix))
		}
		if len(prefix) == maxHeaps {
			return
		}
		for h := 0; h <= maxSize; h++ {
			gen(append(prefix, h))
		}
	}
	gen(nil)
	return out
}

func mustNew(t testing.TB, heaps ...int) *Position {
	t.Helper()
	p, err := New(heaps...)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
