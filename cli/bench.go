package cli

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"time"

	"rollout/engine"
	"rollout/internal/clip"
	"rollout/internal/cputime"
	"rollout/variants"
	"rollout/variants/registry"
)

func init() {
	register(command{"bench", "rollouts (uct: iterations) per second for every game, on one worker and on all cores", runBench})
}

// minBenchTime is bench's shortest run: under it a run is its start-up
// and the timer's grain, and the rates and ratios printed are noise.
const minBenchTime = 10 * time.Millisecond

// runBench measures each player's rate from each variant's start
// position, first on one worker, then on all cores, one line each: flat's
// rollouts and uct's iterations (under a time budget every uct worker
// grows a tree of its own, so its iterations scale with the workers as
// flat's rollouts do). Each run also reports its rate per CPU-second:
// on a machine that other work keeps busy the wall-clock ratio says how
// many cores the workers got, while equal per-CPU-second rates say the
// workers share nothing that slows them.
//
//	chess/flat: 21034 rollouts/s on 1 worker, 40110 rollouts/s on 2 workers (x1.91); per CPU-second 21102 and 20877 (x0.99)
func runBench(env *Env, args []string) error {
	fs := newFlagSet(env, "bench", "rollout bench [-variant V] [-player P,P] [-eval E] [-time D] [-workers W]")
	only := fs.String("variant", "", "measure only this game")
	players := fs.String("player", "flat,uct", "comma-separated players to measure")
	eval := fs.String("eval", "", evalUsage)
	d := fs.Duration("time", time.Second, "measuring time per run (at least 10ms)")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "workers in the parallel run")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *workers <= 0 || *workers > engine.MaxWorkers {
		return usagef("bench: -workers %d: want 1 to %d", *workers, engine.MaxWorkers)
	}
	if *d < minBenchTime {
		return usagef("bench: -time %v: too short to measure a rate: at least %v (the default is %v)", *d, minBenchTime, time.Second)
	}
	list := registry.All()
	if *eval != "" {
		// Chess's evaluations: the engine checks a version only where a
		// game has several, so an unknown one measured silently.
		c, _ := registry.Lookup("chess")
		if err := engine.CheckEval(engine.Config{Eval: *eval}, c.Start()); err != nil {
			return engineUsage(err)
		}
	}
	if *only != "" {
		v, err := lookupVariant("-variant", *only)
		if err != nil {
			return err
		}
		list = []*variants.Variant{v}
	}
	var names []string
	for _, name := range strings.Split(*players, ",") {
		if _, ok := engine.Info(name); !ok && !engine.IsExternal(name) {
			return usagef("-player %s: unknown player (known: %s)", clip.Quote(name), strings.Join(engine.PlayerNames(), ", "))
		}
		if _, err := engine.New(engine.Config{Player: name, Eval: *eval}); err != nil {
			return engineUsage(err)
		}
		if info, ok := engine.Info(name); ok && !info.Statistics && !info.External {
			// random, searchlight and perfect count nothing: their rate
			// read "0 rollouts/s ... (xNaN)".
			return usagef("bench: %s plays no rollouts: nothing to measure (flat and uct do)", name)
		}
		names = append(names, name)
	}
	for _, v := range list {
		for _, name := range names {
			one, err := benchRate(v, name, *eval, 1, *d)
			if err != nil {
				return err
			}
			many, err := benchRate(v, name, *eval, *workers, *d)
			if err != nil {
				return err
			}
			unit := benchUnit(name)
			fmt.Fprintf(env.Stdout, "%s/%s: %.0f %s on 1 worker, %.0f %s on %s (x%.2f)",
				v.Name, name, one.wall, unit, many.wall, unit, plural(*workers, "worker"), many.wall/one.wall)
			if one.cpu > 0 && many.cpu > 0 {
				fmt.Fprintf(env.Stdout, "; per CPU-second %.0f and %.0f (x%.2f)", one.cpu, many.cpu, many.cpu/one.cpu)
			}
			fmt.Fprintln(env.Stdout)
		}
	}
	return nil
}

// rate is one bench run's rate per wall-clock second and per CPU-second
// (0 where the CPU time is not measured).
type rate struct{ wall, cpu float64 }

// benchRate runs a search by player (with the evaluation eval, "" its
// own) of length d from the start position.
func benchRate(v *variants.Variant, player, eval string, workers int, d time.Duration) (rate, error) {
	cfg := engine.Config{Player: player, Eval: eval, Workers: workers, Budget: engine.Budget{Time: d}}
	p, err := engine.New(cfg.ForGame(v.Start()))
	if err != nil {
		return rate{}, err
	}
	before := cputime.Used()
	res, err := p.Search(context.Background(), v.Start(), nil)
	if err != nil {
		return rate{}, err
	}
	r := rate{wall: res.Rate}
	if cpu := cputime.Used() - before; before > 0 && cpu > 0 {
		r.cpu = float64(res.Rollouts) / cpu.Seconds()
	}
	return r, nil
}

// benchUnit is what a player's rate counts: a tree player's iterations
// (each one descent, expansion, rollout and backup), an alpha-beta
// player's nodes, else rollouts. The
// player's registry entry says which (engine.PlayerInfo), not its name.
func benchUnit(player string) string {
	info, ok := engine.Info(player)
	if ok && info.Tree {
		return "iterations/s"
	}
	if ok && info.NeedsAlphaBeta {
		return "nodes/s"
	}
	return "rollouts/s"
}

// plural is n with its noun, "1 worker" or "2 workers".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
