package engine

import (
	"fmt"
	"math"
	"rollout/internal/clip"
	"slices"
	"strings"
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
	// Clock says Time is a game clock's hard time (ClockedSearch), not a
	// fixed think time: what a move does not spend stays on the clock
	// for the later moves, so the settled stop applies whatever
	// Config.Settle says.
	Clock bool
	// Soft is, with Clock, the clock rule's target time for the move
	// (Allotment.Soft; Time is its cap, Hard, which a move reaches
	// only while its choice is in doubt): what AffordsTactics judges a
	// think by. 0: Time.
	Soft time.Duration
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
	// Eval cuts each rollout after Config.EvalPlies plies and scores the
	// position reached by the game's static evaluation
	// (variants.Evaluator, taken after capture resolution) for the root
	// mover; a rollout that ends the game sooner scores its result. With
	// 0 plies the new leaf is evaluated at once. A game without an
	// evaluation rolls out to the end, as Plain does. Not pure Monte
	// Carlo: it is labelled wherever it plays (Config.Knowledge).
	Eval
)

// Estimators lists the estimators' names in the order menus show them.
var Estimators = []string{"plain", "rb", "eval"}

// String returns the command-line name of the estimator.
func (e Estimator) String() string {
	switch e {
	case RaoBlackwell:
		return "rb"
	case Eval:
		return "eval"
	}
	return "plain"
}

// Next returns the estimator after e in Estimators, wrapping around: what
// a client's estimator key steps to.
func (e Estimator) Next() Estimator { return (e + 1) % Estimator(len(Estimators)) }

// ParseEstimator reads "plain", "rb" or "eval".
func ParseEstimator(s string) (Estimator, error) {
	switch s {
	case "plain", "":
		return Plain, nil
	case "rb":
		return RaoBlackwell, nil
	case "eval":
		return Eval, nil
	}
	return Plain, errorf("unknown estimator %s (want plain, rb or eval)", clip.Quote(s))
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
//
// For the AlphaBetaPlayer it sets the default's evaluation and capture
// search where cfg names none (Config.leaves).
//
// For the DefaultPlayer it also sets the game's preset, the strongest
// configuration measured (docs/strength.md): at a game with a static
// evaluation (chess) the Eval estimator with DefaultEvalPlies, implicit
// minimax with DefaultMinimax, where the game has priors, progressive
// bias with DefaultPrior, widening with DefaultPlayerWiden, the
// minimax value after DefaultMinimaxChildren children and, where it
// rates quiet moves several ways, DefaultQuietOrder, and where it has it
// the DefaultEval version of its evaluation; at the others the light
// policy. At every game it spends a fixed think time to its end
// (DefaultSettle), and where the game has the searches it adds the
// tactical set under DefaultTactical (Config.Tactical); where its priors
// order quiet moves, one tree a worker, the move history with
// DefaultHistory.
// The preset replaces those fields whatever they held,
// but for Eval, Widen, MinimaxChildren, QuietOrder, WorkerSpread,
// History and Settle, which it sets only when empty: to vary another part, name uct
// and give every part (the status line of a default search lists
// them).
func (cfg Config) ForGame(pos variants.Position) Config {
	if strings.EqualFold(cfg.Player, DefaultPlayer) {
		cfg = cfg.preset(pos).tactical(pos)
	}
	if strings.EqualFold(cfg.Player, AlphaBetaPlayer) {
		cfg = cfg.leaves(pos)
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = ExplorationFor(pos)
	}
	return cfg
}

// AlphaBetaPlayer names the player that searches the default's
// evaluation by alpha-beta (chess only): a diagnostic of the tree
// search against a classical one on the same leaves.
const AlphaBetaPlayer = "alphabeta"

// leaves is cfg with the default player's leaf for pos's game where
// cfg leaves it empty: DefaultEval and DefaultQSearch, the parts the
// alphabeta player searches with.
func (cfg Config) leaves(pos variants.Position) Config {
	if cfg.Eval == "" && CheckEval(Config{Eval: DefaultEval}, pos) == nil {
		cfg.Eval = DefaultEval
	}
	if cfg.QSearch == "" && CheckQSearch(Config{QSearch: DefaultQSearch}, pos) == nil {
		cfg.QSearch = DefaultQSearch
	}
	return cfg
}

// DefaultPlayer names the player that plays each game's strongest
// measured configuration: the default opponent of match, UCI and the
// TUI.
const DefaultPlayer = "default"

// The default player's preset at games with a static evaluation, tuned
// by the match series in docs/strength.md.
const (
	// DefaultEvalPlies is k: the leaf is evaluated at once.
	DefaultEvalPlies = 0
	// DefaultMinimax is a, the implicit minimax weight.
	DefaultMinimax = 0.5
	// DefaultPrior is w, the progressive bias weight.
	DefaultPrior = 1.0
	// DefaultPlayerWiden is K of the default player's progressive
	// widening, 2 + K·sqrt(visits) children (Config.Widen): 2 was
	// adopted by SPRT over a uct player's DefaultWiden, then 1.5 over 2
	// once the priors ordered quiet moves (docs/strength.md).
	DefaultPlayerWiden = 1.5
	// DefaultWiden is K of progressive widening, 2 + K·sqrt(visits)
	// children, where Config.Widen is 0.
	DefaultWiden = 1.0
	// DefaultMinimaxChildren is the default player's
	// Config.MinimaxChildren where the game has priors (progressive
	// widening makes a node's children one a visit), adopted by SPRT
	// over 1, the first child on.
	DefaultMinimaxChildren = 4
	// MaxMinimaxChildren is the most children Config.MinimaxChildren
	// may ask for: a chess position rarely has more than 64 moves.
	MaxMinimaxChildren = 64
	// MaxWiden is the largest K a player may ask for: at 100, a node of
	// one visit may already have all of a chess position's moves.
	MaxWiden = 100.0
	// DefaultQuietOrder is how the default player's priors rate quiet
	// moves (Config.QuietOrder) where the game has several ways: chess's
	// piece-square order ("pst", adopted by SPRT over the flat one) with
	// its weights and terms of its own fitted to Stockfish's moves
	// ("fitted", adopted by SPRT over "pst"; docs/strength.md, "Quiet
	// moves fitted to Stockfish's choices").
	DefaultQuietOrder = "fitted"
	// LevelQuietOrder is the quiet order the levels of play (Skills)
	// read: the default's of the day their Elo figures were measured
	// with (docs/levels.md), as LevelEval is.
	LevelQuietOrder = "pst"
	// DefaultPUCT is c of SelectPUCT where Config.PUCT is 0.
	DefaultPUCT = 1.0
	// DefaultPUCTTemperature is SelectPUCT's softmax temperature where
	// Config.PUCTTemperature is 0.
	DefaultPUCTTemperature = 0.1
	// DefaultWorkerSpread is the default player's Config.WorkerSpread
	// where the game has priors: with two workers the second tree
	// explores with half the constant, adopted by SPRT over alike trees
	// (docs/strength.md, "A second core"); with one worker it changes
	// nothing.
	DefaultWorkerSpread = 0.5
	// DefaultEval is the evaluation's version (Config.Eval) where the
	// game has it: chess's king-aware one with passed pawns, outposts
	// and bad bishops ("pieces-passers", adopted by SPRT over "king":
	// docs/strength.md, "Passed pawns, minor pieces and the king's
	// shelter") with piece-square tables fitted to Stockfish's static
	// evaluations ("fitted-pst", adopted by SPRT over "pieces-passers")
	// and its terms' weights fitted together with the tables
	// ("fitted-terms", adopted by SPRT over "fitted-pst"), corrected by
	// a small network trained on the same labels and the tree's own
	// leaves ("net-leaves", adopted by SPRT over "fitted-terms"), of 32
	// units trained on three times the leaves ("net-leaves32", adopted
	// by SPRT over "net-leaves"), and a king-relative one of 32 units
	// trained on 7.2 million more leaves ("net-kings32c", adopted by
	// SPRT over "net-leaves32"; docs/strength.md, "Tuning").
	DefaultEval = "net-kings32c"
	// LevelEval is the evaluation the levels of play (Skills) that take
	// the game's default (levels 3-8) read at chess: the default of the
	// day their Elo figures were measured with (docs/levels.md), kept
	// so that a new default leaves the figures true.
	LevelEval = "net-leaves32"
	// DefaultQSearch is the capture search at the evaluation's leaves
	// (Config.QSearch) where the game has several: chess's skips the
	// captures the static exchange says lose material, adopted by SPRT
	// over "all" (docs/strength.md, "A cheaper default iteration, a
	// fourth time").
	DefaultQSearch = "see"
	// DefaultSettle is the default player's Config.Settle: a fixed
	// think time spent to its end, adopted by SPRT over the settled
	// stop (docs/strength.md, "A fixed think time spent to its end").
	DefaultSettle = SettleOff
	// DefaultTactical is the default player's Config.Tactical where the
	// game has a mate and a tactical search (chess): the whole set at a
	// think that affords it (Budget.AffordsTactics), the default's own
	// search below, adopted by a non-regression SPRT at 500 ms a move
	// (docs/strength.md, "A tactical set for long thinks"). The tests
	// that pin the default's tree keep the set off.
	DefaultTactical = TacticalAuto
	// DefaultHistory is the default player's Config.History where the
	// game's priors order quiet moves (chess): the move history's weight
	// W, adopted by SPRT over no history (+86 [+22, +149] over 120
	// games at 100 ms; docs/strength.md, "The move history"). Other
	// games with priors (Rollerball) keep it off until measured.
	DefaultHistory = 1.0
	// HistoryOff is Config.History turned off where the player's own
	// would be DefaultHistory (-history 0 on the command line).
	HistoryOff = -1.0
)

// The values of Config.Tactical.
const (
	// TacticalOn adds the tactical set (TacticalMate and the rest) to
	// the default player where its game has the searches.
	TacticalOn = "on"
	// TacticalOff leaves the tactical parts to their own fields.
	TacticalOff = "off"
	// TacticalAuto adds the whole set, the quiet root moves' threats,
	// the lines followed (TacticalLine) and the raised root moves held
	// (Config.TacticsHold) too, to a search whose
	// budget affords it (Budget.AffordsTactics): a long think, where
	// the root's searches are a small share of the iterations; a short
	// think plays as TacticalOff.
	TacticalAuto = "auto"
)

// The thinks TacticalAuto engages the whole tactical set at: at least
// TacticalAutoTime of wall time, or TacticalAutoRollouts iterations
// (some 0.5 s of a free core). The set's root searches, threats and
// lines are a fixed cost a move, some 10-30% of a 100 ms think's
// iterations and 5-8% of 100,000 (docs/strength.md, "A tactical set
// for long thinks").
const (
	TacticalAutoTime     = 500 * time.Millisecond
	TacticalAutoRollouts = 100_000
	// TacticalLine is the plies a raised root move's line is followed
	// under TacticalAuto (Config.TacticsLine).
	TacticalLine = 4
)

// AffordsTactics reports whether a search under b is long enough for
// TacticalAuto's set: each bound it has (Time, Rollouts) at least
// TacticalAutoTime and TacticalAutoRollouts, and no bound at all (an
// analysis that runs until stopped) affords it. On a clock the time is
// the move's target (Soft), not its cap: at 10 s + 0.1 s the first
// moves' cap is 825 ms and their target 325 ms, a short think.
func (b Budget) AffordsTactics() bool {
	t := b.Time
	if b.Clock && b.Soft > 0 {
		t = b.Soft
	}
	return (t == 0 || t >= TacticalAutoTime) && (b.Rollouts == 0 || b.Rollouts >= TacticalAutoRollouts)
}

// The tactical set, Config.Tactical's parts: the mate search of
// TacticalMate plies at the nodes made below the root or below a node
// of TacticalMateVisits visits, and the tactical search of
// TacticalChecks turns of checks, TacticalRootChecks at the root's
// children, its mates proofs. The set Win at Chess and the SPRTs of
// docs/strength.md measured: some 5% of the iterations at 100 ms.
const (
	TacticalMate       = 4
	TacticalMateVisits = 20
	TacticalChecks     = 2
	TacticalRootChecks = 4
)

// TacticalFlags is the tactical set as the command line's flags name
// its parts, for help and messages.
var TacticalFlags = fmt.Sprintf("-mate %d -mate-visits %d -tactics %d -tactics-root %d -tactics-prove",
	TacticalMate, TacticalMateVisits, TacticalChecks, TacticalRootChecks)

// CheckTactical reports whether s is a Config.Tactical New accepts.
func CheckTactical(s string) error {
	if s == TacticalAuto {
		return nil
	}
	if err := checkPair("tactical set", s, TacticalOn, TacticalOff); err != nil {
		return errorf("the tactical set must be %s, %s or %s, got %q", TacticalOn, TacticalOff, TacticalAuto, s[:min(len(s), 40)])
	}
	return nil
}

// tactical is cfg with the tactical set's parts where Config.Tactical
// is on and pos's game has the searches the set needs; a part cfg
// names itself (-mate, -tactics) is kept, and the set's other parts of
// that search are then not added. A shared tree (Config.Parallel) and
// a player without implicit minimax get no tactical search, which
// needs a tree a worker and the minimax values it seeds (CheckTactics).
func (cfg Config) tactical(pos variants.Position) Config {
	whole := cfg.Tactical == TacticalAuto && cfg.Budget.AffordsTactics()
	if cfg.Tactical != TacticalOn && !whole {
		return cfg
	}
	if ms, ok := pos.(MateSearcher); ok && cfg.Mate == 0 && cfg.MateExpand == 0 && cfg.MateVisits == 0 && ms.MaxMatePlies() >= TacticalMate {
		cfg.Mate, cfg.MateVisits = TacticalMate, TacticalMateVisits
	}
	if ts, ok := pos.(Tactician); ok && cfg.Tactics == 0 && cfg.TacticsRoot == 0 && ts.MaxTacticChecks() >= TacticalRootChecks &&
		cfg.Minimax > 0 && !cfg.sharesTree() && cfg.Estimator == Eval {
		cfg.Tactics, cfg.TacticsRoot, cfg.TacticsProve = TacticalChecks, TacticalRootChecks, true
		if whole {
			cfg.TacticsThreats, cfg.TacticsLine, cfg.TacticsHold = true, TacticalLine, true
		}
	}
	return cfg
}

// The values of Config.Settle.
const (
	// SettleOn stops a search under a fixed think time once its choice
	// is settled (settle.go): every player's rule but the default's.
	SettleOn = "on"
	// SettleOff spends a fixed think time to its end.
	SettleOff = "off"
)

// CheckSettle reports whether s is a Config.Settle New accepts.
func CheckSettle(s string) error { return checkPair("settled stop", s, SettleOn, SettleOff) }

// spendsTime reports whether a search under a fixed think time runs it
// to its end (Config.Settle off).
func (cfg Config) spendsTime() bool { return cfg.Settle == SettleOff }

// stopsEarly reports whether a search under cfg's budget may end before
// its time is spent, by the one rule for time (settle.go): a think time
// not spent to its end (Settle on), or a clock's time. A rollout budget
// alone, a target standard error and an unbounded search run to their
// end, so a seed's statistics stay the same on every run.
func (cfg Config) stopsEarly() bool {
	return cfg.Budget.Time > 0 && (cfg.Budget.Clock || !cfg.spendsTime())
}

// settleTag is the label's note of the settled stop where cfg departs
// from its player's own rule (the default player spends a fixed think
// time, every other player stops settled): "+nosettle", "+settle", or
// "" where it keeps it. Only the departure is named, as the time rule
// is no knowledge of the game.
func (cfg Config) settleTag() string {
	own := SettleOn
	if strings.EqualFold(cfg.Player, DefaultPlayer) {
		own = DefaultSettle
	}
	switch {
	case cfg.Settle == "" || cfg.Settle == own:
		return ""
	case cfg.spendsTime():
		return "+nosettle"
	}
	return "+settle"
}

// preset is cfg with the default player's parts for pos's game.
func (cfg Config) preset(pos variants.Position) Config {
	if cfg.Settle == "" {
		cfg.Settle = DefaultSettle
	}
	if cfg.Tactical == "" {
		// The set's searches are a game's own (chess): elsewhere the
		// default has no set to engage, and its label names none.
		cfg.Tactical = TacticalOff
		_, mates := pos.(MateSearcher)
		if _, tactics := pos.(Tactician); mates || tactics {
			cfg.Tactical = DefaultTactical
		}
	}
	if _, ok := pos.(variants.Evaluator); !ok {
		cfg.Policy = Light
		cfg.Estimator = Plain
		return cfg
	}
	cfg.Policy = Light
	cfg.Estimator, cfg.EvalPlies, cfg.Minimax, cfg.Prior = Eval, DefaultEvalPlies, DefaultMinimax, 0
	if _, ok := pos.(variants.Priorer); ok {
		cfg.Prior = DefaultPrior
		if cfg.Widen == 0 {
			cfg.Widen = DefaultPlayerWiden
		}
		if cfg.MinimaxChildren == 0 {
			cfg.MinimaxChildren = DefaultMinimaxChildren
		}
		// The game's priors order quiet moves (chess): the games the
		// quiet order's and the move history's SPRTs measured.
		ordersQuiet := CheckQuietOrder(Config{QuietOrder: DefaultQuietOrder}, pos) == nil
		if cfg.QuietOrder == "" && ordersQuiet {
			cfg.QuietOrder = DefaultQuietOrder
			if cfg.Level > 0 {
				cfg.QuietOrder = LevelQuietOrder
			}
		}
		if cfg.WorkerSpread == 0 {
			cfg.WorkerSpread = DefaultWorkerSpread
		}
		if cfg.History == 0 && !cfg.sharesTree() && ordersQuiet {
			cfg.History = DefaultHistory
		}
	}
	// The evaluation's version and capture search, the widening's
	// width, the minimax's children, the order of quiet moves and the
	// workers' spread are the parts a default player may choose (-eval
	// standard, -qsearch all, -widen 1, -minimax-children 1,
	// -quiet-order flat, -worker-spread 1), so an SPRT can set the
	// default against itself with the older part.
	if cfg.Eval == "" {
		eval := DefaultEval
		if cfg.Level > 0 {
			eval = LevelEval
		}
		if CheckEval(Config{Eval: eval}, pos) == nil {
			cfg.Eval = eval
		}
	}
	if cfg.QSearch == "" && CheckQSearch(Config{QSearch: DefaultQSearch}, pos) == nil {
		cfg.QSearch = DefaultQSearch
	}
	return cfg
}

// MaxWorkers is the most search goroutines a player may ask for. Each
// worker owns scratch positions (and, for uct, a tree), and more workers
// than cores only add setup and scheduling cost: 256 covers the largest
// machines while keeping a search's start-up to a few milliseconds. New
// refuses more, and the UCI Threads option advertises it as its maximum.
const MaxWorkers = 256

// The values of Config.Parallel.
const (
	ParallelRoot = "root"
	ParallelTree = "tree"
)

// CheckParallel reports whether name is a Config.Parallel New accepts.
func CheckParallel(name string) error {
	return checkPair("parallelism", name, ParallelRoot, ParallelTree)
}

// checkPair reports whether value, a setting called what, is empty (the
// player's own) or one of its two values a and b; the error quotes at
// most 40 bytes of it.
func checkPair(what, value, a, b string) error {
	switch value {
	case "", a, b:
		return nil
	}
	return errorf("the %s must be %s or %s, got %q", what, a, b, value[:min(len(value), 40)])
}

// sharesTree reports whether cfg's workers share one uct tree: tree
// parallelism with more than one worker (0, one per core, counts as
// more).
func (cfg Config) sharesTree() bool { return cfg.Parallel == ParallelTree && cfg.Workers != 1 }

// MaxWorkerSpread is the largest Config.WorkerSpread a player may ask
// for: beyond it a second tree's exploration constant is so far from
// the tuned one that its visits only dilute the first tree's.
const MaxWorkerSpread = 16.0

// DefaultNodeBudget bounds a uct search's trees (the workers share it): at
// 128 bytes a node, 128 MiB of nodes, plus at most 4 MiB of children lists
// (one int32 for each node whose parent has all its children). The arena is mapped at its full size
// up front and only the nodes used become resident, so a think's resident
// memory grows with the tree and then stays flat, however long it thinks:
// under about 155 MiB for the whole process (scripts/rss.sh and
// scripts/longthink.sh sample it; 142 MiB over a 10-minute think with
// nodes of 120 bytes, 8 MiB less than now). A
// player with priors adds the nodes' expansion orders, 16 MiB mapped,
// about 10 MiB resident at a full tree (8 to 11 bytes a node).
const DefaultNodeBudget = 1 << 20

// MaxNodeBudget is the largest uct tree a player may ask for: 2 GiB of
// nodes at 128 bytes a node, well beyond what a workstation thinks with. New refuses
// more (a budget of 2^63 would ask the arena for an impossible slice),
// and the UCI NodeBudget option advertises it as its maximum.
const MaxNodeBudget = 1 << 24

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
	// Background runs the search's workers at the lowest CPU priority
	// (background.go), so a process that draws screens beside many
	// searches (rollout serve) keeps its screens ahead of them. It
	// changes no figure of the search, only who waits for a core.
	Background bool
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
	// EvalPlies is k of the Eval estimator: the plies a rollout plays
	// (by Policy) before the evaluation scores it; 0 evaluates the new
	// leaf at once.
	EvalPlies int
	// Minimax is a of implicit minimax backups (Lanctot, Winands, Pepels
	// and Sturtevant 2014; uct only): every node also keeps the minimax
	// of its children's static evaluations (variants.Evaluator), and
	// selection ranks a child by (1-a)·mean + a·minimax instead of its
	// mean. 0 turns it off; it needs a game with an evaluation.
	Minimax float64
	// Prior is the weight w of progressive bias (uct only): selection
	// adds w·prior/(visits+1) to a child's value, the prior being the
	// game's cheap opinion of the move (variants.Priorer) in [0, 1]. 0
	// turns it off.
	Prior float64
	// MinimaxChildren is how many children a node must have made before
	// its implicit minimax value (Minimax) becomes the negamax of theirs;
	// until then it stays the node's own evaluation. 0 and 1 take the
	// children's value from the first child on. Under progressive
	// widening a node makes its children one a visit, best prior first,
	// and where the priors cannot tell quiet moves apart its first child
	// may be any of them: the maximum over one or two children is not
	// the position's value but an upper bound for the side that moved
	// into it (1.d4 Nc6 2.Kd2 made 1...Nc6 worth 1.7 pawns to Black, and
	// 1.d4 was never searched again). At most MaxMinimaxChildren.
	MinimaxChildren int
	// Widen is the width K of progressive widening (uct with priors): a
	// node may have 2 + K·sqrt(visits) children, added best prior first.
	// 0 means DefaultWiden; at most MaxWiden.
	Widen float64
	// Eval names the version of the game's static evaluation the search
	// uses (uct only), where the game has several
	// (variants.EvalChooser; chess: "standard", "king", "king2",
	// "king-tempo", "king-danger", "king-nostorm", "king-checks",
	// "king-fit", "king-passers", "nostorm-passers", "king-pieces",
	// "nostorm-pieces", "king-shelter", "pieces-shelter",
	// "pieces-passers", "king-knowledge", "pieces-passers-pawns",
	// "pieces-passers-scale", "pieces-passers-threats", "pawns-threats",
	// "pawns-scale", "pawns-kingend", "pawns-seventh", "pawns-fifty" or
	// "pawns-endgame", "nostorm-pieces-passers", "fitted-pst",
	// "fitted-sym" or "fitted-terms"); "" is the game's default.
	Eval string
	// QuietOrder names how the game's priors rate the quiet moves (uct
	// with priors), where it has several ways (variants.QuietOrderer;
	// chess: "flat", all alike, "pst", by the piece-square tables'
	// gain, castling, king steps and threats, or "king", "king-hot" and
	// "king-max", pst's and the kings'); "" is the game's default.
	// Under progressive widening it is the order in which the tree meets
	// most of a position's moves.
	QuietOrder string
	// QSearch names the capture search at the evaluation's leaves
	// (uct only), where the game's evaluation has several
	// (variants.QSearcher; chess: "all", every capture; "see", not those
	// the static exchange says lose material; "delta", not those that
	// cannot raise alpha by their victim and a margin; "see-delta",
	// both); "" is the game's default, the full search.
	QSearch string
	// ABPrune names the unsound prunings of the alphabeta player's
	// search (variants.AlphaBetaSearcher's AlphaBetaPrunings; chess:
	// "none", "null" the null move, "lmr" late move reductions,
	// "null-lmr" both); "" is none. Labelled +abp-NAME.
	ABPrune string
	// EvalScale is the centipawns of the logistic by which the game's
	// evaluation maps its centipawns to the tree's values (uct only;
	// variants.EvalScaler; chess: tanh(cp·ln10/(2·EvalScale)), the
	// tactical search's values alike); 0 is the game's own,
	// variants.PawnScale (400: a pawn 0.28). The centipawns shown
	// (Evaluation, UCI's score cp, PGN's [%eval]) read the tree's
	// means back on the same scale, so they keep their meaning.
	EvalScale float64
	// EvalCentre is the share K, from 0 (off) to 1, of the root's lead
	// on which each search centres its evaluation's logistic (uct only;
	// variants.EvalCentrer; chess): a search of a position K·x
	// centipawns ahead maps that lead to 0, a lead's loss to a value
	// below 0 and a draw to the value of no lead, as Go programs' dynamic
	// komi does, so a side well ahead tells the moves that keep its lead
	// from those that risk it, instead of finding every move near a win
	// (the logistic's flat end). The centre moves with the lead in steps
	// of centreSlack, a tree kept from the last move being searched
	// afresh when it does. The centipawns shown read the tree's means back
	// from the centre, so they keep their meaning. Labelled +centreK.
	EvalCentre float64
	// EvalTrade is the factor t, from 0 (off) to variants.MaxEvalTrade,
	// by which a lead grows as pieces come off (uct only;
	// variants.EvalTrader; chess): the evaluation counts a lead as
	// 1 + t·s times its centipawns, s the share of the pieces traded
	// off, so a side ahead trades and a side behind keeps its pieces,
	// and a lead while the queens are on, where a perpetual check or a
	// mating attack can still take it away, counts less than the same
	// lead in an ending. The centipawns shown read the tree's means back
	// by the root's own factor, so they keep their meaning. Labelled
	// +tradeT.
	EvalTrade float64
	// trade is a search's root's factor 1 + t·s (withTrade), by which
	// its values are read back in centipawns; 0 outside a search or with
	// EvalTrade off.
	trade float64
	// centre is a search's centre in centipawns, a lead for the root's
	// side to move, set by withCentre; 0 outside a search (the tree
	// keeps it as a lead for the first side, tree.centre).
	centre int
	// LeafDepth is the plies of the alpha-beta search that scores a
	// leaf, where the game's evaluation can search
	// (variants.LeafSearcher; chess: 0 to 3, capture resolution at its
	// leaves); 0 is the evaluation alone. It makes every use of the
	// evaluation in uct's tree (the Eval estimator, implicit minimax)
	// look further at the cost of iterations.
	LeafDepth int
	// LeafChecks adds, at the leaves of that search (at the leaf itself
	// with a LeafDepth of 0), a ply of the side to move's quiet checks
	// before capture resolution (variants.LeafSearcher): a mate in one
	// or a forking check seen for the price of the few checks a
	// position has.
	LeafChecks bool
	// Mate, above 0, runs the game's mate search (MateSearcher, mate.go;
	// chess: 1 a mate in one, 2 also every move allowing one, 3 also a
	// mate in two by checks, 4 also, in check, every evasion allowing
	// one of them) at each node the tree makes, and proves the
	// node by the mate it finds: a mating line is the solver's at once,
	// where progressive widening would make its check late.
	Mate int
	// MateVisits, above 0, runs Mate's search only at the nodes made
	// below the root or below a node of at least that many visits
	// (mate.go): most new nodes are made below nodes of a few visits
	// and never visited again, and the search at each of them cost
	// some 15-40% of the iterations.
	MateVisits int
	// MateExpand is the same search's plies at a node's first expansion
	// (its second visit): nodes worth a second look get the deeper,
	// dearer search.
	MateExpand int
	// Tactics, above 0, runs the game's tactical search (Tactician,
	// tactics.go; chess: the quiescence search widened by one side's
	// checks for Tactics turns) at each node the tree makes whose first
	// look falls far from its parent's value, and seeds the node's
	// minimax value with it: a sacrifice the checks after it justify
	// is not left at the material it gives.
	Tactics int
	// TacticsRoot, above 0, gives the tactical search at the root's
	// children that many turns of checks and a larger node budget, and
	// runs it whatever their first look and however few visits the
	// root has, and at the replies to a root move whose value it raised
	// (tactics.go): the root's moves are made once a search, and its
	// first ones before any other node would be searched.
	TacticsRoot int
	// TacticsProve makes a mate the tactical search finds a proof of
	// its node, as the mate search's are (Config.Mate): a checking
	// sacrifice whose mate lies past the mate search's plies holds its
	// value however the tree's first looks below it judge it.
	TacticsProve bool
	// TacticsThreats, with TacticsRoot, searches each quiet root move
	// for what it threatens (the other side passing) and raises its
	// value where the threat is far above its first look, so that its
	// replies are made and searched (tactics.go).
	TacticsThreats bool
	// TacticsLine, with TacticsRoot, follows a raised root move's line
	// down to that many plies from the root (0 to MaxTacticsLine; 0 and
	// 1 as without it): a reply whose search held the attacker's gain
	// is marked, the attacker's moves after it are searched whatever
	// the visits (quiet ones for their threat under TacticsThreats),
	// and those it raises are marked in turn, their replies searched
	// (tactics.go), so that the line's value holds as each node's
	// first children replace its seed.
	TacticsLine int
	// TacticsHold, with TacticsRoot, holds a root move that the
	// tactical search of a check or a capture raised (not a quiet
	// move's threat) at the value it found: its minimax value does not
	// fall below it, and selection reads that value rather than its
	// mean blended, which the first looks below the sacrifice drag
	// down before the tree has found the line (tactics.go).
	TacticsHold bool
	// RootDepth, above 0, scores each root move before a uct search by
	// an alpha-beta search of RootDepth-1 plies after it (quiet checks
	// and capture resolution at its leaves; variants.LeafSearcher), and
	// seeds the move's prior with it (rootsearch.go): alpha-beta inside
	// the tree, at its root.
	RootDepth int
	// Draws are the draw rules inside uct's tree (games with
	// repetitions, variants.Repeater; DrawRules): none, a position
	// repeated on the path or in the game scored a draw, or that and
	// the fifty-move counter's fade and contempt.
	Draws DrawRules
	// EvalCache keeps the static evaluations of the leaves uct's tree
	// makes by position key (evalcache.go), so a leaf the tree reaches
	// again by another move order is not evaluated again: the same
	// tree, node for node, for fewer evaluations.
	EvalCache bool
	// History, above 0, is the weight W of the tree's move history
	// (history.go; uct with priors): the backups keep, per move and the
	// side that plays it, how much better than its parent's value the
	// iterations through it came out, and a node's first expansion adds
	// W times that mean advantage (shrunk while it has few samples) to
	// each move's prior, so the expansion order and progressive bias
	// learn what the search found at other nodes. 0: the player's own
	// (the default player's DefaultHistory where its SPRT measured it,
	// off elsewhere); HistoryOff: off.
	History float64
	// HistoryShrink, above 0, is the samples the history's mean
	// advantage is shrunk by, its bonus W·sum/(n + HistoryShrink); 0:
	// 8. HistoryKiller, above 0, adds a fixed bonus to the prior of
	// the killer of a node's depth: the move into a node at that depth
	// that was the most visited child of a parent of 16 visits or more
	// at the latest backup, as alpha-beta's killer moves carry a refutation
	// to the refuted move's cousins. HistoryLate makes each later
	// expansion of a node choose its next move by the game's prior
	// and the history's bonus at the time, not by the order its first
	// expansion fixed. All three need the history on (History above
	// 0); none is the default player's.
	HistoryShrink float64
	HistoryKiller float64
	HistoryLate   bool
	// PriorEval, above 0, makes the priors of the nodes less than
	// PriorEval plies below the root (1: the root alone) weigh each move's
	// gain on the evaluation after a capture search (games with
	// EvalPriorer: chess), the order Stockfish's moves agree with most
	// (docs/strength.md): a capture search a legal move, so only near
	// the root, where a node's order decides the most iterations.
	// One tree a worker only (not -parallel tree). Labelled +pevN.
	PriorEval int
	// ABCheck, above 0, is the share of a think a uct search gives, after
	// its tree, to an alpha-beta check of the root (abcheck.go; games
	// with variants.AlphaBetaSearcher: chess): where the alpha-beta
	// search finds the tree's move ABCheckMargin centipawns (0:
	// DefaultABCheckMargin) or more below its own best, that best is
	// played. At most MaxABCheck. Labelled +abcF (+abcFmM with a margin).
	ABCheck       float64
	ABCheckMargin int
	// Temperature, above 0, makes uct's final choice a draw among the
	// root moves whose mean is within TemperatureMargin of the best's,
	// each with a chance proportional to its visits^(1/Temperature): a
	// weaker player's choice (the levels, levels.go), which sometimes
	// prefers a near-equal move and never a move the search found bad.
	// 0 plays the choice itself.
	Temperature float64
	// TemperatureMargin is how far below the best move's mean (on the
	// [-1, 1] scale) a move may be and still be drawn (Temperature).
	TemperatureMargin float64
	// WorkerSpread, above 0, makes uct's trees differ (root
	// parallelism, one tree per worker, their root visits summed): the
	// tree of worker w explores with c·WorkerSpread^e, e being 0, 1,
	// -1, 2, -2, ... for workers 0, 1, 2, 3, 4, ... (spreadFactor), and
	// under an iteration budget every tree gets the whole budget, as
	// under a time budget every tree gets the whole time. 0 keeps the
	// trees alike: with a deterministic leaf (chess's default, the
	// evaluation at k = 0) they grow the very same tree, so a second
	// worker adds only its visits, not a second opinion, and under an
	// iteration budget one tree gets all of it (uctWorkers). At most
	// MaxWorkerSpread.
	WorkerSpread float64
	// Parallel is how uct's workers share the search: "" or
	// ParallelRoot, root parallelism (a tree per worker, their root
	// visits summed, WorkerSpread apart); ParallelTree, tree parallelism
	// (one tree that every worker walks, with virtual loss on the paths
	// in flight; uct_shared.go), where WorkerSpread plays no part.
	Parallel string
	// Select names uct's selection rule where the game has priors
	// (uct only): "" or SelectUCB, the mean (blended with the minimax
	// value) plus UCB1's exploration term and progressive bias
	// w·prior/(visits+1); SelectPUCT, AlphaZero's Q + c·P·sqrt(N)/(1+n),
	// P the priors normalised over the node's legal moves by a softmax
	// of temperature PUCTTemperature, c being PUCT.
	Select string
	// PUCT is c of SelectPUCT's exploration term; 0 means DefaultPUCT.
	PUCT float64
	// PUCTTemperature is the softmax temperature that turns the game's
	// priors (in [0, 1]) into SelectPUCT's P: P(a) is proportional to
	// exp(prior(a)/T); 0 means DefaultPUCTTemperature.
	PUCTTemperature float64
	// FPU, above 0, replaces progressive widening under SelectPUCT by
	// first-play urgency: a node's next move without a child (the best
	// prior left) competes in selection as a child of value Q = the
	// node's own value (for the side choosing there) less FPU and n = 0,
	// and is made when it wins, as AlphaZero treats unvisited moves.
	// 0: the children are made by widening, 2 + K·sqrt(visits).
	FPU float64
	// RootExploration, above 0, is the exploration constant at the root
	// only (c of UCB1's term, or of PUCT's under SelectPUCT); below the
	// root Exploration (or PUCT) holds. 0: the same everywhere.
	RootExploration float64
	// Tactical, on, adds the tactical set to the default player
	// (ForGame; TacticalMate and the rest): the mate search below
	// visited nodes and the tactical search with its root's turns and
	// proofs, each only where its own fields are unset; auto, the same
	// with the quiet root moves' threats and the lines followed, where
	// Budget affords it (AffordsTactics), else nothing; off, the fields
	// alone say; empty, DefaultTactical. Other players take the parts'
	// own fields (-mate, -tactics, ...).
	Tactical string
	// Settle says whether a uct search under a fixed think time
	// (Budget.Time without Budget.Clock: -time, UCI's movetime) stops
	// once its choice is settled (settle.go; SettleOn) or runs to its
	// end (SettleOff): the time a settled move saves there is not
	// banked anywhere, while spending it grows the subtree the next
	// move reuses. "" is the player's own rule: the default player
	// spends (DefaultSettle), every other stops settled. A clocked
	// search stops settled either way, its saving kept on the clock.
	Settle string
	// Level is the level of play (SkillLevel) this configuration is, 0
	// for none: it names the configuration (Label, menus); the other
	// fields play it.
	Level int
	// RootMoves, when not empty, are the only moves at the root a
	// search considers (UCI's go searchmoves), in their machine texts
	// separated by spaces ("e2e4 d2d4"): the others are neither searched
	// nor chosen, while every position below the root keeps its full
	// rules. Restricting inside the engine, not by wrapping the
	// position, keeps every capability the game offers the search. A
	// text that is no legal move at the root is ignored; none legal is
	// an error. (Text, so a Config stays comparable.)
	RootMoves string
}

// Knowledge names every part of cfg that is not pure Monte Carlo, for
// status lines, table headers and PGN comments: "light policy, eval k=0,
// minimax a=0.3, priors w=1"; "" for uniform rollouts with the plain or
// rb estimator.
func (cfg Config) Knowledge() string {
	var parts []string
	if l := cfg.Policy.Label(); l != "" {
		parts = append(parts, l)
	}
	if cfg.Estimator == Eval {
		parts = append(parts, fmt.Sprintf(evalPart+"%d", cfg.EvalPlies))
	}
	if cfg.Minimax > 0 {
		parts = append(parts, fmt.Sprintf("minimax a=%g", cfg.Minimax))
	}
	if cfg.Prior > 0 {
		parts = append(parts, fmt.Sprintf("priors w=%g", cfg.Prior))
	}
	if cfg.Widen > 0 && cfg.Prior > 0 {
		parts = append(parts, fmt.Sprintf("widening K=%g", cfg.Widen))
	}
	if cfg.Eval != "" {
		parts = append(parts, "evaluation "+cfg.Eval)
	}
	if cfg.QuietOrder != "" {
		parts = append(parts, "quiet moves "+cfg.QuietOrder)
	}
	// Last of the default's parts: a status line cut at its width keeps
	// the older parts it always showed.
	if cfg.Minimax > 0 && cfg.MinimaxChildren > 1 {
		parts = append(parts, fmt.Sprintf("minimax after %d children", cfg.MinimaxChildren))
	}
	if cfg.puct() {
		parts = append(parts, fmt.Sprintf("PUCT c=%g T=%g", cfg.puctC(), cfg.puctTemperature()))
		if cfg.FPU > 0 {
			parts = append(parts, fmt.Sprintf("first-play urgency Q-%g", cfg.FPU))
		}
	}
	if cfg.RootExploration > 0 {
		parts = append(parts, fmt.Sprintf("root c=%g", cfg.RootExploration))
	}
	if cfg.History > 0 {
		parts = append(parts, fmt.Sprintf("move history W=%g", cfg.History))
		if cfg.HistoryShrink > 0 {
			parts = append(parts, fmt.Sprintf("history shrunk by %g", cfg.HistoryShrink))
		}
		if cfg.HistoryKiller > 0 {
			parts = append(parts, fmt.Sprintf("killer bonus %g", cfg.HistoryKiller))
		}
		if cfg.HistoryLate {
			parts = append(parts, "history at later expansions")
		}
	}
	if cfg.PriorEval > 0 {
		parts = append(parts, fmt.Sprintf("priors weigh the evaluation within %d plies", cfg.PriorEval))
	}
	if cfg.QSearch != "" {
		parts = append(parts, "capture search "+cfg.QSearch)
	}
	if cfg.ABCheck > 0 {
		parts = append(parts, fmt.Sprintf("alpha-beta check %g of the think, margin %d cp", cfg.ABCheck, cfg.abCheckMargin()))
	}
	if cfg.EvalScale != 0 {
		parts = append(parts, fmt.Sprintf("evaluation scale %g cp", cfg.EvalScale))
	}
	if cfg.EvalCentre != 0 {
		parts = append(parts, fmt.Sprintf("evaluation centred on %g of the lead", cfg.EvalCentre))
	}
	if cfg.EvalTrade != 0 {
		parts = append(parts, fmt.Sprintf("a lead grows by %g as pieces come off", cfg.EvalTrade))
	}
	if cfg.LeafDepth > 0 {
		parts = append(parts, fmt.Sprintf("alpha-beta leaves d=%d", cfg.LeafDepth))
	}
	if cfg.LeafChecks {
		parts = append(parts, "checks at the leaves")
	}
	if cfg.RootDepth > 0 {
		parts = append(parts, fmt.Sprintf("root moves searched d=%d", cfg.RootDepth))
	}
	if cfg.Mate > 0 || cfg.MateExpand > 0 {
		parts = append(parts, fmt.Sprintf("mate search %d/%d plies", cfg.Mate, cfg.MateExpand))
		if cfg.MateVisits > 0 {
			parts = append(parts, fmt.Sprintf("below %d visits", cfg.MateVisits))
		}
	}
	if cfg.Tactics > 0 {
		parts = append(parts, fmt.Sprintf("tactical search %d checks", cfg.Tactics))
	}
	if cfg.TacticsRoot > 0 {
		parts = append(parts, fmt.Sprintf("%d at the root", cfg.TacticsRoot))
	}
	if cfg.TacticsProve {
		parts = append(parts, "its mates proven")
	}
	if cfg.TacticsThreats {
		parts = append(parts, "quiet root moves' threats")
	}
	if cfg.TacticsLine > 0 {
		parts = append(parts, fmt.Sprintf("lines followed %d plies", cfg.TacticsLine))
	}
	if cfg.TacticsHold {
		parts = append(parts, "raised root moves held")
	}
	if cfg.Tactical == TacticalAuto {
		parts = append(parts, fmt.Sprintf("tactical set from %v or %d iterations", TacticalAutoTime, TacticalAutoRollouts))
	}
	switch cfg.Draws {
	case DrawsAll:
		parts = append(parts, "draws in the tree")
	case DrawsRepetition:
		parts = append(parts, "repetitions drawn in the tree")
	}
	if cfg.EvalCache {
		parts = append(parts, "evaluations cached")
	}
	if cfg.Temperature > 0 {
		parts = append(parts, fmt.Sprintf("temperature %g within %g", cfg.Temperature, cfg.TemperatureMargin))
	}
	if cfg.spreads() {
		parts = append(parts, fmt.Sprintf("workers' trees spread %g", cfg.WorkerSpread))
	}
	if cfg.sharesTree() {
		parts = append(parts, "one tree shared by the workers")
	}
	switch cfg.settleTag() {
	case "+nosettle":
		parts = append(parts, "think time spent to its end")
	case "+settle":
		parts = append(parts, "think time stopped once settled")
	}
	return strings.Join(parts, ", ")
}

// LabelFor is Label for a search of pos, naming as well an exploration
// constant other than the game's own (ExplorationFor), "+c0.3": c is
// set apart from the preset (the default plays -c as given), so two
// players apart only by c would otherwise read alike.
func (cfg Config) LabelFor(pos variants.Position) string {
	l := cfg.Label()
	if info, ok := Info(cfg.Player); ok && info.Tree && cfg.Exploration != 0 && cfg.Exploration != ExplorationFor(pos) {
		l += fmt.Sprintf("+c%g", cfg.Exploration)
	}
	return l
}

// Label is a player's name with every part of knowledge in play, for
// match lines, tables and PGN tags: "uct", "uct+light",
// "default+light+eval0+mm0.3+prior1"; a level's is prefixed with it,
// "level3:default+...".
func (cfg Config) Label() string {
	l := cfg.Player
	if cfg.Level > 0 {
		l = fmt.Sprintf("level%d:%s", cfg.Level, l)
	}
	if cfg.Policy != Uniform {
		l += "+" + cfg.Policy.String()
	}
	if cfg.Estimator == Eval {
		l += fmt.Sprintf("+eval%d", cfg.EvalPlies)
	}
	if cfg.Minimax > 0 {
		l += fmt.Sprintf("+mm%g", cfg.Minimax)
		if cfg.MinimaxChildren > 1 {
			l += fmt.Sprintf("+mmc%d", cfg.MinimaxChildren)
		}
	}
	if cfg.Prior > 0 {
		l += fmt.Sprintf("+prior%g", cfg.Prior)
	}
	if cfg.Widen > 0 && cfg.Prior > 0 {
		l += fmt.Sprintf("+wide%g", cfg.Widen)
	}
	if cfg.spreads() { // before the default's last part, as the tests read the label
		l += fmt.Sprintf("+ws%g", cfg.WorkerSpread)
	}
	if cfg.sharesTree() {
		l += "+tree"
	}
	if cfg.Eval != "" {
		l += "+ev-" + cfg.Eval
	}
	if cfg.QuietOrder != "" {
		l += "+qo-" + cfg.QuietOrder
	}
	if cfg.puct() {
		l += fmt.Sprintf("+puct%g/t%g", cfg.puctC(), cfg.puctTemperature())
		if cfg.FPU > 0 {
			l += fmt.Sprintf("+fpu%g", cfg.FPU)
		}
	}
	if cfg.RootExploration > 0 {
		l += fmt.Sprintf("+rootc%g", cfg.RootExploration)
	}
	if cfg.History > 0 {
		l += fmt.Sprintf("+hist%g", cfg.History)
		if cfg.HistoryShrink > 0 {
			l += fmt.Sprintf("+hs%g", cfg.HistoryShrink)
		}
		if cfg.HistoryKiller > 0 {
			l += fmt.Sprintf("+kill%g", cfg.HistoryKiller)
		}
		if cfg.HistoryLate {
			l += "+hlate"
		}
	}
	if cfg.PriorEval > 0 {
		l += fmt.Sprintf("+pev%d", cfg.PriorEval)
	}
	if cfg.QSearch != "" {
		l += "+qs-" + cfg.QSearch
	}
	if cfg.ABCheck > 0 {
		l += fmt.Sprintf("+abc%g", cfg.ABCheck)
		if cfg.ABCheckMargin > 0 {
			l += fmt.Sprintf("m%d", cfg.ABCheckMargin)
		}
	}
	if cfg.ABPrune != "" && cfg.ABPrune != "none" && strings.EqualFold(cfg.Player, AlphaBetaPlayer) {
		l += "+abp-" + cfg.ABPrune
	}
	if cfg.EvalScale != 0 {
		l += fmt.Sprintf("+scale%g", cfg.EvalScale)
	}
	if cfg.EvalCentre != 0 {
		l += fmt.Sprintf("+centre%g", cfg.EvalCentre)
	}
	if cfg.EvalTrade != 0 {
		l += fmt.Sprintf("+trade%g", cfg.EvalTrade)
	}
	if cfg.LeafDepth > 0 {
		l += fmt.Sprintf("+ab%d", cfg.LeafDepth)
	}
	if cfg.LeafChecks {
		l += "+qc"
	}
	if cfg.RootDepth > 0 {
		l += fmt.Sprintf("+root%d", cfg.RootDepth)
	}
	if cfg.Mate > 0 || cfg.MateExpand > 0 {
		l += fmt.Sprintf("+mate%d", cfg.Mate)
		if cfg.MateExpand > 0 {
			l += fmt.Sprintf("x%d", cfg.MateExpand)
		}
		if cfg.MateVisits > 0 {
			l += fmt.Sprintf("v%d", cfg.MateVisits)
		}
	}
	if cfg.Tactics > 0 {
		l += fmt.Sprintf("+tac%d", cfg.Tactics)
	}
	if cfg.TacticsRoot > 0 {
		l += fmt.Sprintf("+tacr%d", cfg.TacticsRoot)
	}
	if cfg.TacticsProve {
		l += "+tacP"
	}
	if cfg.TacticsThreats {
		l += "+tacT"
	}
	if cfg.TacticsLine > 0 {
		l += fmt.Sprintf("+tacl%d", cfg.TacticsLine)
	}
	if cfg.TacticsHold {
		l += "+tacH"
	}
	switch cfg.Draws {
	case DrawsAll:
		l += "+draws"
	case DrawsRepetition:
		l += "+reps"
	}
	if cfg.EvalCache {
		l += "+ecache"
	}
	if cfg.Temperature > 0 {
		l += fmt.Sprintf("+t%g/%g", cfg.Temperature, cfg.TemperatureMargin)
	}
	if cfg.Tactical == TacticalAuto {
		// Whether the set is engaged, its parts above say.
		l += "+tacauto"
	}
	l += cfg.settleTag()
	return l
}

// spreads reports whether Config.WorkerSpread is in play: set, with
// more than one worker (0, one per core, counts as more), where one
// tree is grown and a spread changes nothing.
func (cfg Config) spreads() bool {
	return cfg.WorkerSpread > 0 && cfg.Workers != 1 && cfg.Parallel != ParallelTree
}

// widenK is progressive widening's K for a search by cfg: Widen, or
// DefaultWiden where it is 0.
func (cfg Config) widenK() float64 {
	if cfg.Widen > 0 {
		return cfg.Widen
	}
	return DefaultWiden
}

// The selection rules of Config.Select.
const (
	// SelectUCB is the mean (blended with the minimax value), UCB1's
	// exploration term and progressive bias: the default.
	SelectUCB = "ucb"
	// SelectPUCT is AlphaZero's Q + c·P·sqrt(N)/(1+n) with the priors
	// normalised over a node's legal moves.
	SelectPUCT = "puct"
)

// puct reports whether cfg selects by SelectPUCT.
func (cfg Config) puct() bool { return strings.EqualFold(cfg.Select, SelectPUCT) }

// puctC is SelectPUCT's c for a search by cfg: PUCT, or DefaultPUCT
// where it is 0.
func (cfg Config) puctC() float64 {
	if cfg.PUCT > 0 {
		return cfg.PUCT
	}
	return DefaultPUCT
}

// puctTemperature is SelectPUCT's softmax temperature for a search by
// cfg: PUCTTemperature, or DefaultPUCTTemperature where it is 0.
func (cfg Config) puctTemperature() float64 {
	if cfg.PUCTTemperature > 0 {
		return cfg.PUCTTemperature
	}
	return DefaultPUCTTemperature
}

// CheckSelect reports whether cfg's selection rule (Config.Select and
// its numbers) is one a search of pos can play: SelectPUCT needs the
// game's priors (variants.Priorer) turned on by Config.Prior, and does
// not take Config.RootDepth's seeded root priors.
func CheckSelect(cfg Config, pos variants.Position) error {
	if err := checkSelectNumbers(cfg); err != nil {
		return err
	}
	if cfg.puct() {
		if _, ok := pos.(variants.Priorer); !ok || cfg.Prior <= 0 {
			return errorf("-select %s: needs the game's priors (-prior W, or the default player)", SelectPUCT)
		}
		if cfg.RootDepth > 0 {
			return errorf("-select %s: does not take -root-depth's seeded priors", SelectPUCT)
		}
	}
	return nil
}

// checkSelectNumbers refuses what no search can select by, whatever
// the game: an unknown Config.Select, a PUCT number, first-play urgency
// or root constant that is negative or not finite, and first-play
// urgency without SelectPUCT.
func checkSelectNumbers(cfg Config) error {
	for _, f := range []struct {
		name string
		v    float64
	}{{"-puct-c", cfg.PUCT}, {"-puct-temp", cfg.PUCTTemperature}, {"-fpu", cfg.FPU}, {"-root-c", cfg.RootExploration}} {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) || f.v < 0 {
			return errorf("%s %v: want a finite number, not negative", f.name, f.v)
		}
	}
	switch {
	case cfg.Select == "" || strings.EqualFold(cfg.Select, SelectUCB):
		if cfg.FPU > 0 {
			return errorf("-fpu %g: first-play urgency goes with -select %s", cfg.FPU, SelectPUCT)
		}
	case !cfg.puct():
		return errorf("unknown selection %s (want %s or %s)", clip.Quote(cfg.Select), SelectUCB, SelectPUCT)
	}
	return nil
}

// CheckEval reports whether cfg's evaluation version (Config.Eval) is
// one pos's game has: "" always is; a name needs a game with several
// (variants.EvalChooser) that knows it.
func CheckEval(cfg Config, pos variants.Position) error {
	return checkChoice("-eval", cfg.Eval, pos, " has one static evaluation", variants.EvalChooser.SetEval)
}

// CheckQSearch reports whether cfg's capture search (Config.QSearch) is
// one pos's game has: "" always is; a name needs a game whose
// evaluation has several (variants.QSearcher) that knows it.
func CheckQSearch(cfg Config, pos variants.Position) error {
	return checkChoice("-qsearch", cfg.QSearch, pos, "'s evaluation searches no captures", variants.QSearcher.SetQSearch)
}

// checkChoice is the one check of a flag that names one of a game's
// versions (CheckEval, CheckQSearch, CheckQuietOrder): name "" always
// passes; another needs a game whose position is a T, and T's set, on
// a clone of pos, must take the name. Without a T the error reads
// "flag name: game" followed by lacks.
func checkChoice[T any](flag, name string, pos variants.Position, lacks string, set func(T, string) error) error {
	if name == "" {
		return nil
	}
	t, ok := pos.Clone().(T)
	if !ok {
		return errorf("%s %s: %s%s", flag, clip.Quote(name), pos.Variant().Name, lacks)
	}
	return set(t, name)
}

// CheckEvalCentre reports whether cfg's evaluation centre
// (Config.EvalCentre) is one pos's game takes: 0 always is; a share
// needs a game whose evaluation can be centred (variants.EvalCentrer).
func CheckEvalCentre(cfg Config, pos variants.Position) error {
	if cfg.EvalCentre == 0 {
		return nil
	}
	if _, ok := pos.Clone().(variants.EvalCentrer); !ok {
		return errorf("-eval-centre %g: %s's evaluation cannot be centred (chess only)", cfg.EvalCentre, pos.Variant().Name)
	}
	return nil
}

// CheckEvalTrade reports whether cfg's trade factor (Config.EvalTrade)
// is one pos's game takes: 0 always is; a factor needs a game whose
// evaluation knows the material traded off (variants.EvalTrader) and a
// number from 0 to variants.MaxEvalTrade.
func CheckEvalTrade(cfg Config, pos variants.Position) error {
	if cfg.EvalTrade == 0 {
		return nil
	}
	if err := variants.CheckEvalTrade(cfg.EvalTrade); err != nil {
		return errorf("-eval-trade: %v", err)
	}
	if _, ok := pos.Clone().(variants.EvalTrader); !ok {
		return errorf("-eval-trade %g: %s's evaluation does not count the pieces traded (chess only)", cfg.EvalTrade, pos.Variant().Name)
	}
	return nil
}

// CheckEvalScale reports whether cfg's evaluation scale
// (Config.EvalScale) is one pos's game takes: 0 always is; a scale
// needs a game whose evaluation maps centipawns by a logistic
// (variants.EvalScaler) and a finite number of centipawns from
// variants.MinEvalScale to variants.MaxEvalScale.
func CheckEvalScale(cfg Config, pos variants.Position) error {
	if cfg.EvalScale == 0 {
		return nil
	}
	if err := variants.CheckEvalScale(cfg.EvalScale); err != nil {
		return errorf("-eval-scale: %v", err)
	}
	es, ok := pos.Clone().(variants.EvalScaler)
	if !ok {
		return errorf("-eval-scale %g: %s's evaluation has no centipawn scale (chess only)", cfg.EvalScale, pos.Variant().Name)
	}
	return es.SetEvalScale(cfg.EvalScale)
}

// CheckABPrune reports whether cfg's alpha-beta prunings
// (Config.ABPrune) are ones pos's game has: "" always is; a name needs
// a game with an alpha-beta search (variants.AlphaBetaSearcher) that
// lists it.
func CheckABPrune(cfg Config, pos variants.Position) error {
	if cfg.ABPrune == "" {
		return nil
	}
	ab, ok := pos.(variants.AlphaBetaSearcher)
	if !ok {
		return errorf("-ab-prune %s: %s has no alpha-beta search", clip.Quote(cfg.ABPrune), pos.Variant().Name)
	}
	names := ab.AlphaBetaPrunings()
	if !slices.Contains(names, cfg.ABPrune) {
		return errorf("-ab-prune %s: want %s", clip.Quote(cfg.ABPrune), strings.Join(names, ", "))
	}
	return nil
}

// CheckABCheck reports whether cfg's alpha-beta check (Config.ABCheck,
// ABCheckMargin) is one pos's game can run: a share in [0, MaxABCheck],
// a margin not negative, and a game with an alpha-beta search.
func CheckABCheck(cfg Config, pos variants.Position) error {
	if err := checkABCheckRange(cfg); err != nil {
		return err
	}
	if cfg.ABCheck == 0 {
		return nil
	}
	if _, ok := pos.(variants.AlphaBetaSearcher); !ok {
		return errorf("-ab-check %g: %s has no alpha-beta search", cfg.ABCheck, pos.Variant().Name)
	}
	return nil
}

// CheckQuietOrder reports whether cfg's order of quiet moves
// (Config.QuietOrder) is one pos's game has: "" always is; a name needs
// a game with several (variants.QuietOrderer) that knows it.
func CheckQuietOrder(cfg Config, pos variants.Position) error {
	return checkChoice("-quiet-order", cfg.QuietOrder, pos, "'s priors rate every quiet move alike", variants.QuietOrderer.SetQuietOrder)
}

// CheckPriorEval reports whether cfg's Config.PriorEval is one pos's
// game can play: 0 always; 1 to MaxPriorEval plies for a game whose
// priors weigh the evaluation (EvalPriorer), on one tree a worker.
func CheckPriorEval(cfg Config, pos variants.Position) error {
	if cfg.PriorEval == 0 {
		return nil
	}
	if cfg.PriorEval < 0 || cfg.PriorEval > MaxPriorEval {
		return errorf("-prior-eval %d: want 0 to %d plies", cfg.PriorEval, MaxPriorEval)
	}
	if _, ok := pos.Clone().(EvalPriorer); !ok {
		return errorf("-prior-eval %d: %s's priors do not weigh its evaluation", cfg.PriorEval, pos.Variant().Name)
	}
	if cfg.sharesTree() {
		return errorf("-prior-eval %d: not with -parallel tree", cfg.PriorEval)
	}
	return nil
}

// MaxPriorEval is the most plies Config.PriorEval reaches below the
// root: a capture search a legal move costs a node some 35 of them,
// and at 4 plies a search made a third of its iterations.
const MaxPriorEval = 4

// CheckLeafDepth reports whether cfg's leaf search (Config.LeafDepth,
// Config.LeafChecks) is one pos's game can run: none always is; one
// needs a game whose evaluation searches (variants.LeafSearcher) to
// that depth.
func CheckLeafDepth(cfg Config, pos variants.Position) error {
	if cfg.LeafDepth == 0 && !cfg.LeafChecks && cfg.RootDepth == 0 {
		return nil
	}
	ls, ok := pos.Clone().(variants.LeafSearcher)
	if !ok {
		if cfg.RootDepth > 0 {
			return errorf("-root-depth %d: %s's evaluation does not search", cfg.RootDepth, pos.Variant().Name)
		}
		if cfg.LeafChecks {
			return errorf("-leaf-checks: %s's evaluation does not search", pos.Variant().Name)
		}
		return errorf("-leaf-depth %d: %s's evaluation does not search", cfg.LeafDepth, pos.Variant().Name)
	}
	if cfg.LeafDepth < 0 || cfg.LeafDepth > ls.MaxLeafDepth() {
		return errorf("-leaf-depth %d: want 0 to %d", cfg.LeafDepth, ls.MaxLeafDepth())
	}
	if cfg.RootDepth < 0 || cfg.RootDepth > ls.MaxLeafDepth()+1 {
		return errorf("-root-depth %d: want 0 to %d", cfg.RootDepth, ls.MaxLeafDepth()+1)
	}
	return nil
}
