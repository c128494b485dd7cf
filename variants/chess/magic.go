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

// initMagics fills slideTable from the magic numbers below. They were found
// once by the usual random search (sparse candidates, the first without
// destructive collisions, squares in order, tables packed in that order);
// keeping them as constants saves every start of the program that search
// (about 0.2 s). TestMagicsExhaustive checks every occupancy of every square.
func initMagics() {
	used := uint32(0) // entries of slideTable filled so far
	for _, kind := range [2]struct {
		magics  *[64]magic
		numbers *[64]uint64
		dirs    [4][2]int
	}{{&rookMagics, &rookMagicNumbers, rookDirs}, {&bishopMagics, &bishopMagicNumbers, bishopDirs}} {
		for sq := 0; sq < 64; sq++ {
			mask := relevantMask(sq, kind.dirs)
			nbits := bits.OnesCount64(mask)
			m := magic{mask: mask, magic: kind.numbers[sq], offset: used, shift: uint8(64 - nbits)}
			kind.magics[sq] = m
			used += 1 << nbits
			for sub := uint64(0); ; { // every subset of mask
				slideTable[(m.offset+uint32((sub*m.magic)>>m.shift))&slideMask] = slideAttacks(sq, sub, kind.dirs)
				sub = (sub - mask) & mask
				if sub == 0 {
					break
				}
			}
		}
	}
}

// relevantMask is the occupancy that matters to a slider on sq: its empty
// board rays without the board edges they run into.
func relevantMask(sq int, dirs [4][2]int) uint64 {
	edges := ((rank1 | rank8) &^ (rank1 << (8 * uint(sq>>3)))) |
		((fileA | fileH) &^ (fileA << uint(sq&7)))
	return slideAttacks(sq, 0, dirs) &^ edges
}

// The magic multipliers, one per square, a1 first.
var (
	rookMagicNumbers = [64]uint64{
		0x1080004008801020, 0x0840092002c03000, 0x1900200010400900, 0x0880100008000480,
		0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
		0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
		0x000a001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
		0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021d00100,
		0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000a0001768104,
		0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
		0x0442000a00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040a00128541,
		0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
		0x0400802402800800, 0xc100020080800400, 0x0002000802000401, 0x0182085882000401,
		0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000a0020,
		0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
		0x0088403882010200, 0x0820400080210100, 0x0110910040a00300, 0x0801100280080480,
		0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
		0x0000209300488001, 0x04c1002414824001, 0x020020000b001041, 0x7000100004200901,
		0x8002002004100802, 0x30010002084c0007, 0x0888221800813004, 0x4000002840840112,
	}
	bishopMagicNumbers = [64]uint64{
		0xa010041108003100, 0x006082020a002900, 0x6810010619200000, 0x08281a0520000408,
		0x0001104001000400, 0x0018901008048400, 0x00040a0210245280, 0x000200210808a402,
		0x9140048410821200, 0x0800091010820041, 0x20504804832202c0, 0x0100091401081000,
		0x8021011140000012, 0x0810020804450400, 0x208b0542109008a2, 0x0080084a08040204,
		0x0040e2a80811244c, 0x2505022008008108, 0x0430220100420040, 0x010a040420220040,
		0x1105000290400000, 0x0093001200822120, 0x4000a62048043004, 0x280120048a015004,
		0x006090002a020814, 0x44042000240800d0, 0x01102800040a4400, 0x1004080080220040,
		0x0001001011004024, 0x0010044000805040, 0x0914041200820100, 0x0004821012821480,
		0x0024040500c05021, 0x0088611002080200, 0x0116080a00040020, 0x4000020080080080,
		0x2450450140840040, 0x0000880201484100, 0x0222020404020092, 0x8081110600002e00,
		0x2842101105000801, 0x1100809008001025, 0x00020202221c0400, 0x0422014022009020,
		0x0210046102100c00, 0xc004008082029102, 0x00aa461801101200, 0x0404080080201108,
		0x020542108c205002, 0x0410544804100100, 0x0040910841100000, 0x0400200042021100,
		0x00004204850400c0, 0x0200100410a42102, 0x1040020801210102, 0x0805040410420000,
		0x2884804130100200, 0x800c262201242000, 0x1058000194108800, 0x0014221054420204,
		0x0104000012a02200, 0x0200881003300100, 0x0140400202840100, 0x0402020801010201,
	}
)
