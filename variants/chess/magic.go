package chess

import "math/bits"

// magic is one square's entry for a sliding piece: the attack set for an
// occupancy occ is table[offset + ((occ&mask)*magic)>>shift].
type magic struct {
	mask   uint64
	magic  uint64
	offset uint32
	shift  uint8
}

var (
	rookMagics   [64]magic
	bishopMagics [64]magic
	// slideTable holds every rook table then every bishop table
	// (102,400 + 5,248 entries), in an array sized to a power of two so
	// a masked index needs no bounds check.
	slideTable [1 << 17]uint64
)

// slideMask keeps slideTable indexes in range for the compiler.
const slideMask = 1<<17 - 1

func rookAttacks(sq int, occ uint64) uint64 {
	m := &rookMagics[sq&63]
	return slideTable[(m.offset+uint32(((occ&m.mask)*m.magic)>>m.shift))&slideMask]
}

func bishopAttacks(sq int, occ uint64) uint64 {
	m := &bishopMagics[sq&63]
	return slideTable[(m.offset+uint32(((occ&m.mask)*m.magic)>>m.shift))&slideMask]
}

func queenAttacks(sq int, occ uint64) uint64 {
	return rookAttacks(sq, occ) | bishopAttacks(sq, occ)
}

// initMagics finds the magic multipliers by the usual random search (sparse
// candidates, keep the first without destructive collisions). The generator
// is seeded with a constant, so the tables, and the time the search takes
// (a few milliseconds), are the same at every start.
func initMagics() {
	used := uint32(0) // entries of slideTable filled so far
	rng := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // xorshift64*
		rng ^= rng >> 12
		rng ^= rng << 25
		rng ^= rng >> 27
		return rng * 2685821657736338717
	}
	var occs, atts [4096]uint64
	var epoch [4096]uint32
	var seen [4096]uint64
	tries := uint32(0)
	for _, kind := range [2]struct {
		magics *[64]magic
		dirs   [4][2]int
	}{{&rookMagics, rookDirs}, {&bishopMagics, bishopDirs}} {
		for sq := 0; sq < 64; sq++ {
			// The edges beyond the ray do not matter to the attack set.
			edges := ((rank1 | rank8) &^ (rank1 << (8 * uint(sq>>3)))) |
				((fileA | fileH) &^ (fileA << uint(sq&7)))
			mask := slideAttacks(sq, 0, kind.dirs) &^ edges
			n := 0
			for sub := uint64(0); ; { // every subset of mask
				occs[n] = sub
				atts[n] = slideAttacks(sq, sub, kind.dirs)
				n++
				sub = (sub - mask) & mask
				if sub == 0 {
					break
				}
			}
			nbits := bits.OnesCount64(mask)
			shift := uint8(64 - nbits)
			offset := used
			for {
				mg := next() & next() & next()
				if bits.OnesCount64((mask*mg)>>56) < 6 {
					continue
				}
				tries++
				ok := true
				for i := 0; i < n; i++ {
					idx := (occs[i] * mg) >> shift
					if epoch[idx] != tries {
						epoch[idx] = tries
						seen[idx] = atts[i]
					} else if seen[idx] != atts[i] {
						ok = false
						break
					}
				}
				if ok {
					kind.magics[sq] = magic{mask: mask, magic: mg, offset: offset, shift: shift}
					used += 1 << nbits
					for i := 0; i < n; i++ {
						slideTable[offset+uint32((occs[i]*mg)>>shift)] = atts[i]
					}
					break
				}
			}
		}
	}
}
