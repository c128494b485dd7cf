package chess

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"
)

// A policy fit (FitPolicy, `rollout tune -prior-fit`) weighs Prior's
// terms anew so that the move a strong engine chose in a position is
// rated above the others: a softmax over the position's legal moves of
// each move's gain (priorTerms weighed by positionalWeights and the
// check's weight) over a temperature, trained by Adam on the
// cross-entropy of the engine's move, the weights held near pst's by
// an L2 term. Material stays at its own weight (1), which anchors the
// scale in centipawns; the temperature is fitted beside the weights.
// The fitted weights are the "fitted" quiet order's (fittedPositional,
// written by WritePolicyGo).

// PolicySample is a position and the move a strong engine played or
// chose there.
type PolicySample struct {
	Pos  *Position
	Best Move
	// Held is set for the samples held out of the fit, on which it is
	// measured.
	Held bool
}

// PolicyOptions are a policy fit's settings.
type PolicyOptions struct {
	// Epochs is the number of passes over the samples; Batch the
	// positions a step; Rate Adam's step in centipawns; L2 the weight of
	// the pull toward pst's weights, per centipawn squared.
	Epochs, Batch int
	Rate, L2      float64
	Seed          uint64
}

// PolicyFigures measure a policy on a set of samples: the share whose
// move it rates first and among its first three, the mean rank of the
// move (1 is first; ties count against it) and the mean cross-entropy
// (nats) at the temperature.
type PolicyFigures struct {
	N                    int
	Top1, Top3, MeanRank float64
	Loss                 float64
}

// String writes the figures as one line.
func (f PolicyFigures) String() string {
	return fmt.Sprintf("%d positions: first %.1f%%, first three %.1f%%, mean rank %.2f, cross-entropy %.4f",
		f.N, 100*f.Top1, 100*f.Top3, f.MeanRank, f.Loss)
}

// PolicyFit is a fit's result: the weights, the temperature, and the
// figures of pst's weights and the fitted ones, on the samples fitted
// and on those held out.
type PolicyFit struct {
	W                     positionalWeights
	Extra                 fittedExtraWeights
	Check                 int32
	Temperature           float64
	Before, After         PolicyFigures
	HeldBefore, HeldAfter PolicyFigures
	Positions, MovesRated int
}

// policySample is a sample's moves' terms, the chosen move's index and
// the phase.
type policySample struct {
	moves []priorTerms
	best  int
	phase int32
	held  bool
}

// policyParams are the fitted weights as floats: the tables, then
// castle, kingStep, rookRights, threatOne, threatFork, check, the extra
// terms' (fittedExtraWeights: capture by victim and mover, then
// defended, nearThem, nearUs and mobile by mover), and the log of the
// temperature.
type policyParams [ppLogT + 1]float64

// The parameters' offsets in policyParams.
const (
	ppMid        = 0
	ppEnd        = 6 * 64
	ppScalar     = 2 * 6 * 64
	ppCastleW    = ppScalar + 0
	ppKingStepW  = ppScalar + 1
	ppRookRightW = ppScalar + 2
	ppThreatOne  = ppScalar + 3
	ppThreatFork = ppScalar + 4
	ppCheckW     = ppScalar + 5
	ppCapture    = ppScalar + 6
	ppDefended   = ppCapture + 36
	ppNearThem   = ppDefended + 6
	ppNearUs     = ppNearThem + 6
	ppMobile     = ppNearUs + 6
	ppLogT       = ppMobile + 6
)

// textbookParams are pst's weights and a temperature of priorScale.
func textbookParams() (p policyParams) {
	for pt := range 6 {
		for sq := range 64 {
			p[ppMid+pt*64+sq] = float64(pstMid[pt][sq])
			p[ppEnd+pt*64+sq] = float64(pstEnd[pt][sq])
		}
	}
	p[ppCastleW], p[ppKingStepW], p[ppRookRightW] = castleBonus, kingStepCost, rookRightsCost
	p[ppThreatOne], p[ppThreatFork] = threatOne, threatFork
	p[ppCheckW] = float64(quietKings[quietPST].check)
	p[ppLogT] = math.Log(priorScale)
	return p
}

// score is the move's gain under the parameters, and, where grad is
// not nil, adds d(gain)/d(param)·scale to grad.
func (pp *policyParams) score(t *priorTerms, phase int32, grad *policyParams, scale float64) float64 {
	g := float64(t.material + t.kings)
	if t.check {
		g += pp[ppCheckW]
		if grad != nil {
			grad[ppCheckW] += scale
		}
	}
	if e := &t.extra; e.has {
		mv := int(e.mover)
		for _, f := range [...]struct {
			at int
			x  float64
		}{{ppNearThem + mv, float64(e.nearThem)}, {ppNearUs + mv, float64(e.nearUs)}, {ppMobile + mv, float64(e.mobile)}} {
			g += pp[f.at] * f.x
			if grad != nil {
				grad[f.at] += scale * f.x
			}
		}
		if e.victim >= 0 {
			at := ppCapture + int(e.victim)*6 + mv
			g += pp[at]
			if grad != nil {
				grad[at] += scale
			}
		}
		if e.defended {
			g += pp[ppDefended+mv]
			if grad != nil {
				grad[ppDefended+mv] += scale
			}
		}
	}
	if !t.positional {
		return g
	}
	switch t.threat {
	case 1:
		g += pp[ppThreatOne]
		if grad != nil {
			grad[ppThreatOne] += scale
		}
	case 2:
		g += pp[ppThreatFork]
		if grad != nil {
			grad[ppThreatFork] += scale
		}
	}
	pos := &t.pos
	fm := float64(phase) / phaseFull
	fe := 1 - fm
	pt := int(pos.pt) * 64
	mid := pp[ppMid+pt+int(pos.to)] - pp[ppMid+pt+int(pos.from)]
	end := pp[ppEnd+pt+int(pos.to)] - pp[ppEnd+pt+int(pos.from)]
	if grad != nil {
		grad[ppMid+pt+int(pos.to)] += scale * fm
		grad[ppMid+pt+int(pos.from)] -= scale * fm
		grad[ppEnd+pt+int(pos.to)] += scale * fe
		grad[ppEnd+pt+int(pos.from)] -= scale * fe
	}
	switch {
	case pos.castle:
		r := rook * 64
		mid += pp[ppCastleW] + pp[ppMid+r+int(pos.rookTo)] - pp[ppMid+r+int(pos.rookFrom)]
		if grad != nil {
			grad[ppCastleW] += scale * fm
			grad[ppMid+r+int(pos.rookTo)] += scale * fm
			grad[ppMid+r+int(pos.rookFrom)] -= scale * fm
		}
	case pos.kingSteps > 0:
		mid -= float64(pos.kingSteps) * pp[ppKingStepW]
		if grad != nil {
			grad[ppKingStepW] -= scale * fm * float64(pos.kingSteps)
		}
	case pos.rookRights:
		mid -= pp[ppRookRightW]
		if grad != nil {
			grad[ppRookRightW] -= scale * fm
		}
	}
	return g + mid*fm + end*fe
}

// scores are the gains of s's moves under the parameters, in buf's
// room, and the largest of them.
func (pp *policyParams) scores(s *policySample, buf []float64) ([]float64, float64) {
	buf = buf[:0]
	mx := math.Inf(-1)
	for j := range s.moves {
		v := pp.score(&s.moves[j], s.phase, nil, 0)
		buf = append(buf, v)
		mx = max(mx, v)
	}
	return buf, mx
}

// figures measures the parameters on the samples whose held is held.
func (pp *policyParams) figures(set []policySample, held bool) PolicyFigures {
	var f PolicyFigures
	t := math.Exp(pp[ppLogT])
	scores := make([]float64, 0, 256)
	for i := range set {
		s := &set[i]
		if s.held != held {
			continue
		}
		var mx float64
		scores, mx = pp.scores(s, scores)
		best := scores[s.best]
		rank, z := 1, 0.0
		for j, v := range scores {
			if j != s.best && v >= best {
				rank++
			}
			z += math.Exp((v - mx) / t)
		}
		f.N++
		f.MeanRank += float64(rank)
		if rank == 1 {
			f.Top1++
		}
		if rank <= 3 {
			f.Top3++
		}
		f.Loss += -(best-mx)/t + math.Log(z)
	}
	if f.N > 0 {
		n := float64(f.N)
		f.Top1, f.Top3, f.MeanRank, f.Loss = f.Top1/n, f.Top3/n, f.MeanRank/n, f.Loss/n
	}
	return f
}

// policySamples reads each sample's legal moves' terms under the
// fitted order (pst's and the extra terms), leaving out positions with
// a single legal move and samples whose move is not legal there.
func policySamples(in []PolicySample) []policySample {
	out := make([]policySample, 0, len(in))
	var buf [256]Move
	for _, s := range in {
		p := *s.Pos
		p.quiet = quietFitted
		moves := p.LegalMoves(buf[:0])
		if len(moves) < 2 {
			continue
		}
		best := -1
		c := p.priorsContext()
		ps := policySample{moves: make([]priorTerms, len(moves)), phase: c.phase, held: s.Held}
		for i, m := range moves {
			if m == s.Best {
				best = i
			}
			ps.moves[i] = p.priorTerms(m, &c)
		}
		if best < 0 {
			continue
		}
		ps.best = best
		out = append(out, ps)
	}
	return out
}

// FitPolicy fits the "fitted" quiet order's weights to the samples
// (the held ones measured, not fitted), writing each epoch's figures to
// log.
func FitPolicy(in []PolicySample, o PolicyOptions, log io.Writer) (PolicyFit, error) {
	set := policySamples(in)
	var train []int
	for i := range set {
		if !set[i].held {
			train = append(train, i)
		}
	}
	if len(train) == 0 {
		return PolicyFit{}, fmt.Errorf("chess: policy fit: no position to fit (a legal best move and two legal moves or more)")
	}
	if o.Epochs <= 0 || o.Batch <= 0 || !(o.Rate > 0) || !(o.L2 >= 0) {
		return PolicyFit{}, fmt.Errorf("chess: policy fit: epochs, batch and rate must be positive, l2 not negative")
	}
	start := textbookParams()
	pp := start
	res := PolicyFit{Before: pp.figures(set, false), HeldBefore: pp.figures(set, true)}
	fmt.Fprintf(log, "pst: fitted %v\npst: held out %v\n", res.Before, res.HeldBefore)
	var m1, m2, grad policyParams
	const b1, b2, eps = 0.9, 0.999, 1e-8
	rng := rand.New(rand.NewPCG(o.Seed, 0x9e3779b97f4a7c15))
	step := 0
	scores := make([]float64, 0, 256)
	for ep := 0; ep < o.Epochs; ep++ {
		rng.Shuffle(len(train), func(i, j int) { train[i], train[j] = train[j], train[i] })
		for lo := 0; lo < len(train); lo += o.Batch {
			hi := min(lo+o.Batch, len(train))
			grad = policyParams{}
			t := math.Exp(pp[ppLogT])
			for _, k := range train[lo:hi] {
				s := &set[k]
				var mx float64
				scores, mx = pp.scores(s, scores)
				z := 0.0
				for j, v := range scores {
					scores[j] = math.Exp((v - mx) / t)
					z += scores[j]
				}
				// d(loss)/d(score_j) = (p_j - y_j)/t; d(loss)/d(log t) =
				// sum_j (p_j - y_j)·(-score_j/t).
				for j := range s.moves {
					pj := scores[j] / z
					y := 0.0
					if j == s.best {
						y = 1
					}
					v := pp.score(&s.moves[j], s.phase, &grad, (pj-y)/t)
					grad[ppLogT] += (pj - y) * -(v - mx) / t
				}
			}
			n := float64(hi - lo)
			step++
			for i := range pp {
				g := grad[i] / n
				if i != ppLogT {
					g += 2 * o.L2 * (pp[i] - start[i])
				}
				m1[i] = b1*m1[i] + (1-b1)*g
				m2[i] = b2*m2[i] + (1-b2)*g*g
				mh := m1[i] / (1 - math.Pow(b1, float64(step)))
				vh := m2[i] / (1 - math.Pow(b2, float64(step)))
				lr := o.Rate
				if i == ppLogT {
					lr = o.Rate / 200 // the log of the temperature moves in units, not centipawns
				}
				pp[i] -= lr * mh / (math.Sqrt(vh) + eps)
			}
		}
		fmt.Fprintf(log, "epoch %d: temperature %.1f; fitted %v; held out %v\n", ep+1, math.Exp(pp[ppLogT]), pp.figures(set, false), pp.figures(set, true))
	}
	// The weights the order plays are whole centipawns: measure those.
	var rounded policyParams
	for i := range pp {
		rounded[i] = math.Round(pp[i])
	}
	rounded[ppLogT] = pp[ppLogT]
	res.After, res.HeldAfter = rounded.figures(set, false), rounded.figures(set, true)
	res.Temperature = math.Exp(pp[ppLogT])
	mid, end := new([6][64]int32), new([6][64]int32)
	for pt := range 6 {
		for sq := range 64 {
			mid[pt][sq] = int32(rounded[ppMid+pt*64+sq])
			end[pt][sq] = int32(rounded[ppEnd+pt*64+sq])
		}
	}
	res.W = positionalWeights{mid: mid, end: end,
		castle: int32(rounded[ppCastleW]), kingStep: int32(rounded[ppKingStepW]), rookRights: int32(rounded[ppRookRightW]),
		threatOne: int32(rounded[ppThreatOne]), threatFork: int32(rounded[ppThreatFork])}
	res.Check = int32(rounded[ppCheckW])
	for v := range 6 {
		for mv := range 6 {
			res.Extra.capture[v][mv] = int32(rounded[ppCapture+v*6+mv])
		}
	}
	for mv := range 6 {
		res.Extra.defended[mv] = int32(rounded[ppDefended+mv])
		res.Extra.nearThem[mv] = int32(rounded[ppNearThem+mv])
		res.Extra.nearUs[mv] = int32(rounded[ppNearUs+mv])
		res.Extra.mobile[mv] = int32(rounded[ppMobile+mv])
	}
	res.Positions, res.MovesRated = len(set), 0
	for i := range set {
		res.MovesRated += len(set[i].moves)
	}
	return res, nil
}

// WritePolicyGo writes the fit as the Go source of the "fitted" quiet
// order's weights (priorfitted.go), its header the comment lines given.
func WritePolicyGo(w io.Writer, f PolicyFit, header []string) error {
	var s strings.Builder
	for _, h := range header {
		s.WriteString(strings.TrimRight("// "+h, " ") + "\n")
	}
	s.WriteString("\npackage chess\n\n")
	s.WriteString("// fittedCheck is the \"fitted\" quiet order's weight of a check.\n")
	fmt.Fprintf(&s, "const fittedCheck = %d\n\n", f.Check)
	s.WriteString("// fittedPositional are the \"fitted\" quiet order's positional weights\n// (priorfit.go).\n")
	fmt.Fprintf(&s, "var fittedPositional = positionalWeights{\n\tmid: &fittedPriorMid, end: &fittedPriorEnd,\n\tcastle: %d, kingStep: %d, rookRights: %d,\n\tthreatOne: %d, threatFork: %d,\n}\n\n",
		f.W.castle, f.W.kingStep, f.W.rookRights, f.W.threatOne, f.W.threatFork)
	x := &f.Extra
	s.WriteString("// fittedExtra are the \"fitted\" quiet order's weights of its own terms\n// (priorExtra), by the moving piece's kind: pawn, knight, bishop, rook,\n// queen, king (a capture's by the victim's, then the mover's).\n")
	fmt.Fprintf(&s, "var fittedExtra = fittedExtraWeights{\n\tcapture: [6][6]int32{\n")
	for v := range 6 {
		fmt.Fprintf(&s, "\t\t%s,\n", intList(x.capture[v][:]))
	}
	fmt.Fprintf(&s, "\t},\n\tdefended: [6]int32%s,\n\tnearThem: [6]int32%s,\n\tnearUs:   [6]int32%s,\n\tmobile:   [6]int32%s,\n}\n\n",
		intList(x.defended[:]), intList(x.nearThem[:]), intList(x.nearUs[:]), intList(x.mobile[:]))
	for _, tab := range []struct {
		name string
		t    *[6][64]int32
	}{{"fittedPriorMid", f.W.mid}, {"fittedPriorEnd", f.W.end}} {
		fmt.Fprintf(&s, "// %s is the \"fitted\" quiet order's piece-square table (from\n// white's side, a8 first).\nvar %s = [6][64]int32{\n", tab.name, tab.name)
		for pt := range 6 {
			s.WriteString("\t{")
			for sq := range 64 {
				if sq%8 == 0 {
					s.WriteString("\n\t\t")
				} else {
					s.WriteString(" ")
				}
				fmt.Fprintf(&s, "%d,", tab.t[pt][sq])
			}
			s.WriteString("\n\t},\n")
		}
		s.WriteString("}\n\n")
	}
	_, err := io.WriteString(w, strings.TrimRight(s.String(), "\n")+"\n")
	return err
}

// intList writes v as a Go composite literal's braces: {1, -2, 3}.
func intList(v []int32) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
