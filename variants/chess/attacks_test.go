package chess

import (
	"math/rand/v2"
	"testing"
)

// TestSliderAttacks checks the magic tables against the slow ray walk.
func TestSliderAttacks(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		occ := rng.Uint64() & rng.Uint64()
		sq := rng.IntN(64)
		if got, want := rookAttacks(sq, occ), slideAttacks(sq, occ, rookDirs); got != want {
			t.Fatalf("rook %d occ %x: %x want %x", sq, occ, got, want)
		}
		if got, want := bishopAttacks(sq, occ), slideAttacks(sq, occ, bishopDirs); got != want {
			t.Fatalf("bishop %d occ %x: %x want %x", sq, occ, got, want)
		}
	}
}
