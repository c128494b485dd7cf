package engine

import (
	"context"
	"fmt"
	"math"
	"time"

	"rollout/variants"
)

// An alpha-beta check (Config.ABCheck) gives the last share of a uct
// search's think to the game's own alpha-beta search of the root
// (variants.AlphaBetaSearcher: chess), the search the alphabeta player
// plays by, with the null move and late move reductions. Where that
// search finds the tree's move Config.ABCheckMargin centipawns or more
// below its own best, the alpha-beta best is played instead: the tree
// keeps its positional choices and the classical search vetoes the
// ones it sees lose material or walk into a mate. Issue 27's
// diagnostic found the alphabeta player far better at tactics than
// the tree (Win at Chess 229/300 at 100 ms against 111 at 1 s) and
// about level with it in games (docs/strength.md, "An alpha-beta
// player on the same evaluation").

// DefaultABCheckMargin is the centipawns by which the alpha-beta check
// must find the tree's move worse than its own best to overrule it,
// where Config.ABCheckMargin is 0.
const DefaultABCheckMargin = 100

// MaxABCheck is the largest share of a think the check may take.
const MaxABCheck = 0.9

// abCheckPruning is the pruning the check searches with: measured the
// stronger of the alphabeta player's (docs/strength.md).
const abCheckPruning = "null-lmr"

// abNodesPerIteration is how many alpha-beta nodes cost what one of the
// default's iterations does (1.1-1.3 M nodes against 230,000-260,000
// iterations a CPU-second): under an iteration budget the check searches
// the nodes its share of the iterations would cost.
const abNodesPerIteration = 5

// abCheck is one search's alpha-beta check: what the finalize step of
// drive needs to run it and overrule the tree's choice.
type abCheck struct {
	ctx      context.Context
	ab       variants.AlphaBeta
	root     variants.Position
	deadline time.Time // zero: no time limit
	nodes    int64     // 0: no node limit
	margin   int
	now      func() time.Time
}

// abCheckMargin is the margin the check plays by: Config.ABCheckMargin,
// or DefaultABCheckMargin where that is 0.
func (cfg Config) abCheckMargin() int {
	if cfg.ABCheckMargin == 0 {
		return DefaultABCheckMargin
	}
	return cfg.ABCheckMargin
}

// checkABCheckRange reports whether cfg's check share and margin are in
// range, whatever the game: New refuses them as CheckABCheck does.
func checkABCheckRange(cfg Config) error {
	if f := cfg.ABCheck; math.IsNaN(f) || f < 0 || f > MaxABCheck {
		return errorf("-ab-check %v: want a share of the think from 0 (off) to %g", f, MaxABCheck)
	}
	if cfg.ABCheckMargin < 0 {
		return errorf("-ab-check-margin %d: want 0 (%d cp) or more centipawns", cfg.ABCheckMargin, DefaultABCheckMargin)
	}
	return nil
}

// abCheckFor returns the check of a search of pos under cfg that began
// at began (nil where cfg asks none or the game has no alpha-beta
// search), keeping the search with its table on u for the game's
// other moves, and the think time the tree keeps for itself.
func (u *uct) abCheckFor(ctx context.Context, pos variants.Position, cfg Config, began time.Time) (*abCheck, time.Duration) {
	treeTime := cfg.Budget.Time
	if cfg.ABCheck <= 0 {
		return nil, treeTime
	}
	abs, ok := pos.(variants.AlphaBetaSearcher)
	if !ok {
		return nil, treeTime
	}
	if u.ab == nil || u.abGame != pos.Variant() {
		u.ab, u.abGame = abs.NewAlphaBeta(), pos.Variant()
		if err := u.ab.SetPruning(abCheckPruning); err != nil {
			u.ab = nil
			return nil, treeTime
		}
	}
	c := &abCheck{ctx: ctx, ab: u.ab, root: pos.Clone(), margin: cfg.abCheckMargin(), now: u.now}
	if c.now == nil {
		c.now = time.Now
	}
	configurePos(c.root, cfg)
	if t := cfg.Budget.Time; t > 0 {
		c.deadline = began.Add(t)
		treeTime = time.Duration(float64(t) * (1 - cfg.ABCheck))
	}
	if n := cfg.Budget.Rollouts; n > 0 {
		c.nodes = max(int64(float64(n)*cfg.ABCheck/(1-cfg.ABCheck)*abNodesPerIteration), 1)
	}
	return c, treeTime
}

// abRootShare is the part of the check's time its search of the root
// takes; the rest goes to the search of the tree's move on its own. A
// root search of PVS proves only that the moves it did not choose are
// no better than its best, not by how much, so the tree's move is
// scored by a search of the position after it, to one ply less.
const abRootShare = 0.6

// finalize runs the check on the tree's final snapshot and, where the
// alpha-beta search finds the tree's choice margin centipawns or more
// worse than its own best, makes that best the snapshot's choice, with
// a note saying why. A cancelled search and a proven choice are left
// alone.
func (c *abCheck) finalize(s *Snapshot) {
	if c.ctx.Err() != nil || s.BestText == "" {
		return
	}
	for _, m := range s.Moves {
		if m.Move == s.Best && m.Proof > 0 {
			return // a proven win: nothing to check
		}
	}
	now := c.now()
	rootBy, nodes := c.deadline, c.nodes
	if !c.deadline.IsZero() {
		rootBy = now.Add(time.Duration(float64(c.deadline.Sub(now)) * abRootShare))
	}
	if nodes > 0 {
		nodes = max(int64(float64(nodes)*abRootShare), 1)
	}
	best := c.deepen(c.root, rootBy, nodes, abMaxDepth)
	if best.Depth == 0 || best.Move == s.Best {
		return
	}
	after := c.root.Clone()
	after.Play(s.Best)
	reply := c.deepen(after, c.deadline, max(c.nodes-nodes, 1), max(best.Depth-1, 1))
	if reply.Depth == 0 {
		return // a game over after it, or no depth searched: nothing to judge by
	}
	tree := -reply.CP
	if best.CP-tree < c.margin {
		return
	}
	for i, m := range s.Moves {
		if m.Move == best.Move {
			s.Moves[i].Note = fmt.Sprintf("alpha-beta check: %+d cp at depth %d, the tree's %s %+d cp",
				best.CP, best.Depth, s.BestText, tree)
			s.Best, s.BestText = m.Move, m.Text
			return
		}
	}
}

// deepen searches pos by iterative deepening to at most depth plies,
// until the time by (zero: none) or the nodes (0: none) are spent or a
// mate within the depth is proven, and returns its best move's score
// (Depth 0: no depth completed, or no legal move).
func (c *abCheck) deepen(pos variants.Position, by time.Time, nodes int64, depth int) variants.RootScore {
	stop := func() bool {
		return c.ctx.Err() != nil || !by.IsZero() && !c.now().Before(by)
	}
	c.ab.Start(pos)
	deepenAB(c.ab, depth, nodes, stop, nil)
	return c.ab.Best()
}
