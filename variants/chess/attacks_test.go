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

// TestMagicsExhaustive checks every relevant occupancy of every square
// against the slow ray walk, so a wrong constant in magic.go (a destructive
// collision) cannot hide behind random sampling.
func TestMagicsExhaustive(t *testing.T) {
	for _, k := range []struct {
		name   string
		dirs   [4][2]int
		attack func(int, uint64) uint64
	}{{"rook", rookDirs, rookAttacks}, {"bishop", bishopDirs, bishopAttacks}} {
		for sq := 0; sq < 64; sq++ {
			mask := relevantMask(sq, k.dirs)
			for sub := uint64(0); ; {
				// Squares outside the mask must not change the answer.
				occ := sub | ^mask&0x8142_2418_1824_4281
				if got, want := k.attack(sq, occ), slideAttacks(sq, occ, k.dirs); got != want {
					t.Fatalf("%s %d occ %x: %x want %x", k.name, sq, occ, got, want)
				}
				sub = (sub - mask) & mask
				if sub == 0 {
					break
				}
			}
		}
	}
}
