package chess

// Perft counts the legal move sequences of the given depth, ignoring the
// history rules as the published counts do. It copy-makes the board
// without its history and counts the last ply without playing it (bulk
// counting). It allocates one board and move buffer per level per call.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	st := make([]perftLevel, depth+1)
	st[depth].b = p.b
	return perft(st, depth)
}

// perftLevel is one level's board and buffers, allocated once per call so
// the recursion itself does not allocate.
type perftLevel struct {
	b    board
	sets setList
	list moveList
}

func perft(st []perftLevel, depth int) uint64 {
	lv := &st[depth]
	n := lv.b.genSets(&lv.sets)
	if depth == 1 {
		return uint64(n) // bulk counting: the last ply is only counted
	}
	lv.sets.expand(&lv.list)
	child := &st[depth-1]
	var total uint64
	for _, m := range lv.list[:n] {
		child.b = lv.b
		child.b.play(m)
		total += perft(st, depth-1)
	}
	return total
}
