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

// MaxTacticsLine is the most plies from the root Config.TacticsLine
// marks a raised line to.
const MaxTacticsLine = 8

// tacticLineSlots is the size of tacParts' table of line nodes (a
// power of two); it takes three quarters of it, some 770 nodes a
// search, then marks no more.
const tacticLineSlots = 1024

// tacParts are the tactical search's settings for one search: checks
// the turns of checks at new nodes (Config.Tactics), root the turns at
// the root's children (Config.TacticsRoot, 0: as elsewhere), prove
// whether a mate it finds proves the node (Config.TacticsProve),
// threats whether quiet moves are searched for their threats
// (Config.TacticsThreats), line the plies of a raised line marked
// (Config.TacticsLine).
type tacParts struct {
	checks, root   int
	prove, threats bool
	line           int
	// lines marks the nodes of this search's raised lines, by node
	// index, with their ply from the root (tacticSeed): the root's
	// children whose search raised their value for the side that moved
	// into them (ply 1; the replies below them are searched too) and,
	// under Config.TacticsLine, the replies whose search held that
	// side's gain and the moves of that side after them whose search
	// raised it again. An open-addressed table, node 0 (the root, never
	// marked) its empty slot.
	lines  [tacticLineSlots]lineMark
	nlines int
	// nroot counts the root's children marked, at most maxRaised.
	nroot int
	// hold is Config.TacticsHold: floors holds, for up to maxRaised
	// root children whose tactical search (a check or a capture's, not
	// a threat's) raised them, that value, below which their minimax
	// value does not fall and which selection reads for their mean.
	hold    bool
	floors  [maxRaised]floorMark
	nfloors int
}

// floorMark is a root child held at the value its tactical search gave.
type floorMark struct {
	node int32
	v    float32
}

// floorOf is root child n's held value, and whether it has one.
func (tp *tacParts) floorOf(n int32) (float32, bool) {
	for i := 0; i < tp.nfloors; i++ {
		if tp.floors[i].node == n {
			return tp.floors[i].v, true
		}
	}
	return 0, false
}

// lineMark is one node of a raised line and its ply from the root.
type lineMark struct {
	node int32
	ply  int32
}

// maxRaised is the most root children tacParts marks as raised.
const maxRaised = 32

// plyOf is node n's ply in a raised line, 0 where it is in none.
func (tp *tacParts) plyOf(n int32) int {
	if tp.nlines == 0 || n == 0 {
		return 0
	}
	for i := lineSlot(n); ; i = (i + 1) & (tacticLineSlots - 1) {
		switch tp.lines[i].node {
		case n:
			return int(tp.lines[i].ply)
		case 0:
			return 0
		}
	}
}

// mark marks node n (not the root) as a line's node at the given ply,
// unless the table is three quarters full.
func (tp *tacParts) mark(n int32, ply int) {
	if tp.nlines >= tacticLineSlots*3/4 {
		return
	}
	if ply == 1 {
		if tp.nroot >= maxRaised {
			return
		}
		tp.nroot++
	}
	for i := lineSlot(n); ; i = (i + 1) & (tacticLineSlots - 1) {
		switch tp.lines[i].node {
		case n:
			return
		case 0:
			tp.lines[i] = lineMark{n, int32(ply)}
			tp.nlines++
			return
		}
	}
}

// renumber moves the table's marks to the nodes' new indices after the
// arena is compacted (tree.compact's remap: old index to new, -1 for a
// node not kept), dropping the marks of nodes that are gone, so a long
// think that recycles its arena goes on following the same lines and
// never follows another node that took a marked one's index.
func (tp *tacParts) renumber(remap []int32) {
	if tp.nlines == 0 {
		return
	}
	old := tp.lines
	tp.lines, tp.nlines, tp.nroot = [tacticLineSlots]lineMark{}, 0, 0
	for _, l := range old {
		if l.node > 0 && int(l.node) < len(remap) && remap[l.node] > 0 {
			tp.mark(remap[l.node], int(l.ply))
		}
	}
	n := 0
	for _, f := range tp.floors[:tp.nfloors] {
		if f.node > 0 && int(f.node) < len(remap) && remap[f.node] > 0 {
			tp.floors[n] = floorMark{remap[f.node], f.v}
			n++
		}
	}
	tp.nfloors = n
}

// lineSlot is node n's first slot in tacParts' table.
func lineSlot(n int32) int {
	return int(uint32(n)*2654435761>>22) & (tacticLineSlots - 1)
}

// tacPartsOf is cfg's tacParts.
func tacPartsOf(cfg Config) tacParts {
	return tacParts{checks: cfg.Tactics, root: cfg.TacticsRoot, prove: cfg.TacticsProve, threats: cfg.TacticsThreats, line: cfg.TacticsLine, hold: cfg.TacticsHold}
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
// value the search raised (a quarter of the nodes). Under
// Config.TacticsLine the line goes on: a reply whose search held the
// attacker's gain is marked, the attacker's moves after it are
// searched (a quiet one for its threat, under Config.TacticsThreats)
// where they fall short of the line's value, and one the search raises
// is marked in turn, its replies searched, up to that many plies from
// the root: the line's value holds as each node's first children
// replace its seed with their first looks. Under
// Config.TacticsProve a mate the search finds proves c, as the mate
// search's do (mateProve), so the line's value holds however the
// tree's first looks below it judge the sacrifice. Under
// Config.TacticsHold a root child the search of its check or capture
// raised is held at that value (tacParts.floors): backupMinimax keeps
// its minimax value from falling below it and selection reads it for
// the child's mean (backpropagate).
func (t *tree) tacticSeed(parent, c int32) {
	pn, cn := &t.nodes[parent], &t.nodes[c]
	if pn.proven != 0 {
		return
	}
	checks, budget := t.tacs.checks, 0
	atRoot := parent == 0 && t.tacs.root > 0
	pply := 0
	if t.tacs.root > 0 && !atRoot {
		pply = t.tacs.plyOf(parent)
	}
	// below: a reply to a line's move (its ply odd); after: the
	// attacker's move after a line's reply (its ply even).
	below, after := pply%2 == 1, pply > 0 && pply%2 == 0
	if atRoot || below || after {
		checks, budget = t.tacs.root, tacticRootBudget
	}
	if below || after {
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
	case after:
		// The attacker's move after a reply the search held: searched
		// where it falls short of the line's value, whatever the
		// parent's visits, so that the line's value holds a ply
		// further as these moves replace the reply's seed.
		if cn.h >= want-tacticMargin {
			return
		}
		mover = true
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
	searched := ok
	if !ok && (atRoot || after) && mover && t.tacs.threats {
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
	switch {
	case atRoot && mover && -float32(v) > first+tacticMargin:
		t.tacs.mark(c, 1)
		if t.tacs.hold && searched && t.tacs.nfloors < maxRaised {
			t.tacs.floors[t.tacs.nfloors] = floorMark{c, -float32(v * t.fiftyScale())}
			t.tacs.nfloors++
		}
	case pply > 0 && pply < t.tacs.line && below && -float32(v) < first-tacticMargin:
		// The reply's search held the attacker's gain.
		t.tacs.mark(c, pply+1)
	case pply > 0 && pply < t.tacs.line && after && -float32(v) > first+tacticMargin:
		t.tacs.mark(c, pply+1)
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
		if cfg.TacticsRoot != 0 || cfg.TacticsProve || cfg.TacticsThreats || cfg.TacticsLine != 0 || cfg.TacticsHold {
			return errorf("-tactics-root, -tactics-prove, -tactics-threats, -tactics-line and -tactics-hold: set -tactics, the search they change")
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
	if cfg.TacticsHold && cfg.TacticsRoot == 0 {
		return errorf("-tactics-hold: set -tactics-root, whose raised root moves it holds")
	}
	if cfg.TacticsLine != 0 && cfg.TacticsRoot == 0 {
		return errorf("-tactics-line: set -tactics-root, whose raised root moves start the lines")
	}
	if cfg.TacticsLine < 0 || cfg.TacticsLine > MaxTacticsLine {
		return errorf("-tactics-line %d: want 0 to %d plies", cfg.TacticsLine, MaxTacticsLine)
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
