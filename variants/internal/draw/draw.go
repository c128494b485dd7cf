// Package draw gives the games' rollouts uniform random integers cheaply:
// a rollout draws one per ply, and half the calls into the generator
// behind a *rand.Rand go away when each 64-bit value serves two draws.
package draw

import "math/rand/v2"

// New returns Draws reading from rng.
func New(rng *rand.Rand) Draws { return Draws{rng: rng} }

// Draws hands out uniform integers below n using 32 random bits each, two
// from every 64-bit value of rng: the draw costs half the calls into the
// generator.
type Draws struct {
	rng   *rand.Rand
	spare uint64 // unused high half of the last value
	full  bool   // spare holds 32 unused bits
}

// IntN returns a uniform integer in [0, n), n > 0, by Lemire's
// multiply-and-reject method, which is exact: a product whose low half
// falls below 2^32 mod n is rejected and drawn again.
func (d *Draws) IntN(n uint32) uint32 {
	m := uint64(d.next()) * uint64(n)
	if uint32(m) < n {
		for thresh := -n % n; uint32(m) < thresh; {
			m = uint64(d.next()) * uint64(n)
		}
	}
	return uint32(m >> 32)
}

// next returns 32 fresh random bits.
func (d *Draws) next() uint32 {
	if d.full {
		d.full = false
		return uint32(d.spare >> 32)
	}
	d.spare = d.rng.Uint64()
	d.full = true
	return uint32(d.spare)
}
