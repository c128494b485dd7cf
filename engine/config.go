package engine

import (
	"math"
	"time"

	"rollout/variants"
)

// Budget says when a search stops. Limits combine: the search stops at the
// first one reached. The zero Budget is "infinite": the search runs until
// its context is cancelled, as analysis mode wants.
type Budget struct {
	// Time is the wall-clock think time; 0 means no time limit.
	Time time.Duration
	// Rollouts is the number of rollouts (uct: iterations); 0 means no limit.
	Rollouts int64
	// TargetSE stops the search once the best move's standard error is
	// below it, or once the best move leads the runner-up by Separation
	// standard errors; 0 disables both tests.
	TargetSE float64
	// Separation is the lead, in combined standard errors, that also ends a
	// TargetSE search; 0 means 3.
	Separation float64
	// MinRollouts is the number of rollouts a TargetSE search runs before
	// it tests; 0 means 100 per legal move.
	MinRollouts int64
}

// Bounded reports whether the budget ends the search on its own.
func (b Budget) Bounded() bool { return b.Time > 0 || b.Rollouts > 0 || b.TargetSE > 0 }

// Estimator selects what a rollout reports.
type Estimator uint8

const (
	// Plain scores a rollout by its result: +1 win, 0 draw, -1 loss for the
	// side to move at the root.
	Plain Estimator = iota
	// RaoBlackwell integrates, at every ply, the exact probability that the
	// uniformly random mover wins on that very move, and continues with a
	// random move that does not win at once. Unbiased for the same
	// quantity as Plain, with lower variance.
	RaoBlackwell
)

// String returns the command-line name of the estimator.
func (e Estimator) String() string {
	if e == RaoBlackwell {
		return "rb"
	}
	return "plain"
}

// ParseEstimator reads "plain" or "rb".
func ParseEstimator(s string) (Estimator, error) {
	switch s {
	case "plain", "":
		return Plain, nil
	case "rb":
		return RaoBlackwell, nil
	}
	return Plain, errorf("unknown estimator %q (want plain or rb)", s)
}

// DefaultExploration is UCB1's exploration constant, sqrt(2): the
// constant of every game that does not suggest its own
// (variants.Explorer).
var DefaultExploration = math.Sqrt2

// ExplorationFor returns the exploration constant a tree search of pos's
// game uses when Config.Exploration is 0: the game's own when it offers
// one (variants.Explorer; chess's is tuned by matches), else
// DefaultExploration. Clients show it as the default, so a person sees
// the constant the search will use.
func ExplorationFor(pos variants.Position) float64 {
	if e, ok := pos.(variants.Explorer); ok {
		if c := e.Exploration(); c > 0 && !math.IsInf(c, 1) {
			return c
		}
	}
	return DefaultExploration
}

// ForGame returns cfg with the defaults that depend on the game filled in
// for a search of pos: an Exploration of 0 becomes ExplorationFor(pos).
// A player is built before it sees a position, so New alone falls back to
// DefaultExploration; whoever builds a player for a game (match, the TUI,
// analyze, UCI, the study) passes its configuration through ForGame
// first.
func (cfg Config) ForGame(pos variants.Position) Config {
	if cfg.Exploration == 0 {
		cfg.Exploration = ExplorationFor(pos)
	}
	return cfg
}

// MaxWorkers is the most search goroutines a player may ask for. Each
// worker owns scratch positions (and, for uct, a tree), and more workers
// than cores only add setup and scheduling cost: 256 covers the largest
// machines while keeping a search's start-up to a few milliseconds. New
// refuses more, and the UCI Threads option advertises it as its maximum.
const MaxWorkers = 256

// DefaultNodeBudget bounds a uct search's trees (the workers share it): at
// 112 bytes a node, 112 MiB of nodes, plus at most 4 MiB of children lists
// (one int32 for each node whose parent has all its children). The arena is mapped at its full size
// up front and only the nodes used become resident, so a think's resident
// memory grows with the tree and then stays flat, however long it thinks:
// under about 128 MiB for the whole process (scripts/rss.sh samples it).
const DefaultNodeBudget = 1 << 20

// Config is everything that defines a player. Its zero value, with a
// Player name, is a working configuration: defaults fill the rest.
type Config struct {
	// Player names the algorithm: one of Players().
	Player string
	// Budget bounds each search.
	Budget Budget
	// Workers is the number of search goroutines, at most MaxWorkers; 0
	// means one per core (capped at MaxWorkers).
	Workers int
	// Seed seeds every random choice; with a rollout budget the same seed
	// gives the same statistics and move.
	Seed uint64
	// Estimator is the rollout estimator (flat, roulette, uct).
	Estimator Estimator
	// Policy is how rollouts choose their moves (flat, roulette, uct):
	// Uniform (the zero value, pure Monte Carlo) or Light. Light goes with
	// the Plain estimator only: rb integrates the uniform mover's chance.
	Policy Policy
	// PlyCap caps rollouts; 0 means the variant's default.
	PlyCap int
	// Exploration is UCB1's constant c in mean + c*sqrt(ln N / n); 0 means
	// the game's own (ExplorationFor: a uct search fills it from the
	// position it searches, and ForGame fills it ahead for callers that
	// show it), else DefaultExploration.
	Exploration float64
	// NodeBudget is the most tree nodes uct keeps; 0 means DefaultNodeBudget.
	NodeBudget int
}
