package cli

import (
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/match"
	"rollout/variants"
)

func init() {
	register(command{"match", "play games between two players and tally the results", runMatch})
}

// matchSynopsis is the usage line of the match command.
const matchSynopsis = "rollout match [-variant V (default tictactoe)] -a P1 -b P2 -games N [-time D | -rollouts N | -target-se X] [-estimator E] [-a-time ... -b-rollouts ...] [-order alternate|a|b] [-clock|-tc MIN+SEC [-clock-log FILE]] [-seed S] [-workers W] [-position TEXT | -pgn FILE [-game N]] [-moves ...] [-openings FILE] [-sprt elo0,elo1[,alpha,beta]] [-pgn-out FILE] [-jsonl FILE] [-shard i/n]"

// runMatch plays a match. stdout gets one line per game as it ends, then
// the table of results by player and move order, the score with a 95%
// confidence interval, an Elo difference, for each player with a time
// budget the time its moves took and saved (timeSaved), and a last line
// "result: P1 W/D/L vs P2" from A's side; stderr gets a running count.
// -jsonl writes a JSON line per game and -shard plays one block of the
// games; `rollout merge` sums the shards' JSON lines into the same output.
//
// Its default game is tic-tac-toe, not chess as elsewhere: a chess match
// at the default 10 s a move would run for hours.
func runMatch(env *Env, args []string) error {
	fs := newFlagSet(env, "match", matchSynopsis)
	var g gameFlags
	g.register(fs, "tictactoe")
	var a, b, shared searchFlags
	fs.StringVar(&a.player, "a", "flat", "player A (by default first in games 1, 3, 5, ...)")
	fs.StringVar(&b.player, "b", "random", "player B (by default first in games 2, 4, 6, ...)")
	shared.registerBudget(fs, "")
	a.registerBudget(fs, "a-")
	b.registerBudget(fs, "b-")
	games := fs.Int("games", 10, "number of games of the whole match")
	orderText := fs.String("order", "alternate", "which player moves first: alternate (A in games 1, 3, 5, ...), a, or b")
	seed := registerSeed(fs)
	pgnPath := fs.String(pgnOutFlag, "", "write the games to this file as PGN (chess only), each engine move's table in a comment that -pgn reads back")
	jsonPath := fs.String("jsonl", "", "write one JSON line per game to this file ('-': stdout, instead of the text)")
	clockText := fs.String("clock", "", "a game clock for both sides, MINUTES+SECONDS (5+3) or durations (10s+0.1s): moves by the clock rule (docs/clocks.md) instead of -time, an external engine by its own given go wtime/btime; a side whose flag falls loses (a draw if the other could not mate); a summary line of time per move ends the output")
	fs.StringVar(clockText, "tc", "", tcHelp)
	clockPath := fs.String("clock-log", "", "with -clock, write one line per move to this file: game, player, ply, ms taken, ms left, what stopped the search")
	shardText := fs.String("shard", "", "play only shard i of n (i/n) of the games; merge the shards' -jsonl files with 'rollout merge'")
	openingsPath := fs.String("openings", "", "start the games from this file's openings (chess: EPD lines or PGN games; others: a position a line), each played twice, A first in one game and second in the other")
	sprtText := fs.String("sprt", "", "stop the match once a sequential probability ratio test decides: elo0,elo1[,alpha,beta] (logistic Elo of A over B; alpha and beta 0.05 unless given); -games is then the most games played")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	inherited, err := inheritBudgets(fs)
	if err != nil {
		return err
	}
	// A flag given to both sides may be left to the side that plays it.
	a.elsewhere = func(f string) bool { return inherited["a-"+f] && takesPart(b.player, f) }
	b.elsewhere = func(f string) bool { return inherited["b-"+f] && takesPart(a.player, f) }
	a.shared = func(f string) bool { return inherited["a-"+f] }
	b.shared = func(f string) bool { return inherited["b-"+f] }
	order, err := match.ParseOrder(*orderText)
	if err != nil {
		return usageError{err}
	}
	shard, err := match.ParseShard(*shardText)
	if err != nil {
		return usagef("match: -shard %s: want i/n with 1 <= i <= n, as 2/8", clip.Quote(*shardText))
	}
	var clocks *clockLog
	if *clockText != "" {
		name := "-clock" // or -tc: the error names the flag given
		given := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
		if given["tc"] {
			name = "-tc"
		}
		tc, err := variants.ParseTimeControl(*clockText)
		if err != nil {
			return usagef("match: %s %s: want %s", name, clip.Quote(*clockText), variants.TimeControlForm)
		}
		if !tc.Timed() {
			return usagef("match: %s %q: no clock; want %s", name, *clockText, variants.TimeControlForm)
		}
		for _, f := range []string{"time", "a-time", "b-time"} {
			if given[f] {
				// The clock gives each move's time (engine.ClockedSearch), so
				// the think time would be dropped without a word, as the TUI
				// refuses -time with -tc.
				return usagef("match: -%s %v with %s %s: on a clock each move's time comes from the clock, so -%s would not be used; drop one (-rollouts N still caps a move beside the clock)",
					f, fs.Lookup(f).Value, name, *clockText, f)
			}
		}
		clocks = &clockLog{clock: engine.Clock{Left: tc.Base, Increment: tc.Increment}}
	} else if *clockPath != "" {
		return usagef("match: -clock-log needs -clock")
	}
	if *games <= 0 {
		return usagef("-games %d: at least 1", *games)
	}
	var sprt *match.SPRT
	if *sprtText != "" {
		t, err := match.ParseSPRT(*sprtText)
		if err != nil {
			// The match package's "match: -sprt: what", with the value given.
			what := strings.TrimPrefix(strings.TrimPrefix(err.Error(), "match: -sprt: "), "match: ")
			if strings.HasPrefix(what, "-sprt ") {
				return usagef("match: %s", what)
			}
			return usagef("match: -sprt %s: %s", clip.Quote(*sprtText), what)
		}
		if !shard.Whole() {
			return usagef("match: -sprt decides after each game: a shard cannot stop the others (drop -shard)")
		}
		sprt = &t
	}
	if *openingsPath != "" {
		for _, f := range []string{"position", "moves", pgnFlag} {
			if g.set(f) {
				return usagef("match: -openings and -%s: give one (the openings are the start positions)", f)
			}
		}
		if order != match.Alternate {
			return usagef("match: -openings plays each opening with both colours: -order must be alternate")
		}
	}
	v, rec, err := g.loadNoting(env)
	if err != nil {
		return err
	}
	if o := rec.Outcome(); o.Over() {
		return usagef("match: the game is already over at the start position (%s)", v.OutcomeText(o))
	}
	var openings []variants.Position
	var openingsID uint64
	if *openingsPath != "" {
		if openings, openingsID, err = readOpenings(v, *openingsPath); err != nil {
			return fileError("-openings", *openingsPath, err)
		}
	}
	if *pgnPath != "" && !variants.CanPGN(v) {
		return usagef("match: -%s: %s games have no PGN", pgnOutFlag, v.Name)
	}
	cfgA, err := a.config(v)
	if err != nil {
		return err
	}
	cfgB, err := b.config(v)
	if err != nil {
		return err
	}
	if err := tryEngines(env.Stderr, cfgA, cfgB); err != nil {
		return fmt.Errorf("match: %w", err)
	}
	// Output files are created before the first game, so a bad path costs
	// no games.
	if err := distinctOutputs([][2]string{{"-" + pgnOutFlag, *pgnPath}, {"-jsonl", *jsonPath}, {"-clock-log", *clockPath}}); err != nil {
		return err
	}
	pgn, err := createOutput(env, *pgnPath, "-"+pgnOutFlag)
	if err != nil {
		return err
	}
	defer pgn.Close()
	jsonl, err := createOutput(env, *jsonPath, "-jsonl")
	if err != nil {
		return err
	}
	defer jsonl.Close()
	clockOut, err := createOutput(env, *clockPath, "-clock-log")
	if err != nil {
		return err
	}
	defer clockOut.Close()
	text := env.Stdout
	if *jsonPath == "-" {
		text = io.Discard
	}

	id := matchID(v, rec, cfgA, cfgB, order, *seed, *games, *clockText, openingsID)
	labels := [2]string{policyLabel(cfgA, v.Start()), policyLabel(cfgB, v.Start())}
	names := displayNames(labels[0], labels[1])
	lo, hi := shard.Range(*games)
	if lo >= hi {
		// More shards than games (a job array of fixed size): this one
		// has nothing to play, which is no error; it prints no table.
		fmt.Fprintf(env.Stderr, "match: shard %s of a %d-game match holds no games; 'rollout merge' sums the other shards\n", shard, *games)
		for _, f := range []io.Closer{pgn, jsonl, clockOut} {
			if err := f.Close(); err != nil {
				return fmt.Errorf("match: %w", err)
			}
		}
		return nil
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	began := time.Now()
	bar := newProgress(env.Stderr)
	var writeErr error
	keep := func(err error) {
		if writeErr == nil {
			writeErr = err
		}
	}
	var saved *timeSaved
	if clocks == nil {
		saved = newTimeSaved(cfgA, cfgB)
	}
	build := newPlayer
	if clocks != nil {
		build = clocks.wrap(newPlayer)
	}
	m := match.Match{
		A: cfgA, B: cfgB, Games: *games, Shard: shard, Seed: *seed, Start: rec.Position(), Order: order,
		Openings: openings, SPRT: sprt,
		NewPlayer: build,
		OnGame: func(game match.Game) {
			if clocks != nil {
				var w io.Writer
				if clockOut != nil {
					w = clockOut
				}
				keep(clocks.game(game, w))
			}
			if saved != nil {
				saved.game(game)
			}
			line := match.NewLine(id, *games, labels, names, game)
			bar.clear()
			keep(gameLine(text, line))
			if sprt != nil {
				// The test's progress is worth a line even off a terminal:
				// a long tuning match is watched through its log.
				bar.line("match: %d/%d games, %.0f s, %s", game.Index+1-lo, hi-lo, time.Since(began).Seconds(), sprtStatus(*sprt, game.Tally))
			} else {
				bar.update("match: %d/%d games, %.0f s", game.Index+1-lo, hi-lo, time.Since(began).Seconds())
			}
			if jsonl != nil {
				keep(match.WriteLine(jsonl, line))
			}
			if pgn != nil {
				white, black := names[0], names[1]
				if game.ASide == variants.Second {
					white, black = black, white
				}
				tc := variants.TimeControl{}
				if clocks != nil {
					tc = variants.TimeControl{Base: clocks.clock.Left, Increment: clocks.clock.Increment}
				}
				keep(writePGN(pgn, game.Record, game.Index, white, black, tc))
			}
		},
	}
	defer closePlayers()
	mt, err := m.Play(ctx)
	if err != nil {
		// The error says which game failed; a count of games would read
		// as if they had all been played.
		bar.clear()
		if ctx.Err() != nil {
			// A match stopped by a time limit (timeout, ^C) still says
			// how far it got: the summary of the games played, then the
			// error, which says it was stopped (not the game's
			// "context canceled").
			played := mt.Total(0).Games()
			if played == 0 {
				return fmt.Errorf("match: interrupted before a game ended")
			}
			var extra []string
			if sprt != nil {
				extra = sprtSummary(*sprt, mt, *games)
			}
			writeMatchSummary(text, mt, names, labels[0], labels[1], extra...)
			return fmt.Errorf("match: interrupted; the summary counts the %d games played", played)
		}
		return fmt.Errorf("match: %w", err)
	}
	played := mt.Total(0).Games()
	bar.done("match: %d/%d games, %.0f s", played, hi-lo, time.Since(began).Seconds())
	if writeErr != nil {
		return fmt.Errorf("match: %w", writeErr)
	}
	for _, f := range []io.Closer{pgn, jsonl, clockOut} {
		if err := f.Close(); err != nil {
			return fmt.Errorf("match: %w", err)
		}
	}
	if !shard.Whole() {
		which := fmt.Sprintf("games %d-%d", lo+1, hi)
		if hi-lo == 1 {
			which = fmt.Sprintf("game %d", hi)
		}
		fmt.Fprintf(env.Stderr, "match: shard %s: %s of %d; 'rollout merge' sums the shards\n", shard, which, *games)
	}
	var extra []string
	if sprt != nil {
		extra = sprtSummary(*sprt, mt, *games)
	}
	extra = append(extra, saved.lines(names)...)
	if err := writeMatchSummary(text, mt, names, labels[0], labels[1], extra...); err != nil || clocks == nil {
		return err
	}
	return clocks.summary(text, *clockText)
}

// inheritBudgets applies the budget flags given without a side prefix to
// both sides, unless a side sets its own (-rollouts 2000 -b-rollouts 500),
// and returns the side flags it set ("a-minimax").
func inheritBudgets(fs *flag.FlagSet) (map[string]bool, error) {
	inherited := map[string]bool{}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, name := range budgetFlags {
		for _, prefix := range []string{"a-", "b-"} {
			if set[name] && !set[prefix+name] {
				if err := fs.Set(prefix+name, fs.Lookup(name).Value.String()); err != nil {
					return nil, usageError{err}
				}
				inherited[prefix+name] = true
			}
		}
	}
	return inherited, nil
}

// policyLabel is a player's name with every part of knowledge it uses
// ("uct+light", "default+light+eval0+mm0.5+prior1", "uct+c0.3" where c
// is not the game's own: engine.Config.LabelFor), so the game lines,
// the table and the PGN tags never present a player with knowledge as
// pure Monte Carlo, nor two players apart only by c as one.
func policyLabel(cfg engine.Config, pos variants.Position) string { return cfg.LabelFor(pos) }

// displayNames are the players' names in the per-game lines and the table.
func displayNames(a, b string) [2]string { return [2]string{a + " (a)", b + " (b)"} }

// matchID fingerprints what makes two shards parts of one match: the game,
// the start, both configurations, the order, the seed, the number of
// games, the clock (-clock) and the openings' content (-openings). merge
// refuses to add lines whose ids differ.
func matchID(v *variants.Variant, rec *variants.Record, a, b engine.Config, order match.Order, seed uint64, games int, clock string, openings uint64) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s|%s|%+v|%+v|%d|%d|%d", v.Name, rec.Position().Encode(), a, b, order, seed, games)
	if clock != "" { // kept out of the text before clocks existed, so old IDs stay
		fmt.Fprintf(h, "|clock %s", clock)
	}
	if openings != 0 {
		fmt.Fprintf(h, "|openings %016x", openings)
	}
	return fmt.Sprintf("%s-%016x", v.Name, h.Sum64())
}

// output is a file a command writes, or nothing.
type output struct {
	io.Writer
	f *os.File
}

// Close closes the file once (later calls do nothing).
func (o *output) Close() error {
	if o == nil || o.f == nil {
		return nil
	}
	f := o.f
	o.f = nil
	return f.Close()
}

// distinctOutputs refuses two outputs (flag, path) named to one file:
// each was created and written on its own, so the PGN and the JSON lines
// overwrote each other's bytes. "" (none) and "-" (stdout) may repeat.
func distinctOutputs(outs [][2]string) error {
	for i, a := range outs {
		for _, b := range outs[:i] {
			if a[1] == "" || a[1] == "-" || b[1] == "" || b[1] == "-" {
				continue
			}
			same := filepath.Clean(a[1]) == filepath.Clean(b[1])
			if fa, err := os.Stat(a[1]); err == nil {
				if fb, err := os.Stat(b[1]); err == nil {
					same = same || os.SameFile(fa, fb)
				}
			}
			if same {
				return usagef("match: %s and %s name one file, %s: give each its own", b[0], a[0], clip.Quote(a[1]))
			}
		}
	}
	return nil
}

// createOutput creates path for writing ("-": stdout; "": none, a nil
// output). A path that cannot be created (a missing directory) is a usage
// error, found before any work is done.
func createOutput(env *Env, path, flagName string) (*output, error) {
	switch path {
	case "":
		return nil, nil
	case "-":
		return &output{Writer: env.Stdout}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fileError(flagName, path, err)
	}
	return &output{Writer: f, f: f}, nil
}

// writePGN appends one game to w, with the match's time control (-clock)
// as its TimeControl tag when there is one.
func writePGN(w io.Writer, rec *variants.Record, i int, white, black string, tc variants.TimeControl) error {
	tags := map[string]string{
		"Event": "rollout match", "Site": "rollout", "Round": fmt.Sprint(i + 1),
		"Date":  time.Now().Format("2006.01.02"),
		"White": white, "Black": black,
	}
	if tc.Timed() {
		tags["TimeControl"] = tc.PGN()
	}
	text, err := rec.PGN(tags)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, text)
	return err
}
