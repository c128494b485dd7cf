package engine

import "rollout/variants"

// A selective tactical search where the tree grows, in the spirit of
// Baier and Winands' MCTS-IP (a shallow search's value seeds a new
// node): a new node's first look is the game's evaluation, capture
// resolution at chess, which scores a sacrifice by the material it
// gives (Qxh7+ Kxh7: a queen down), so the node is visited once at a
// loss and never again, though the checks after it win. Under
// Config.Tactics a new node whose first look disappoints one side
// against what its parent's value led that side to expect gets the
// game's tactical search for that side instead (Tactician: chess
// searches that side's checks for a few turns past the move): a
// sacrifice is searched for its mover, and the capture that takes the
// sacrificed piece, looking better for its mover than the sacrifice's
// searched value allows, for the side to move after it. So the
// sacrifice's value holds below it as the tree grows.

// Tactician is implemented by positions with a selective tactical
// search (chess).
type Tactician interface {
	// Tactics returns the position's evaluation for the side to move,
	// on Evaluate's scale, by a search in which one side, the attacker
	// (the side that moved into the position when mover is set, else
	// the side to move), may also give checks for checks turns, and
	// true; or false where the game judges m, the move that led to the
	// position, not worth the search. It must not allocate and must
	// leave the receiver unchanged.
	Tactics(m variants.Move, mover bool, checks int) (float64, bool)
	// MaxTacticChecks is the most turns Tactics takes.
	MaxTacticChecks() int
}

// tacticMargin is how far (on the evaluation's scale, [-1, 1]) a new
// node's first look must fall from its parent's value, for the side
// that moved into it, before the tactical search is asked: about a
// pawn near equality, less than any piece.
const tacticMargin = 0.25

// tacticVisits is the least visits a parent needs before a sacrifice
// made below it is searched: the tree's upper nodes, where a sacrifice
// that works changes what is played. Below them most new nodes are
// leaves never visited again, and searching their sacrifices cost 16%
// of the iterations for no more solved in Win at Chess (2% with the
// threshold; docs/strength.md). The capture that takes a sacrifice is
// searched wherever it is made, so a seeded value holds below it.
const tacticVisits = 20

// tacticSeed runs the tactical search at node c, the walk's position
// (t.pos), just made under parent and given its first look (c's h, for
// the side that moved into it), where that look falls more than
// tacticMargin from the parent's value for the same side (-h of the
// parent): below it, the side that moved into c is the attacker, above
// it the side to move. The search's value replaces the first look.
func (t *tree) tacticSeed(parent, c int32) {
	pn, cn := &t.nodes[parent], &t.nodes[c]
	if pn.proven != 0 {
		return
	}
	want := -pn.h
	var mover bool
	switch {
	case cn.h < want-tacticMargin:
		if pn.stats.n < tacticVisits {
			return
		}
		mover = true
	case cn.h > want+tacticMargin:
		mover = false
	default:
		return
	}
	if v, ok := t.tac.Tactics(cn.move, mover, t.tacChecks); ok {
		cn.h = -float32(v * t.fiftyScale())
		t.tactics++
	}
}

// CheckTactics reports whether cfg's tactical search (Config.Tactics)
// is one pos's game can run: none always is; one needs the implicit
// minimax values it seeds (Config.Minimax, with the game's evaluation),
// one tree a worker (not Config.Parallel's shared tree) and a game
// with a tactical search (Tactician) of that many turns.
func CheckTactics(cfg Config, pos variants.Position) error {
	if cfg.Tactics == 0 {
		return nil
	}
	ts, ok := pos.(Tactician)
	if !ok {
		return errorf("-tactics %d: %s has no tactical search", cfg.Tactics, pos.Variant().Name)
	}
	if cfg.Tactics < 0 || cfg.Tactics > ts.MaxTacticChecks() {
		return errorf("-tactics %d: want 0 to %d turns of checks", cfg.Tactics, ts.MaxTacticChecks())
	}
	if cfg.Minimax <= 0 {
		return errorf("-tactics %d: the search seeds the implicit minimax values, and -minimax is off", cfg.Tactics)
	}
	if cfg.sharesTree() {
		// The walkers of a shared tree evaluate a new leaf outside its
		// lock, where the parent's value may change under them.
		return errorf("-tactics %d: not with -parallel tree, whose walkers evaluate new leaves outside the tree's lock", cfg.Tactics)
	}
	return nil
}
