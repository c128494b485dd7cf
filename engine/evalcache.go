package engine

import "rollout/variants"

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
//
// It keeps beside them, in a second table of the same size, where a
// position's expansion order starts in the tree's order array
// (nextByPrior): a node expanded first with no child yet rates its
// legal moves and sorts them by prior, and the same position reached by
// another move order has the same moves, priors and order, so it reads
// the first node's order instead of making its own. fingerprint is the
// legal move list's, so a game whose generator listed a transposed
// position's moves in another order could never share a wrong one.
type evalCache struct {
	keys []uint64
	vals []float64

	orderKeys, orderPrints []uint64
	orderStarts            []int32
}

func newEvalCache() *evalCache {
	return &evalCache{
		keys: make([]uint64, evalCacheSize), vals: make([]float64, evalCacheSize),
		orderKeys: make([]uint64, evalCacheSize), orderPrints: make([]uint64, evalCacheSize),
		orderStarts: make([]int32, evalCacheSize),
	}
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

// reset forgets every evaluation and order: the evaluation's version,
// leaf depth or checks may differ from the last search's (prepare).
func (c *evalCache) reset() {
	clear(c.keys)
	c.forgetOrders()
}

// order returns where the expansion order of the position of key, with
// legal moves of the given fingerprint, starts in the order array, and
// whether one is kept.
func (c *evalCache) order(key, print uint64) (int32, bool) {
	i := slot(key)
	if key == 0 || c.orderKeys[i] != key || c.orderPrints[i] != print {
		return 0, false
	}
	return c.orderStarts[i], true
}

// putOrder keeps start as the expansion order of key's position.
func (c *evalCache) putOrder(key, print uint64, start int32) {
	if key == 0 {
		return
	}
	i := slot(key)
	c.orderKeys[i], c.orderPrints[i], c.orderStarts[i] = key, print, start
}

// forgetOrders forgets every order: the tree's order array was emptied
// (reset, compact).
func (c *evalCache) forgetOrders() { clear(c.orderKeys) }

// legalPrint is a fingerprint of a legal move list, its order included.
func legalPrint(legal []variants.Move) uint64 {
	h := uint64(len(legal))
	for _, m := range legal {
		h = (h ^ uint64(m)) * 0x100000001b3
	}
	return h
}
