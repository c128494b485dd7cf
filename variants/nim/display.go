package nim

import "rollout/variants"

// Static checks of the capabilities a client draws heaps with and
// offers no draw in.
var (
	_ variants.Heaper   = (*Position)(nil)
	_ variants.Drawless = (*Position)(nil)
)

// Drawless marks nim as a game without draws: the last object taken
// wins (a rollout's ply cap is the search's, never a game's end).
func (p *Position) Drawless() {}

// TakeMove returns the move that takes count objects from heap (from 0),
// and false when the heap does not exist or holds fewer objects.
func (p *Position) TakeMove(heap, count int) (variants.Move, bool) {
	if heap < 0 || heap >= int(p.n) || count < 1 || count > int(p.heaps[heap]) {
		return variants.NoMove, false
	}
	return move(heap, count), true
}
