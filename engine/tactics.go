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
	// the side to move), may also give checks for checks turns, within
	// budget nodes (the game's own budget where budget is 0); the mate
	// it proves, if any: its plies, positive when the side to move
	// mates, negative when it is mated, 0 for none, a proof holding
	// whatever the defender plays; and true. It returns false where
	// the game judges m, the move that led to the position, not worth
	// the search (m NoMove: the search is run whatever the move). It must not allocate and must leave the receiver
	// unchanged.
	Tactics(m variants.Move, mover bool, checks, budget int) (value float64, mate int, ok bool)
	// Threat returns, for the side to move, the value of the same
	// search were that side to pass (the side that moved into the
	// position moving again, with checks turns of checks within budget
	// nodes): what the last move threatens; false where no pass is
	// possible. It must not allocate and must leave the receiver
	// unchanged.
	Threat(checks, budget int) (float64, bool)
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

// tacticRootBudget is the node budget of the tactical search at the
// root's children under Config.TacticsRoot: ten times the game's own.
// The root's children are made once a search (a few dozen), and the
// root's first children are made before it has tacticVisits visits,
// so without it a checking sacrifice the priors rank high was never
// searched at all (Win at Chess 74, 1...Qf1+).
const tacticRootBudget = 4000

// tacticThreatBudget is the node budget of a quiet root move's threat
// search (Config.TacticsThreats): most root moves are quiet, so a
// quarter of a root search's.
const tacticThreatBudget = tacticRootBudget / 4

// tacParts are the tactical search's settings for one search: checks
// the turns of checks at new nodes (Config.Tactics), root the turns at
// the root's children (Config.TacticsRoot, 0: as elsewhere), prove
// whether a mate it finds proves the node (Config.TacticsProve).
type tacParts struct {
	checks, root   int
	prove, threats bool
	// raised are the root's children (node indices) whose search
	// raised their value for the side that moved into them, this
	// search: the replies below them are searched too (tacticSeed).
	raised  [maxRaised]int32
	nraised int
}

// maxRaised is the most root children tacParts keeps as raised.
const maxRaised = 32

// raisedAt reports whether node n is a root child whose search raised
// its value.
func (tp *tacParts) raisedAt(n int32) bool {
	for _, r := range tp.raised[:tp.nraised] {
		if r == n {
			return true
		}
	}
	return false
}

// tacPartsOf is cfg's tacParts.
func tacPartsOf(cfg Config) tacParts {
	return tacParts{checks: cfg.Tactics, root: cfg.TacticsRoot, prove: cfg.TacticsProve, threats: cfg.TacticsThreats}
}

// tacticSeed runs the tactical search at node c, the walk's position
// (t.pos), just made under parent and given its first look (c's h, for
// the side that moved into it), where that look falls more than
// tacticMargin from the parent's value for the same side (-h of the
// parent): below it, the side that moved into c is the attacker, above
// it the side to move. The search's value replaces the first look. A
// child of the root under Config.TacticsRoot is searched whatever its
// first look and the root's visits, with that many turns and
// tacticRootBudget nodes, and so is every reply to a root move whose
// value the search raised (a quarter of the nodes); under
// Config.TacticsProve a mate the search finds proves c, as the mate
// search's do (mateProve), so the line's value holds however the
// tree's first looks below it judge the sacrifice.
func (t *tree) tacticSeed(parent, c int32) {
	pn, cn := &t.nodes[parent], &t.nodes[c]
	if pn.proven != 0 {
		return
	}
	checks, budget := t.tacs.checks, 0
	atRoot := parent == 0 && t.tacs.root > 0
	below := t.tacs.root > 0 && !atRoot && t.tacs.raisedAt(parent)
	if atRoot || below {
		checks, budget = t.tacs.root, tacticRootBudget
	}
	if below {
		budget = tacticRootBudget / 4
	}
	want, first := -pn.h, cn.h
	var mover bool
	m := cn.move
	switch {
	case below:
		// A reply to a root move the search raised: the root's side
		// attacks again, whatever the reply, so that the sacrifice's
		// value holds as the root move's children replace its seed.
		mover, m = false, variants.NoMove
	case cn.h < want-tacticMargin:
		if pn.stats.n < tacticVisits && !atRoot {
			return
		}
		mover = true
	case cn.h > want+tacticMargin:
		mover = false
	case atRoot:
		// A root move is searched whatever its first look: a check
		// that looks level may mate (Win at Chess 134, 1...Rd1+).
		mover = true
	default:
		return
	}
	v, mate, ok := t.tac.Tactics(m, mover, checks, budget)
	if !ok && atRoot && mover && t.tacs.threats {
		// A quiet root move: what it threatens, were the reply a
		// pass, raises it where that is far above its first look, so
		// that the tree makes its replies (each searched for the
		// threat, below) and the parries settle its value.
		tv, tok := t.tac.Threat(checks, tacticThreatBudget)
		if !tok || -float32(tv) <= first+tacticMargin {
			return
		}
		v, ok = tv, true
	}
	if !ok {
		return
	}
	t.tactics++
	if atRoot && mover && -float32(v) > first+tacticMargin && t.tacs.nraised < maxRaised {
		t.tacs.raised[t.tacs.nraised] = c
		t.tacs.nraised++
	}
	if mate != 0 && t.tacs.prove {
		// mate is for the side to move at c, a proof for the side that
		// moved into it.
		p := int8(1)
		if mate > 0 {
			p = -1
		}
		t.setProof(cn, p, uint8(min(abs(mate), 255)))
		t.proofs[cn.key] = proof{cn.proven, cn.plies}
		cn.h = float32(p)
		return
	}
	cn.h = -float32(v * t.fiftyScale())
}

// abs is |x|.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// CheckTactics reports whether cfg's tactical search (Config.Tactics)
// is one pos's game can run: none always is; one needs the implicit
// minimax values it seeds (Config.Minimax, with the game's evaluation),
// one tree a worker (not Config.Parallel's shared tree) and a game
// with a tactical search (Tactician) of that many turns.
func CheckTactics(cfg Config, pos variants.Position) error {
	if cfg.Tactics == 0 {
		if cfg.TacticsRoot != 0 || cfg.TacticsProve || cfg.TacticsThreats {
			return errorf("-tactics-root, -tactics-prove and -tactics-threats: set -tactics, the search they change")
		}
		return nil
	}
	ts, ok := pos.(Tactician)
	if !ok {
		return errorf("-tactics %d: %s has no tactical search", cfg.Tactics, pos.Variant().Name)
	}
	if cfg.Tactics < 0 || cfg.Tactics > ts.MaxTacticChecks() {
		return errorf("-tactics %d: want 0 to %d turns of checks", cfg.Tactics, ts.MaxTacticChecks())
	}
	if cfg.TacticsRoot < 0 || cfg.TacticsRoot > ts.MaxTacticChecks() {
		return errorf("-tactics-root %d: want 0 to %d turns of checks", cfg.TacticsRoot, ts.MaxTacticChecks())
	}
	if cfg.TacticsThreats && cfg.TacticsRoot == 0 {
		return errorf("-tactics-threats: set -tactics-root, whose root moves it searches")
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
