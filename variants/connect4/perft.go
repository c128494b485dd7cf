package connect4

import "math/bits"

// Perft counts the move sequences of the given depth from p by bulk
// counting: at the last ply it counts the free columns instead of playing
// them. A move that wins ends its line of play, so it counts only at the
// last ply.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if p.result != 0 {
		return 0
	}
	return perft(p.cur, p.mask, depth)
}

func perft(cur, mask uint64, depth int) uint64 {
	free := freeColumns(mask)
	if depth == 1 {
		return uint64(bits.OnesCount8(free))
	}
	var n uint64
	for ; free != 0; free &= free - 1 {
		col := bits.TrailingZeros8(free)
		c, m := cur^mask, mask|(mask+bottom(col))
		if !won(c ^ m) {
			n += perft(c, m, depth-1)
		}
	}
	return n
}
