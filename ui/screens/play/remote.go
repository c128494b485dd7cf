package play

// remote is a player that relays another person's moves (a classmate
// under rollout serve): it has no best move so far to play now, and its
// person's board has every move, so move-now and take-backs, which
// would decide for that person, are refused.
type remote interface{ Remote() bool }

// againstRemote reports whether a side is played by a remote person.
func (g *Model) againstRemote() bool {
	for _, p := range g.players {
		if r, ok := p.(remote); ok && r.Remote() {
			return true
		}
	}
	return false
}
