package connect4

import (
	"sync"
	"sync/atomic"
)

// The solver's transposition table records proven bounds on positions'
// scores. A bound is a fact about the position, true whatever search found
// it, so one table is shared by every search and every goroutine and
// survives from one call to the next (a perfect player's later moves reuse
// its earlier work). Each slot is one atomic word, so concurrent searches
// never see a torn entry; two writes racing for a slot only lose a bound,
// never make one wrong.
//
// A slot holds the position's key (49 bits, exact: no false hits), a
// valid bit, and a lower and an upper bound, each as score+64 in 7 bits.
const (
	boundBits = 7
	boundBias = 64
	validBit  = 1 << (2 * boundBits)
	keyShift  = 2*boundBits + 1
	noLower   = -boundBias                   // stored as 0: nothing known
	noUpper   = 1<<boundBits - 1 - boundBias // stored as 127
)

// tableBits is log2 of the table's slots: 4M slots, 32 MB, unless
// SetTableBits chose otherwise before the first solve.
var tableBits = 22

// SetTableBits sets the solver's table to 1<<bits slots of 8 bytes. It
// must be called before the first solve (the book generator wants a
// larger table than a player does) and has no effect after it.
func SetTableBits(bits int) {
	tableOnce.Do(func() { tableBits = bits; table = make([]atomic.Uint64, 1<<bits) })
}

var (
	tableOnce sync.Once
	table     []atomic.Uint64
)

// slot returns the table slot for key, allocating the table on first use
// so that a program that never solves Connect Four never pays for it.
func slot(key uint64) *atomic.Uint64 {
	tableOnce.Do(func() { table = make([]atomic.Uint64, 1<<tableBits) })
	return &table[(key*0x9E3779B97F4A7C15)>>(64-tableBits)]
}

// bounds returns what the table knows of the position with the given key:
// lower <= score <= upper.
func bounds(key uint64) (lower, upper int) {
	e := slot(key).Load()
	if e&validBit == 0 || e>>keyShift != key {
		return noLower, noUpper
	}
	return int(e>>boundBits&(1<<boundBits-1)) - boundBias, int(e&(1<<boundBits-1)) - boundBias
}

// record stores the bounds lower <= score <= upper for key, tightening
// what the slot already holds for the same key.
func record(key uint64, lower, upper int) {
	s := slot(key)
	if e := s.Load(); e&validBit != 0 && e>>keyShift == key {
		lower = max(lower, int(e>>boundBits&(1<<boundBits-1))-boundBias)
		upper = min(upper, int(e&(1<<boundBits-1))-boundBias)
	}
	s.Store(key<<keyShift | validBit | uint64(lower+boundBias)<<boundBits | uint64(upper+boundBias))
}
