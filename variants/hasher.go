package variants

// Hasher is implemented by positions that have a cheap hash of everything
// that decides their future: what is on the board, the side to move, and
// whatever a rule still counts (a ply limit, castling rights). Searches key
// tables by it (uct's proof table), so it must not allocate; positions
// without it are keyed by hashing their text, which does.
//
// Equal positions must give equal hashes; different positions should give
// different ones with the odds of a good 64-bit hash. The repetition
// history need not be part of it.
type Hasher interface {
	// Hash returns the position's 64-bit key.
	Hash() uint64
}

// MixHash folds the word x into the hash h (the SplitMix64 finaliser over
// their xor plus a constant), for variants that build Hash from a few
// words of their state.
func MixHash(h, x uint64) uint64 {
	z := h ^ x + 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}
