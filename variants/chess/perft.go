package chess

// Perft counts the legal move sequences of the given depth, ignoring the
// history rules as the published counts do. It copy-makes the board
// without its history and counts the last ply without playing it (bulk
// counting). It allocates one move buffer per level per call.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	lists := make([]moveList, depth)
	return perft(&p.b, depth, lists)
}

func perft(b *board, depth int, lists []moveList) uint64 {
	list := &lists[depth-1]
	n := b.genLegal(list)
	if depth == 1 {
		return uint64(n)
	}
	var total uint64
	for _, m := range list[:n] {
		c := *b
		c.play(m)
		total += perft(&c, depth-1, lists)
	}
	return total
}
