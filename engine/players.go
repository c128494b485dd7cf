package engine

import (
	"context"
	"math"
	"rollout/internal/clip"
	"slices"
	"strings"

	"rollout/variants"
)

// PlayerInfo names a player, says in one line what it does (for menus and
// -h), and describes what it offers, so a client can adapt to a player
// without comparing its name.
type PlayerInfo struct {
	Name    string
	Summary string
	// ChoosesBy is the figure of the per-move table the player picks its
	// move by: a table sorted by it reads in the player's own order.
	ChoosesBy Figure
	// Statistics is true for players that run rollouts and fill the
	// table's counts and means; the others (random, searchlight,
	// perfect) decide without them, and their notes and values say why.
	Statistics bool
	// NeedsSolver marks players that only play games with an exact
	// solver (variants.Solver).
	NeedsSolver bool
	// NeedsAlphaBeta marks players that only play games with an
	// alpha-beta search of their own (variants.AlphaBetaSearcher:
	// chess). Such a player searches nodes, which it counts as
	// rollouts, and plays the evaluation's parts (-eval, -qsearch)
	// and none of the tree's.
	NeedsAlphaBeta bool
	// Tree is true for players that grow a search tree: they use the
	// exploration constant and the node budget of Config.
	Tree bool
	// SelectsByUCB is true for players that choose among a node's
	// children by UCB1 (uct): their UCB figures are what the choice was
	// made by, and the exploration constant changes it. uct-roulette
	// grows a tree but spins a wheel instead.
	SelectsByUCB bool
	// External is true for an engine run as another program (a UCI
	// engine): its figures are what it reported, so a table or status
	// line names them as it does (nodes, its score, depth, principal
	// variation), never rollouts, means or net scores.
	External bool
}

// ExternalPrefix begins the player name of an external engine
// ("uci:stockfish"); the UCI client names its players so.
const ExternalPrefix = "uci:"

// IsExternal reports whether a player name names an external engine
// (ExternalPrefix, in any case): the one test of it, for the tables
// (ExternalInfo) and for the factory that runs the program
// (package uci/client), which cannot disagree on a name.
func IsExternal(name string) bool {
	return len(name) >= len(ExternalPrefix) && strings.EqualFold(name[:len(ExternalPrefix)], ExternalPrefix)
}

// ExternalInfo describes the player of an external engine by its name:
// it reports statistics (nodes, and per line a score, depth and
// variation), and its lines are ranked by its score. False for a name
// that is not an external engine's (IsExternal).
func ExternalInfo(name string) (PlayerInfo, bool) {
	if !IsExternal(name) {
		return PlayerInfo{}, false
	}
	return PlayerInfo{Name: name, Summary: "an external engine, by what it reports", ChoosesBy: ByMean,
		Statistics: true, External: true}, true
}

// Figure names the figure of a per-move table a player chooses by.
type Figure uint8

// The figures players choose by.
const (
	// ByRule: no figure; a fixed rule or chance decides (random,
	// searchlight).
	ByRule Figure = iota
	// ByMean: the best mean score (flat; with the rb estimator, the rb
	// mean).
	ByMean
	// ByVisits: the most rollouts through the move (uct).
	ByVisits
	// ByScore: the player's own score, MoveStats.Score (roulette's wheel).
	ByScore
	// ByValue: the exact game-theoretic value (perfect), also in Mean.
	ByValue
)

// String names the figure for table headers: "by mean".
func (f Figure) String() string {
	switch f {
	case ByMean:
		return "mean"
	case ByVisits:
		return "visits"
	case ByScore:
		return "score"
	case ByValue:
		return "exact value"
	}
	return "rule"
}

// Info returns the description of the named player (any case), and false
// for an unknown name.
func Info(name string) (PlayerInfo, bool) {
	for _, r := range registry {
		if strings.EqualFold(r.info.Name, name) {
			return r.info, true
		}
	}
	return PlayerInfo{}, false
}

// registration ties a player's description to its constructor.
type registration struct {
	info  PlayerInfo
	build func(Config) Player
}

// registry lists every player in display order: the simple opponents
// first, then the Monte Carlo family, pure first, then the default player with
// its knowledge.
var registry = []registration{
	{PlayerInfo{Name: "random", Summary: "a uniformly random legal move", ChoosesBy: ByRule}, newRandom},
	{PlayerInfo{Name: "searchlight", Summary: "takes a win at once, avoids moves that give one, else random (Tong 2013's opponent)",
		ChoosesBy: ByRule}, newSearchlight},
	{PlayerInfo{Name: "perfect", Summary: "exact play from the game's solver (tic-tac-toe, nim, Connect Four; within the time budget)",
		ChoosesBy: ByValue, NeedsSolver: true}, newPerfect},
	{PlayerInfo{Name: "flat", Summary: "pure Monte Carlo: rollouts spread evenly, best mean wins (Roller)",
		ChoosesBy: ByMean, Statistics: true}, newFlat},
	{PlayerInfo{Name: "roulette", Summary: "Tong 2013: depth-penalised rollout scores, move drawn by roulette wheel",
		ChoosesBy: ByScore, Statistics: true}, newRoulette},
	{PlayerInfo{Name: "uct", Summary: "Monte Carlo tree search with UCB1, most visited move (Kocsis and Szepesvari)",
		ChoosesBy: ByVisits, Statistics: true, Tree: true, SelectsByUCB: true}, newUCT},
	{PlayerInfo{Name: "uct-roulette", Summary: "uct with roulette-wheel selection in the tree (Tong's future work)",
		ChoosesBy: ByVisits, Statistics: true, Tree: true}, newUCTRoulette},
	{PlayerInfo{Name: AlphaBetaPlayer, Summary: "iterative-deepening alpha-beta on the default's evaluation (chess only; a diagnostic)",
		ChoosesBy: ByScore, Statistics: true, NeedsAlphaBeta: true}, newAlphaBeta},
	{PlayerInfo{Name: DefaultPlayer, Summary: "the game's strongest measured configuration: uct with knowledge (chess: eval estimator, implicit minimax, priors), every part named",
		ChoosesBy: ByVisits, Statistics: true, Tree: true, SelectsByUCB: true}, newDefault},
}

// Players lists the available players in display order.
func Players() []PlayerInfo {
	out := make([]PlayerInfo, len(registry))
	for i, r := range registry {
		out[i] = r.info
	}
	return out
}

// PlayerNames lists the players' names in display order.
func PlayerNames() []string {
	out := make([]string, len(registry))
	for i, r := range registry {
		out[i] = r.info.Name
	}
	return out
}

// CanPlay reports whether the named player can play games of variant v,
// so a game that one of its players cannot play is refused before it
// starts: perfect needs an exact solver, which only the small games
// have, and alphabeta an alpha-beta search, which only chess has.
// An unknown name is not its concern: New reports that.
func CanPlay(name string, v *variants.Variant) error {
	for _, r := range registry {
		if r.info.NeedsAlphaBeta && strings.EqualFold(r.info.Name, name) {
			if _, ok := v.Start().(variants.AlphaBetaSearcher); !ok {
				return errNoAlphaBeta(v)
			}
		}
		if !r.info.NeedsSolver || !strings.EqualFold(r.info.Name, name) {
			continue
		}
		if _, ok := v.Start().(variants.Solver); !ok {
			return errorf("%s play needs an exact solver, and %s has none (use flat, roulette or uct)", r.info.Name, v.Title)
		}
	}
	return nil
}

// New builds the player cfg.Player names, with defaults filled in. A
// worker count outside [0, MaxWorkers] is an error.
func New(cfg Config) (Player, error) {
	if err := CheckWorkers(cfg.Workers); err != nil {
		return nil, err
	}
	if cfg.Policy > Light {
		return nil, errorf("unknown rollout policy %d", cfg.Policy)
	}
	if cfg.Estimator > Eval {
		return nil, errorf("unknown estimator %d", cfg.Estimator)
	}
	if err := checkBounds(cfg); err != nil {
		return nil, err
	}
	if err := checkABCheckRange(cfg); err != nil {
		return nil, err
	}
	if cfg.EvalPlies < 0 || cfg.Minimax < 0 || cfg.Minimax > 1 || cfg.Prior < 0 {
		return nil, errorf("eval plies (k) and the prior weight must not be negative, and the minimax weight (a) must lie in [0, 1]")
	}
	if cfg.Policy == Light && cfg.Estimator == RaoBlackwell {
		return nil, errorf("the light policy goes with the plain estimator: rb integrates a uniformly random mover's chance to win")
	}
	for _, r := range registry {
		if strings.EqualFold(r.info.Name, cfg.Player) {
			cfg.Player = r.info.Name
			if cfg.NodeBudget <= 0 {
				cfg.NodeBudget = DefaultNodeBudget
			}
			return r.build(cfg), nil
		}
	}
	return nil, errorf("unknown player %s (known: %s)", clip.Quote(cfg.Player), strings.Join(PlayerNames(), ", "))
}

// checkBounds refuses the numbers no search can use: a node budget above
// MaxNodeBudget, and an exploration constant, target standard error,
// implicit minimax weight or prior weight that is not a finite number
// (NaN compares false with everything, so it would pass every later
// check and steer the search by nonsense, or silently turn its part
// off: -minimax NaN and -prior NaN were accepted and ignored).
func checkBounds(cfg Config) error {
	if cfg.NodeBudget > MaxNodeBudget {
		return errorf("a node budget of %d is out of range (0 for the default, at most %d)", cfg.NodeBudget, MaxNodeBudget)
	}
	if math.IsNaN(cfg.Exploration) || math.IsInf(cfg.Exploration, 0) {
		return errorf("the exploration constant c must be a finite number, got %v", cfg.Exploration)
	}
	if t := cfg.Budget.TargetSE; math.IsNaN(t) || math.IsInf(t, 0) {
		return errorf("the target standard error must be a finite number, got %v", t)
	}
	if a := cfg.Minimax; math.IsNaN(a) || math.IsInf(a, 0) {
		return errorf("the implicit minimax weight must be a finite number, got %v", a)
	}
	if w := cfg.Prior; math.IsNaN(w) || math.IsInf(w, 0) {
		return errorf("the prior weight must be a finite number, got %v", w)
	}
	if err := variants.CheckEvalScale(cfg.EvalScale); err != nil {
		return errorf("%v", err)
	}
	if err := variants.CheckEvalTrade(cfg.EvalTrade); err != nil {
		return errorf("%v", err)
	}
	if k := cfg.EvalCentre; !(k >= 0 && k <= 1) {
		return errorf("the evaluation's centre K must be a share of the lead from 0 (off) to 1, got %v", k)
	}
	if k := cfg.MinimaxChildren; k < 0 || k > MaxMinimaxChildren {
		return errorf("the minimax's children k must be a whole number from 0 to %d, got %d", MaxMinimaxChildren, k)
	}
	if k := cfg.Widen; !(k >= 0 && k <= MaxWiden) {
		return errorf("the widening width K must be a number from 0 (the default) to %g, got %v", MaxWiden, k)
	}
	if w := cfg.History; !(w >= 0 && w <= MaxHistory) && w != HistoryOff {
		return errorf("the history weight W must be a number from 0 (off) to %g, got %v", MaxHistory, w)
	}
	if f := cfg.WorkerSpread; !(f >= 0 && f <= MaxWorkerSpread) {
		return errorf("the workers' spread must be a number from 0 (off) to %g, got %v", MaxWorkerSpread, f)
	}
	if err := CheckSettle(cfg.Settle); err != nil {
		return err
	}
	if err := CheckTactical(cfg.Tactical); err != nil {
		return err
	}
	if err := CheckParallel(cfg.Parallel); err != nil {
		return err
	}
	if err := checkSelectNumbers(cfg); err != nil {
		return err
	}
	if t, m := cfg.Temperature, cfg.TemperatureMargin; math.IsNaN(t) || math.IsInf(t, 0) || t < 0 || math.IsNaN(m) || math.IsInf(m, 0) || m < 0 {
		return errorf("the temperature and its margin must be finite numbers, not negative, got %v and %v", t, m)
	}
	return nil
}

// rootMoves checks that pos can be searched and returns its legal moves.
func rootMoves(pos variants.Position) ([]variants.Move, error) {
	if o := pos.Outcome(); o.Over() {
		return nil, errorf("the game is over (%s)", o)
	}
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return nil, errorf("no legal moves in %s", pos.Encode())
	}
	return moves, nil
}

// searchMoves is rootMoves for a player's Search, kept to only
// (Config.RootMoves) when it is not empty: a search that cannot start
// ends at once, and so closes its progress channel.
func searchMoves(pos variants.Position, only string, progress chan Snapshot) ([]variants.Move, error) {
	moves, err := rootMoves(pos)
	if err == nil && strings.TrimSpace(only) != "" {
		moves, err = keepRootMoves(pos, moves, only)
	}
	if err != nil {
		closeProgress(progress)
	}
	return moves, err
}

// keepRootMoves keeps of moves, pos's legal moves, those only names
// (machine texts separated by spaces), in legal order; none of them
// legal is an error.
func keepRootMoves(pos variants.Position, moves []variants.Move, only string) ([]variants.Move, error) {
	var named []variants.Move
	for _, text := range strings.Fields(only) {
		if m, err := pos.DecodeMove(text); err == nil {
			named = append(named, m)
		}
	}
	kept := moves[:0]
	for _, m := range moves {
		if slices.Contains(named, m) {
			kept = append(kept, m)
		}
	}
	if len(kept) == 0 {
		return nil, errorf("none of the root moves asked for (%s) is legal in %s", clip.String(only), pos.Encode())
	}
	return kept, nil
}

// instantResult is the result of a choice made without rollouts: a table
// of every legal move, the chosen one, and why.
func instantResult(name string, pos variants.Position, moves []variants.Move, chosen int, stopped StopReason, progress chan Snapshot) Result {
	return notedResult(name, pos, moves, nil, chosen, stopped, progress)
}

// notedResult is instantResult with a note per move (notes may be nil).
func notedResult(name string, pos variants.Position, moves []variants.Move, notes []string, chosen int, stopped StopReason, progress chan Snapshot) Result {
	return finish(notedSnapshot(name, pos, moves, notes, chosen), moves[chosen], stopped, progress)
}

// notedSnapshot is the final snapshot of a choice made without rollouts:
// every legal move with its text and note (notes may be nil), the chosen
// one best.
func notedSnapshot(name string, pos variants.Position, moves []variants.Move, notes []string, chosen int) Snapshot {
	texts := moveTexts(pos, moves)
	snap := Snapshot{Player: name, Progress: 1, Moves: make([]MoveStats, len(moves))}
	for i, m := range moves {
		snap.Moves[i] = MoveStats{Move: m, Text: texts[i]}
		if notes != nil {
			snap.Moves[i].Note = notes[i]
		}
	}
	snap.Best, snap.BestText = moves[chosen], texts[chosen]
	return snap
}

// winNotes notes the moves wins (indices into n legal moves) as winning
// at once, the rest with no note.
func winNotes(n int, wins []int) []string {
	notes := make([]string, n)
	for _, i := range wins {
		notes[i] = noteWins
	}
	return notes
}

// finish delivers the final snapshot, closes progress and wraps the result.
func finish(snap Snapshot, chosen variants.Move, stopped StopReason, progress chan Snapshot) Result {
	if progress != nil {
		offer(context.Background(), progress, snap)
		close(progress)
	}
	text := ""
	for _, m := range snap.Moves {
		if m.Move == chosen {
			text = m.Text
		}
	}
	return Result{Snapshot: snap, Move: chosen, MoveText: text, Stopped: stopped}
}

// closeProgress closes the channel of a search that ends in an error.
func closeProgress(progress chan Snapshot) {
	if progress != nil {
		close(progress)
	}
}

// CheckWorkers reports whether n is a worker count New accepts: 0 (one
// per core) up to MaxWorkers. Commands call it to reject a flag or option
// with the same words.
func CheckWorkers(n int) error {
	if n < 0 || n > MaxWorkers {
		return errorf("%d workers is out of range (0 for one per core, at most %d)", n, MaxWorkers)
	}
	return nil
}

// workerCount is the number of search goroutines cfg asks for, never more
// than MaxWorkers (New refuses more; a machine with more cores than that
// gets MaxWorkers).
func workerCount(cfg Config) int {
	if cfg.Workers > 0 {
		return min(cfg.Workers, MaxWorkers)
	}
	return min(cores, MaxWorkers)
}

// plyCapFor is the rollout ply cap cfg sets for root's variant.
func plyCapFor(cfg Config, root variants.Position) int {
	if cfg.PlyCap > 0 {
		return cfg.PlyCap
	}
	return root.Variant().PlyCap
}

// immediateThreats reports, for each move, whether the opponent can win at
// once after it; probe and scratch are positions of pos's variant, and
// buf is a move buffer, returned grown.
func immediateThreats(pos variants.Position, moves []variants.Move, buf []variants.Move) ([]bool, []variants.Move) {
	child, probe := pos.Clone(), pos.Clone()
	threat := make([]bool, len(moves))
	for i, m := range moves {
		child.CopyFrom(pos)
		child.Play(m)
		if child.Outcome().Over() {
			continue
		}
		buf = child.LegalMoves(buf[:0])
		threat[i] = sortWins(child, probe, buf) > 0
	}
	return threat, buf
}

// winningMoves returns the indices, in legal order, of the moves that win
// at once for the side to move.
func winningMoves(pos variants.Position, moves []variants.Move) []int {
	sorted := append([]variants.Move(nil), moves...)
	n := sortWins(pos, pos.Clone(), sorted)
	var out []int
	for i, m := range moves {
		for _, w := range sorted[:n] {
			if m == w {
				out = append(out, i)
			}
		}
	}
	return out
}
