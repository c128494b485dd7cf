package engine

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"rollout/variants"
)

// alphabeta plays by the game's own iterative-deepening alpha-beta
// search (variants.AlphaBetaSearcher: chess only) on the evaluation
// and capture search the default player's leaves use: the diagnostic
// that sets the tree search against a classical one on the same
// evaluation (docs/strength.md, "An alpha-beta player on the same
// evaluation"). It deepens one ply at a time until the think time or
// the node budget (Budget.Rollouts counts its nodes) is spent, and
// plays the best move of the last completed depth, or the move the
// depth it was stopped in found better. Its transposition table is
// kept from move to move, as uct keeps its tree.
type alphabeta struct {
	cfg Config
	ab  variants.AlphaBeta
	// searcher is the game the table was made for: another game's
	// position gets a new one.
	game *variants.Variant
}

func newAlphaBeta(cfg Config) Player { return &alphabeta{cfg: cfg} }

func (a *alphabeta) Name() string   { return AlphaBetaPlayer }
func (a *alphabeta) Config() Config { return a.cfg }

// abSnapshotEvery is how often a search puts a snapshot on its
// progress channel.
const abSnapshotEvery = 100 * time.Millisecond

// errNoAlphaBeta is the error of a game without an alpha-beta search.
func errNoAlphaBeta(v *variants.Variant) error {
	return errorf("alphabeta plays chess only: %s has no alpha-beta search of its own (use uct or default)", v.Title)
}

func (a *alphabeta) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	start := time.Now()
	ab, ok := pos.(variants.AlphaBetaSearcher)
	if !ok {
		closeProgress(progress)
		return Result{}, errNoAlphaBeta(pos.Variant())
	}
	moves, err := searchMoves(pos, a.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	if len(moves) == 1 {
		return instantResult(a.Name(), pos, moves, 0, StopForced, progress), nil
	}
	if strings.TrimSpace(a.cfg.RootMoves) != "" {
		// The game's search orders and prunes the whole root itself.
		closeProgress(progress)
		return Result{}, errorf("alphabeta searches every root move: it cannot keep to some of them (use uct or default)")
	}
	cfg := a.cfg.ForGame(pos)
	if a.ab == nil || a.game != pos.Variant() {
		a.ab, a.game = ab.NewAlphaBeta(), pos.Variant()
	}
	if err := a.ab.SetPruning(cfg.ABPrune); err != nil {
		closeProgress(progress)
		return Result{}, errorf("%v", err)
	}
	root := pos.Clone()
	configurePos(root, cfg)
	texts := moveTexts(pos, moves)
	dl := newDeadline(start, cfg.Budget.Time, nil)
	var (
		why      StopReason
		depth    int
		lastSnap = start
		clock    = newABClock(cfg.Budget)
	)
	snap := func() Snapshot { return a.snapshot(cfg, start, moves, texts, depth) }
	stop := func() bool {
		switch {
		case ctx.Err() != nil:
			why = StopCancelled
		case dl.passed():
			why = StopTime
		case clock.stop(depth, time.Since(start)):
			why = StopClock
		default:
			if progress != nil && time.Since(lastSnap) >= abSnapshotEvery {
				lastSnap = time.Now()
				offer(ctx, progress, snap())
			}
			return false
		}
		return true
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		background(cfg)
		a.ab.Start(root)
		onDepth := func(d int) {
			depth = d
			clock.depthDone(a.ab.Best().Move, time.Since(start))
		}
		if deepenAB(a.ab, abMaxDepth, cfg.Budget.Rollouts, stop, onDepth) {
			why = StopProven
		}
	}()
	<-done
	switch {
	case why != "":
	case cfg.Budget.Rollouts > 0 && a.ab.Nodes() >= cfg.Budget.Rollouts:
		why = StopRollouts
	default:
		why = StopInstant // the deepest depth searched to its end
	}
	s := snap()
	s.Progress = 1
	return finish(s, s.Best, why, progress), nil
}

// deepenAB deepens ab, started at its root, one ply at a time from
// depth 1 to at most maxDepth, each depth stopped at limit nodes or
// once stop says so (variants.AlphaBeta.Deepen), calling done (nil:
// none) with each depth completed. It reports whether it ended on a
// mate proven within the depth searched, which no deeper search
// shortens.
func deepenAB(ab variants.AlphaBeta, maxDepth int, limit int64, stop func() bool, done func(depth int)) bool {
	for d := 1; d <= maxDepth; d++ {
		if !ab.Deepen(d, limit, stop) {
			return false
		}
		if done != nil {
			done(d)
		}
		if best := ab.Best(); best.Mate > 0 && best.Mate <= d {
			return true
		}
	}
	return false
}

// abClock is the alpha-beta player's own clock rule, the one classical
// engines keep: under a game clock (Budget.Clock, with the move's
// target Soft and its cap Time) a new depth is begun only before half
// the target has passed, since a depth takes some three times the one
// before it, and a depth under way is cut at the target; where the
// depth just completed changed the best move, both limits double, the
// cap (Time, the search's deadline) still bounding them. The tree's
// rule (clockVerdict) cannot judge this player: its rows have no
// standard errors, so under it every move thought to the cap.
type abClock struct {
	soft     time.Duration // 0: no clock, the rule never stops
	begin    time.Duration // a depth is begun only before this
	cut      time.Duration // a depth under way is cut here
	best     variants.Move // the best move of the last depth completed
	haveBest bool          // a depth has completed
	done     bool          // a depth completed past begin: stop
}

// newABClock is the rule for b: off unless b is a clock's.
func newABClock(b Budget) *abClock {
	c := &abClock{}
	if b.Clock && b.Soft > 0 {
		c.soft, c.begin, c.cut = b.Soft, b.Soft/2, b.Soft
	}
	return c
}

// depthDone notes a depth completed at elapsed with best its best move.
func (c *abClock) depthDone(best variants.Move, elapsed time.Duration) {
	if c.soft == 0 {
		return
	}
	changed := c.haveBest && best != c.best
	c.best, c.haveBest = best, true
	c.begin, c.cut = c.soft/2, c.soft
	if changed {
		c.begin, c.cut = c.soft, 2*c.soft
	}
	c.done = elapsed >= c.begin
}

// stop reports whether the rule ends the search at elapsed, depth the
// deepest completed: never before the first depth is complete, so a
// move is always one a whole depth chose.
func (c *abClock) stop(depth int, elapsed time.Duration) bool {
	return c.soft > 0 && depth >= 1 && (c.done || elapsed >= c.cut)
}

// abMaxDepth is the deepest search the player asks for: far beyond what
// a think reaches, but an unbounded analysis of a position with few
// moves ends.
const abMaxDepth = 60

// snapshot is the search's state: each root move's score, as the
// table of a tree search shows it (Mean on the pawn scale, a mate ±1,
// Score in centipawns, Rollouts the nodes below the move, the depth and
// the bound in Note), the nodes as rollouts, the best move's line.
func (a *alphabeta) snapshot(cfg Config, start time.Time, moves []variants.Move, texts []string, depth int) Snapshot {
	elapsed := time.Since(start)
	s := Snapshot{Player: a.Name(), Elapsed: elapsed, Rollouts: a.ab.Nodes(), Moves: make([]MoveStats, len(moves)),
		SelDepth: depth, Policy: a.knowledge(cfg, depth)}
	if sec := elapsed.Seconds(); sec > 0 {
		s.Rate = float64(s.Rollouts) / sec
	}
	s.Progress = -1
	if t := cfg.Budget.Time; t > 0 {
		s.Progress = min(float64(elapsed)/float64(t), 1)
	} else if n := cfg.Budget.Rollouts; n > 0 {
		s.Progress = min(float64(s.Rollouts)/float64(n), 1)
	}
	scores := a.ab.RootScores()
	best := a.ab.Best()
	for i, m := range moves {
		ms := MoveStats{Move: m, Text: texts[i], Note: "not searched"}
		for _, r := range scores {
			if r.Move == m {
				ms = abMoveStats(ms, r)
			}
		}
		s.Moves[i] = ms
		if m == best.Move {
			s.Best, s.BestText = m, texts[i]
		}
	}
	s.Lines = make([][]variants.Move, len(moves))
	if line := a.ab.Line(); len(line) > 1 && line[0] == best.Move {
		for i, m := range moves {
			if m == best.Move {
				s.Lines[i] = append([]variants.Move(nil), line[1:]...)
			}
		}
	}
	return s
}

// abMoveStats fills a root move's figures from its score r.
func abMoveStats(ms MoveStats, r variants.RootScore) MoveStats {
	ms.Rollouts = r.Nodes
	if r.Depth == 0 {
		return ms
	}
	ms.Depth = r.Depth
	ms.Score = float64(r.CP)
	ms.Mean = variants.MeanOfCentipawns(float64(r.CP))
	switch {
	case r.Mate > 0:
		ms.Mean, ms.Proof = 1, r.Mate
		ms.Note = fmt.Sprintf("mates in %d (depth %d)", (r.Mate+1)/2, r.Depth)
	case r.Mate < 0:
		ms.Mean, ms.Proof = -1, r.Mate
		ms.Note = fmt.Sprintf("mated in %d (depth %d)", -r.Mate/2, r.Depth)
	default:
		ms.Note = fmt.Sprintf("%+d cp, depth %d", r.CP, r.Depth)
	}
	if !r.Exact {
		ms.Note = "at most " + ms.Note
	}
	if math.IsNaN(ms.Mean) {
		ms.Mean = 0
	}
	return ms
}

// knowledge names what the search plays, for the status line: the
// depth completed and the evaluation's parts.
func (a *alphabeta) knowledge(cfg Config, depth int) string {
	k := fmt.Sprintf("alpha-beta depth %d", depth)
	if cfg.Eval != "" {
		k += ", evaluation " + cfg.Eval
	}
	if cfg.QSearch != "" {
		k += ", capture search " + cfg.QSearch
	}
	if cfg.ABPrune != "" && cfg.ABPrune != "none" {
		k += ", pruning " + cfg.ABPrune
	}
	return k
}
