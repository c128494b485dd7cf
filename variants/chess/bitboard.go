package chess

import "math/bits"

// Squares are numbered file + 8*rank, a1 = 0, h8 = 63; a bitboard has bit sq
// set for each square in the set.

const (
	fileA uint64 = 0x0101010101010101
	fileH        = fileA << 7
	rank1 uint64 = 0xFF
	rank2        = rank1 << 8
	rank3        = rank1 << 16
	rank6        = rank1 << 40
	rank7        = rank1 << 48
	rank8        = rank1 << 56
	// darkSquares holds a1 and every square of its colour.
	darkSquares uint64 = 0xAA55AA55AA55AA55
)

// Attack tables, filled once by init; the sliding pieces use magic
// bitboards (see magic.go).
var (
	knightAttacks [64]uint64
	kingAttacks   [64]uint64
	// pawnAttacks[c][sq] is the set a pawn of colour c on sq attacks.
	pawnAttacks [2][64]uint64
	// between[a][b] is the squares strictly between a and b on a shared
	// rank, file or diagonal, else 0.
	between [64][64]uint64
	// line[a][b] is the whole line through a and b when they share one,
	// else 0: a pinned piece stays on the line through its king.
	line [64][64]uint64
	// rookRays and bishopRays are the attacks on an empty board: the
	// squares from which a slider could pin or check.
	rookRays, bishopRays [64]uint64
)

func bit(sq int) uint64 { return 1 << uint(sq&63) }

// popLSB returns the lowest set square of *b and clears it.
func popLSB(b *uint64) int {
	sq := bits.TrailingZeros64(*b)
	*b &= *b - 1
	return sq
}

// slideAttacks walks the rays given by the (file, rank) steps from sq until
// the board edge or the first occupied square, which is included. It is the
// slow reference the magic tables are built from.
func slideAttacks(sq int, occ uint64, dirs [4][2]int) uint64 {
	var att uint64
	f0, r0 := sq&7, sq>>3
	for _, d := range dirs {
		f, r := f0+d[0], r0+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			s := f + 8*r
			att |= bit(s)
			if occ&bit(s) != 0 {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return att
}

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func init() {
	for sq := 0; sq < 64; sq++ {
		f, r := sq&7, sq>>3
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if ff, rr := f+d[0], r+d[1]; ff >= 0 && ff < 8 && rr >= 0 && rr < 8 {
				knightAttacks[sq] |= bit(ff + 8*rr)
			}
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if ff, rr := f+df, r+dr; (df != 0 || dr != 0) && ff >= 0 && ff < 8 && rr >= 0 && rr < 8 {
					kingAttacks[sq] |= bit(ff + 8*rr)
				}
			}
		}
		for _, df := range [2]int{-1, 1} {
			if ff := f + df; ff >= 0 && ff < 8 {
				if r < 7 {
					pawnAttacks[white][sq] |= bit(ff + 8*(r+1))
				}
				if r > 0 {
					pawnAttacks[black][sq] |= bit(ff + 8*(r-1))
				}
			}
		}
	}
	initMagics()
	for sq := 0; sq < 64; sq++ {
		rookRays[sq] = rookAttacks(sq, 0)
		bishopRays[sq] = bishopAttacks(sq, 0)
	}
	for a := 0; a < 64; a++ {
		for _, t := range [2]struct {
			dirs   [4][2]int
			attack func(int, uint64) uint64
		}{{rookDirs, rookAttacks}, {bishopDirs, bishopAttacks}} {
			empty := t.attack(a, 0)
			for b := 0; b < 64; b++ {
				if a == b || empty&bit(b) == 0 {
					continue
				}
				between[a][b] = t.attack(a, bit(b)) & t.attack(b, bit(a))
				line[a][b] = (empty & t.attack(b, 0)) | bit(a) | bit(b)
			}
		}
	}
}

func popcount(b uint64) int { return bits.OnesCount64(b) }
