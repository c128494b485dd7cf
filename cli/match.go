package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strings"
	"text/tabwriter"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"match", "play games between two players and tally the results", runMatch})
}

// matchSynopsis is the usage line of the match command.
const matchSynopsis = "rollout match -variant V -a P1 -b P2 -games N [-time D | -rollouts N | -target-se X] [-estimator E] [-a-time ... -b-rollouts ...] [-first alternate|a|b] [-seed S] [-workers W] [-position TEXT] [-moves ...] [-pgn FILE]"

// sharedBudget lists the search flags that, given without a side prefix,
// apply to both players unless that side sets its own.
var sharedBudget = []string{"time", "rollouts", "target-se", "estimator", "workers", "ply-cap"}

// runMatch plays a match. stdout gets one line per game as it ends, then
// the table of results by player and move order, the score with a 95%
// confidence interval, an Elo difference and a last line
// "result: P1 W-D-L vs P2" from A's side; stderr gets a running count.
func runMatch(env *Env, args []string) error {
	fs := newFlagSet(env, "match", matchSynopsis)
	var g gameFlags
	g.register(fs, "tictactoe")
	var a, b, shared searchFlags
	a.register(fs, "a-", "flat")
	b.register(fs, "b-", "random")
	fs.StringVar(&a.player, "a", "flat", "player A (by default first in games 1, 3, 5, ...)")
	fs.StringVar(&b.player, "b", "random", "player B (by default first in games 2, 4, 6, ...)")
	fs.DurationVar(&shared.time, "time", 0, "think time per move for both players (a side's -a-time/-b-time overrides)")
	fs.Int64Var(&shared.rollouts, "rollouts", 0, "rollouts (uct: iterations) per move for both players")
	fs.Float64Var(&shared.targetSE, "target-se", 0, "target standard error for both players")
	fs.StringVar(&shared.estimator, "estimator", "plain", "rollout estimator for both players: plain or rb")
	fs.IntVar(&shared.workers, "workers", 0, "search goroutines per player; 0: one per core")
	fs.IntVar(&shared.plyCap, "ply-cap", 0, "rollout ply cap for both players; 0: the variant's default")
	games := fs.Int("games", 10, "number of games")
	first := fs.String("first", "alternate", "who moves first: alternate (A in games 1, 3, 5, ...), a, or b")
	seed := fs.Uint64("seed", 1, "match seed: every game's player seeds derive from it and the game number")
	pgnPath := fs.String("pgn", "", "write the games to this file as PGN (chess only)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, side := range []struct {
		prefix string
		s      *searchFlags
	}{{"a-", &a}, {"b-", &b}} {
		inherit(side.s, &shared, side.prefix, set)
	}
	order, err := engine.ParseOrder(*first)
	if err != nil {
		return usageError{err}
	}
	if *games <= 0 {
		return usagef("match: -games must be positive, got %d", *games)
	}
	v, pos, err := g.load()
	if err != nil {
		return err
	}
	if o := pos.Outcome(); o.Over() {
		return usagef("match: the game is already over at the start position (%s)", o)
	}
	var chessStart *chess.Position
	if *pgnPath != "" {
		cp, ok := pos.(*chess.Position)
		if !ok {
			return usagef("match: pgn: chess only (the variant is %s)", v.Name)
		}
		chessStart = cp
	}
	cfgA, err := a.config(v)
	if err != nil {
		return err
	}
	cfgB, err := b.config(v)
	if err != nil {
		return err
	}
	var pgn io.WriteCloser
	if chessStart != nil {
		f, err := os.Create(*pgnPath)
		if err != nil {
			return fmt.Errorf("match: %w", err)
		}
		pgn = f
		defer f.Close()
	}
	names := [2]string{cfgA.Player + " (a)", cfgB.Player + " (b)"}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	began := time.Now()
	var writeErr error
	m := engine.Match{
		A: cfgA, B: cfgB, Games: *games, Seed: *seed, Start: pos, Order: order,
		OnGame: func(i int, game engine.Game, aSide variants.Side) {
			first, second := names[0], names[1]
			if aSide == variants.Second {
				first, second = second, first
			}
			fmt.Fprintf(env.Stdout, "game %d: %s vs %s: %s, %d plies, %s\n",
				i+1, first, second, resultText(game.Outcome), game.Plies(), game.Outcome.Reason)
			fmt.Fprintf(env.Stderr, "\rmatch: %d/%d games, %.0f s", i+1, *games, time.Since(began).Seconds())
			if pgn != nil && writeErr == nil {
				writeErr = writePGN(pgn, chessStart, game, i, first, second)
			}
		},
	}
	mt, err := m.Play(ctx)
	fmt.Fprintln(env.Stderr)
	if err != nil {
		return fmt.Errorf("match: %w", err)
	}
	if writeErr != nil {
		return fmt.Errorf("match: pgn: %w", writeErr)
	}
	if pgn != nil {
		if err := pgn.Close(); err != nil {
			return fmt.Errorf("match: pgn: %w", err)
		}
	}
	return writeMatchSummary(env.Stdout, mt, names, cfgA.Player, cfgB.Player)
}

// inherit copies the shared budget flags into a side's flags for every
// flag given without a prefix but not with the side's own prefix.
func inherit(side, shared *searchFlags, prefix string, set map[string]bool) {
	for _, name := range sharedBudget {
		if !set[name] || set[prefix+name] {
			continue
		}
		switch name {
		case "time":
			side.time = shared.time
		case "rollouts":
			side.rollouts = shared.rollouts
		case "target-se":
			side.targetSE = shared.targetSE
		case "estimator":
			side.estimator = shared.estimator
		case "workers":
			side.workers = shared.workers
		case "ply-cap":
			side.plyCap = shared.plyCap
		}
	}
}

// resultText is the game's result from the first mover's side, as PGN
// writes it.
func resultText(o variants.Outcome) string {
	switch o.Result {
	case variants.FirstWins:
		return "1-0"
	case variants.SecondWins:
		return "0-1"
	}
	return "1/2-1/2"
}

// writePGN appends one chess game to w.
func writePGN(w io.Writer, start *chess.Position, g engine.Game, i int, white, black string) error {
	text, err := chess.PGN(start, g.Moves, nil, map[string]string{
		"Event": "rollout match", "Site": "rollout", "Round": fmt.Sprint(i + 1),
		"Date":  time.Now().Format("2006.01.02"),
		"White": white, "Black": black,
	})
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, strings.TrimRight(text, "\n")+"\n")
	return err
}

// writeMatchSummary prints the table of results, the score interval, the
// Elo estimate and the last "result:" line.
func writeMatchSummary(w io.Writer, mt engine.MatchTally, names [2]string, nameA, nameB string) error {
	wdl := func(r engine.WDL) string { return fmt.Sprintf("%d-%d-%d", r.W, r.D, r.L) }
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\tas first W-D-L\tas second W-D-L\ttotal W-D-L\tscore")
	for p := range 2 {
		total := mt.Total(p)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.1f/%d\n", names[p],
			wdl(mt.ByMover[p][variants.First]), wdl(mt.ByMover[p][variants.Second]), wdl(total),
			total.Score(), total.Games())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	si, ei := mt.ScoreInterval(0), mt.EloInterval(0)
	fmt.Fprintf(w, "score of %s: %.1f%%, 95%% confidence interval [%.1f%%, %.1f%%] (Wilson)\n",
		names[0], 100*si.Value, 100*si.Low, 100*si.High)
	note := ""
	if si.Value == 0 || si.Value == 1 {
		note = " (a clean sweep: the estimate is taken at half a game from it)"
	}
	fmt.Fprintf(w, "Elo difference %s minus %s: %s [%s, %s]%s\n",
		names[0], names[1], eloText(ei.Value), eloText(ei.Low), eloText(ei.High), note)
	_, err := fmt.Fprintf(w, "result: %s %s vs %s\n", nameA, wdl(mt.Total(0)), nameB)
	return err
}

// eloText writes an Elo difference with its sign, infinities as +inf/-inf.
func eloText(e float64) string {
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", e)
}
