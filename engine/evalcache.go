package engine

// The leaves a chess tree makes repeat: from the start position 38% of
// the default player's new nodes, and 47% of PUCT's, are positions the
// tree already holds by another move order, and each was evaluated
// again, capture resolution and all (PUCT's leaves, deep in exchanges,
// cost 1.6 µs a leaf against the default's 0.4). An evalCache keeps
// the evaluations by position key, so a transposed leaf is read, not
// searched; the values are the evaluation's own, so the tree is the
// same node for node (Config.EvalCache).

// evalCacheSize is the entries of a tree's cache, a power of two: 2^16
// entries of 16 bytes, 1 MiB a tree, more than the leaves a search of a
// few seconds makes at chess.
const evalCacheSize = 1 << 16

// evalCache maps position keys to the evaluation (for the side to move)
// of the last position of that key stored in its slot: direct-mapped, a
// newer key overwriting an older one, so it never grows and allocates
// nothing once made.
type evalCache struct {
	keys []uint64
	vals []float64
}

func newEvalCache() *evalCache {
	return &evalCache{keys: make([]uint64, evalCacheSize), vals: make([]float64, evalCacheSize)}
}

// slot is key's index: the key's high bits, which a Zobrist key mixes
// as well as its low ones, and which the proof table's map hash does
// not lean on.
func slot(key uint64) int { return int(key >> (64 - 16)) }

// get returns the evaluation kept for key and whether there was one.
// Key 0 is never kept: it marks an empty slot.
func (c *evalCache) get(key uint64) (float64, bool) {
	i := slot(key)
	if key == 0 || c.keys[i] != key {
		return 0, false
	}
	return c.vals[i], true
}

// put keeps v as key's evaluation.
func (c *evalCache) put(key uint64, v float64) {
	if key == 0 {
		return
	}
	i := slot(key)
	c.keys[i], c.vals[i] = key, v
}

// reset forgets every evaluation: the evaluation's version, leaf depth
// or checks may differ from the last search's (prepare).
func (c *evalCache) reset() { clear(c.keys) }
