package cli

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"rollout/engine"
	"rollout/uci/client"
	"rollout/ui"
	"rollout/variants"
)

// runTUI opens the terminal UI. With no game flags it opens the setup
// screen on the defaults; naming a variant, a side, a position or moves
// starts that game at once.
func runTUI(env *Env, args []string) error {
	fs := flag.NewFlagSet("rollout", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	opts := ui.DefaultOptions()
	var g gameFlags
	g.register(fs, opts.Variant, true)
	fs.StringVar(&g.position, "fen", "", "alias of -position")
	var s searchFlags
	first := fs.String("first", "human", "who moves first: human or an engine player")
	second := fs.String("second", opts.Sides[1].Engine.Player, "who moves second: human or an engine player")
	s.registerBudget(fs, "")
	seed := registerSeed(fs, "random seed of the engines: each side's is engine.PlayerSeed(seed, side), as in analyze, match and uci")
	ascii := fs.Bool("ascii", false, "ASCII pieces instead of Unicode chess glyphs")
	noColor := fs.Bool("no-color", false, "no colours (also when NO_COLOR is set)")
	setup := fs.Bool("setup", false, "open the setup screen even when game flags are given")
	study := fs.String("study", "", "open the study screen on the position, stepping this player ("+strings.Join(engine.Steppable, ", ")+")")
	analyse := fs.Bool("analyse", false, "open the analysis board on the position (-position, -moves or -pgn): the engine (-second's, with its estimator) thinks without end; nothing is played")
	fs.BoolVar(analyse, "analyze", false, "alias of -analyse")
	stateDir := fs.String("state-dir", ui.DefaultStateDir(), "directory of the autosaved game in progress (resumed from the setup screen with R); empty turns autosave off; default $"+ui.StateDirEnv+", else $XDG_STATE_HOME/rollout, else the user cache directory's rollout/")
	games := fs.Int("games", 1, "with two engines: play a series of this many games, alternating colours with fresh seeds (game i seeded as match seeds it), the running W/D/L, score and Elo on screen")
	pause := fs.Duration("pause", 0, "pause between two engines' moves (default 500ms; + and - change it while watching)")
	engines := fs.String("engines", "", `external UCI engines the setup screen offers beside the built-in players, separated by ';' ("uci:stockfish,Skill Level=0;uci:/opt/lc0/lc0"); default uci:stockfish when stockfish is installed`)
	outDir := fs.String("pgn-dir", "", "directory for saved PGN files (default: the current one)")
	showVersion := fs.Bool("version", false, "print the version and exit")
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
	if *showVersion {
		fmt.Fprintf(env.Stdout, "rollout %s\n", version)
		return nil
	}

	v, rec, err := g.load()
	if err != nil {
		return err
	}
	opts.Variant = v.Name
	// The UI replays the game from its start text and moves, so a game
	// read from PGN reaches it the same way as one given by -position
	// and -moves.
	opts.Position = g.position
	if g.pgn != "" {
		opts.Position = rec.StartText()
	}
	opts.Moves = rec.Texts(variants.Canonical)
	opts.ASCII = *ascii
	opts.NoColor = *noColor
	opts.Seed = *seed
	opts.OutDir = *outDir
	opts.StateDir = *stateDir
	if *games < 1 {
		return usagef("-games %d: at least 1", *games)
	}
	opts.Games, opts.Pause = *games, *pause
	for i, who := range []string{*first, *second} {
		if strings.EqualFold(who, "human") {
			opts.Sides[i] = ui.SideOptions{Human: true}
			continue
		}
		s.player = who
		cfg, err := s.config(v)
		if err != nil {
			return err
		}
		opts.Sides[i] = ui.SideOptions{Engine: cfg}
	}
	opts.Screen = ui.ScreenSetup
	gameFlag := false
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "variant", "position", "fen", "moves", "pgn", "first", "second":
			gameFlag = true
		}
	})
	if gameFlag && !*setup {
		opts.Screen = ui.ScreenGame
		if g.pgn != "" {
			// A game read from PGN opens for review at its last move, with
			// its engine tables; p plays on from the move shown.
			opts.Screen, opts.Record = ui.ScreenReview, rec
		}
	}
	if *study != "" {
		if !slices.Contains(engine.Steppable, *study) {
			return usagef("-study %q: the study screen steps %s", *study, strings.Join(engine.Steppable, ", "))
		}
		opts.Screen, opts.StudyPlayer = ui.ScreenStudy, *study
	}
	if *analyse {
		opts.Screen = ui.ScreenAnalysis
		if g.pgn != "" {
			opts.Record = rec
		}
	}
	if opts.ExternalEngines, err = externalEngines(*engines); err != nil {
		return err
	}
	opts.NewPlayer = newPlayer
	defer closePlayers()
	return ui.Run(opts)
}

// externalEngines reads -engines (specs separated by ';'), checking each
// names a UCI engine; with none given it offers stockfish if installed.
func externalEngines(list string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		if client.Available("stockfish") {
			return []string{client.Prefix + "stockfish"}, nil
		}
		return nil, nil
	}
	var out []string
	for _, spec := range strings.Split(list, ";") {
		spec = strings.TrimSpace(spec)
		if spec == "" {
			continue
		}
		if _, err := client.ParseSpec(spec); err != nil {
			return nil, usagef("-engines %q: %v", spec, err)
		}
		out = append(out, spec)
	}
	return out, nil
}
