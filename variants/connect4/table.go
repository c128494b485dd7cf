package connect4

import (
	"sync"
	"sync/atomic"
)

// The solver's transposition table records proven bounds on positions'
// values (-1 loss, 0 draw, +1 win for the side to move). A bound is a fact
// about the position, true whatever search found it, so one table is
// shared by every search and every goroutine and survives from one call to
// the next (a perfect player's later moves reuse its earlier work). Each
// slot is one atomic 32-bit word, so concurrent searches never see a torn
// entry; two writes racing for a slot only lose a bound, never make one
// wrong.
//
// The layout is Pascal Pons's: a flat array whose length is a prime p, a
// position's key k filed in slot k mod p with the quotient k / p stored
// beside its bounds. The slot and the quotient give back the whole key,
// so a hit is never false, and four bytes a slot fit twice the entries of
// an eight-byte slot in the same memory: most of the solver's time is
// waiting for these loads, so slots per cache line count more than
// instructions per node. The bounds take 3 bits: the search only decides
// win, draw or loss, so a slot holds one of the six intervals of
// {-1, 0, 1} (code 0, the whole interval, marks an empty slot).
const boundCodeBits = 3

// boundLower and boundUpper decode a slot's bound code.
var (
	boundLower = [1 << boundCodeBits]int8{-1, -1, -1, 0, 0, 1, -1, -1}
	boundUpper = [1 << boundCodeBits]int8{1, -1, 0, 0, 1, 1, 1, 1}
	// boundCode[lower+1][upper+1] encodes; lower > upper cannot occur.
	boundCode = [3][3]uint32{{1, 2, 0}, {0, 3, 4}, {0, 0, 5}}
)

// Table sizes: keys have 49 bits, and a quotient must fit the 29 bits
// above the code, so the prime must exceed 2^20.
const (
	minTableBits = 21
	maxTableBits = 30
)

// ttable is one transposition table.
type ttable struct {
	slots []atomic.Uint32
	prime uint64
	// deep is the small table of the positions of deepPly stones or
	// more (searcher.deepPly): a slot is the whole key and its bound
	// code in one word, filed by a multiplicative hash, so a hit is
	// exact at any size. Deepest in the tree lie most of a hard proof's
	// positions, each a small subtree soon met again or never, so a
	// table that fits the processor's cache serves them, and the big
	// table keeps the positions nearer the root, whose subtrees cost
	// most, from being overwritten by them.
	deep []atomic.Uint64
}

// deepBits is log2 of the deep table's slots: 2^17 of 8 bytes, 1 MB.
const deepBits = 17

// newTable returns an empty table of the largest prime number of slots
// below 1<<bits (bits clamped to [minTableBits, maxTableBits]).
func newTable(bits int) *ttable {
	bits = min(max(bits, minTableBits), maxTableBits)
	p := uint64(1)<<bits - 1
	for !isPrime(p) {
		p -= 2
	}
	t := &ttable{slots: make([]atomic.Uint32, p), prime: p, deep: make([]atomic.Uint64, 1<<deepBits)}
	// Touch every page now: a fresh allocation's pages fault in on first
	// use, which made the first searches of a process 10 times slower
	// per node (a search given 1 us took 3 to 7 ms before its first look
	// at the clock).
	for i := 0; i < len(t.slots); i += 1024 {
		t.slots[i].Store(0)
	}
	for i := 0; i < len(t.deep); i += 512 {
		t.deep[i].Store(0)
	}
	return t
}

// isPrime reports whether the odd number n is prime, by trial division.
func isPrime(n uint64) bool {
	for d := uint64(3); d*d <= n; d += 2 {
		if n%d == 0 {
			return false
		}
	}
	return true
}

// clear empties the table.
func (t *ttable) clear() {
	clear(t.slots)
	clear(t.deep)
}

// deepSlot returns the deep table's slot for key.
func (t *ttable) deepSlot(key uint64) *atomic.Uint64 {
	return &t.deep[key*0x9e3779b97f4a7c15>>(64-deepBits)]
}

// boundsAt is bounds for a position of ply stones, read from the deep
// table when ply is deepPly or more.
func (t *ttable) boundsAt(key uint64, ply, deepPly int) (lower, upper int) {
	if deepPly == 0 || ply < deepPly {
		return t.bounds(key)
	}
	e := t.deepSlot(key).Load()
	if e>>boundCodeBits != key {
		return -1, 1
	}
	c := e & (1<<boundCodeBits - 1)
	return int(boundLower[c]), int(boundUpper[c])
}

// recordAt is record for a position of ply stones, into the deep table
// when ply is deepPly or more.
func (t *ttable) recordAt(key uint64, ply, deepPly, lower, upper int) {
	if deepPly == 0 || ply < deepPly {
		t.record(key, lower, upper)
		return
	}
	s := t.deepSlot(key)
	if e := s.Load(); e>>boundCodeBits == key {
		c := e & (1<<boundCodeBits - 1)
		lower, upper = max(lower, int(boundLower[c])), min(upper, int(boundUpper[c]))
	}
	if c := boundCode[lower+1][upper+1]; c != 0 {
		s.Store(key<<boundCodeBits | uint64(c))
	}
}

// bounds returns what the table knows of the position with the given key:
// lower <= value <= upper.
func (t *ttable) bounds(key uint64) (lower, upper int) {
	e := t.slots[key%t.prime].Load()
	if uint64(e>>boundCodeBits) != key/t.prime {
		return -1, 1
	}
	c := e & (1<<boundCodeBits - 1)
	return int(boundLower[c]), int(boundUpper[c])
}

// record stores the bounds lower <= value <= upper for key, tightening
// what the slot already holds for the same key.
func (t *ttable) record(key uint64, lower, upper int) {
	s := &t.slots[key%t.prime]
	q := uint32(key / t.prime)
	if e := s.Load(); e>>boundCodeBits == q {
		c := e & (1<<boundCodeBits - 1)
		lower, upper = max(lower, int(boundLower[c])), min(upper, int(boundUpper[c]))
	}
	if c := boundCode[lower+1][upper+1]; c != 0 {
		s.Store(q<<boundCodeBits | c)
	}
}

// tableBits is log2 of the shared table's size: about 4M slots, 16 MB,
// unless SetTableBits chose otherwise before the first solve.
var tableBits = 22

// SetTableBits sets the shared solver table to about 1<<bits slots of 4
// bytes (bits from 21 to 30). It must be called before the first solve
// (the book generator wants a larger table than a player does) and has no
// effect after it.
func SetTableBits(bits int) {
	tableOnce.Do(func() { tableBits = bits; table = newTable(bits) })
}

var (
	tableOnce sync.Once
	table     *ttable
)

// sharedTable returns the table every search uses unless given its own,
// allocating it on first use so that a program that never solves Connect
// Four never pays for it.
func sharedTable() *ttable {
	tableOnce.Do(func() { table = newTable(tableBits) })
	return table
}
