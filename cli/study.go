package cli

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"rollout/engine"
	"rollout/variants"
)

func init() {
	register(command{"study", "step a Monte Carlo search: trace its phases as JSON lines, draw its tree as DOT", runStudy})
}

// runStudy runs a study (engine.Stepper) of one position headless: K
// iterations of one deterministic worker, then, as asked, the event trace
// on stdout (-trace), the tree's top levels as Graphviz DOT (-dot FILE),
// or else a summary: the root table and the move the player would choose.
func runStudy(env *Env, args []string) error {
	fs := newFlagSet(env, "study", "rollout study -variant V [-position TEXT | -pgn FILE [-game N]] [-moves ...] [-player P] [-seed S] [-c C] [-estimator E] -iterations K [-trace] [-dot FILE [-dot-depth D] [-dot-top K]]")
	var g gameFlags
	g.register(fs, "tictactoe")
	player := fs.String("player", engine.DefaultPlayer, "player to step: "+strings.Join(engine.Steppable, ", ")+" (the study screen's own default)")
	seed := registerSeed(fs)
	c := fs.Float64("c", 0, explorationHelp())
	estimator := fs.String("estimator", "plain", estimatorHelp)
	plyCap := fs.Int("ply-cap", 0, plyCapHelp)
	nodes := fs.Int("nodes", 0, nodesHelp)
	iterations := fs.Int64("iterations", 1000, "iterations to run (flat players: rollouts)")
	trace := fs.Bool("trace", false, "print every phase of every iteration as JSON lines (see docs/trace.md)")
	dot := fs.String("dot", "", "write the tree's top levels as Graphviz DOT to this file")
	depth := fs.Int("dot-depth", engine.DOTDepth, "levels of the tree below the root in the DOT file")
	top := fs.Int("dot-top", engine.DOTTop, "children per node in the DOT file, most visited first (the rest summarised)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	v, rec, err := g.loadNoting(env)
	if err != nil {
		return err
	}
	pos := rec.Position().Clone()
	est, err := engine.ParseEstimator(*estimator)
	if err != nil {
		return usageError{err}
	}
	for _, f := range []struct {
		name  string
		value float64
		least float64
	}{
		{"iterations", float64(*iterations), 0}, {"c", *c, 0}, {"ply-cap", float64(*plyCap), 0},
		{"nodes", float64(*nodes), 0}, {"dot-depth", float64(*depth), 1}, {"dot-top", float64(*top), 1},
	} {
		if f.value < f.least {
			return usagef("study: -%s %v: at least %v", f.name, f.value, f.least)
		}
	}
	if o := pos.Outcome(); o.Over() {
		return usagef("study: the game is over (%s)", v.OutcomeText(o))
	}
	if err := refuseUnplayed(fs, *player); err != nil {
		return err
	}
	// The seed means what it means to analyze: `study -seed S` runs the
	// iterations of `analyze -seed S -workers 1` on the same position.
	cfg := engine.Config{Player: *player, Seed: engine.PlayerSeed(*seed, pos.ToMove()), Exploration: *c, Estimator: est, PlyCap: *plyCap, NodeBudget: *nodes, Workers: 1}
	if err := refusePreset(fs, cfg, pos); err != nil {
		return err
	}
	st, err := engine.NewStepper(cfg, pos)
	if err != nil {
		return usageError{err}
	}
	// The DOT file is created before the iterations, so a path that
	// cannot be written is refused before any work, as other outputs are.
	var dotFile *os.File
	if *dot != "" {
		if dotFile, err = os.Create(*dot); err != nil {
			return fileError("-dot", *dot, err)
		}
		defer dotFile.Close()
	}
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	// ^C or a timeout ends the iterations between two of them: the trace
	// keeps whole lines, and the tree, the DOT and the table are those of
	// the iterations run.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *trace {
		if err := engine.WriteTrace(out, st.Header(*iterations), nil); err != nil {
			return err
		}
		for st.Iterations() < *iterations && ctx.Err() == nil {
			for _, ev := range st.Iterate() {
				if err := engine.WriteEvent(out, ev); err != nil {
					return err
				}
			}
		}
	} else {
		for st.Iterations() < *iterations && ctx.Err() == nil {
			if st.Run(min(*iterations-st.Iterations(), 256)) == 0 {
				break // decided
			}
		}
	}
	if dotFile != nil {
		if err := writeDOT(st, dotFile, *depth, *top, v); err != nil {
			return err
		}
	}
	var written error
	if *trace || *dot != "" {
		written = out.Flush()
	} else {
		written = studySummary(out, st, pos)
	}
	if written == nil && ctx.Err() != nil {
		return fmt.Errorf("study: interrupted after %d of %d iterations; the output shows those", st.Iterations(), *iterations)
	}
	return written
}

// writeDOT writes the stepper's tree to f, with exact values where the
// game has a solver, and closes f.
func writeDOT(st *engine.Stepper, f *os.File, depth, top int, v *variants.Variant) error {
	_, exact := v.Start().(variants.Solver)
	if err := st.WriteDOT(f, engine.TreeOptions{Depth: depth, TopK: top, Exact: exact}); err != nil {
		return fmt.Errorf("-dot %s: %v", f.Name(), err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("-dot %s: %v", f.Name(), err)
	}
	return nil
}

// studySummary prints the root table and the choice, as analyze does.
func studySummary(out *bufio.Writer, st *engine.Stepper, pos variants.Position) error {
	snap := st.Snapshot()
	fmt.Fprintf(out, "%s, %d %s, %s\n", st.Player(), st.Iterations(), engine.Noun(st.Iterations(), "iterations"), grown(st.Player(), snap))
	res := engine.Result{Snapshot: snap, Move: snap.Best, MoveText: snap.BestText, Stopped: engine.StopRollouts}
	if st.Decided() {
		res.Stopped = engine.StopProven
	}
	if err := engine.WriteTable(out, res, pos); err != nil {
		return err
	}
	if snap.BestText != "" {
		fmt.Fprintf(out, "bestmove %s\n", pos.EncodeMove(snap.Best, variants.Canonical))
	}
	return out.Flush()
}

// grown is what the study's search grew, for the summary's first line:
// a tree's nodes ("101 tree nodes"), or for a player without a tree
// (flat, roulette) its rollouts per root move ("no tree, 11 to 12
// rollouts per move of 9"): "0 tree nodes" read as a tree that failed.
func grown(player string, snap engine.Snapshot) string {
	if info, ok := engine.Info(player); !ok || info.Tree {
		return fmt.Sprintf("%d tree %s", snap.TreeNodes, engine.Noun(int64(snap.TreeNodes), "nodes"))
	}
	if len(snap.Moves) == 0 {
		return "no tree"
	}
	lo, hi := snap.Moves[0].Rollouts, snap.Moves[0].Rollouts
	for _, m := range snap.Moves[1:] {
		lo, hi = min(lo, m.Rollouts), max(hi, m.Rollouts)
	}
	per := fmt.Sprintf("%d", lo)
	if hi != lo {
		per = fmt.Sprintf("%d to %d", lo, hi)
	}
	return fmt.Sprintf("no tree, %s %s per move of %d", per, engine.Noun(hi, "rollouts"), len(snap.Moves))
}
