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
// X. TestTromp8Sample checks a seeded sample of both kinds against the
// bare solver.
//
// Each record is 3 bytes, big-endian: from the top bit, the columns in
// turn, a 1 bit and a colour bit (0 X, 1 O) per stone from the bottom
// up, a 0 bit ending each column but the last (8 stones and 6 ends, 22
// bits), then the value in the low 2 bits: 0 draw, 1 loss for X.
//
//go:embed tromp8/book.dat
var tromp8Dat []byte

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
	tromp8Map = make(map[uint64]int8, len(tromp8Dat)/3)
	for i := 0; i+3 <= len(tromp8Dat); i += 3 {
		rec := uint32(tromp8Dat[i])<<16 | uint32(tromp8Dat[i+1])<<8 | uint32(tromp8Dat[i+2])
		if p, v, ok := decodeTromp8(rec); ok {
			tromp8Map[canonical(p.key())] = int8(v)
		}
	}
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
