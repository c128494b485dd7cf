package cli

import (
	"fmt"
	"math"
	"os"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"tune", "tune the king-aware chess evaluation's weights on games (Texel's method)", runTune})
}

// tunePosition is one labelled position: the position (evaluating by
// "king") and the game's result for White (1, 1/2, 0).
type tunePosition struct {
	pos    *chess.Position
	result float64
}

// runTune fits the weights of the king-aware evaluation (chess.KingParams)
// to the results of the games of a PGN file by Texel's method: every
// position of every finished game (from ply -skip on, not in check) is
// labelled by the game's result, the evaluation after capture resolution
// is mapped to an expected score by 1/(1+10^(-K·cp/400)), K is fitted
// first, and then in each pass each weight in turn moves by +1 or -1
// if the mean squared error falls, for -passes passes or until no weight
// moves. It prints the
// error before and after and every weight that changed; the source's
// weights (variants/chess/evalking.go) are changed by hand, after an SPRT
// (docs/strength.md).
func runTune(env *Env, args []string) error {
	fs := newFlagSet(env, "tune", "rollout tune -games-pgn FILE [-skip N] [-max N] [-passes N] [-time D]")
	path := fs.String("games-pgn", "", "PGN file of finished games whose results label the positions (rollout match -pgn-out)")
	skip := fs.Int("skip", 8, "plies of each game left out (the openings)")
	most := fs.Int("max", 50000, "at most this many positions")
	passes := fs.Int("passes", 20, "passes over the weights at most")
	limit := fs.Duration("time", 10*time.Minute, "stop after this long (the last pass's weights are kept)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *path == "" {
		return usagef("tune: -games-pgn is required")
	}
	if *skip < 0 || *most <= 0 || *passes <= 0 || *limit <= 0 {
		return usagef("tune: -skip must not be negative, -max, -passes and -time must be positive")
	}
	f, err := os.Open(*path)
	if err != nil {
		return usagef("tune: %v", err)
	}
	defer f.Close()
	var set []tunePosition
	games := 0
	err = chess.EachPGNFrom(f, func(_ int, rec *variants.Record, tags map[string]string) error {
		r, ok := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[tags["Result"]]
		if !ok || len(set) >= *most {
			return nil
		}
		games++
		for ply := *skip; ply < rec.Len() && len(set) < *most; ply++ {
			p, err := rec.PositionAt(ply)
			if err != nil {
				return err
			}
			cp := p.(*chess.Position)
			if cp.InCheck() || cp.Outcome().Over() {
				continue
			}
			c := cp.Clone().(*chess.Position)
			c.SetEval("king")
			set = append(set, tunePosition{c, r})
		}
		return nil
	})
	if err != nil {
		return usagef("tune: %s: %v", *path, err)
	}
	if len(set) == 0 {
		return usagef("tune: %s: no finished games with positions past ply %d", *path, *skip)
	}
	fmt.Fprintf(env.Stdout, "positions: %d from %d games\n", len(set), games)
	began := time.Now()
	k := fitK(set)
	e0 := tuneError(set, k)
	fmt.Fprintf(env.Stdout, "K %.3f, error %.6f\n", k, e0)
	params := chess.KingParams()
	start := make([]int32, len(params))
	for i, p := range params {
		start[i] = *p.P
	}
	best := e0
	for pass := 1; pass <= *passes && time.Since(began) < *limit; pass++ {
		moved := 0
		for _, p := range params {
			if time.Since(began) >= *limit {
				break
			}
			// Texel's step: +1, else -1, kept only if the error falls.
			for _, d := range []int32{1, -1} {
				*p.P += d
				if e := tuneError(set, k); e < best {
					best = e
					moved++
					break
				}
				*p.P -= d
			}
		}
		fmt.Fprintf(env.Stdout, "pass %d: error %.6f, %d steps, %.0f s\n", pass, best, moved, time.Since(began).Seconds())
		if moved == 0 {
			break
		}
	}
	for i, p := range params {
		if *p.P != start[i] {
			fmt.Fprintf(env.Stdout, "%s %d -> %d\n", p.Name, start[i], *p.P)
		}
	}
	fmt.Fprintf(env.Stdout, "error %.6f -> %.6f\n", e0, best)
	return nil
}

// tuneError is the mean squared error of the expected scores the
// evaluation gives the positions against their games' results.
func tuneError(set []tunePosition, k float64) float64 {
	var sum float64
	for _, t := range set {
		cp := float64(t.pos.EvaluateCP())
		if t.pos.ToMove() == variants.Second {
			cp = -cp
		}
		d := t.result - 1/(1+math.Pow(10, -k*cp/400))
		sum += d * d
	}
	return sum / float64(len(set))
}

// fitK is the scale K of least error, by golden-section search on
// [0.1, 3].
func fitK(set []tunePosition) float64 {
	lo, hi := 0.1, 3.0
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := tuneError(set, a), tuneError(set, b)
	for hi-lo > 0.005 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = tuneError(set, a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = tuneError(set, b)
		}
	}
	return (lo + hi) / 2
}
