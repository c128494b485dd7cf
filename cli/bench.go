package cli

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

func init() {
	register(command{"bench", "rollouts per second for every game, on one worker and on all cores", runBench})
}

// runBench measures the flat player's rollout rate from each variant's
// start position, first on one worker, then on all cores, one line each:
//
//	chess: 21034 rollouts/s on 1 worker, 40110 rollouts/s on 2 workers (x1.91)
func runBench(env *Env, args []string) error {
	fs := newFlagSet(env, "bench", "rollout bench [-variant V] [-time D] [-workers W]")
	only := fs.String("variant", "", "measure only this game")
	d := fs.Duration("time", time.Second, "measuring time per run")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "workers in the parallel run")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *d <= 0 || *workers <= 0 {
		return usagef("bench: -time and -workers must be positive")
	}
	list := registry.All()
	if *only != "" {
		v, err := registry.Lookup(*only)
		if err != nil {
			return usageError{err}
		}
		list = []*variants.Variant{v}
	}
	for _, v := range list {
		one, err := benchRate(v, 1, *d)
		if err != nil {
			return err
		}
		many, err := benchRate(v, *workers, *d)
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "%s: %.0f rollouts/s on 1 worker, %.0f rollouts/s on %d workers (x%.2f)\n",
			v.Name, one, many, *workers, many/one)
	}
	return nil
}

// benchRate runs a flat search of length d from the start position.
func benchRate(v *variants.Variant, workers int, d time.Duration) (float64, error) {
	p, err := engine.New(engine.Config{Player: "flat", Workers: workers, Budget: engine.Budget{Time: d}})
	if err != nil {
		return 0, err
	}
	res, err := p.Search(context.Background(), v.Start(), nil)
	if err != nil {
		return 0, err
	}
	return res.Rate, nil
}
