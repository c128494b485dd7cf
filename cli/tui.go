package cli

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/term"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/uci/client"
	"rollout/ui"
	"rollout/variants"
)

// runTUI opens the terminal UI. With no game flags it opens the setup
// screen on the defaults; naming a variant, a side, a position or moves
// starts that game at once.
func runTUI(env *Env, args []string) error {
	opts, err := tuiOptions(env, args)
	if err != nil || opts == nil {
		return err
	}
	if err := needTerminal(os.Stdin, os.Stdout, openTTY); err != nil {
		return err
	}
	defer closePlayers()
	return ui.Run(*opts)
}

// needTerminal refuses to open the terminal UI where it has no terminal
// to draw on or to read keys from: the UI library opens /dev/tty for
// keys when standard input is not a terminal, and without one it failed
// with "ui: could not open a new TTY: open /dev/tty: no such device or
// address" (a script, cron, `rollout < /dev/null`); standard output not
// a terminal drew the screen into a file or a pipe while the person saw
// nothing. openTTY opens the process's terminal (openTTY), swapped in
// tests.
func needTerminal(in, out any, openTTY func() error) error {
	const what = "the terminal UI needs a terminal; run rollout in one, or use a headless command (rollout help)"
	if !isTTY(out) {
		return fmt.Errorf("%s: its output is not a terminal", what)
	}
	if !isTTY(in) {
		if err := openTTY(); err != nil {
			return fmt.Errorf("%s: its input is not a terminal and the process has none (%v)", what, err)
		}
	}
	return nil
}

// isTTY reports whether f is a file open on a terminal (a character
// device such as /dev/null is not one).
func isTTY(f any) bool {
	tf, ok := f.(term.File)
	return ok && term.IsTerminal(tf.Fd())
}

// openTTY opens and closes the process's controlling terminal, as the UI
// library does to read keys when standard input is not a terminal.
func openTTY() error {
	f, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

// Options returns the options of the terminal client that the TUI's
// flags (args, as `rollout` takes them) describe, without running it: the
// documentation's tests open the client's screens with them. Bad flags
// are an error that says what was wrong.
func Options(args []string) (ui.Options, error) {
	var out strings.Builder
	opts, err := tuiOptions(&Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out}, args)
	if err == nil && opts == nil {
		err = fmt.Errorf("%s", strings.TrimSpace(out.String()))
	}
	if err != nil {
		return ui.Options{}, err
	}
	return *opts, nil
}

// tuiOptions parses the TUI's flags into the client's options; nil
// options and no error mean the flags asked for something else, done
// (-h, -version).
func tuiOptions(env *Env, args []string) (*ui.Options, error) {
	fs := flag.NewFlagSet("rollout", flag.ContinueOnError)
	fs.SetOutput(env.Stdout) // -h's usage (newFlagSet)
	opts := ui.DefaultOptions()
	var g gameFlags
	g.register(fs, opts.Variant)
	fs.StringVar(&g.position, "fen", "", "alias of -position")
	var s searchFlags
	first := fs.String("first", "human", firstHelp)
	second := fs.String("second", opts.Sides[1].Engine.Player, "who moves second: human or an engine player")
	s.registerBudget(fs, "")
	seed := registerSeed(fs)
	ascii := fs.Bool("ascii", false, "ASCII pieces instead of Unicode chess glyphs")
	noColor := fs.Bool("no-color", false, "no colours (also when NO_COLOR is set)")
	var m modeFlags
	m.register(fs)
	stateDir := fs.String("state-dir", ui.DefaultStateDir(), "directory of the autosaved game in progress (resumed from the setup screen with R); empty turns autosave off; default $"+ui.StateDirEnv+", else $XDG_STATE_HOME/rollout, else the user cache directory's rollout/")
	games := fs.Int("games", 1, "with two engines: play a series of this many games, alternating colours with fresh seeds (game i seeded as match seeds it), the running W/D/L, score and Elo on screen")
	pause := fs.Duration("pause", 0, "pause between two engines' moves (default 500ms; 0: none; + and - change it while watching)")
	engines := fs.String("engines", "", `external UCI engines the setup screen offers beside the built-in players, separated by ';' ("uci:stockfish,Skill Level=0;uci:/opt/lc0/lc0"); default uci:stockfish when stockfish is installed`)
	outDir := fs.String(pgnOutFlag, "", "write saved games as PGN into this directory (default: the current one)")
	fs.StringVar(outDir, "pgn-dir", "", "alias of -"+pgnOutFlag)
	showVersion := fs.Bool("version", false, "print the version and exit")
	tcText := fs.String("tc", "", tcHelp)
	levelText := fs.String("level", "", levelHelp)
	fs.Usage = func() {
		fmt.Fprint(env.Stdout, mainUsage())
		fmt.Fprintln(env.Stdout, "\nengine players:")
		for _, p := range engine.Players() {
			fmt.Fprintf(env.Stdout, "  %-12s %s\n", p.Name, p.Summary)
		}
		fmt.Fprintln(env.Stdout, "\nflags of the terminal UI:")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, joinLearnArg(args)); err != nil {
		return nil, err
	}
	if *showVersion {
		fmt.Fprintf(env.Stdout, "rollout %s\n", version)
		return nil, nil
	}

	v, rec, err := g.load()
	if err != nil {
		return nil, err
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
	if err := checkOutDir(*outDir); err != nil {
		return nil, err
	}
	if err := checkStateDir(fs, *stateDir); err != nil {
		return nil, err
	}
	opts.StateDir = *stateDir
	opts.RememberSetup = namesNoGame(fs)
	if *games < 1 {
		return nil, usagef("-games %d: at least 1", *games)
	}
	opts.Games, opts.Pause = *games, *pause
	if *pause < 0 {
		return nil, usagef("-pause %v: must not be negative", *pause)
	}
	opts.NoPause = g.set("pause") && *pause == 0 // 0 alone means the default
	if opts.TimeControl, err = variants.ParseTimeControl(*tcText); err != nil {
		return nil, usagef("-tc %s: want %s", clip.Quote(*tcText), variants.TimeControlForm)
	}
	if err := ui.CheckClock(opts.TimeControl); err != nil {
		return nil, usagef("-tc %s: %v", *tcText, err)
	}
	if opts.TimeControl.Timed() && g.set("time") {
		// The clock gives an engine each move's time (engine.ClockedSearch),
		// so -time would be dropped without a word; the setup screen says
		// the same beside a think time ("not used: the clock gives the time").
		return nil, usagef("-time %v with -tc %s: on a clock an engine takes each move's time from its clock, so -time would not be used; drop one (-rollouts N still caps a move beside the clock)", s.time, *tcText)
	}
	mode, err := m.resolve()
	if err != nil {
		return nil, err
	}
	if mode.name == "watch" {
		// Two engines play: a side left to its default (a person) is
		// played by -second's default engine; a person named is refused.
		for i, name := range []string{"first", "second"} {
			who := []*string{first, second}[i]
			if !strings.EqualFold(*who, "human") {
				continue
			}
			if g.set(name) {
				return nil, usagef("-mode watch: two engines play, but -%s is human", name)
			}
			*who = opts.Sides[1].Engine.Player
		}
	}
	level := 0
	if g.set("level") {
		if level, err = parseLevel(*levelText); err != nil {
			return nil, err
		}
	}
	if level > 0 && !strings.EqualFold(*first, engine.DefaultPlayer) && !strings.EqualFold(*second, engine.DefaultPlayer) {
		// A level is the default player's: with no side played by it the
		// flag was dropped without a word (-second uct -level 3).
		return nil, usagef("-level %d: no side is played by %s (-first %s, -second %s); name a side %s%d instead",
			level, engine.DefaultPlayer, *first, *second, levelPrefix, level)
	}
	for i, who := range []string{*first, *second} {
		if strings.EqualFold(who, "human") {
			opts.Sides[i] = ui.SideOptions{Human: true}
			continue
		}
		s.player, s.playerFlag = who, "-"+[]string{"first", "second"}[i]
		if level > 0 && strings.EqualFold(who, engine.DefaultPlayer) {
			s.player = levelPrefix + strconv.Itoa(level)
		}
		// The flags configure both sides and the study's player: one
		// the other side or the study plays may be left by a named
		// configuration on this one.
		other := []string{*first, *second}[1-i]
		s.elsewhere = func(f string) bool {
			studied := mode.screen == ui.ScreenStudy && m.study != "" && (f == "estimator" || f == "policy")
			return studied || !strings.EqualFold(other, "human") && takesPart(other, f)
		}
		s.shared = func(string) bool { return true } // every flag is both sides'
		cfg, err := s.config(v)
		if err != nil {
			return nil, err
		}
		opts.Sides[i] = ui.SideOptions{Engine: cfg}
	}
	if err := tryEngines(env.Stderr, opts.Sides[0].Engine, opts.Sides[1].Engine); err != nil {
		return nil, err
	}
	if mode.name == "" {
		// No mode named: a game, a side or a position given starts play.
		fs.Visit(func(f *flag.Flag) {
			switch f.Name {
			case "variant", "position", "fen", "moves", "pgn", "first", "second":
				mode = modeByName("play")
			}
		})
	}
	opts.Screen = mode.screen
	if sc := mode.screen; sc == ui.ScreenStudy || sc == ui.ScreenLearn || sc == ui.ScreenAnalysis {
		// These screens play no game: a clock or a series was dropped
		// without a word (-mode analyse -tc 5+3), as -level without a
		// default side was.
		for _, f := range []struct {
			name, value string
			given       bool
		}{{"tc", *tcText, opts.TimeControl.Timed()}, {"games", strconv.Itoa(*games), *games > 1}} {
			if f.given {
				return nil, usagef("-%s %s: -mode %s plays no game, so it would not be used; drop it, or play one (-mode play or watch)", f.name, f.value, mode.name)
			}
		}
	}
	if *games > 1 && mode.screen == ui.ScreenGame {
		// A series is two engines' (its games alternate colours with
		// fresh seeds); with a person it was dropped without a word.
		for i, name := range []string{"first", "second"} {
			if opts.Sides[i].Human {
				return nil, usagef("-games %d: a series is played by two engines, but -%s is human", *games, name)
			}
		}
	}
	switch mode.screen {
	case ui.ScreenGame:
		if g.pgn != "" {
			// A game read from PGN opens for review at its last move, with
			// its engine tables; p plays on from the move shown.
			opts.Screen, opts.Record = ui.ScreenReview, rec
		}
	case ui.ScreenStudy:
		if err := studiedSide(m.study, opts.Sides, first, second); err != nil {
			return nil, err
		}
		// -study's player with -estimator and -policy: the default
		// player's side carries its preset's, which a study by another
		// player does not take.
		est, err := engine.ParseEstimator(s.estimator)
		if err != nil {
			return nil, usageError{err}
		}
		pol, err := engine.ParsePolicy(s.policy)
		if err != nil {
			return nil, usageError{err}
		}
		// and the knowledge selection reads (-k, -minimax, -prior,
		// -select puct): a lesson's command names them, and they were
		// dropped, so lesson 13's command studied plain UCT.
		opts.Study = engine.Config{Player: m.study, Estimator: est, Policy: pol, EvalPlies: s.evalPlies,
			Minimax: s.minimax, Prior: s.prior, Select: s.sel, PUCT: s.puctC, PUCTTemperature: s.puctTemp}
	case ui.ScreenLearn:
		opts.Lesson = m.learn.n
	case ui.ScreenAnalysis:
		if g.pgn != "" {
			opts.Record = rec
		}
	}
	// A budget given (-rollouts N) bounds the analysis board's searches
	// (-analyse, or analyse chosen on the setup screen); none given, it
	// thinks without end (the sides' default think time is for moves).
	opts.AnalysisBudget = engine.Budget{Time: s.time, Rollouts: s.rollouts, TargetSE: s.targetSE}
	if opts.ExternalEngines, err = externalEngines(*engines); err != nil {
		return nil, err
	}
	opts.NewPlayer = newPlayer
	opts.EngineStrengths = client.Strengths
	return &opts, nil
}

// studiedSide refuses a study of a side's player the study screen
// cannot step: with no -study, -mode study steps the engine side's
// player (-second's, or -first's when a person plays second), and one
// named that has no search to step (-second random) was replaced by uct
// without a word, where -study random is refused.
func studiedSide(study string, sides [2]ui.SideOptions, first, second *string) error {
	if study != "" {
		return nil
	}
	i, name := 1, "second"
	if sides[1].Human {
		i, name = 0, "first"
	}
	p := sides[i].Engine.Player
	if sides[i].Human || p == "" || slices.Contains(engine.Steppable, p) {
		return nil
	}
	who := []*string{first, second}[i]
	return usagef("-mode study -%s %s: the study screen steps %s; name one with -study", name, clip.Quote(*who), strings.Join(engine.Steppable, ", "))
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

// namesNoGame reports whether the command line left the game to the
// setup screen: only flags of how it looks and where it keeps things
// were given. Then the setup screen opens on the game last started from
// it (ui.Options.RememberSetup), as a person who restarts expects.
func namesNoGame(fs *flag.FlagSet) bool {
	neutral := map[string]bool{"ascii": true, "no-color": true, "state-dir": true, pgnOutFlag: true,
		"pgn-dir": true, "engines": true, "pause": true, "seed": true}
	none := true
	fs.Visit(func(f *flag.Flag) { none = none && neutral[f.Name] })
	return none
}

// checkOutDir refuses a -pgn-out that is not a directory before any game
// is played: found out when the first game ends, the game could not be
// saved.
func checkOutDir(dir string) error {
	if dir == "" {
		return nil // the current directory
	}
	fi, err := os.Stat(dir)
	switch {
	case err != nil:
		return usagef("-%s: %v", pgnOutFlag, err)
	case !fi.IsDir():
		return usagef("-%s %s: not a directory", pgnOutFlag, dir)
	}
	return nil
}
