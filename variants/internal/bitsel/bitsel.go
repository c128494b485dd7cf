// Package bitsel finds the k-th set bit of a 64-bit set without a loop:
// the games' rollouts draw a uniform move as "bit k of the targets" and
// would otherwise pay a mispredicted branch per draw.
package bitsel

// Select returns the index of the k-th (0-based) set bit of x, which
// must have more than k bits set. It works without a loop, so the
// rollouts' pick pays no branch that mispredicts with k: byte-wise
// popcounts, their prefix sums by one multiplication, a SWAR compare
// against k to find the byte, then a table for the bit inside it.
func Select(x uint64, k int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := x - (x>>1)&0x5555555555555555
	c = c&0x3333333333333333 + (c>>2)&0x3333333333333333
	c = (c + c>>4) & 0x0F0F0F0F0F0F0F0F
	c *= ones // byte i: bits set in bytes 0..i (at most 64, no carry)
	// Byte i of le has its high bit set when bytes 0..i hold at most k
	// bits; those bytes come first, so counting them gives the byte that
	// holds bit k.
	le := ((uint64(k)*ones | highs) - c) & highs
	// Counted by eights, they give the byte's bit offset: ones>>4 adds
	// each high bit of le, moved down to the 8s place, into the top byte
	// (le's own top byte is clear, since x has more than k bits); then
	// c<<8>>sh holds the bits below that byte in its low byte, and what
	// lies above it is a multiple of 256.
	sh := uint(le * (ones >> 4) >> 56)
	return int(sh) + int(selectInByte[(k-int(c<<8>>sh))&7][uint8(x>>sh)])
}

// selectInByte[k][b] is the index of the k-th set bit of the byte b.
var selectInByte [8][256]uint8

func init() {
	for b := 0; b < 256; b++ {
		k := 0
		for i := 0; i < 8; i++ {
			if b&(1<<i) != 0 {
				selectInByte[k][b] = uint8(i)
				k++
			}
		}
	}
}
