package engine

// A PresetPart is a part of a player that a named configuration (the
// default player's preset, a level) sets whatever the user asked: the
// command line refuses such a flag on a side that would drop it, and
// UCI notes such an option in its log, both from this one list.
type PresetPart struct {
	// Flag is the command line's flag, without its dash or side prefix.
	Flag string
	// Option is the UCI option that sets the part, where UCI notes it
	// ("": no such option, or one UCI leaves unnoted).
	Option string
	// ZeroMeansDefault says the part's zero value asks for the player's
	// own default rather than a setting (-widen 0, -eval "").
	ZeroMeansDefault bool
	// Get reads the part from a configuration, comparable with ==.
	Get func(Config) any
}

// PresetParts lists the parts a named configuration may set. The budget
// (time, rollouts, target standard error) and the workers are not among
// them: a level's documented budget and worker rule decide those, and
// the preset leaves them alone.
func PresetParts() []PresetPart { return presetParts }

var presetParts = []PresetPart{
	{"policy", "Policy", false, func(c Config) any { return c.Policy }},
	{"estimator", "Estimator", false, func(c Config) any { return c.Estimator }},
	{"k", "EvalPlies", false, func(c Config) any { return c.EvalPlies }},
	{"minimax", "Minimax", false, func(c Config) any { return c.Minimax }},
	{"minimax-children", "MinimaxChildren", true, func(c Config) any { return c.MinimaxChildren }},
	{"prior", "Prior", false, func(c Config) any { return c.Prior }},
	{"widen", "Widen", true, func(c Config) any { return c.Widen }},
	{"eval", "", true, func(c Config) any { return c.Eval }},
	{"quiet-order", "QuietOrder", true, func(c Config) any { return c.QuietOrder }},
	{"leaf-depth", "LeafDepth", false, func(c Config) any { return c.LeafDepth }},
	{"leaf-checks", "LeafChecks", false, func(c Config) any { return c.LeafChecks }},
	{"root-depth", "RootDepth", false, func(c Config) any { return c.RootDepth }},
	{"mate", "Mate", false, func(c Config) any { return c.Mate }},
	{"mate-expand", "MateExpand", false, func(c Config) any { return c.MateExpand }},
	{"draws", "", false, func(c Config) any { return c.Draws }},
	{"eval-cache", "", false, func(c Config) any { return c.EvalCache }},
	{"ply-cap", "", true, func(c Config) any { return c.PlyCap }},
	{"c", "", true, func(c Config) any { return c.Exploration }},
	{"nodes", "", true, func(c Config) any { return c.NodeBudget }},
	{"select", "Select", true, func(c Config) any { return c.Select }},
	{"puct-c", "PUCT", true, func(c Config) any { return c.PUCT }},
	{"puct-temp", "PUCTTemperature", true, func(c Config) any { return c.PUCTTemperature }},
	{"fpu", "", true, func(c Config) any { return c.FPU }},
	{"root-c", "", true, func(c Config) any { return c.RootExploration }},
}

// rolloutParts are the parts of the rollouts themselves, which every
// player that runs rollouts plays (flat and roulette, not only the
// players that grow a tree).
var rolloutParts = map[string]bool{"policy": true, "estimator": true, "k": true, "ply-cap": true}

// PlayedBy reports whether the player info describes plays the part at
// all: a player that grows a tree (uct, uct-roulette, default) plays
// every part, one that only runs rollouts (flat, roulette) the
// rollouts' parts (policy, estimator, k, ply-cap), and the others
// (random, searchlight, perfect) none. The command line refuses a flag
// for a part its side's player does not play, and UCI notes such an
// option, rather than the part being dropped in silence.
func (p PresetPart) PlayedBy(info PlayerInfo) bool {
	if info.Tree {
		return true
	}
	return info.Statistics && rolloutParts[p.Flag]
}
