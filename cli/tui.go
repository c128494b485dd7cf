package cli

import (
	"flag"
	"fmt"
	"strings"

	"rollout/engine"
	"rollout/ui"
	"rollout/variants/registry"
)

// runTUI opens the terminal UI. With no game flags it opens the setup
// screen on the defaults; naming a variant, a side, a position or moves
// starts that game at once.
func runTUI(env *Env, args []string) error {
	fs := flag.NewFlagSet("rollout", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	opts := ui.DefaultOptions()
	variant := fs.String("variant", opts.Variant, "game: "+strings.Join(registry.Names(), ", "))
	position := fs.String("position", "", "start position text (FEN for chess)")
	fs.StringVar(position, "fen", "", "alias of -position")
	moves := fs.String("moves", "", `moves to play from the start position ("e2e4 e7e5")`)
	first := fs.String("first", "human", "who moves first: human or an engine player")
	second := fs.String("second", opts.Sides[1].Engine.Player, "who moves second: human or an engine player")
	think := fs.Duration("time", 0, "engine think time per move; 0: the game's default")
	rollouts := fs.Int64("rollouts", 0, "engine rollouts (uct: iterations) per move instead of a time")
	targetSE := fs.Float64("target-se", 0, "engine stops once the best move's standard error is below this")
	estimator := fs.String("estimator", "plain", "rollout estimator: plain or rb")
	workers := fs.Int("workers", 0, "engine goroutines; 0: one per core")
	seed := fs.Uint64("seed", opts.Seed, "random seed of the engines")
	ascii := fs.Bool("ascii", false, "ASCII pieces instead of Unicode chess glyphs")
	noColor := fs.Bool("no-color", false, "no colours (also when NO_COLOR is set)")
	setup := fs.Bool("setup", false, "open the setup screen even when game flags are given")
	outDir := fs.String("pgn-dir", "", "directory for saved PGN files (default: the current one)")
	version := fs.Bool("version", false, "print the version and exit")
	fs.Usage = func() {
		fmt.Fprint(env.Stderr, mainUsage())
		fmt.Fprintln(env.Stderr, "\nengine players:")
		for _, p := range engine.Players() {
			fmt.Fprintf(env.Stderr, "  %-12s %s\n", p.Name, p.Summary)
		}
		fmt.Fprintln(env.Stderr, "\nflags of the terminal UI:")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *version {
		fmt.Fprintf(env.Stdout, "rollout %s\n", Version)
		return nil
	}

	v, err := registry.Lookup(*variant)
	if err != nil {
		return usageError{err}
	}
	if _, err := StartPosition(v, *position, *moves); err != nil {
		return usageError{err}
	}
	est, err := engine.ParseEstimator(*estimator)
	if err != nil {
		return usageError{err}
	}
	if *think < 0 || *rollouts < 0 || *targetSE < 0 || *workers < 0 {
		return usagef("-time, -rollouts, -target-se and -workers must not be negative")
	}
	budget := engine.Budget{Time: *think, Rollouts: *rollouts, TargetSE: *targetSE}
	if !budget.Bounded() {
		budget.Time = v.ThinkTime
	}
	opts.Variant = v.Name
	opts.Position = *position
	opts.Moves = strings.Fields(*moves)
	opts.ASCII = *ascii
	opts.NoColor = *noColor
	opts.Seed = *seed
	opts.OutDir = *outDir
	for i, who := range []string{*first, *second} {
		if strings.EqualFold(who, "human") {
			opts.Sides[i] = ui.SideOptions{Human: true}
			continue
		}
		cfg := engine.Config{Player: who, Budget: budget, Estimator: est, Workers: *workers}
		if _, err := engine.New(cfg); err != nil {
			return usageError{err}
		}
		if err := engine.CanPlay(who, v); err != nil {
			return usageError{err}
		}
		opts.Sides[i] = ui.SideOptions{Engine: cfg}
	}
	opts.Screen = ui.ScreenSetup
	gameFlag := false
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "variant", "position", "fen", "moves", "first", "second":
			gameFlag = true
		}
	})
	if gameFlag && !*setup {
		opts.Screen = ui.ScreenGame
	}
	return ui.Run(opts)
}
