package cli

import (
	"compress/gzip"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"rollout/internal/clip"
	"rollout/variants/chess"
)

// labelled is one position with an engine's score: ce in centipawns for
// the side to move, and how much our capture resolution changes the
// standard value there (kept: the weights fitted do not change it).
type labelled struct {
	pos     *chess.Position
	ce      int
	unquiet int32
	target  float64
	// id names the position's game (EPD's id): the held-out share is
	// drawn by game.
	id string
}

// expected maps centipawns for the side to move to its expected score by
// the program's own logistic (chess.EvalScale), the scale the tree reads
// values in: 1/(1+10^(-cp/EvalScale)).
func expected(cp float64) float64 { return 1 / (1 + math.Pow(10, -cp/chess.EvalScale)) }

// fitError is the mean squared difference between the expected scores of
// our evaluation (static terms plus the kept capture resolution) and of
// the labels.
func fitError(set []labelled) float64 {
	if len(set) == 0 {
		return 0
	}
	var s float64
	for i := range set {
		t := &set[i]
		d := expected(float64(t.pos.StaticCP()+int(t.unquiet))) - t.target
		s += d * d
	}
	return s / float64(len(set))
}

// fitCheck is a file of positions never fitted (-check) that a fit is
// measured on: its path, its positions (their targets set) and their
// error before the fit.
type fitCheck struct {
	path   string
	set    []labelled
	before float64
}

// readChecks reads the check files at paths, each position evaluating
// by eval, sets their targets at the labels' scale and measures their
// error before the fit.
func readChecks(paths []string, ceMax int, eval string, scale float64) ([]fitCheck, error) {
	checks := make([]fitCheck, 0, len(paths))
	for _, path := range paths {
		set, err := readLabelFileAs(path, ceMax, eval)
		if err != nil {
			return nil, err
		}
		for i := range set {
			set[i].target = expected(scale * float64(set[i].ce))
		}
		checks = append(checks, fitCheck{path: path, set: set, before: fitError(set)})
	}
	return checks, nil
}

// reportFit prints a fit's errors before (e0, h0, each check's before)
// and after, on the fitted positions, the held-out ones and each check
// file's never-fitted ones, and returns them under command as the
// summary a generated file's header keeps. from and to name the
// evaluations before and after ("fitted-pst ", "net "), or are empty
// where the evaluation is the same one refitted.
func reportFit(env *Env, command, from, to string, train, held []labelled, e0, h0 float64, checks []fitCheck) string {
	f := fitFigures{train: len(train), held: len(held), e0: e0, e1: fitError(train), h0: h0, h1: fitError(held)}
	for _, c := range checks {
		f.checks = append(f.checks, checkFigures{path: c.path, n: len(c.set), before: c.before, after: fitError(c.set)})
	}
	return printFit(env, command, from, to, f)
}

// fitFigures are a fit's errors as reportFit prints them: the positions
// fitted and held out and the errors on each before (e0, h0) and after
// (e1, h1), and each check file's.
type fitFigures struct {
	train, held    int
	e0, e1, h0, h1 float64
	checks         []checkFigures
}

// checkFigures are a check file's (-check) figures: its path, its
// positions and the errors before and after the fit.
type checkFigures struct {
	path          string
	n             int
	before, after float64
}

// printFit is reportFit of the figures f, measured by the caller.
func printFit(env *Env, command, from, to string, f fitFigures) string {
	fmt.Fprintf(env.Stdout, "error %s%.6f -> %s%.6f, held out %.6f -> %.6f\n", from, f.e0, to, f.e1, f.h0, f.h1)
	summary := fmt.Sprintf("%s\n%d positions fitted, %d held out: error %s%.6f -> %s%.6f, held out %.6f -> %.6f",
		command, f.train, f.held, from, f.e0, to, f.e1, f.h0, f.h1)
	for _, c := range f.checks {
		fmt.Fprintf(env.Stdout, "%s (%d positions): error %s%.6f -> %s%.6f\n", c.path, c.n, from, c.before, to, c.after)
		summary += fmt.Sprintf("\n%s (%d positions, never fitted): error %s%.6f -> %s%.6f", c.path, c.n, from, c.before, to, c.after)
	}
	return summary
}

// fitEPD fits chess.KingParams to the ce labels of the EPD file at path:
// coordinate descent, each weight stepping while the training error
// falls, its step halved when neither direction helps, until every step
// is 1 and no weight moves, or passes or limit run out. A share holdout
// of the games (by the positions' ids) is left out of the fit and
// measured before and after.
func fitEPD(env *Env, o fitOptions) error {
	path, holdout := o.path, o.holdout
	set, err := readLabelFile(path, o.ceMax)
	if err != nil {
		return err
	}
	var other []labelled
	if o.check != "" {
		if other, err = readLabelFile(o.check, o.ceMax); err != nil {
			return err
		}
	}
	set = set[:min(len(set), o.most)]
	held, train := splitHeld(set, holdout)
	if len(train) == 0 {
		return usagef("tune: %s: no labelled positions to fit", path)
	}
	fmt.Fprintf(env.Stdout, "positions: %d to fit, %d held out (scored within %d)\n", len(train), len(held), o.ceMax)
	began := time.Now()
	var params []chess.Param
	chess.KingFitMaterial()
	for _, p := range chess.KingParams() {
		if !fixedParam(p.Name, o.fixed) {
			params = append(params, p)
		}
	}
	start := make([]int32, len(params))
	steps := make([]int32, len(params))
	for i, p := range params {
		start[i] = *p.P
		steps[i] = max(1, abs32(*p.P)/2)
		if p.Name[:3] == "mat" {
			steps[i] = 16
		}
	}
	e0, h0, c0 := fitError(train), fitError(held), fitError(other)
	fmt.Fprintf(env.Stdout, "error %.6f, held out %.6f (%.1f s an error)\n", e0, h0, time.Since(began).Seconds())
	best := e0
	for pass := 1; pass <= o.passes && time.Since(began) < o.limit; pass++ {
		moved, big := 0, false
		for i, p := range params {
			if time.Since(began) >= o.limit {
				break
			}
			improved := false
			for _, dir := range []int32{1, -1} {
				for {
					if o.signs && crosses(start[i], *p.P+dir*steps[i], p.Name) {
						break
					}
					*p.P += dir * steps[i]
					e := fitError(train)
					if e >= best {
						*p.P -= dir * steps[i]
						break
					}
					best, improved = e, true
					moved++
				}
				if improved {
					break
				}
			}
			if !improved && steps[i] > 1 {
				steps[i] /= 2
			}
			big = big || steps[i] > 1
		}
		fmt.Fprintf(env.Stdout, "pass %d: error %.6f, held out %.6f, %d steps, %.0f s\n",
			pass, best, fitError(held), moved, time.Since(began).Seconds())
		if moved == 0 && !big {
			break
		}
	}
	printChanged(env, params, start)
	fmt.Fprintf(env.Stdout, "error %.6f -> %.6f, held out %.6f -> %.6f\n", e0, best, h0, fitError(held))
	if o.check != "" {
		fmt.Fprintf(env.Stdout, "%s (%d positions): error %.6f -> %.6f\n", o.check, len(other), c0, fitError(other))
	}
	fmt.Fprint(env.Stdout, chess.KingFitSource())
	return nil
}

// splitHeld splits set into the held-out share holdout and the rest:
// whole games (by id; a position without one is its own), drawn by a
// hash of the id, so the same ones every run.
func splitHeld(set []labelled, holdout float64) (held, train []labelled) {
	for i := range set {
		if heldOut(set[i].id, i, holdout) {
			held = append(held, set[i])
		} else {
			train = append(train, set[i])
		}
	}
	return held, train
}

// heldOut says whether splitHeld holds out the position with id, the
// ith of its set: by a hash of the id (of i where there is none).
func heldOut(id string, i int, holdout float64) bool {
	if id == "" {
		id = fmt.Sprint(i)
	}
	h := fnv.New64a()
	h.Write([]byte(id))
	return float64(h.Sum64()%10000) < holdout*10000
}

// readLabelFile reads the labelled positions of the EPD file at path
// (gzipped when its name ends in .gz) that the engine scored within
// ceMax either way.
func readLabelFile(path string, ceMax int) ([]labelled, error) {
	return readLabelFileAs(path, ceMax, "king-fit")
}

// readLabelFileAs is readLabelFile with the positions evaluating by eval.
func readLabelFileAs(path string, ceMax int, eval string) ([]labelled, error) {
	var kept []labelled
	err := eachLabelIn(path, ceMax, eval, func(p *chess.Position, ce int, id string) error {
		kept = append(kept, labelled{pos: p, ce: ce, unquiet: int32(p.Unquiet()), id: id, target: expected(float64(ce))})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return kept, nil
}

// eachLabelIn calls fn with each position of the label file at path
// (gzipped when its name ends in .gz) that the engine scored within
// ceMax either way, evaluating by eval, in the file's order, with its
// ce and id. A fault of the file is said with its path; fn's error
// stops the reading and is returned as it is.
func eachLabelIn(path string, ceMax int, eval string, fn func(p *chess.Position, ce int, id string) error) error {
	r, done, err := openEPD(path)
	if err != nil {
		return err
	}
	defer done()
	var stop error
	err = scanLabels(r, eval, func(p *chess.Position, ce int, id string) error {
		if ce < -ceMax || ce > ceMax {
			return nil
		}
		stop = fn(p, ce, id)
		return stop
	})
	if stop != nil {
		return stop
	}
	if err != nil {
		return fileError("", path, err)
	}
	return nil
}

// openEPD opens the EPD file at path, gunzipping it when its name ends
// in .gz; done closes it. A fault is said with its path.
func openEPD(path string) (r io.Reader, done func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fileError("", path, err)
	}
	if !strings.HasSuffix(path, ".gz") {
		return f, func() { f.Close() }, nil
	}
	z, err := gzip.NewReader(f)
	if err != nil {
		f.Close()
		return nil, nil, fileError("", path, err)
	}
	return z, func() { z.Close(); f.Close() }, nil
}

// fitOptions are tune -epd's flags.
type fitOptions struct {
	path                string
	holdout             float64
	most, passes, ceMax int
	limit               time.Duration
	fixed               string
	signs               bool
	// check is another file's positions, measured before and after.
	check string
}

// crosses says whether v has the other sign than the weight's value
// before the fit, start: a bonus that became a cost. A weight that
// started at 0 stays at or above it; the material values (differences
// from the pieces' values) are free.
func crosses(start, v int32, name string) bool {
	switch {
	case strings.HasPrefix(name, "mat"):
		return false
	case start >= 0:
		return v < 0
	}
	return v > 0
}

// checkFixed refuses a -fixed prefix that names no weight: a typo would
// otherwise fit the weight meant to stay as it is.
func checkFixed(fixed string) error {
	for _, f := range strings.Split(fixed, ",") {
		if f == "" {
			continue
		}
		found := false
		for _, p := range chess.KingParams() {
			found = found || strings.HasPrefix(p.Name, f)
		}
		if !found {
			return usagef("tune: -fixed %s: no weight's name starts so", clip.Quote(f))
		}
	}
	return nil
}

// checkOutPath refuses a file a fit could not write: its directory
// missing, or the path itself a directory. "" (no output) passes.
func checkOutPath(flag, path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return usagef("tune: %s %s: is a directory", flag, clip.Quote(path))
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil {
		return fileError(flag, path, err) // its directory's: "no such file or directory"
	} else if !fi.IsDir() {
		return usagef("tune: %s %s: %s is not a directory", flag, clip.Quote(path), filepath.Dir(path))
	}
	return nil
}

// fixedParam says whether the weight name is among the comma-separated
// prefixes of fixed.
func fixedParam(name, fixed string) bool {
	for _, f := range strings.Split(fixed, ",") {
		if f != "" && strings.HasPrefix(name, f) {
			return true
		}
	}
	return false
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
