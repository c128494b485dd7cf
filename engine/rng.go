package engine

import (
	"math/rand/v2"
)

// splitmix64 is the finaliser of SplitMix64: a cheap bijective mix that
// turns consecutive integers into well-spread seeds.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// searchSeed derives the seed of one search from the player's seed and the
// root position's text, so successive moves of a game draw different
// streams while the same position and seed always give the same search.
func searchSeed(seed uint64, positionText string) uint64 {
	return splitmix64(seed ^ splitmix64(fnv64(positionText)))
}

// fnv64 is the 64-bit FNV-1a hash of s, computed without allocating.
func fnv64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// stream is a worker's reseedable random source. Reseeding per rollout is
// what makes statistics independent of which worker ran which rollout.
type stream struct {
	pcg *rand.PCG
	rng *rand.Rand
}

func newStream() stream {
	// The PCG state is written on every draw. Padding gives it cache lines
	// of its own, so two workers' streams never share one (false sharing
	// halved tic-tac-toe's two-worker speed before this).
	box := new(struct {
		_   [64]byte
		pcg rand.PCG
		_   [64]byte
	})
	return stream{pcg: &box.pcg, rng: rand.New(&box.pcg)}
}

// reseed points the stream at the sequence of work unit u of a search.
func (s stream) reseed(base, u uint64) {
	s.pcg.Seed(splitmix64(base^splitmix64(u)), u)
}
