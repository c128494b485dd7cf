package nim

// Value returns +1 if the side to move wins with perfect play, which is
// when the nim-sum of the heaps is not zero, and -1 otherwise.
func (p *Position) Value() int {
	var x uint16
	for _, h := range p.heaps[:p.n] {
		x ^= h
	}
	if x != 0 {
		return 1
	}
	return -1
}
