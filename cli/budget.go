package cli

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants"
	"rollout/variants/registry"
)

// searchFlags are the flags that configure an engine player, shared by
// analyze, match and the TUI so each means the same everywhere.
type searchFlags struct {
	player string
	// playerFlag names the flag player came from ("-first"), when it
	// is not the prefix's side (match's "-a") or -player.
	playerFlag  string
	time        time.Duration
	rollouts    int64
	targetSE    float64
	workers     int
	estimator   string
	policy      string
	plyCap      int
	exploration float64
	nodes       int
	evalPlies   int
	minimax     float64
	minimaxK    int
	prior       float64
	eval        string
	quietOrder  string
	qsearch     string
	abPrune     string
	evalScale   float64
	evalCentre  float64
	evalTrade   float64
	leafDepth   int
	leafChecks  bool
	rootDepth   int
	mate        int
	mateExpand  int
	mateVisits  int
	tactics     int
	tacticsRoot int
	tacticsMate bool
	tacticsThr  bool
	tacticsLine int
	tacticsHold bool
	draws       engine.DrawRules
	evalCache   bool
	settle      bool
	tactical    string
	widen       float64
	spread      float64
	parallel    string
	sel         string
	puctC       float64
	puctTemp    float64
	fpu         float64
	rootC       float64
	histShrink  float64
	histKiller  float64
	histLate    bool
	priorEval   int
	abCheck     float64
	abMargin    int
	history     float64
	prefix      string // the flags' name prefix ("" or "a-"), for errors
	// fs is the flag set registerBudget added the flags to, so config
	// can tell a flag given from its default (nil: none given).
	fs *flag.FlagSet
	// elsewhere, when set, says whether the flag named (without prefix),
	// as given, also configures another side that plays it (the TUI's
	// flags, match's without a side prefix): a named configuration on
	// this side may then leave it to that side.
	elsewhere func(flag string) bool
	// shared, when set, says whether the flag named (without prefix)
	// came to this side from one given to every side (match's flags
	// without a side prefix, the TUI's), not from the side's own.
	shared func(flag string) bool
}

// budgetFlags names the flags registerBudget adds (without a prefix): the
// match command copies those given without a side prefix to both sides.
var budgetFlags = []string{"time", "rollouts", "target-se", "workers", "estimator", "policy", "ply-cap", "c", "nodes", "k", "minimax", "minimax-children", "prior", "widen", "eval", "quiet-order", "qsearch", "eval-scale", "eval-centre", "eval-trade", "leaf-depth", "leaf-checks", "root-depth", "mate", "mate-expand", "mate-visits", "tactics", "tactics-root", "tactics-prove", "tactics-threats", "tactics-line", "tactics-hold", "tactical", "draws", "eval-cache", "settle", "worker-spread", "parallel", "select", "puct-c", "puct-temp", "fpu", "root-c", "history", "history-shrink", "history-killer", "history-late", "prior-eval", "ab-prune", "ab-check", "ab-check-margin"}

// registerBudget adds the budget and tuning flags (all but the player)
// with the given name prefix ("" or "a-"), so the match command
// configures two players with the same code.
func (s *searchFlags) registerBudget(fs *flag.FlagSet, prefix string) {
	s.prefix, s.fs = prefix, fs
	fs.DurationVar(&s.time, prefix+"time", 0, "think time per move (e.g. 500ms, 2s); 0: the game's default unless -rollouts or -target-se is set")
	fs.Int64Var(&s.rollouts, prefix+"rollouts", 0, "rollouts (uct: iterations) per move; 0: no limit")
	fs.Float64Var(&s.targetSE, prefix+"target-se", 0, "stop once the best move's standard error is below this, or it leads by 3 standard errors")
	fs.IntVar(&s.workers, prefix+"workers", 0, "search goroutines; 0: one per core")
	fs.StringVar(&s.estimator, prefix+"estimator", "plain", estimatorHelp)
	fs.StringVar(&s.policy, prefix+"policy", "uniform", "rollout policy: uniform (pure Monte Carlo) or light (wins, blocks, mates in one, best captures; labelled as such)")
	fs.IntVar(&s.plyCap, prefix+"ply-cap", 0, plyCapHelp)
	fs.Float64Var(&s.exploration, prefix+"c", 0, explorationHelp())
	fs.IntVar(&s.nodes, prefix+"nodes", 0, nodesHelp)
	fs.IntVar(&s.evalPlies, prefix+"k", 0, "eval estimator: plies a rollout plays before the evaluation scores it; 0: evaluate the leaf at once")
	fs.Float64Var(&s.minimax, prefix+"minimax", 0, "uct: implicit minimax weight a in [0, 1], selection by (1-a)*mean + a*minimax of the evaluation; 0: off")
	fs.IntVar(&s.minimaxK, prefix+"minimax-children", 0, fmt.Sprintf("uct with minimax: children a node makes before its minimax value is theirs, its own evaluation until then (0 to %d; labelled +mmcK); 0: 1, the first child on (the default player: %d)", engine.MaxMinimaxChildren, engine.DefaultMinimaxChildren))
	fs.Float64Var(&s.prior, prefix+"prior", 0, "uct: progressive bias weight w, w*prior/(visits+1) from the game's move knowledge; 0: off")
	fs.Float64Var(&s.widen, prefix+"widen", 0, fmt.Sprintf("uct with priors: progressive widening's width K, a node has 2 + K*sqrt(visits) children best prior first; 0: %g; labelled", engine.DefaultWiden))
	fs.StringVar(&s.eval, prefix+"eval", "", evalUsage)
	fs.StringVar(&s.quietOrder, prefix+"quiet-order", "", "uct with priors: how the game's priors rate quiet moves, the order progressive widening makes them in (chess: flat, all alike; pst, by the piece-square tables' gain, castling, king steps and threats; king, king-hot, king-max, pst's with the kings', weighed 1, 2, 3: attacks on the enemy king's squares, guards of the own king's, checks; fitted, pst's terms and a few of its own weighed anew to Stockfish's best moves (rollout tune -prior-fit); labelled +qo-NAME)")
	fs.IntVar(&s.leafDepth, prefix+"leaf-depth", 0, "uct: plies of the alpha-beta search that scores each leaf where the game's evaluation searches (chess: 0 to 3, capture resolution at its leaves; labelled +abN); 0: the evaluation alone")
	fs.StringVar(&s.qsearch, prefix+"qsearch", "", "uct: the capture search at each leaf where the game's evaluation has several (chess: all, every capture; see, not those the static exchange says lose material; delta, not those that cannot raise alpha by their victim and 200 centipawns; see-delta, both; labelled +qs-NAME)")
	fs.StringVar(&s.abPrune, prefix+"ab-prune", "", "alphabeta: the unsound prunings of its search (chess: none; null, the null move; lmr, late move reductions; null-lmr, both; labelled +abp-NAME)")
	fs.Float64Var(&s.evalCentre, prefix+"eval-centre", 0, "uct: centre each search's evaluation on this share K (0 to 1) of the root's lead, so a side well ahead weighs what a move risks as in a level position and a draw as no lead (chess only; dynamic komi; labelled +centreK); 0: off; the centipawns shown keep their meaning")
	fs.Float64Var(&s.evalTrade, prefix+"eval-trade", 0, fmt.Sprintf("uct: a lead counts 1 + T*S times its centipawns, S the share of the pieces traded off (0 with all on, 1 with kings and pawns alone), so a side ahead trades pieces and a side behind keeps them (chess only; 0 to %d; labelled +tradeT); 0: off; the centipawns shown keep their meaning", variants.MaxEvalTrade))
	fs.Float64Var(&s.evalScale, prefix+"eval-scale", 0, fmt.Sprintf("uct: the centipawns S of the logistic tanh(cp*ln10/(2S)) that maps the game's evaluation to the tree's values, where it has one (chess only; %d to %d; a smaller S weighs a pawn more and saturates a winning lead sooner; labelled +scaleS); 0: %d, a pawn 0.28; the centipawns shown keep their meaning", variants.MinEvalScale, variants.MaxEvalScale, variants.PawnScale))
	fs.BoolVar(&s.leafChecks, prefix+"leaf-checks", false, "uct: a ply of the side to move's quiet checks before capture resolution at each leaf where the game's evaluation searches (chess; labelled +qc)")
	fs.IntVar(&s.rootDepth, prefix+"root-depth", 0, "uct with priors: before each search, score every root move by an alpha-beta search of N-1 plies after it (chess: 1 to 4; checks and captures at its leaves) and seed its prior with it; labelled +rootN; 0: off")
	fs.IntVar(&s.mate, prefix+"mate", 0, "uct: plies of the game's mate search at each node the tree makes, a mate it finds proven at once (chess: 1 mate in one, 2 also every move allowing one, 3 also mate in two by checks, 4 also in check every evasion allowing one of them; labelled +mateN); 0: off")
	fs.IntVar(&s.tactics, prefix+"tactics", 0, "uct with an evaluation: turns of the game's tactical search (chess: one side's checks past the quiescence search) at each node the tree makes whose first look falls far from its parent's value, seeding its value (labelled +tacN); 0: off")
	fs.IntVar(&s.tacticsRoot, prefix+"tactics-root", 0, "uct with -tactics: turns of checks of the tactical search at the root's new children, each searched whatever its first look and however few visits the root has, and at the replies to those whose value it raised, with a larger node budget (labelled +tacrN); 0: as at the other nodes")
	fs.BoolVar(&s.tacticsMate, prefix+"tactics-prove", false, "uct with -tactics: a mate the tactical search finds proves its node, as the mate search's do (labelled +tacP)")
	fs.BoolVar(&s.tacticsThr, prefix+"tactics-threats", false, "uct with -tactics-root: a quiet root move is searched for what it threatens were the reply a pass, and raised where that is far above its first look, so its replies are made and searched (labelled +tacT)")
	fs.BoolVar(&s.tacticsHold, prefix+"tactics-hold", false, "uct with -tactics-root: a root move the tactical search of a check or a capture raised is held at that value, its minimax value not falling below it and selection reading it for its mean (labelled +tacH)")
	fs.IntVar(&s.tacticsLine, prefix+"tactics-line", 0, "uct with -tactics-root: plies from the root a raised root move's line is followed, the replies that hold its gain and the moves after them searched whatever their visits, so its value holds below it (labelled +taclN); 0: the root's children and their replies only")
	fs.StringVar(&s.tactical, prefix+"tactical", "", "default: on adds the tactical set, "+engine.TacticalFlags+", each search only where its own flags are not given (labelled by those parts); auto adds it with -tactics-threats -tactics-line "+fmt.Sprint(engine.TacticalLine)+" -tactics-hold to a think of at least "+engine.TacticalAutoTime.String()+" or "+fmt.Sprint(engine.TacticalAutoRollouts)+" rollouts, a shorter one playing as off (labelled +tacauto); off leaves them to their flags (the default player: "+engine.DefaultTactical+")")
	fs.IntVar(&s.mateExpand, prefix+"mate-expand", 0, "uct: plies of the same mate search at a node's first expansion, its second visit (labelled +mateNxM); 0: off")
	fs.IntVar(&s.mateVisits, prefix+"mate-visits", 0, "uct with -mate: the mate search at a new node only below the root or a node of at least this many visits (labelled +mateNvV); 0: at every new node")
	fs.Float64Var(&s.spread, prefix+"worker-spread", 0, fmt.Sprintf("uct with 2 or more workers: the workers' trees differ, worker 1 exploring with c*F, worker 2 with c/F, ..., and each tree gets the whole -rollouts budget (0 to %g; labelled +wsF); 0: off, alike trees (the default player: %g; 1: alike)", engine.MaxWorkerSpread, engine.DefaultWorkerSpread))
	fs.StringVar(&s.parallel, prefix+"parallel", "", "uct with 2 or more workers: root (a tree per worker, their root visits summed; the default) or tree (one tree every worker walks, virtual loss on the paths in flight; labelled +tree)")
	fs.StringVar(&s.sel, prefix+"select", "", "uct with priors: the selection rule, ucb (mean, UCB1's term and progressive bias; the default) or puct (Q + c*P*sqrt(N)/(1+n), P the priors' softmax over a node's moves; labelled +puctC/tT)")
	fs.Float64Var(&s.puctC, prefix+"puct-c", 0, fmt.Sprintf("-select puct: the exploration constant c; 0: %g", engine.DefaultPUCT))
	fs.Float64Var(&s.puctTemp, prefix+"puct-temp", 0, fmt.Sprintf("-select puct: the softmax temperature T, P proportional to exp(prior/T), priors in [0, 1]; 0: %g", engine.DefaultPUCTTemperature))
	fs.Float64Var(&s.fpu, prefix+"fpu", 0, "-select puct: first-play urgency in place of widening, a node's next move competes with Q = the node's value less this (labelled +fpuR); 0: off, widening makes the children")
	fs.Float64Var(&s.rootC, prefix+"root-c", 0, "uct: the exploration constant at the root only (of UCB1's term, or PUCT's c; labelled +rootcX); 0: as below the root")
	fs.Float64Var(&s.history, prefix+"history", 0, fmt.Sprintf("uct with priors: weight W of the move history, each move's prior at a node's first expansion raised by W times how much better than their parents the iterations through that move (for its side, anywhere in the tree) came out, shrunk while it has few (0 to %g; labelled +histW); 0: off (the default player at chess: %g)", engine.MaxHistory, engine.DefaultHistory))
	fs.Float64Var(&s.histShrink, prefix+"history-shrink", 0, fmt.Sprintf("uct with -history: the samples S a move's mean advantage is shrunk by, its bonus W*sum/(n+S) (0 to %g; labelled +hsS); 0: 8", engine.MaxHistoryShrink))
	fs.Float64Var(&s.histKiller, prefix+"history-killer", 0, fmt.Sprintf("uct with -history: a bonus B added to the prior of the killer of a node's depth, the move into a node at that depth that was the most visited child of a parent of 16 or more visits at the latest backup (0 to %g; labelled +killB); 0: off", engine.MaxHistoryKiller))
	fs.Float64Var(&s.abCheck, prefix+"ab-check", 0, fmt.Sprintf("uct: the share of the think (0 to %g) given after the tree to an alpha-beta search of the root that plays its own best move where it finds the tree's -ab-check-margin centipawns worse (chess; labelled +abcF); 0: off", engine.MaxABCheck))
	fs.IntVar(&s.abMargin, prefix+"ab-check-margin", 0, fmt.Sprintf("uct with -ab-check: the centipawns by which the alpha-beta search must find the tree's move worse than its best to overrule it (labelled mM); 0: %d", engine.DefaultABCheckMargin))
	fs.BoolVar(&s.histLate, prefix+"history-late", false, "uct with -history: each later expansion of a node makes the move best by its prior and the history's bonus then, not by the order the first fixed (labelled +hlate)")
	fs.IntVar(&s.priorEval, prefix+"prior-eval", 0, "uct with priors (chess): the priors of the nodes less than N plies below the root (1: the root alone, 2: it and its children) weigh each move's gain on the evaluation after a capture search, a capture search a legal move; 0 off (labelled +pevN)")
	fs.Var(drawsFlag{&s.draws}, prefix+"draws", "uct: draws seen coming (chess): -draws (or -draws=all), a position repeated on the path or in the game is a draw, the evaluation fades with the fifty-move counter, a draw is avoided when winning and sought when losing (contempt), labelled +draws; -draws=repetition, the repeated position's draw alone, worth 0, labelled +reps; -draws=off (false), none")
	fs.BoolVar(&s.evalCache, prefix+"eval-cache", false, "uct: keep the leaves' static evaluations by position, so a leaf reached again by another move order is not evaluated again (the same tree for less work; labelled +ecache)")
	fs.BoolVar(&s.settle, prefix+"settle", true, "uct: under a fixed think time (-time, not a clock) stop once the most visited root move cannot be caught (every player's rule but the default's); false spends the whole time, growing the subtree the next move reuses (the default player's rule; labelled +nosettle)")
}

// The texts of the search flags that commands register one by one
// (study) beside registerBudget, so -h lists each flag the same way in
// every command.
const (
	estimatorHelp = "rollout estimator: plain, rb (Rao-Blackwellised) or eval (rollouts cut after -k plies, scored by the game's static evaluation; labelled)"
	plyCapHelp    = "rollout ply cap, scored as a draw; 0: the game's default"
	nodesHelp     = "uct tree node budget; 0: the default"
)

// registerSeed adds -seed, the one seed of every command: each player's
// seed derives from it and its side (engine.PlayerSeed), so the same
// position, player, seed and rollout budget choose the same move in the
// TUI, analyze, study, match and uci.
func registerSeed(fs *flag.FlagSet) *uint64 {
	return fs.Uint64("seed", 1, seedHelp)
}

// seedHelp is -seed's text in every command.
const seedHelp = "random seed: a player's own seed is engine.PlayerSeed(seed, its side), the same in the TUI, analyze, study, match and uci; game i of a match (from 1) uses seed+i-1"

// maxEvalPlies and maxPlyCap are the most -k and -ply-cap take, as the
// UCI options EvalPlies and PlyCap do.
const (
	maxEvalPlies = 1000
	maxPlyCap    = 10000
)

// engineUsage is a usage error of the engine's own check of a
// configuration, whose words name the flag ("-mate 99: want 0 to 4
// plies"): the engine's package prefix is dropped, the command's name
// comes first ("analyze: -mate 99: ...", not "analyze: engine: -mate").
func engineUsage(err error) error {
	return usageError{errors.New(strings.TrimPrefix(err.Error(), "engine: "))}
}

// pgnFlag reads a game from a PGN file in every command that takes a
// position; pgnOutFlag writes games as PGN (match: to a file; the TUI:
// saved games into a directory).
const (
	pgnFlag    = "pgn"
	pgnOutFlag = "pgn-out"
)

// config turns the flags into an engine configuration for the player
// named by s.player at games of v (Seed left zero: the caller derives it
// with engine.PlayerSeed). With no time, rollout or standard-error limit
// the game's think time applies. A player that cannot play v (perfect at
// chess) is a usage error.
func (s *searchFlags) config(v *variants.Variant) (engine.Config, error) {
	if n, ok, err := levelSpec(s.player); ok {
		if err != nil {
			return engine.Config{}, err
		}
		cfg := levelConfig(n, s.workers, v)
		if err := s.checkNamedParts(cfg, v, fmt.Sprintf("level %d plays its own", n), "the level's"); err != nil {
			return engine.Config{}, err
		}
		return cfg, nil
	}
	if err := s.knownPlayer(); err != nil {
		return engine.Config{}, err
	}
	if err := s.checkExternal(v); err != nil {
		return engine.Config{}, err
	}
	est, err := engine.ParseEstimator(s.estimator)
	if err != nil {
		return engine.Config{}, usagef("%s %s: want one of %s", s.flagName("estimator"), clip.Quote(s.estimator), strings.Join(engine.Estimators, ", "))
	}
	pol, err := engine.ParsePolicy(s.policy)
	if err != nil {
		return engine.Config{}, usagef("%s %s: want uniform or light", s.flagName("policy"), clip.Quote(s.policy))
	}
	// A number that is not finite is refused first, for every player:
	// the default's named-parts check below would otherwise compare NaN
	// with its own value and say it "plays its own (NaN)".
	for _, f := range []struct {
		name  string
		value float64
	}{
		{"target-se", s.targetSE}, {"c", s.exploration}, {"minimax", s.minimax}, {"prior", s.prior},
		{"puct-c", s.puctC}, {"puct-temp", s.puctTemp}, {"fpu", s.fpu}, {"root-c", s.rootC},
		{"history-shrink", s.histShrink}, {"history-killer", s.histKiller},
	} {
		if math.IsNaN(f.value) || math.IsInf(f.value, 0) {
			return engine.Config{}, usagef("%s %v: must be a finite number", s.flagName(f.name), f.value)
		}
	}
	for _, f := range []struct {
		name     string
		negative bool
		value    any
	}{
		{"time", s.time < 0, s.time}, {"rollouts", s.rollouts < 0, s.rollouts}, {"target-se", s.targetSE < 0, s.targetSE},
		{"workers", s.workers < 0, s.workers}, {"ply-cap", s.plyCap < 0, s.plyCap}, {"nodes", s.nodes < 0, s.nodes},
		{"c", s.exploration < 0, s.exploration}, {"k", s.evalPlies < 0, s.evalPlies}, {"prior", s.prior < 0, s.prior},
		{"minimax", s.minimax < 0, s.minimax}, {"minimax-children", s.minimaxK < 0, s.minimaxK}, {"leaf-depth", s.leafDepth < 0, s.leafDepth},
		{"root-depth", s.rootDepth < 0, s.rootDepth}, {"mate", s.mate < 0, s.mate}, {"mate-expand", s.mateExpand < 0, s.mateExpand},
		{"mate-visits", s.mateVisits < 0, s.mateVisits},
		{"tactics", s.tactics < 0, s.tactics}, {"tactics-root", s.tacticsRoot < 0, s.tacticsRoot},
	} {
		if f.negative {
			name := "-" + f.name
			if s.prefix != "" { // match: the side's own flag, or the shared one it inherits
				name = fmt.Sprintf("-%s%s (or -%s)", s.prefix, f.name, f.name)
			}
			return engine.Config{}, usagef("%s %v: must not be negative", name, f.value)
		}
	}
	// The tops the UCI options have (Threads, EvalPlies, PlyCap): a
	// larger value was accepted here and meant nothing more.
	for _, f := range []struct {
		name     string
		value    int
		most     int
		zeroMean string
	}{
		{"workers", s.workers, engine.MaxWorkers, "one per core"},
		{"k", s.evalPlies, maxEvalPlies, "evaluate the leaf at once"},
		{"ply-cap", s.plyCap, maxPlyCap, "the game's own"},
	} {
		if f.value > f.most {
			return engine.Config{}, usagef("%s %d: want 0 (%s) to %d", s.flagName(f.name), f.value, f.zeroMean, f.most)
		}
	}
	if !(s.widen >= 0 && s.widen <= engine.MaxWiden) {
		return engine.Config{}, usagef("-widen is a width K, a finite number from 0 (the default) to at most %g, not %g", engine.MaxWiden, s.widen)
	}
	if !(s.history >= 0 && s.history <= engine.MaxHistory) {
		return engine.Config{}, usagef("-history is a weight W, a finite number from 0 (off) to at most %g, not %g", engine.MaxHistory, s.history)
	}
	if !(s.spread >= 0 && s.spread <= engine.MaxWorkerSpread) {
		return engine.Config{}, usagef("-worker-spread is a factor, a finite number from 0 (off) to at most %g, not %g", engine.MaxWorkerSpread, s.spread)
	}
	if err := variants.CheckEvalScale(s.evalScale); err != nil {
		return engine.Config{}, usagef("%s %v: want centipawns from %d to %d (0: %d, the pawn scale)", s.flagName("eval-scale"), s.evalScale, variants.MinEvalScale, variants.MaxEvalScale, variants.PawnScale)
	}
	if variants.CheckEvalTrade(s.evalTrade) != nil {
		return engine.Config{}, usagef("%s %v: want a factor from 0 (off) to %d", s.flagName("eval-trade"), s.evalTrade, variants.MaxEvalTrade)
	}
	if !(s.evalCentre >= 0 && s.evalCentre <= 1) {
		return engine.Config{}, usagef("%s %v: want a share of the lead from 0 (off) to 1", s.flagName("eval-centre"), s.evalCentre)
	}
	if err := engine.CheckParallel(s.parallel); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckTactical(s.tactical); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if s.tactical != "" && !strings.EqualFold(s.player, engine.DefaultPlayer) {
		return engine.Config{}, usagef("%s %s: the set is the default player's; %s takes its parts' own flags (%s)", s.flagName("tactical"), s.tactical, s.player, engine.TacticalFlags)
	}
	if s.minimax > 1 {
		return engine.Config{}, usagef("-minimax is a weight in [0, 1], not %g", s.minimax)
	}
	if s.minimaxK > engine.MaxMinimaxChildren {
		return engine.Config{}, usagef("-minimax-children is a number of children, at most %d, not %d", engine.MaxMinimaxChildren, s.minimaxK)
	}
	cfg := engine.Config{
		Player:          s.player,
		Budget:          engine.Budget{Time: s.time, Rollouts: s.rollouts, TargetSE: s.targetSE},
		Workers:         s.workers,
		Estimator:       est,
		Policy:          pol,
		PlyCap:          s.plyCap,
		Exploration:     s.exploration,
		NodeBudget:      s.nodes,
		EvalPlies:       s.evalPlies,
		Minimax:         s.minimax,
		MinimaxChildren: s.minimaxK,
		Prior:           s.prior,
		Widen:           s.widen,
		Eval:            s.eval,
		QuietOrder:      s.quietOrder,
		QSearch:         s.qsearch,
		ABPrune:         s.abPrune,
		EvalScale:       s.evalScale,
		EvalCentre:      s.evalCentre,
		EvalTrade:       s.evalTrade,
		LeafDepth:       s.leafDepth,
		LeafChecks:      s.leafChecks,
		RootDepth:       s.rootDepth,
		Mate:            s.mate,
		MateExpand:      s.mateExpand,
		MateVisits:      s.mateVisits,
		Tactics:         s.tactics,
		TacticsRoot:     s.tacticsRoot,
		TacticsProve:    s.tacticsMate,
		TacticsThreats:  s.tacticsThr,
		TacticsLine:     s.tacticsLine,
		TacticsHold:     s.tacticsHold,
		Draws:           s.draws,
		EvalCache:       s.evalCache,
		Settle:          s.settleAsked(),
		Tactical:        s.tactical,
		WorkerSpread:    s.spread,
		Parallel:        s.parallel,
		Select:          s.sel,
		PUCT:            s.puctC,
		PUCTTemperature: s.puctTemp,
		FPU:             s.fpu,
		RootExploration: s.rootC,
		History:         s.historyAsked(),
		HistoryShrink:   s.histShrink,
		HistoryKiller:   s.histKiller,
		HistoryLate:     s.histLate,
		PriorEval:       s.priorEval,
		ABCheck:         s.abCheck,
		ABCheckMargin:   s.abMargin,
	}
	if strings.EqualFold(cfg.Player, engine.DefaultPlayer) {
		// The preset now, so labels, tags and ids name every part.
		played := cfg.ForGame(v.Start())
		if err := s.checkNamedParts(played, v, "default plays its own", "default's"); err != nil {
			return engine.Config{}, err
		}
		cfg = played
	}
	if strings.EqualFold(cfg.Player, engine.AlphaBetaPlayer) {
		// Its leaves now, so labels name the evaluation it searches.
		cfg = cfg.ForGame(v.Start())
	}
	if !cfg.Budget.Bounded() {
		cfg.Budget.Time = v.ThinkTime
	}
	if err := checkPlayer(cfg, v); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	// A value out of range is said first (checkPlayer); a good one the
	// player would not play is refused before what the part needs.
	if info, ok := engine.Info(cfg.Player); ok {
		if err := s.checkPlayedParts(info, v); err != nil {
			return engine.Config{}, err
		}
	}
	if err := engine.CheckEval(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckQuietOrder(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckQSearch(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckABPrune(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckABCheck(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckEvalScale(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckEvalTrade(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckEvalCentre(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckLeafDepth(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckPriorEval(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckMate(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckTactics(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckSelect(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	if err := engine.CheckHistory(cfg, v.Start()); err != nil {
		return engine.Config{}, engineUsage(err)
	}
	return cfg, nil
}

// checkExternal refuses the search flags a side played by an external
// engine (uci:NAME) would drop in silence. Its -time is sent as go
// movetime and its -rollouts as go nodes; the engine searches by its own
// rules, so the tree's parts mean nothing to it, -target-se has no
// standard error to stop by (the search ran 10 s), and its threads are
// its own Threads option, set in the spec, not -workers. A flag given to
// every side passes where another side plays it (the tree's parts), or
// where the side has a budget it plays (-target-se); a shared -workers
// is the other side's ("match -workers 1 -b uci:...").
func (s *searchFlags) checkExternal(v *variants.Variant) error {
	if !engine.IsExternal(s.player) || s.fs == nil {
		return nil
	}
	name := clip.Quote(s.player)
	for _, p := range s.givenParts(v) {
		return usagef("%s %s: %s is an external engine, which searches by its own rules and plays none of rollout's search parts; set its own options in its spec (uci:NAME,Option=value)",
			s.flagName(p.Flag), s.fs.Lookup(s.prefix+p.Flag).Value, name)
	}
	shared := func(f string) bool { return s.shared != nil && s.shared(f) }
	if isGiven(s.fs, s.prefix+"target-se") && s.targetSE > 0 {
		budgeted := s.time > 0 || s.rollouts > 0
		if !shared("target-se") || !budgeted {
			return usagef("%s %v: %s is an external engine, which reports no standard error to stop by; give it -%stime (sent as go movetime) or -%srollouts (sent as go nodes)",
				s.flagName("target-se"), s.targetSE, name, s.prefix, s.prefix)
		}
	}
	if isGiven(s.fs, s.prefix+"workers") && !shared("workers") {
		return usagef("%s %d: %s is an external engine, which sets its threads by its own option: give it in its spec (uci:NAME,Threads=%d)",
			s.flagName("workers"), s.workers, name, max(s.workers, 1))
	}
	return nil
}

// checkNamedParts refuses a search flag given on a side whose named
// configuration (played: the default's preset or a level) plays another
// value, rather than let the flag be dropped in silence while the side's
// label names what it really plays. A flag the configuration keeps, or
// one whose zero asks for the player's own default, passes. why says
// what sets the part and whose names the configuration; the error
// points at uct, the player whose every part the flags set.
func (s *searchFlags) checkNamedParts(played engine.Config, v *variants.Variant, why, whose string) error {
	for _, p := range s.givenParts(v) {
		if got := p.Get(played); got != p.Get(s.asked(v)) {
			return usagef("%s %s: %s (%s); to vary it, play uct with each of %s parts (its label lists them) %s",
				s.flagName(p.Flag), s.fs.Lookup(s.prefix+p.Flag).Value, why, p.Shown(played), whose, spendsWhole)
		}
	}
	return nil
}

// spendsWhole ends a refusal that points at uct: uct with a named
// configuration's parts plays that configuration only with -settle=false
// too, since uct stops a fixed think once settled and the named
// configurations spend it whole (a match measured without it played
// another player than the one it meant to).
const spendsWhole = "and -settle=false (uct stops a fixed think once settled, the named configurations spend it whole)"

// checkPlayedParts refuses a search flag given on a side whose player
// does not play that part at all (engine.Part.PlayedBy: random
// plays no rollouts, flat grows no tree), rather than let the flag be
// dropped in silence.
func (s *searchFlags) checkPlayedParts(info engine.PlayerInfo, v *variants.Variant) error {
	for _, p := range s.givenParts(v) {
		if p.PlayedBy(info) {
			continue
		}
		if p.Flag == "ab-prune" {
			return usagef("%s %s: only alphabeta plays it, not %s", s.flagName(p.Flag), s.fs.Lookup(s.prefix+p.Flag).Value, info.Name)
		}
		return usagef("%s %s: %s %s, so it would ignore the flag; play uct to vary it",
			s.flagName(p.Flag), s.fs.Lookup(s.prefix+p.Flag).Value, info.Name, unplayedWhy(info))
	}
	return nil
}

// refuseUnplayed is checkPlayedParts for a command that registers its
// search flags one by one (study): a flag given another value than its
// default, for a part player does not play, is refused.
func refuseUnplayed(fs *flag.FlagSet, player string) error {
	info, ok := engine.Info(player)
	if !ok {
		return nil // not a player New knows: it says so
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		for _, p := range engine.Parts() {
			if err == nil && p.Flag == f.Name && !p.PlayedBy(info) && f.Value.String() != f.DefValue {
				err = usagef("-%s %s: %s %s, so it would ignore the flag; play uct to vary it", f.Name, f.Value, info.Name, unplayedWhy(info))
			}
		}
	})
	return err
}

// refusePreset is checkNamedParts for a command that registers its
// search flags one by one (study): on the default player, a flag given
// for a part its preset plays another value of (study -variant chess
// -estimator rb: the default plays eval) is refused, not dropped.
func refusePreset(fs *flag.FlagSet, cfg engine.Config, pos variants.Position) error {
	if !strings.EqualFold(cfg.Player, engine.DefaultPlayer) {
		return nil
	}
	asked := cfg
	asked.Player = "uct"
	asked, played := asked.ForGame(pos), cfg.ForGame(pos)
	var err error
	fs.Visit(func(f *flag.Flag) {
		for _, p := range engine.Parts() {
			if err == nil && p.Flag == f.Name && p.Preset && p.Get(played) != p.Get(asked) {
				err = usagef("-%s %s: %s plays its own (%s); to vary it, play uct with each of %s's parts (its label lists them) %s",
					f.Name, f.Value, engine.DefaultPlayer, p.Shown(played), engine.DefaultPlayer, spendsWhole)
			}
		}
	})
	return err
}

// unplayedWhy says why a player plays none of a part's flags.
func unplayedWhy(info engine.PlayerInfo) string {
	if info.NeedsAlphaBeta {
		return "searches by alpha-beta and plays only its leaves' -eval and -qsearch and its -ab-prune"
	}
	if info.Statistics {
		return "grows no tree"
	}
	return "plays no rollouts and grows no tree"
}

// givenParts are the parts (engine.Parts) whose flags were given
// on this side, less those left to the other side (elsewhere) and those
// given their zero, which asks for the player's own default (-c 0: the
// game's constant).
func (s *searchFlags) givenParts(v *variants.Variant) []engine.Part {
	if s.fs == nil {
		return nil
	}
	given := map[string]bool{}
	s.fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	asked, zero := s.asked(v), engine.Config{}
	var out []engine.Part
	for _, p := range engine.Parts() {
		if !given[s.prefix+p.Flag] || s.elsewhere != nil && s.elsewhere(p.Flag) {
			continue
		}
		if p.ZeroMeansDefault && p.Get(asked) == p.Get(zero) {
			continue
		}
		if p.Flag == "c" && s.exploration == 0 {
			continue // -c 0 asks for the game's own constant
		}
		out = append(out, p)
	}
	return out
}

// asked is the user's values as a uct player would play them (the
// game's exploration filled in, no preset).
func (s *searchFlags) asked(v *variants.Variant) engine.Config {
	est, _ := engine.ParseEstimator(s.estimator)
	pol, _ := engine.ParsePolicy(s.policy)
	return engine.Config{Player: "uct", Estimator: est, Policy: pol, PlyCap: s.plyCap,
		Exploration: s.exploration, NodeBudget: s.nodes, EvalPlies: s.evalPlies, Minimax: s.minimax,
		MinimaxChildren: s.minimaxK, Prior: s.prior, Widen: s.widen, Eval: s.eval, QuietOrder: s.quietOrder, QSearch: s.qsearch, ABPrune: s.abPrune, EvalScale: s.evalScale, EvalCentre: s.evalCentre, EvalTrade: s.evalTrade,
		LeafDepth: s.leafDepth, LeafChecks: s.leafChecks, RootDepth: s.rootDepth, Draws: s.draws,
		EvalCache: s.evalCache, Settle: s.settleAsked(), Tactical: s.tactical, WorkerSpread: s.spread, Parallel: s.parallel, Mate: s.mate, MateExpand: s.mateExpand, MateVisits: s.mateVisits, Tactics: s.tactics,
		TacticsRoot: s.tacticsRoot, TacticsProve: s.tacticsMate, TacticsThreats: s.tacticsThr, TacticsLine: s.tacticsLine, TacticsHold: s.tacticsHold,
		Select: s.sel, PUCT: s.puctC, PUCTTemperature: s.puctTemp, FPU: s.fpu, RootExploration: s.rootC, History: s.historyAsked(),
		HistoryShrink: s.histShrink, HistoryKiller: s.histKiller, HistoryLate: s.histLate, PriorEval: s.priorEval,
		ABCheck: s.abCheck, ABCheckMargin: s.abMargin}.ForGame(v.Start())
}

// flagName is how an error names the side's flag f: "-a-c", with
// "(from -c)" when match's side inherited it from the shared flag.
// knownPlayer refuses a player name that is none of rollout's players
// nor an external engine, naming the flag it came from: the engine's
// own error ("engine: unknown player ...") named the package, not the
// flag.
func (s *searchFlags) knownPlayer() error {
	if engine.IsExternal(s.player) {
		return nil
	}
	if _, ok := engine.Info(s.player); ok {
		return nil
	}
	name := s.playerFlag
	switch {
	case name != "":
	case s.prefix != "":
		name = "-" + strings.TrimSuffix(s.prefix, "-")
	default:
		name = "-player"
	}
	return usagef("%s %s: unknown player (known: %s)", name, clip.Quote(s.player), strings.Join(engine.PlayerNames(), ", "))
}

func (s *searchFlags) flagName(f string) string {
	name := "-" + s.prefix + f
	if s.prefix != "" {
		if shared, side := s.fs.Lookup(f), s.fs.Lookup(s.prefix+f); shared != nil && side != nil && isGiven(s.fs, f) && shared.Value.String() == side.Value.String() {
			name += " (from -" + f + ")" // match: inherited
		}
	}
	return name
}

// isGiven reports whether the flag name was set on the command line.
// settleAsked is -settle as engine.Config.Settle: on or off where the
// flag was given, "" (the player's own rule: the default player spends
// a fixed think time, the others stop settled) where it was not.
func (s *searchFlags) settleAsked() string {
	switch {
	case s.fs == nil || !isGiven(s.fs, s.prefix+"settle"):
		return ""
	case s.settle:
		return engine.SettleOn
	}
	return engine.SettleOff
}

// historyAsked is the Config.History the flags ask for: -history 0
// given turns the history off (engine.HistoryOff) where the player's
// own would have it (the default player at chess); not given, 0 leaves
// it to the player.
func (s *searchFlags) historyAsked() float64 {
	if s.history == 0 && s.fs != nil && isGiven(s.fs, s.prefix+"history") {
		return engine.HistoryOff
	}
	return s.history
}

func isGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// takesPart reports whether player, a side's player spec, plays the
// search flag f as given: not a level nor an external engine, nor the
// default player where its preset may set the part (engine.Part.Preset;
// it plays the others as given), nor a player that does not play that
// part at all (engine.Part.PlayedBy: random, or flat's tree flags).
func takesPart(player, f string) bool {
	_, level, _ := levelSpec(player)
	if level || engine.IsExternal(player) {
		return false
	}
	i := slices.IndexFunc(engine.Parts(), func(p engine.Part) bool { return p.Flag == f })
	info, ok := engine.Info(player)
	if strings.EqualFold(player, engine.DefaultPlayer) {
		return i >= 0 && !engine.Parts()[i].Preset && engine.Parts()[i].PlayedBy(info)
	}
	if !ok || i < 0 {
		return true // not a player New knows (it says so), or a budget flag
	}
	return engine.Parts()[i].PlayedBy(info)
}

// explorationHelp says what -c 0 means: each game's own constant where it
// has one (engine.ExplorationFor), read from the games so the help cannot
// go stale when a game's tuning changes.
func explorationHelp() string {
	var own []string
	for _, v := range registry.All() {
		if c := engine.ExplorationFor(v.Start()); c != engine.DefaultExploration {
			own = append(own, fmt.Sprintf("%s %g", v.Name, c))
		}
	}
	if len(own) == 0 {
		return "uct exploration constant; 0: sqrt(2)"
	}
	return "uct exploration constant; 0: the game's own (" + strings.Join(own, ", ") + "; the others sqrt(2))"
}

// levelPrefix begins a player spec that names a level of play
// ("level:3"), wherever a side is chosen.
const levelPrefix = "level:"

// levelForm is the accepted form of a level, for error messages.
var levelForm = fmt.Sprintf("-level N or a player level:N, N from %d (weakest) to %d (the default at full strength)", engine.MinLevel, engine.MaxLevel)

// levelHelp is -level's text.
var levelHelp = fmt.Sprintf("the level of play of the engine side(s) played by the default player, %d (weakest) to %d (the default at full strength): each a named configuration with its measured Elo (docs/levels.md); a level brings its own budget; -first/-second level:N sets one side", engine.MinLevel, engine.MaxLevel)

// levelSpec reads a player spec "level:N" (any case): ok is false for
// any other player; a bad N is a usage error naming the accepted form.
func levelSpec(player string) (n int, ok bool, err error) {
	if len(player) < len(levelPrefix) || !strings.EqualFold(player[:len(levelPrefix)], levelPrefix) {
		return 0, false, nil
	}
	n, err = parseLevel(player[len(levelPrefix):])
	return n, true, err
}

// parseLevel reads a level number, refusing anything but MinLevel to
// MaxLevel with one line that names the accepted form.
func parseLevel(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < engine.MinLevel || n > engine.MaxLevel {
		return 0, usagef("level %s: want %s", clip.Quote(text), levelForm)
	}
	return n, nil
}

// levelConfig is level n's player at games of v, its preset filled in.
// A level brings its own budget (a number of iterations, so its measured
// strength holds under any load) and plays on one worker, as measured:
// the budget flags do not change it; -workers does.
func levelConfig(n, workers int, v *variants.Variant) engine.Config {
	sk, _ := engine.SkillLevel(n) // n was checked by parseLevel
	cfg := sk.Config
	if workers > 0 {
		cfg.Workers = workers
	}
	return cfg.ForGame(v.Start())
}

// evalUsage is -eval's help, the same in every command that has it.
const evalUsage = "uct: the static evaluation's version where a game has several (chess: standard; king: with king safety, mobility and pawn structure; king2: king's with trapped pieces, threats and tempo; king-tempo: king's with a tempo for the side to move; king-danger: king's with safe checks, weak squares and pawn storms; king-nostorm: king-danger's without the pawn storm; king-checks: king's with safe checks only; king-fit: king's terms with weights and material values fitted to Stockfish's scores (rollout tune); king-passers, nostorm-passers: king's and king-nostorm's with passed pawns' knowledge; king-pieces, nostorm-pieces: with outposts and bad bishops; king-shelter: king's with advanced shelter pawns and holes before the king; pieces-shelter, pieces-passers, king-knowledge: king-pieces' with the shelter, the passers, both; pieces-passers-pawns, pieces-passers-scale, pieces-passers-threats: pieces-passers' with isolated, doubled and backward pawns, with the endgame scaled by what the side ahead can win, or with pieces attacked by pawns, by lesser pieces or hanging; pawns-threats, pawns-scale, pawns-kingend, pawns-seventh, pawns-fifty: pieces-passers-pawns' with the threats, with the scale, with the king near its pawns in the endgame, with rooks on the seventh, shrunk as the fifty-move counter runs; pawns-endgame: with the last three; nostorm-pieces-passers: pieces-passers' with king-nostorm's safe checks and weak squares; fitted-pst: pieces-passers' with piece-square tables fitted to Stockfish's static evaluations (rollout tune -pst); fitted-sym: the same with left-right symmetric tables of its own (-pst-sym); fitted-terms: the same with tables and the terms' weights fitted together (-pst-terms); net: fitted-pst's plus a small neural network's correction trained on Stockfish's static evaluations (rollout tune -net); net-terms: fitted-terms' plus a network of its own trained on fitted-terms' value (-net-eval net-terms); net-leaves: the same with a network trained on the tree's own leaves too (-sample-leaves); net-leaves32: the same of 32 units; net-leaves64: of 64 units on more leaves; net-leaves32b: of 32 units on more leaves, most of them the tree's of net-leaves32; net-kings32: a king-relative network of 32 units, its inputs read by where each side's king stands, on the same leaves; net-kings32b: the same on twice the leaves, its king sets held near the shared table (-net-decay-kings); net-kings32c: net-kings32b trained further on new leaves (-net-init); net-kings32d: net-kings32c trained further on the leaves of positions from games against Stockfish; net-kings32e: net-kings32c trained to correct positions up to 6 pawns of material apart, not 2; labelled)"
