package uci

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/variants/chess"
)

// MaxNodeBudget is the largest uct tree the NodeBudget option accepts:
// engine.MaxNodeBudget.
const MaxNodeBudget = engine.MaxNodeBudget

// maxSeed is the Seed option's declared maximum (a GUI's spin box is a
// 32-bit int); larger values are refused, as the declaration promises.
const maxSeed = 1<<31 - 1

// option is one setoption name: how the uci command declares it and how
// a value is applied. set returns an error for a bad value, which leaves
// the session unchanged.
type option struct {
	name string
	decl func() string
	set  func(s *Session, value string) error
}

// options are the engine's options in the order uci lists them.
var options = []option{
	{"Player", func() string {
		var vars []string
		for _, n := range searchPlayers() {
			vars = append(vars, comboValue(n))
		}
		return fmt.Sprintf("type combo default %s var %s", comboValue(DefaultPlayer), strings.Join(vars, " var "))
	}, func(s *Session, v string) error {
		for _, n := range searchPlayers() {
			if strings.EqualFold(n, v) {
				s.cfg.Player = n
				return nil
			}
		}
		return fmt.Errorf("unknown player (known: %s)", strings.Join(searchPlayers(), ", "))
	}},
	{"Threads", func() string {
		return fmt.Sprintf("type spin default 0 min 0 max %d", engine.MaxWorkers)
	}, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("want a whole number from 0 (one per core) to %d", engine.MaxWorkers)
		}
		if engine.CheckWorkers(n) != nil {
			return fmt.Errorf("want a whole number from 0 (one per core) to %d", engine.MaxWorkers)
		}
		s.cfg.Workers = n
		return nil
	}},
	{"Estimator", func() string { return "type combo default plain var " + strings.Join(engine.Estimators, " var ") }, func(s *Session, v string) error {
		est, err := engine.ParseEstimator(strings.ToLower(v))
		if err != nil {
			return fmt.Errorf("want one of %s", strings.Join(engine.Estimators, ", "))
		}
		s.cfg.Estimator = est
		return policyFits(s.cfg)
	}},
	{"Policy", func() string { return "type combo default uniform var uniform var light" }, func(s *Session, v string) error {
		pol, err := engine.ParsePolicy(strings.ToLower(v))
		if err != nil {
			return errors.New("want uniform or light")
		}
		s.cfg.Policy = pol
		return policyFits(s.cfg)
	}},
	// EvalPlies, Minimax, Prior and Widen tune the knowledge parts of a player
	// named uct (Player default sets its own preset over all but Widen).
	{"EvalPlies", func() string { return "type spin default 0 min 0 max 1000" }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 1000 {
			return fmt.Errorf("want a whole number from 0 to 1000")
		}
		s.cfg.EvalPlies = n
		return nil
	}},
	{"Minimax", func() string { return "type string default 0" }, func(s *Session, v string) error {
		a, err := strconv.ParseFloat(v, 64)
		if err != nil || !(a >= 0 && a <= 1) {
			return fmt.Errorf("want a weight in [0, 1]")
		}
		s.cfg.Minimax = a
		return nil
	}},
	// MinimaxChildren is Config.MinimaxChildren; the default player
	// keeps one set, as it keeps Widen (0: its own, 4).
	{"MinimaxChildren", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", engine.MaxMinimaxChildren) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > engine.MaxMinimaxChildren {
			return fmt.Errorf("want a whole number from 0 to %d", engine.MaxMinimaxChildren)
		}
		s.cfg.MinimaxChildren = n
		return nil
	}},
	{"Prior", func() string { return "type string default 0" }, func(s *Session, v string) error {
		w, err := strconv.ParseFloat(v, 64)
		if err != nil || !(w >= 0 && w <= 100) {
			return fmt.Errorf("want a weight in [0, 100]")
		}
		s.cfg.Prior = w
		return nil
	}},
	{"Widen", func() string { return "type string default 0" }, func(s *Session, v string) error {
		k, err := strconv.ParseFloat(v, 64)
		if err != nil || !(k >= 0 && k <= engine.MaxWiden) {
			return fmt.Errorf("want a width K from 0 (the default, %g) to %g", engine.DefaultWiden, engine.MaxWiden)
		}
		s.cfg.Widen = k
		return nil
	}},
	// History is the move history's weight W (engine.Config.History):
	// auto, the default shown, is the player's own (the default
	// player's engine.DefaultHistory at chess, off elsewhere), 0 off.
	{"History", func() string { return "type string default auto" }, func(s *Session, v string) error {
		if strings.EqualFold(v, "auto") {
			s.cfg.History = 0
			return nil
		}
		w, err := strconv.ParseFloat(v, 64)
		if err != nil || !(w >= 0 && w <= engine.MaxHistory) {
			return fmt.Errorf("want auto, or a weight W from 0 (off) to %g", engine.MaxHistory)
		}
		s.cfg.History = w
		if w == 0 {
			s.cfg.History = engine.HistoryOff
		}
		return nil
	}},
	// QuietOrder is how the priors rate quiet moves
	// (engine.Config.QuietOrder); the default player keeps it, and
	// rates by engine.DefaultQuietOrder, the default shown, where it is
	// not set.
	{"QuietOrder", func() string {
		return "type combo default " + engine.DefaultQuietOrder + " var " + strings.Join(quietOrders, " var ")
	}, func(s *Session, v string) error {
		if err := chess.NewPosition().SetQuietOrder(v); err != nil || v == "" {
			return fmt.Errorf("want one of %s", strings.Join(quietOrders, ", "))
		}
		s.cfg.QuietOrder = strings.ToLower(v)
		return nil
	}},
	// LeafDepth is the plies of the alpha-beta search that scores each
	// leaf (engine.Config.LeafDepth); the default player keeps it.
	{"LeafDepth", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", chess.MaxLeafDepth) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > chess.MaxLeafDepth {
			return fmt.Errorf("want a whole number from 0 to %d", chess.MaxLeafDepth)
		}
		s.cfg.LeafDepth = n
		return nil
	}},
	{"LeafChecks", func() string { return "type check default false" }, func(s *Session, v string) error {
		on, err := parseCheck(v)
		if err == nil {
			s.cfg.LeafChecks = on
		}
		return err
	}},
	// RootDepth scores each root move by a shallow search first
	// (engine.Config.RootDepth); the default player keeps it.
	{"RootDepth", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", chess.MaxLeafDepth+1) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > chess.MaxLeafDepth+1 {
			return fmt.Errorf("want a whole number from 0 to %d", chess.MaxLeafDepth+1)
		}
		s.cfg.RootDepth = n
		return nil
	}},
	// Mate and MateExpand are the plies of the mate search at each node
	// the tree makes and at a node's first expansion
	// (engine.Config.Mate, MateExpand); the default player keeps them.
	{"Mate", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", chess.MaxMatePlies) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > chess.MaxMatePlies {
			return fmt.Errorf("want a whole number from 0 to %d", chess.MaxMatePlies)
		}
		s.cfg.Mate = n
		return nil
	}},
	{"MateExpand", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", chess.MaxMatePlies) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > chess.MaxMatePlies {
			return fmt.Errorf("want a whole number from 0 to %d", chess.MaxMatePlies)
		}
		s.cfg.MateExpand = n
		return nil
	}},
	// Tactics is the turns of checks of the tactical search that seeds a
	// new node whose first look disappoints (engine.Config.Tactics); the
	// default player keeps it. A shared tree (Parallel tree) or a player
	// without minimax values cannot run it: go says so and searches
	// without it.
	{"Tactics", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", chess.MaxTacticChecks) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > chess.MaxTacticChecks {
			return fmt.Errorf("want a whole number from 0 to %d", chess.MaxTacticChecks)
		}
		s.cfg.Tactics = n
		return nil
	}},
	// Select is uct's selection rule (engine.Config.Select), PUCT and
	// PUCTTemperature its numbers under puct (0: the engine's defaults,
	// engine.DefaultPUCT and DefaultPUCTTemperature); puct needs the
	// priors (Prior above 0, or Player default).
	pairOption("Select", engine.SelectUCB, engine.SelectPUCT, func(c *engine.Config) *string { return &c.Select }),
	{"PUCT", func() string { return "type string default 0" }, func(s *Session, v string) error {
		c, err := strconv.ParseFloat(v, 64)
		if err != nil || !(c >= 0 && c <= 100) {
			return fmt.Errorf("want a number in [0, 100] (0: %g)", engine.DefaultPUCT)
		}
		s.cfg.PUCT = c
		return nil
	}},
	{"PUCTTemperature", func() string { return "type string default 0" }, func(s *Session, v string) error {
		t, err := strconv.ParseFloat(v, 64)
		if err != nil || !(t >= 0 && t <= 100) {
			return fmt.Errorf("want a number in [0, 100] (0: %g)", engine.DefaultPUCTTemperature)
		}
		s.cfg.PUCTTemperature = t
		return nil
	}},
	// WorkerSpread makes the workers' trees differ (engine.Config.
	// WorkerSpread); 0 asks for the player's own (the default player's
	// engine.DefaultWorkerSpread), which it keeps.
	{"WorkerSpread", func() string { return "type string default 0" }, func(s *Session, v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= 0 && f <= engine.MaxWorkerSpread) {
			return fmt.Errorf("want a factor from 0 (off; the default player's own, %g) to %g", engine.DefaultWorkerSpread, engine.MaxWorkerSpread)
		}
		s.cfg.WorkerSpread = f
		return nil
	}},
	// Parallel is how two or more Threads share the work
	// (engine.Config.Parallel): root (a tree each, the default) or tree
	// (one shared tree). EvalCache keeps the leaves' evaluations by
	// position (engine.Config.EvalCache). The default player plays both
	// as set; a Level plays its own.
	pairOption("Parallel", engine.ParallelRoot, engine.ParallelTree, func(c *engine.Config) *string { return &c.Parallel }),
	{"EvalCache", func() string { return "type check default false" }, func(s *Session, v string) error {
		on, err := parseCheck(v)
		if err == nil {
			s.cfg.EvalCache = on
		}
		return err
	}},
	// Settle: under go movetime (a fixed think time) stop once the
	// choice cannot change; false, the default player's rule
	// (engine.DefaultSettle), spends the whole movetime, growing the
	// subtree the next go reuses. A go with the clocks stops settled
	// either way: there the time is banked.
	{"Settle", func() string { return "type check default false" }, func(s *Session, v string) error {
		on, err := parseCheck(v)
		if err == nil {
			s.cfg.Settle = engine.SettleOff
			if on {
				s.cfg.Settle = engine.SettleOn
			}
		}
		return err
	}},
	{"Exploration", func() string {
		// The default shown is the one a search uses when the option is
		// not set: chess's own constant (engine.ExplorationFor).
		return fmt.Sprintf("type string default %.6f", engine.ExplorationFor(chess.Variant.Start()))
	}, func(s *Session, v string) error {
		c, err := strconv.ParseFloat(v, 64)
		if err != nil || !(c > 0 && c <= 100) {
			return fmt.Errorf("want a number in (0, 100]")
		}
		s.cfg.Exploration = c
		return nil
	}},
	{"NodeBudget", func() string {
		return fmt.Sprintf("type spin default %d min 2 max %d", engine.DefaultNodeBudget, MaxNodeBudget)
	}, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 2 || n > MaxNodeBudget {
			return fmt.Errorf("want a whole number from 2 to %d", MaxNodeBudget)
		}
		s.cfg.NodeBudget = n
		return nil
	}},
	{"Seed", func() string { return fmt.Sprintf("type spin default 1 min 0 max %d", maxSeed) }, func(s *Session, v string) error {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil || n > maxSeed {
			return fmt.Errorf("want a whole number from 0 to %d", maxSeed)
		}
		s.cfg.Seed = n
		return nil
	}},
	{"PlyCap", func() string { return "type spin default 450 min 1 max 10000" }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 10000 {
			return errors.New("want a whole number from 1 to 10000")
		}
		s.cfg.PlyCap = n
		return nil
	}},
	{"Level", func() string { return fmt.Sprintf("type spin default 0 min 0 max %d", engine.MaxLevel) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > engine.MaxLevel {
			return fmt.Errorf("want 0 (none: the player and budget as set) or a level of play from %d to %d", engine.MinLevel, engine.MaxLevel)
		}
		s.level = n
		return nil
	}},
	{"MultiPV", func() string { return fmt.Sprintf("type spin default 1 min 1 max %d", engine.MaxLines) }, func(s *Session, v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > engine.MaxLines {
			return fmt.Errorf("want a whole number from 1 to %d", engine.MaxLines)
		}
		s.multiPV = n
		return nil
	}},
	{"UCI_ShowWDL", func() string { return "type check default true" }, func(s *Session, v string) error {
		b, err := parseCheck(v)
		s.showWDL = b
		return err
	}},
	{"VerboseMoveStats", func() string { return "type check default false" }, func(s *Session, v string) error {
		b, err := parseCheck(v)
		s.verbose = b
		return err
	}},
	// UCI_LimitStrength and UCI_Elo are the protocol's strength limit,
	// which GUIs and bots set in place of an engine's own options: while
	// it is on, the level of play is the strongest whose measured Elo
	// (docs/levels.md, on Stockfish's UCI_Elo scale) is at most UCI_Elo,
	// whatever Level says (playedLevel).
	{"UCI_LimitStrength", func() string { return "type check default false" }, func(s *Session, v string) error {
		b, err := parseCheck(v)
		if err == nil {
			s.limitStrength = b
		}
		return err
	}},
	{"UCI_Elo", func() string {
		lo, hi := eloRange()
		return fmt.Sprintf("type spin default %d min %d max %d", hi, lo, hi)
	}, func(s *Session, v string) error {
		lo, hi := eloRange()
		n, err := strconv.Atoi(v)
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("want an Elo from %d (level %d) to %d (level %d)", lo, engine.MinLevel, hi, engine.MaxLevel)
		}
		s.elo = n
		return nil
	}},
	// Ponder says the engine ponders (go ponder, ponderhit: uci/ponder.go);
	// the GUI sets it to say whether it will, which changes nothing here.
	{"Ponder", func() string { return "type check default false" }, func(s *Session, v string) error {
		_, err := parseCheck(v)
		return err
	}},
}

// pairOption is a combo option of two values, either case accepted:
// the first is the default, which the config field (of field) holds as
// "" as the command line leaves it, the second is held by its name.
func pairOption(name, dflt, other string, field func(*engine.Config) *string) option {
	return option{name, func() string {
		return "type combo default " + dflt + " var " + dflt + " var " + other
	}, func(s *Session, v string) error {
		switch low := strings.ToLower(v); low {
		case dflt:
			*field(&s.cfg) = ""
			return nil
		case other:
			*field(&s.cfg) = low
			return nil
		}
		return fmt.Errorf("want %s or %s", dflt, other)
	}}
}

// policyFits refuses the light policy with the rb estimator, as
// engine.New would at the next go.
func policyFits(cfg engine.Config) error {
	if cfg.Policy == engine.Light && cfg.Estimator == engine.RaoBlackwell {
		return fmt.Errorf("the light policy goes with the plain estimator (rb assumes uniform rollouts)")
	}
	return nil
}

// parseCheck reads a check option's value.
func parseCheck(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, errors.New("want true or false")
}

// comboValue is a combo option's value as the uci command declares it:
// a value that is one of the declaration's own words ("default", the
// default player) is capitalised, since GUIs read "var default" as a
// var without a value, then the default (polyglot offered an empty
// entry and no default). setoption takes any case.
func comboValue(v string) string {
	switch v {
	case "name", "type", "default", "min", "max", "var":
		return strings.ToUpper(v[:1]) + v[1:]
	}
	return v
}

// searchPlayers lists the players that can play chess (engine.CanPlay:
// perfect needs an exact solver, which chess has not).
func searchPlayers() []string {
	var names []string
	for _, n := range engine.PlayerNames() {
		if engine.CanPlay(n, chess.Variant) == nil {
			names = append(names, n)
		}
	}
	return names
}

// setOption handles "setoption name NAME [value VALUE]" (names may contain
// spaces). A bad name or value is reported and changes nothing; a good one
// drops the kept player, so the next go builds one with the new options.
func (s *Session) setOption(args []string) {
	name, value := optionNameValue(args)
	if name == "" {
		s.printf("info string setoption needs an option's name: setoption name NAME [value VALUE]")
		return
	}
	for _, o := range options {
		if !strings.EqualFold(o.name, name) {
			continue
		}
		saved, wdl, verbose, multiPV, level := s.cfg, s.showWDL, s.verbose, s.multiPV, s.playedLevel()
		if err := o.set(s, value); err != nil {
			s.cfg, s.showWDL, s.verbose, s.multiPV = saved, wdl, verbose, multiPV
			s.printf("info string setoption %s %s: %v; unchanged", o.name, clip.Quote(value), err)
			return
		}
		if s.cfg != saved || s.playedLevel() != level {
			s.player = nil
		}
		return
	}
	s.printf("info string unknown option %s", clip.Quote(name))
}

// optionNameValue reads setoption's arguments, "name NAME [value
// VALUE]": the name's words up to "value", the rest the value; the name
// is "" when it is missing (no "name", or "value" at once).
func optionNameValue(args []string) (name, value string) {
	if len(args) == 0 || args[0] != "name" {
		return "", ""
	}
	args = args[1:]
	i := slices.Index(args, "value")
	if i < 0 {
		return strings.Join(args, " "), ""
	}
	return strings.Join(args[:i], " "), strings.Join(args[i+1:], " ")
}

// eloRange is UCI_Elo's range: the weakest and the strongest level's
// measured Elo.
func eloRange() (lo, hi int) {
	skills := engine.Skills()
	return skills[0].Elo, skills[len(skills)-1].Elo
}

// playedLevel is the level the searches play: under UCI_LimitStrength
// the strongest whose Elo is at most UCI_Elo (the weakest where none
// is), else the Level option's (0: none).
func (s *Session) playedLevel() int {
	if !s.limitStrength {
		return s.level
	}
	n := engine.MinLevel
	for _, sk := range engine.Skills() {
		if sk.Elo <= s.elo && sk.N > n {
			n = sk.N
		}
	}
	return n
}

// levelConfig is the player of the level played (playedLevel:
// engine.SkillLevel), with the session's workers (Threads, if set),
// node budget, ply cap and seed; ok is false without a level.
func (s *Session) levelConfig() (engine.Config, bool) {
	sk, err := engine.SkillLevel(s.playedLevel())
	if err != nil {
		return engine.Config{}, false
	}
	c := sk.Config
	c.NodeBudget, c.PlyCap, c.Seed = s.cfg.NodeBudget, s.cfg.PlyCap, s.cfg.Seed
	if s.cfg.Workers > 0 { // else the level's one, as measured
		c.Workers = s.cfg.Workers
	}
	return c, true
}

// quietOrders are the names the QuietOrder option takes.
var quietOrders = chess.NewPosition().QuietOrders()
