package variants

// Perfter is implemented by variants with a faster perft than the generic
// one, typically by counting the legal moves at the last ply instead of
// playing them (bulk counting).
type Perfter interface {
	// Perft returns the number of legal move sequences of the given depth
	// from the receiver, which it leaves unchanged.
	Perft(depth int) uint64
}

// Perft counts the legal move sequences of length depth from p, the standard
// test of a move generator. History rules (repetition, move limits) are
// ignored, as the published counts assume. p is left unchanged.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if f, ok := p.(Perfter); ok {
		return f.Perft(depth)
	}
	// One scratch position and move list per level: no allocation after
	// the first visit of each level.
	scratch := make([]Position, depth)
	lists := make([][]Move, depth)
	for i := range scratch {
		scratch[i] = p.Clone()
	}
	return perft(p, depth, scratch, lists)
}

func perft(p Position, depth int, scratch []Position, lists [][]Move) uint64 {
	moves := p.LegalMoves(lists[depth-1][:0])
	lists[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	child := scratch[depth-1]
	var n uint64
	for _, m := range moves {
		child.CopyFrom(p)
		child.Play(m)
		n += perft(child, depth-1, scratch, lists)
	}
	return n
}

// Divide returns perft(depth-1) after each legal move of p, in legal-move
// order: the per-move split used to find a move generator's bug by
// comparing with a reference engine.
func Divide(p Position, depth int) ([]Move, []uint64) {
	moves := p.LegalMoves(nil)
	counts := make([]uint64, len(moves))
	child := p.Clone()
	for i, m := range moves {
		child.CopyFrom(p)
		child.Play(m)
		counts[i] = Perft(child, depth-1)
	}
	return moves, counts
}
