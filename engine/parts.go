package engine

import "fmt"

// A Part is a part of the tree's search that a flag (and most a UCI
// option) sets: the one list of them, which the command line reads to
// refuse a flag its side would drop and UCI reads to note such an
// option, so the two cannot disagree on a part.
type Part struct {
	// Flag is the command line's flag, without its dash or side prefix.
	Flag string
	// Option is the UCI option that sets the part, where UCI notes it
	// ("": no such option, or one UCI leaves unnoted).
	Option string
	// ZeroMeansDefault says the part's zero value asks for the player's
	// own default rather than a setting (-widen 0, -eval "").
	ZeroMeansDefault bool
	// Preset says a named configuration may set the part: the default
	// player's preset or a level plays its own value whatever was
	// asked. A part no preset sets (the workers' spread, the
	// parallelism, the evaluation cache) the default player plays as
	// given, so a match's shared flag for it is the default's to play;
	// a level plays its own all the same.
	Preset bool
	// Get reads the part from a configuration, comparable with ==.
	Get func(Config) any
}

// Parts lists the tree's parts. The budget (time, rollouts, target
// standard error) and the workers are not among them: a level's
// documented budget and worker rule decide those, and the preset leaves
// them alone.
func Parts() []Part { return parts }

var parts = []Part{
	{"policy", "Policy", false, true, func(c Config) any { return c.Policy }},
	{"estimator", "Estimator", false, true, func(c Config) any { return c.Estimator }},
	{"k", "EvalPlies", false, true, func(c Config) any { return c.EvalPlies }},
	{"minimax", "Minimax", false, true, func(c Config) any { return c.Minimax }},
	{"minimax-children", "MinimaxChildren", true, true, func(c Config) any { return c.MinimaxChildren }},
	{"prior", "Prior", false, true, func(c Config) any { return c.Prior }},
	{"widen", "Widen", true, true, func(c Config) any { return c.Widen }},
	{"eval", "", true, true, func(c Config) any { return c.Eval }},
	{"quiet-order", "QuietOrder", true, true, func(c Config) any { return c.QuietOrder }},
	{"qsearch", "", true, true, func(c Config) any { return c.QSearch }},
	{"eval-scale", "", true, true, func(c Config) any { return c.EvalScale }},
	{"eval-centre", "", false, false, func(c Config) any { return c.EvalCentre }},
	{"eval-trade", "", false, true, func(c Config) any { return c.EvalTrade }},
	{"leaf-depth", "LeafDepth", false, true, func(c Config) any { return c.LeafDepth }},
	{"leaf-checks", "LeafChecks", false, true, func(c Config) any { return c.LeafChecks }},
	{"root-depth", "RootDepth", false, true, func(c Config) any { return c.RootDepth }},
	{"mate", "Mate", false, true, func(c Config) any { return c.Mate }},
	{"mate-expand", "MateExpand", false, true, func(c Config) any { return c.MateExpand }},
	{"mate-visits", "", false, true, func(c Config) any { return c.MateVisits }},
	{"tactics", "Tactics", false, true, func(c Config) any { return c.Tactics }},
	{"tactics-root", "", false, true, func(c Config) any { return c.TacticsRoot }},
	{"tactics-prove", "", false, true, func(c Config) any { return c.TacticsProve }},
	{"tactics-threats", "", false, true, func(c Config) any { return c.TacticsThreats }},
	{"tactics-line", "", false, true, func(c Config) any { return c.TacticsLine }},
	{"tactics-hold", "", false, true, func(c Config) any { return c.TacticsHold }},
	{"draws", "", false, true, func(c Config) any { return c.Draws }},
	{"ply-cap", "", true, true, func(c Config) any { return c.PlyCap }},
	{"c", "", true, true, func(c Config) any { return c.Exploration }},
	{"nodes", "", true, true, func(c Config) any { return c.NodeBudget }},
	{"select", "Select", true, true, func(c Config) any { return c.Select }},
	{"puct-c", "PUCT", true, true, func(c Config) any { return c.PUCT }},
	{"puct-temp", "PUCTTemperature", true, true, func(c Config) any { return c.PUCTTemperature }},
	{"fpu", "", true, true, func(c Config) any { return c.FPU }},
	{"root-c", "", true, true, func(c Config) any { return c.RootExploration }},
	{"history", "History", true, true, func(c Config) any { return c.History }},
	{"history-shrink", "", true, true, func(c Config) any { return c.HistoryShrink }},
	{"history-killer", "", false, true, func(c Config) any { return c.HistoryKiller }},
	{"history-late", "", false, true, func(c Config) any { return c.HistoryLate }},
	{"prior-eval", "", false, true, func(c Config) any { return c.PriorEval }},
	{"ab-check", "", false, true, func(c Config) any { return c.ABCheck }},
	{"ab-check-margin", "", true, true, func(c Config) any { return c.ABCheckMargin }},
	{"eval-cache", "EvalCache", false, false, func(c Config) any { return c.EvalCache }},
	{"worker-spread", "WorkerSpread", true, false, func(c Config) any { return c.WorkerSpread }},
	{"parallel", "Parallel", true, false, func(c Config) any { return c.Parallel }},
	{"settle", "Settle", true, false, func(c Config) any { return c.Settle }},
	{"tactical", "", true, false, func(c Config) any { return c.Tactical }},
	{"ab-prune", "", true, false, func(c Config) any { return c.ABPrune }},
}

// Shown is the part's value in c as a message names it: a setting's
// zero by what it plays (select ucb, parallel root), not as nothing.
func (p Part) Shown(c Config) string {
	v := fmt.Sprint(p.Get(c))
	if v == "" {
		v = zeroShown[p.Flag]
	}
	if p.Flag == "history" && c.History == HistoryOff {
		v = "off"
	}
	return v
}

// zeroShown names what an empty setting plays, for Shown.
var zeroShown = map[string]string{"select": SelectUCB, "parallel": ParallelRoot, "eval": "the game's", "quiet-order": "the game's", "qsearch": "the game's", "tactical": DefaultTactical}

// rolloutParts are the parts of the rollouts themselves, which every
// player that runs rollouts plays (flat and roulette, not only the
// players that grow a tree).
var rolloutParts = map[string]bool{"policy": true, "estimator": true, "k": true, "ply-cap": true}

// alphaBetaParts are the parts an alpha-beta player (alphabeta) plays:
// its leaves' evaluation and capture search.
// Only it plays ab-prune.
var alphaBetaParts = map[string]bool{"eval": true, "qsearch": true, "ab-prune": true}

// PlayedBy reports whether the player info describes plays the part at
// all: a player that grows a tree (uct, uct-roulette, default) plays
// every part, one that only runs rollouts (flat, roulette) the
// rollouts' parts (policy, estimator, k, ply-cap), and the others
// (random, searchlight, perfect) none; alphabeta plays its leaves'
// (eval, qsearch). The command line refuses a flag
// for a part its side's player does not play, and UCI notes such an
// option, rather than the part being dropped in silence.
func (p Part) PlayedBy(info PlayerInfo) bool {
	if info.NeedsAlphaBeta || p.Flag == "ab-prune" {
		return info.NeedsAlphaBeta && alphaBetaParts[p.Flag]
	}
	if info.Tree {
		return true
	}
	return info.Statistics && rolloutParts[p.Flag]
}
