package connect4

import (
	_ "embed"
	"sync"
	"sync/atomic"

	"rollout/variants"
)

// tromp8Dat is John Tromp's database of the positions of 8 stones (1995;
// the UCI Machine Learning Repository's "Connect-4" data set holds the
// same values), in the compact form Markus Thill's CFour ships it
// (tromp8/book.dat, MIT licence, tromp8/LICENSE; github.com/MarkusThill/
// Connect-Four, CFour/src/openingBook/book.dat at commit 2a58844). It
// lists every position of 8 stones (one of each pair of mirror images,
// neither side with four in a row) whose value for X, the side to move,
// is not a win: a draw or a loss. Every other such position is a win for
// X, except some where X must block (tromp8Forced, below). TestTromp8Sample
// checks a seeded sample of each kind against the bare solver.
//
// Each record is 3 bytes, big-endian: from the top bit, the columns in
// turn, a 1 bit and a colour bit (0 X, 1 O) per stone from the bottom
// up, a 0 bit ending each column but the last (8 stones and 6 ends, 22
// bits), then the value in the low 2 bits: 0 draw, 1 loss for X.
//
//go:embed tromp8/book.dat
var tromp8Dat []byte

// tromp8Forced holds, in the database's own form, the values of the
// positions of 8 stones where X, to move, must block a threat of O's,
// that the database does not list and X does not win. It lists some
// positions where X must block (as the UCI data set's "the next move
// is not forced" would not) but leaves others out, and of those some
// 4% are losses or draws for X, which "not listed" would call wins
// (7/7/oo5/xo5/xo5/xx5 x: X must block b, and loses). Our solver proved
// every such position (GenerateMoves8 with Forced, cmd/mkbook -moves8
// -forced; on the ones the database lists it agreed every time);
// TestTromp8Forced checks a sample with the bare solver.
//
//go:embed tromp8/forced.dat
var tromp8Forced []byte

// tromp8Ply is the number of stones of the database's positions.
const tromp8Ply = 8

// tromp8On says whether searches that read the book read the database
// too (UseTromp8).
var tromp8On atomic.Bool

func init() { tromp8On.Store(true) }

// UseTromp8 switches whether the solver's searches that read the opening
// book also read Tromp's database of 8-stone positions (on by default).
// It is there to measure what the database brings: the sweep's
// -c4perfect.tromp8=false plays perfect as it was without it. Searches
// already running are not affected.
func UseTromp8(on bool) { tromp8On.Store(on) }

var (
	tromp8Once sync.Once
	tromp8Map  map[uint64]int8 // canonical key -> X's value, 0 or -1
)

// loadTromp8 decodes the database. It is embedded and checked by tests
// (TestTromp8Decodes), so a malformed record cannot reach a user; one
// that were there would be skipped.
func loadTromp8() {
	tromp8Map = make(map[uint64]int8, (len(tromp8Dat)+len(tromp8Forced))/3)
	for _, dat := range [][]byte{tromp8Dat, tromp8Forced} {
		for i := 0; i+3 <= len(dat); i += 3 {
			rec := uint32(dat[i])<<16 | uint32(dat[i+1])<<8 | uint32(dat[i+2])
			if p, v, ok := decodeTromp8(rec); ok {
				tromp8Map[canonical(p.key())] = int8(v)
			}
		}
	}
}

// encodeTromp8 returns the database's record of p (8 stones, X to
// move) with X's value v (0 or -1): decodeTromp8's inverse.
func encodeTromp8(p *Position, v int) uint32 {
	var rec uint32
	bit := 23
	put := func(b uint32) { rec |= b << bit; bit-- }
	for col := range Width {
		for row := range p.height(col) {
			put(1)
			if p.cur>>(stride*col+row)&1 == 0 {
				put(1) // O's stone: X is the side to move, cur
			} else {
				put(0)
			}
		}
		if col < Width-1 {
			put(0)
		}
	}
	if v < 0 {
		rec |= 1
	}
	return rec
}

// decodeTromp8 returns the position and X's value of one record, and
// whether it is well formed.
func decodeTromp8(rec uint32) (Position, int, bool) {
	var x, o uint64
	col, row, stones := 0, 0, 0
	bit := 23
	next := func() uint32 { b := rec >> bit & 1; bit--; return b }
	for bit >= 2 && col < Width {
		if next() == 0 {
			col, row = col+1, 0
			continue
		}
		if row >= Height {
			return Position{}, 0, false
		}
		cell := uint64(1) << (stride*col + row)
		if next() == 1 {
			o |= cell
		} else {
			x |= cell
		}
		row++
		stones++
	}
	v := [4]int{0, -1, 1, 2}[rec&3]
	if stones != tromp8Ply || v > 0 || won(x) || won(o) {
		return Position{}, 0, false
	}
	return Position{cur: x, mask: x | o, ply: tromp8Ply}, v, true
}

// tromp8Value returns the value for X, the side to move, of a position
// of 8 stones in which nobody has four in a row.
func tromp8Value(key uint64) int {
	tromp8Once.Do(loadTromp8)
	if v, ok := tromp8Map[canonical(key)]; ok {
		return int(v)
	}
	return 1
}

// Tromp8Value returns, for a position of exactly 8 stones whose game is
// not over, its value for the side to move (X) from Tromp's database:
// +1 win, 0 draw, -1 loss; ok is false for any other position. It reads
// the database alone, not the solver, so that a check of the player can
// use it as the leaves of a search of its own (the engine's sweep does,
// for positions of 0 to 7 stones).
func (p *Position) Tromp8Value() (value int, ok bool) {
	if p.ply != tromp8Ply || p.result != variants.Ongoing {
		return 0, false
	}
	return tromp8Value(p.key()), true
}
