package cli

import (
	"fmt"
	"math"
	"strings"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

func init() {
	register(command{"tune", "tune the king-aware chess evaluation's weights on games (Texel's method)", runTune})
}

// tunePosition is one position labelled by its game: the position
// (evaluating by "king-fit") and the game's result for White (1, 1/2, 0).
type tunePosition struct {
	pos    *chess.Position
	result float64
}

// runTune fits the weights of the king-aware evaluation (chess.KingParams,
// the weights of "king-fit") by Texel's method, in one of three ways:
//
//   - -label SPEC -games-pgn FILES -save FILE.epd writes the labels: the
//     quiet positions of the games (from ply -skip on, not in check, each
//     once) scored by an engine (Stockfish at -label-depth), as EPD with
//     the ce opcode;
//   - -epd FILE.epd fits the weights to those scores: both the engine's
//     and ours map to an expected score by the program's own logistic
//     (chess.EvalScale), and coordinate descent with shrinking steps
//     lowers the mean squared difference on all but a held-out -holdout
//     share of the positions, whose error is printed before and after
//     (the fit generalises when it falls there too);
//   - -epd FILE.epd -pst fits "fitted-pst"'s piece-square tables
//     instead (their differences from the textbook ones, tunepst.go) and
//     writes them as Go source (-pst-out, variants/chess/pstfit.go);
//   - -epd FILES -net trains "net"'s residual network on the labels of
//     one or more files (comma-separated) instead: what fitted-pst's
//     value misses (tunenet.go), written as Go source (-net-out,
//     variants/chess/netweights.go); -net-eval net-terms (or
//     net-leaves) trains "net-terms"' on fitted-terms' value
//     (netweightsterms.go, netweightsleaves.go);
//   - -sample-leaves FILE.epd -label SPEC -save FILE.epd labels the
//     quiet leaves of the default player's searches from the file's
//     positions instead of a game's positions (tunesample.go): the
//     positions the evaluation is used on;
//   - -games-pgn FILES alone labels the positions by their games' results
//     (the first fit's way, which lost its SPRT: too few, too noisy
//     labels) with the scale K fitted, and moves each weight by ±1.
//
// It prints the errors and every weight that changed, then the weights
// as Go source; evalparams.go's kingFitted is changed by hand, and a
// weight set is adopted after an SPRT (docs/strength.md, "Tuning").
func runTune(env *Env, args []string) error {
	fs := newFlagSet(env, "tune", "rollout tune -games-pgn FILES|-relabel FILES.epd|-sample-leaves FILE.epd [-sample-iterations N] [-sample-per N] [-sample-skip N] [-sample-seed N] [-label SPEC -label-depth N|-label-static -save FILE.epd] | -epd FILE.epd [-holdout F] [-ce-max CP] [-check FILE.epd] [-fixed NAMES] [-from-textbook] [-signs=false] [-max N] [-passes N] [-time D] [-pst [-pst-out FILE.go] [-pst-scale X] [-pst-l2 X] [-pst-epochs N] [-pst-mean=false] [-pst-eval NAME] [-pst-sym] [-pst-terms [-pst-rounds N]]] [-net [-net-out FILE.go] [-net-hidden N] [-net-gate N] [-net-epochs N] [-net-batch N] [-net-rate X] [-net-l2 X] [-net-scale X] [-net-shrink X] [-net-seed N] [-net-eval NAME] [-net-init NAME]] [-prior-fit [-prior-fit-out FILE.go] [-prior-fit-epochs N] [-prior-fit-batch N] [-prior-fit-rate X] [-prior-fit-l2 X]]")
	path := fs.String("games-pgn", "", "PGN files (comma-separated) of finished games: their positions, labelled by -label or by the games' results")
	labelSpec := fs.String("label", "", "label the positions by this engine's scores (uci:stockfish,Threads=1) into -save")
	labelDepth := fs.Int("label-depth", 8, "with -label: the engine's search depth")
	labelNodes := fs.Int64("label-nodes", 0, "with -label: the engine's node limit (0: none)")
	labelStatic := fs.Bool("label-static", false, "with -label: the engine's static evaluation (Stockfish's eval command), no search")
	pst := fs.Bool("pst", false, "with -epd: fit \"fitted-pst\"'s piece-square tables (its differences from the textbook ones), not king-fit's weights")
	pstOut := fs.String("pst-out", "", "with -pst: write the fitted tables as Go source (variants/chess/pstfit.go) to this file")
	pstMean := fs.Bool("pst-mean", true, "with -pst: each kind's differences average 0 over its squares (the material values kept)")
	pstL2 := fs.Float64("pst-l2", 1e-9, "with -pst: the weight of the squared differences added to the error (a pull towards the textbook tables)")
	pstScale := fs.Float64("pst-scale", 1, "with -pst: multiply the labels' centipawns by this before the fit (their pawn against ours)")
	pstEpochs := fs.Int("pst-epochs", 400, "with -pst: full-gradient steps (Adam)")
	pstEval := fs.String("pst-eval", "fitted-pst", "with -pst: the evaluation whose tables are fitted (fitted-pst, fitted-sym, fitted-terms); -pst-out writes its file")
	pstTerms := fs.Bool("pst-terms", false, "with -pst -pst-eval fitted-terms: fit the terms' weights (mobility, king safety, passers, outposts, bishop pair, rooks...) with the tables")
	pstRounds := fs.Int("pst-rounds", 3, "with -pst-terms: rounds of the model taken afresh at the weights fitted")
	pstSym := fs.Bool("pst-sym", false, "with -pst: left-right symmetric tables (each entry tied to its mirror, a1 with h1)")
	netFit := fs.Bool("net", false, "with -epd FILES (comma-separated): train \"net\"'s residual network (what fitted-pst's value misses), not king-fit's weights")
	netOut := fs.String("net-out", "", "with -net: write the network as Go source (variants/chess/netweights.go) to this file")
	netHidden := fs.Int("net-hidden", 32, "with -net: hidden units (a multiple of 16, 16 to 256)")
	netGate := fs.Int("net-gate", 2, "with -net: the network corrects positions within this many pawns of material balance (a knight 3, a queen 9), less its mean there")
	netEpochs := fs.Int("net-epochs", 40, "with -net: passes over the positions at most")
	netBatch := fs.Int("net-batch", 256, "with -net: positions a step (Adam)")
	netRate := fs.Float64("net-rate", 1e-3, "with -net: Adam's first rate, halved when the held-out error does not fall (the fourth halving stops)")
	netL2 := fs.Float64("net-l2", 0, "with -net: the weight of the first layer's squared weights added to the gradient")
	netDecay := fs.Float64("net-decay-kings", 0, "with -net and a king-relative -net-eval: each step shrinks what the king's sets add to the shared table by rate times this (decoupled weight decay)")
	netScale := fs.Float64("net-scale", 1.3, "with -net: multiply the labels' centipawns by this (fitted-pst's tables were fitted with -pst-scale 1.3)")
	netShrink := fs.Float64("net-shrink", 1, "with -net: multiply the trained network's correction by this (0 to 1) before it is measured and written")
	netShrinks := fs.String("net-shrinks", "", "with -net: first measure the held-out and -check errors with the correction multiplied by each of these factors (comma-separated, 0 to 1), to choose -net-shrink by")
	netSeed := fs.Uint64("net-seed", 1, "with -net: the seed of the first weights and of the order")
	netInit := fs.String("net-init", "", "with -net: start the training from this network evaluation's weights (its file's; "+strings.Join(chess.NetEvals(), ", ")+"), not random ones: of -net-eval's shape and -net-hidden's units, its output weights read as -net-shrink times the trainer's (give the file's factor; -net-epochs 0 writes the file's weights back)")
	netEval := fs.String("net-eval", "net", "with -net: the network evaluation trained, one of "+strings.Join(chess.NetEvals(), ", ")+" (net on fitted-pst's value, the others on fitted-terms'; each has its file, variants/chess/netweights*.go)")
	relabel := fs.String("relabel", "", "with -label: label again the positions of these labelled EPD files (comma-separated, gzipped when .gz; their ids kept): leaves labelled statically, by a search")
	sampleFrom := fs.String("sample-leaves", "", "with -label: label the quiet leaves of the default player's searches from this EPD file's positions (its ids kept), not a game's positions")
	sampleIters := fs.Int64("sample-iterations", 1000, "with -sample-leaves: each search's iterations")
	samplePer := fs.Int("sample-per", 16, "with -sample-leaves: the most leaves kept of each search, at random")
	sampleSkip := fs.Int("sample-skip", 0, "with -sample-leaves: start positions passed over (after a shuffle by -sample-seed): another chunk")
	sampleSeed := fs.Uint64("sample-seed", 1, "with -sample-leaves: the seed of the shuffle, the leaves drawn and the searches")
	save := fs.String("save", "", "with -label: the EPD file to write")
	quiet := fs.Int("quiet", 30, "with -label: keep positions whose capture resolution changes the standard value by at most this many centipawns")
	epd := fs.String("epd", "", "fit to the ce scores of this EPD file (written by -label)")
	policy := fs.Bool("prior-fit", false, "with -epd: fit the \"fitted\" quiet order's weights (chess priors) to the files' best moves (bm, written by -label with a search)")
	policyOut := fs.String("prior-fit-out", "", "with -prior-fit: write the fitted weights as Go source here (variants/chess/priorfitted.go)")
	policyEpochs := fs.Int("prior-fit-epochs", 16, "with -prior-fit: passes over the positions")
	policyBatch := fs.Int("prior-fit-batch", 256, "with -prior-fit: positions a step")
	policyRate := fs.Float64("prior-fit-rate", 1, "with -prior-fit: Adam's step, in centipawns")
	policyL2 := fs.Float64("prior-fit-l2", 0, "with -prior-fit: the pull toward pst's weights, per centipawn squared")
	holdout := fs.Float64("holdout", 0.15, "with -epd: the share of positions held out of the fit, to measure it on")
	ceMax := fs.Int("ce-max", 1000, "with -epd: leave out positions the engine scores beyond this many centipawns either way (decided ones)")
	signs := fs.Bool("signs", true, "with -epd: each weight keeps the sign it had (a bonus stays a bonus); material values are free")
	check := fs.String("check", "", "with -epd: also measure the error on this EPD file's positions (another source) before and after (with -net, more files than one, comma-separated)")
	fresh := fs.Bool("from-textbook", false, "with -epd: start the fit from the textbook weights, not king-fit's own")
	fixed := fs.String("fixed", "", "with -epd: weights (comma-separated name prefixes, e.g. mat,passed) left as they are")
	skip := fs.Int("skip", 8, "plies of each game left out (the openings)")
	most := fs.Int("max", 200000, "at most this many positions")
	passes := fs.Int("passes", 20, "passes over the weights at most")
	limit := fs.Duration("time", 10*time.Minute, "stop after this long (the last pass's weights are kept)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkRanges([]flagRange{
		{"skip", *skip, *skip >= 0, "must not be negative"}, {"quiet", *quiet, *quiet >= 0, "must not be negative"},
		{"max", *most, *most > 0, "at least 1"}, {"passes", *passes, *passes > 0, "at least 1"},
		{"time", *limit, *limit > 0, "must be positive"},
	}); err != nil {
		return err
	}
	switch {
	case *epd != "":
		if *path != "" || *labelSpec != "" {
			return usagef("tune: -epd fits to its labels: no -games-pgn or -label with it")
		}
		if !(*holdout >= 0 && *holdout < 1) {
			return usagef("tune: -holdout %v: want a share in [0, 1)", *holdout)
		}
		if *fresh {
			chess.KingFitFromTextbook()
		}
		if *ceMax <= 0 {
			return usagef("tune: -ce-max %d: must be positive", *ceMax)
		}
		if *netInit != "" && !*netFit {
			return usagef("tune: -net-init starts a network's training: it goes with -net")
		}
		if *netFit && *pst {
			return usagef("tune: -pst and -net are two fits: give one")
		}
		if err := checkFixed(*fixed); err != nil {
			return err
		}
		// A fit runs for minutes to hours: an output it could not write
		// is refused before it starts, not after.
		for _, o := range []struct{ flag, path string }{{"-pst-out", *pstOut}, {"-net-out", *netOut}} {
			if err := checkOutPath(o.flag, o.path); err != nil {
				return err
			}
		}
		if *policy {
			if *netFit || *pst {
				return usagef("tune: -prior-fit, -pst and -net are three fits: give one")
			}
			if err := checkOutPath("-prior-fit-out", *policyOut); err != nil {
				return err
			}
			if err := checkRanges([]flagRange{
				{"prior-fit-epochs", *policyEpochs, *policyEpochs > 0, "at least 1"}, {"prior-fit-batch", *policyBatch, *policyBatch > 0, "at least 1"},
				{"prior-fit-rate", *policyRate, *policyRate > 0, "must be positive"}, {"prior-fit-l2", *policyL2, *policyL2 >= 0, "must not be negative"},
			}); err != nil {
				return err
			}
			return fitPolicy(env, policyOptions{paths: strings.Split(*epd, ","), holdout: *holdout, most: *most, out: *policyOut,
				opt: chess.PolicyOptions{Epochs: *policyEpochs, Batch: *policyBatch, Rate: *policyRate, L2: *policyL2, Seed: 1}, command: "rollout tune " + strings.Join(args, " ")})
		}
		if *netFit {
			if err := checkRanges([]flagRange{
				{"net-hidden", *netHidden, *netHidden >= 16 && *netHidden <= chess.NetMaxHidden && *netHidden%16 == 0, fmt.Sprintf("want a multiple of 16 from 16 to %d", chess.NetMaxHidden)},
				{"net-gate", *netGate, *netGate >= 0 && *netGate <= 39, "want 0 to 39"},
				{"net-shrink", *netShrink, *netShrink > 0 && *netShrink <= 1, "want a number in (0, 1]"},
				{"net-epochs", *netEpochs, *netEpochs > 0 || *netEpochs == 0 && *netInit != "", "at least 1 (0 with -net-init: its weights written as they are)"},
				{"net-batch", *netBatch, *netBatch > 0, "at least 1"},
				{"net-rate", *netRate, *netRate > 0, "must be positive"}, {"net-scale", *netScale, *netScale > 0, "must be positive"},
				{"net-l2", *netL2, *netL2 >= 0, "must not be negative"}, {"net-decay-kings", *netDecay, *netDecay >= 0, "must not be negative"},
			}); err != nil {
				return err
			}
			base, err := chess.NetBase(*netEval)
			if err != nil {
				return usagef("tune: -net-eval: %v", err)
			}
			shrinks, err := shrinkList(*netShrinks)
			if err != nil {
				return err
			}
			if kings, _ := chess.NetKings(*netEval); *netDecay > 0 && !kings {
				return usagef("tune: -net-decay-kings: %s is not a king-relative network (net-kings32 is)", *netEval)
			}
			init, err := netInitOf(*netInit, *netEval, *netHidden)
			if err != nil {
				return err
			}
			return fitNet(env, netOptions{eval: *netEval, base: base, init: init, fitOptions: fitOptions{holdout: *holdout, most: *most, ceMax: *ceMax, check: *check},
				paths: strings.Split(*epd, ","), out: *netOut, hidden: *netHidden, gate: *netGate, epochs: *netEpochs, batch: *netBatch,
				lr: *netRate, l2: *netL2, decay: *netDecay, scale: *netScale, shrink: *netShrink, shrinks: shrinks, seed: *netSeed, command: "rollout tune " + strings.Join(args, " ")})
		}
		if *pst {
			if err := checkRanges([]flagRange{
				{"pst-epochs", *pstEpochs, *pstEpochs > 0, "at least 1"}, {"pst-scale", *pstScale, *pstScale > 0, "must be positive"},
				{"pst-l2", *pstL2, *pstL2 >= 0, "must not be negative"},
			}); err != nil {
				return err
			}
			return fitPST(env, pstOptions{fitOptions: fitOptions{path: *epd, holdout: *holdout, most: *most, ceMax: *ceMax, check: *check},
				out: *pstOut, mean: *pstMean, scale: *pstScale, l2: *pstL2, epochs: *pstEpochs, eval: *pstEval, sym: *pstSym, terms: *pstTerms, rounds: *pstRounds, command: "rollout tune " + strings.Join(args, " ")})
		}
		return fitEPD(env, fitOptions{path: *epd, holdout: *holdout, most: *most, passes: *passes,
			limit: *limit, ceMax: *ceMax, fixed: *fixed, signs: *signs, check: *check})
	case *relabel != "":
		if *path != "" || *sampleFrom != "" || *labelSpec == "" || *save == "" {
			return usagef("tune: -relabel labels its files' positions by -label into -save (both required), not -games-pgn's or -sample-leaves'")
		}
		if *labelDepth <= 0 && *labelNodes <= 0 && !*labelStatic {
			return usagef("tune: -label-depth or -label-nodes must be positive")
		}
		set, err := relabelPositions(strings.Split(*relabel, ","), *most)
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "positions: %d of %s\n", len(set), *relabel)
		return label(env, set, *labelSpec, *labelDepth, *labelNodes, *labelStatic, *save,
			"of "+*relabel)
	case *sampleFrom != "":
		if *path != "" || *labelSpec == "" || *save == "" {
			return usagef("tune: -sample-leaves labels the leaves by -label into -save (both required), not -games-pgn's positions")
		}
		if err := checkRanges([]flagRange{
			{"sample-iterations", *sampleIters, *sampleIters > 0, "at least 1"}, {"sample-per", *samplePer, *samplePer > 0, "at least 1"},
			{"sample-skip", *sampleSkip, *sampleSkip >= 0, "must not be negative"},
		}); err != nil {
			return err
		}
		if *labelDepth <= 0 && *labelNodes <= 0 && !*labelStatic {
			return usagef("tune: -label-depth or -label-nodes must be positive")
		}
		set, searched, err := sampleLeaves(env, leafOptions{from: *sampleFrom, skip: *sampleSkip, most: *most,
			iterations: *sampleIters, per: *samplePer, quiet: *quiet, seed: *sampleSeed})
		if err != nil {
			return err
		}
		fmt.Fprintf(env.Stdout, "positions: %d quiet leaves of %d searches\n", len(set), searched)
		return label(env, set, *labelSpec, *labelDepth, *labelNodes, *labelStatic, *save,
			fmt.Sprintf("leaves of %d searches by the default player at %d iterations from %s's positions (shuffled by seed %d, %d passed over; at most %d a search, quiet within %d cp, each once)",
				searched, *sampleIters, *sampleFrom, *sampleSeed, *sampleSkip, *samplePer, *quiet))
	case *path == "":
		return usagef("tune: -games-pgn or -epd is required")
	case *labelSpec != "":
		if *save == "" {
			return usagef("tune: -label writes to -save FILE.epd, which is required")
		}
		if *labelDepth <= 0 && *labelNodes <= 0 && !*labelStatic {
			return usagef("tune: -label-depth or -label-nodes must be positive")
		}
		files := strings.Split(*path, ",")
		set, games, err := quietPositions(files, *skip, *quiet, *most)
		if err != nil {
			return usagef("tune: %v", err)
		}
		fmt.Fprintf(env.Stdout, "positions: %d quiet ones from %d games\n", len(set), games)
		return label(env, set, *labelSpec, *labelDepth, *labelNodes, *labelStatic, *save,
			fmt.Sprintf("from %d games of %s (plies %d on, not in check, quiet within %d cp, each once)", games, *path, *skip, *quiet))
	}
	return fitResults(env, strings.Split(*path, ","), *skip, *most, *passes, *limit)
}

// fitResults is the fit to the games' results (Texel's first form).
func fitResults(env *Env, files []string, skip, most, passes int, limit time.Duration) error {
	var set []tunePosition
	results := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}
	finished := func(tags map[string]string) bool { _, ok := results[tags["Result"]]; return ok }
	games, err := eachGamePosition(files, skip, finished, func(cp *chess.Position, tags map[string]string, _ int) bool {
		c := cp.Clone().(*chess.Position)
		c.SetEval("king-fit")
		set = append(set, tunePosition{c, results[tags["Result"]]})
		return len(set) < most
	})
	if err != nil {
		return usagef("tune: %v", err)
	}
	if len(set) == 0 {
		return usagef("tune: %s: no finished games with positions past ply %d", strings.Join(files, ","), skip)
	}
	fmt.Fprintf(env.Stdout, "positions: %d from %d games\n", len(set), games)
	began := time.Now()
	k := fitK(set)
	e0 := tuneError(set, k)
	fmt.Fprintf(env.Stdout, "K %.3f, error %.6f\n", k, e0)
	chess.KingFitMaterial()
	params := chess.KingParams()
	start := make([]int32, len(params))
	for i, p := range params {
		start[i] = *p.P
	}
	best := e0
	for pass := 1; pass <= passes && time.Since(began) < limit; pass++ {
		moved := 0
		for _, p := range params {
			if time.Since(began) >= limit {
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
	printChanged(env, params, start)
	fmt.Fprintf(env.Stdout, "error %.6f -> %.6f\n", e0, best)
	return nil
}

// printChanged prints each weight that moved from start.
func printChanged(env *Env, params []chess.Param, start []int32) {
	for i, p := range params {
		if *p.P != start[i] {
			fmt.Fprintf(env.Stdout, "%s %d -> %d\n", p.Name, start[i], *p.P)
		}
	}
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

// flagRange is one of tune's numeric flags: its value, whether the value
// is in range, and what the flag takes.
type flagRange struct {
	name  string
	value any
	ok    bool
	want  string
}

// checkRanges refuses the first flag out of its range, naming it and its
// value as other commands' errors do ("tune: -max 0: at least 1"), not a
// list of flags for any one of them.
func checkRanges(rs []flagRange) error {
	for _, r := range rs {
		if !r.ok {
			return usagef("tune: -%s %v: %s", r.name, r.value, r.want)
		}
	}
	return nil
}
