package rollerball

// Threefold repetition compares piece placements through Zobrist hashes.
//
// Only moves since the last capture, promotion or pawn move are searched.
// That is exact, not a heuristic: captures lower the piece count and
// promotions the pawn count for good, and pawns only run clockwise along an
// acyclic path (pawn_test.go checks that the pawn step graph has no cycle),
// so every pawn move strictly raises a potential no later move lowers while
// the pawn count stays the same. No placement before such a move can recur.

// zobrist holds a random key per square and piece code, from a fixed seed
// so that hashes are the same in every run.
var zobrist [nSq][16]uint64

func init() {
	x := uint64(0x9e3779b97f4a7c15)
	for s := range zobrist {
		for c := range zobrist[s] {
			// splitmix64
			x += 0x9e3779b97f4a7c15
			z := x
			z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
			z = (z ^ z>>27) * 0x94d049bb133111eb
			zobrist[s][c] = z ^ z>>31
		}
	}
}

// placementHash returns the Zobrist hash of b's placement.
func placementHash(b *board) uint64 {
	var h uint64
	for s, c := range b.mail {
		if c != empty {
			h ^= zobrist[s][c]
		}
	}
	return h
}

// repeated reports whether the current placement, reached by a move, has
// now been seen for the third time after a move. Play works it out, since
// it keeps the filter that lets most moves skip the search.
func (p *Position) repeated() bool { return p.thrice }

// countRepeats returns how many times the current placement appears in the
// history before its latest entry.
func (p *Position) countRepeats() int {
	n := len(p.hist)
	// A placement needs at least four plies to come back (each side must
	// undo its own move), so a third sighting needs nine entries.
	if n < 9 {
		return 0
	}
	h := p.hash
	seen := 0
	for _, x := range p.hist[:n-1] {
		if x == h {
			seen++
		}
	}
	return seen
}
