package nim

import "rollout/variants"

// Static check of the capability a client draws heaps with.
var _ variants.Heaper = (*Position)(nil)

// TakeMove returns the move that takes count objects from heap (from 0),
// and false when the heap does not exist or holds fewer objects.
func (p *Position) TakeMove(heap, count int) (variants.Move, bool) {
	if heap < 0 || heap >= int(p.n) || count < 1 || count > int(p.heaps[heap]) {
		return variants.NoMove, false
	}
	return move(heap, count), true
}
