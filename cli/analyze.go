package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"rollout/engine"
	"rollout/variants"
)

func init() {
	register(command{"analyze", "search one position and print the per-move table", runAnalyze})
}

// statusEvery is how often analyze prints a status line.
const statusEvery = 500 * time.Millisecond

// runAnalyze searches one position. Status lines in Roller's format go to
// stderr twice a second; stdout gets only what a rollout budget makes
// reproducible: the per-move table and "bestmove MOVE" (canonical text,
// UCI for chess). -infinite runs until interrupted (ctrl+c); any other
// search interrupted prints its table and exits 1.
func runAnalyze(env *Env, args []string) error {
	fs := newFlagSet(env, "analyze", "rollout analyze [-variant V] [-position TEXT | -pgn FILE [-game N]] [-moves ...] [-player P] [-time D | -rollouts N | -target-se X | -infinite] [-seed S] [-workers W]")
	var g gameFlags
	g.register(fs, "chess")
	var s searchFlags
	fs.StringVar(&s.player, "player", "flat", "engine player (see 'rollout -h' for the list)")
	s.registerBudget(fs, "")
	seed := registerSeed(fs)
	infinite := fs.Bool("infinite", false, "search until interrupted (ctrl+c), then print the table")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *infinite {
		// -infinite replaces the budget: a limit beside it was dropped
		// without a word, and the search ran past it until ^C.
		for _, name := range []string{"time", "rollouts", "target-se"} {
			if isGiven(fs, name) {
				return usagef("analyze: -infinite searches until interrupted: no -%s with it", name)
			}
		}
	}
	v, rec, err := g.loadNoting(env)
	if err != nil {
		return err
	}
	if o := rec.Outcome(); o.Over() {
		return usagef("analyze: the game is over (%s)", v.OutcomeText(o))
	}
	pos := rec.Position().Clone()
	cfg, err := s.config(v)
	if err != nil {
		return err
	}
	cfg.Seed = engine.PlayerSeed(*seed, pos.ToMove())
	if *infinite {
		cfg.Budget = engine.Budget{}
	}
	defer closePlayers()
	player, err := newPlayer(cfg.ForGame(pos))
	if err != nil {
		return usageError{err}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	began := time.Now()
	res, err := engine.Follow(ctx, player, pos, statusEvery, func(snap engine.Snapshot) {
		line := snap.StatusLine()
		if snap.TreeNodes > 0 { // a long think's tree: does it keep growing?
			line += fmt.Sprintf(" | %d nodes", snap.TreeNodes)
		}
		fmt.Fprintln(env.Stderr, line)
	})
	if err != nil {
		return err
	}
	if err := engine.WriteTable(env.Stdout, res, pos); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(env.Stdout, "bestmove %s\n", pos.EncodeMove(res.Move, variants.Canonical)); err != nil {
		return err
	}
	if ctx.Err() != nil && !*infinite {
		// ^C is how -infinite ends; any other search it cut short, as
		// match, study and epd say, with status 1: a script must not
		// take the table of 1 s for the one of -time 60s it asked.
		return fmt.Errorf("analyze: interrupted after %s; the table and bestmove are the search's so far", time.Since(began).Round(time.Millisecond))
	}
	return nil
}
