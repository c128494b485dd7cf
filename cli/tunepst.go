package cli

import (
	"fmt"
	"go/format"
	"math"
	"os"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

// pstOptions are tune -epd -pst's flags.
type pstOptions struct {
	fitOptions
	// out is the Go file the tables are written to ("" none).
	out string
	// mean keeps each kind's differences at 0 on average over the
	// positions fitted (the material values kept).
	mean bool
	// l2 weighs the squared differences added to the error.
	l2     float64
	epochs int
	// command is the command line, for the Go file's header.
	command string
	// scale multiplies the labels' centipawns before the logistic: the
	// engine's pawn is not ours (Stockfish 15.1 scales its centipawns
	// to its win rate).
	scale float64
	// eval is the evaluation whose tables are fitted ("fitted-pst",
	// "fitted-sym", "fitted-terms").
	eval string
	// sym ties each entry to its mirror across the d- and e-files
	// (a1 with h1): left-right symmetric tables, half the parameters.
	sym bool
	// terms fits "fitted-terms"'s weights with its tables, over rounds
	// of the model taken afresh.
	terms  bool
	rounds int
}

// pstEntries is the number of entries of one set of tables: 6 kinds of
// 64 squares.
const pstEntries = 6 * 64

// pstSample is one labelled position as the linear model of the tables
// reads it: its value with the tables' differences at 0 (base, side to
// move), its pieces (chess.PSTFeatures, in feats[from:to]), phase and
// side to move's sign from White's view.
type pstSample struct {
	base, target float64
	from, to     int32
	phase        float64
	sign         float64
}

// pstModel is the labelled positions in the model's form. With weights
// (-pst-terms), wf holds each sample's derivatives of its value (side
// to move) by each weight, nw a sample, from wf[k*nw]: the model adds
// their products with the weights' changes, theta's entries after the
// tables'.
type pstModel struct {
	samples []pstSample
	feats   []int32
	nw      int
	wf      []float32
}

// termsStep is the change of a weight by which the model's derivatives
// are taken (centred differences: exact for the terms linear in their
// weight, a secant for the attack on the king).
const termsStep = 4

// newPSTModel reads set (evaluating by its own evaluation, with its
// tables' differences at 0) into the model, with the derivatives by
// each of params.
func newPSTModel(set []labelled, params []chess.Param) *pstModel {
	m := &pstModel{samples: make([]pstSample, 0, len(set)), nw: len(params)}
	m.wf = make([]float32, 0, len(set)*len(params))
	for i := range set {
		t := &set[i]
		from := int32(len(m.feats))
		var ph int
		m.feats, ph = t.pos.PSTFeatures(m.feats)
		sign := 1.0
		if t.pos.ToMove() == variants.Second {
			sign = -1
		}
		m.samples = append(m.samples, pstSample{
			base: float64(t.pos.StaticCP() + int(t.unquiet)), target: t.target,
			from: from, to: int32(len(m.feats)), phase: float64(ph) / 24, sign: sign,
		})
		for _, p := range params {
			was := *p.P
			*p.P = was + termsStep
			up := t.pos.StaticCP()
			*p.P = was - termsStep
			down := t.pos.StaticCP()
			*p.P = was
			m.wf = append(m.wf, float32(up-down)/(2*termsStep))
		}
	}
	return m
}

// predict is the model's value of sample k (centipawns, side to move)
// with the differences theta (middlegame entries, then endgame ones,
// then the weights' changes).
func (m *pstModel) predict(k int, theta []float64) float64 {
	s := &m.samples[k]
	var mid, end float64
	for _, f := range m.feats[s.from:s.to] {
		i := f & 1023
		if f&1024 != 0 {
			mid -= theta[i]
			end -= theta[pstEntries+i]
		} else {
			mid += theta[i]
			end += theta[pstEntries+i]
		}
	}
	v := s.base + s.sign*(mid*s.phase+end*(1-s.phase))
	for j, f := range m.wf[k*m.nw : (k+1)*m.nw] {
		v += float64(f) * theta[2*pstEntries+j]
	}
	return v
}

// loss is the model's mean squared error with theta, adding its
// gradient to grad when grad is not nil.
func (m *pstModel) loss(theta, grad []float64) float64 {
	if len(m.samples) == 0 {
		return 0
	}
	var sum float64
	n := float64(len(m.samples))
	for k := range m.samples {
		s := &m.samples[k]
		e := expected(m.predict(k, theta))
		d := e - s.target
		sum += d * d
		if grad == nil {
			continue
		}
		g0 := 2 * d * e * (1 - e) * math.Ln10 / chess.EvalScale / n
		g := g0 * s.sign
		gm, ge := g*s.phase, g*(1-s.phase)
		for _, f := range m.feats[s.from:s.to] {
			i := f & 1023
			if f&1024 != 0 {
				grad[i] -= gm
				grad[pstEntries+i] -= ge
			} else {
				grad[i] += gm
				grad[pstEntries+i] += ge
			}
		}
		for j, f := range m.wf[k*m.nw : (k+1)*m.nw] {
			grad[2*pstEntries+j] += g0 * float64(f)
		}
	}
	return sum / n
}

// fitPST fits the piece-square tables of o.eval ("fitted-pst" or
// another with tables of its own; their differences from the textbook
// ones) to the ce labels of o.path: the evaluation is linear in the
// tables but for the logistic, so Adam's full-gradient steps on the
// model (newPSTModel) fit all 768 entries at once in seconds. Each
// kind's differences are kept at 0 on average over the pieces of the
// positions fitted (o.mean), so the material values stay the textbook
// ones (a fit that freed them moved them to Stockfish's scale and
// lost). With o.terms ("fitted-terms" only) the terms' weights
// (chess.TermsParams) are fitted with the tables, from the textbook
// ones: the model adds each weight's change times the value's
// derivative by it, taken afresh after each of o.rounds rounds (the
// attack on the king is not linear in its units), and a weight keeps
// its sign. The entries and weights are then rounded and the real
// evaluation's error measured, on the held-out games and on o.check.
func fitPST(env *Env, o pstOptions) error {
	if err := chess.SetFittedTables(o.eval, chess.PSTTables{}); err != nil {
		return usagef("tune: %v", err)
	}
	var params []chess.Param
	if o.eval == "fitted-terms" {
		chess.TermsFromTextbook()
		if o.terms {
			params = chess.TermsParams()
		}
	} else if o.terms {
		return usagef("tune: -pst-terms fits fitted-terms' weights: it needs -pst-eval fitted-terms")
	}
	set, err := readLabelFileAs(o.path, o.ceMax, o.eval)
	if err != nil {
		return err
	}
	var checkPaths []string
	if o.check != "" {
		checkPaths = []string{o.check}
	}
	checks, err := readChecks(checkPaths, o.ceMax, o.eval, o.scale)
	if err != nil {
		return err
	}
	set = set[:min(len(set), o.most)]
	printSlopes(env, set)
	for i := range set {
		set[i].target = expected(o.scale * float64(set[i].ce))
	}
	held, train := splitHeld(set, o.holdout)
	if len(train) == 0 {
		return usagef("tune: %s: no labelled positions to fit", o.path)
	}
	fmt.Fprintf(env.Stdout, "positions: %d to fit, %d held out (scored within %d)\n", len(train), len(held), o.ceMax)
	began := time.Now()
	e0, h0 := fitError(train), fitError(held)
	fmt.Fprintf(env.Stdout, "error %.6f, held out %.6f\n", e0, h0)
	start := make([]int32, len(params))
	for j, p := range params {
		start[j] = *p.P
	}
	theta := make([]float64, 2*pstEntries+len(params))
	rounds := 1
	if len(params) > 0 {
		rounds = max(o.rounds, 1)
	}
	for round := 1; round <= rounds; round++ {
		m := newPSTModel(train, params)
		if round == 1 {
			fmt.Fprintf(env.Stdout, "model built, %.0f s\n", time.Since(began).Seconds())
		}
		epochs := o.epochs / rounds
		if round == rounds {
			epochs = o.epochs - (rounds-1)*(o.epochs/rounds)
		}
		fitModel(env, m, theta, params, start, o, epochs, began)
		// The weights' changes rounded into the weights; the model of
		// the next round is taken there.
		for j, p := range params {
			*p.P += int32(math.Round(theta[2*pstEntries+j]))
			theta[2*pstEntries+j] = 0
		}
	}
	printChanged(env, params, start)
	var t chess.PSTTables
	for i, v := range theta[:2*pstEntries] {
		t[i/pstEntries][i%pstEntries/64][i%64] = int32(math.Round(v))
	}
	if err := chess.SetFittedTables(o.eval, t); err != nil {
		return usagef("tune: %v", err)
	}
	summary := reportFit(env, o.command, "", "", train, held, e0, h0, checks)
	src, err := chess.PSTSourceFor(o.eval, t, summary)
	if err != nil {
		return usagef("tune: %v", err)
	}
	if b, err := format.Source([]byte(src)); err == nil {
		src = string(b)
	}
	if o.out == "" {
		fmt.Fprint(env.Stdout, src)
		return nil
	}
	if err := os.WriteFile(o.out, []byte(src), 0o644); err != nil {
		return usagef("tune: %v", err)
	}
	fmt.Fprintf(env.Stdout, "tables written to %s\n", o.out)
	return nil
}

// fitModel takes epochs of Adam's full-gradient steps on m from theta
// (the tables' differences, then the changes of params, whose values
// before the fit are start), in place.
func fitModel(env *Env, m *pstModel, theta []float64, params []chess.Param, start []int32, o pstOptions, epochs int, began time.Time) {
	// count[i] is how often entry i holds a piece in the positions
	// fitted: the weights of each kind's mean.
	var count [pstEntries]float64
	for _, f := range m.feats {
		count[f&1023]++
	}
	if o.sym {
		for i := range count {
			if j := i ^ 7; j > i {
				count[i] += count[j]
				count[j] = count[i]
			}
		}
	}
	// rate[j] scales the step of weight j by its derivatives' size, so
	// a step moves the values about as much as a table entry's.
	rate := make([]float64, len(params))
	for j := range params {
		var ss float64
		for k := range m.samples {
			f := float64(m.wf[k*m.nw+j])
			ss += f * f
		}
		rate[j] = 1 / max(1, math.Sqrt(ss/float64(len(m.samples))))
	}
	grad := make([]float64, len(theta))
	mom, vel := make([]float64, len(theta)), make([]float64, len(theta))
	const b1, b2, eps = 0.9, 0.999, 1e-12
	for ep := 1; ep <= epochs; ep++ {
		clear(grad)
		l := m.loss(theta, grad)
		for i := range 2 * pstEntries {
			grad[i] += 2 * o.l2 * theta[i]
		}
		if o.sym {
			symmetric(grad[:2*pstEntries])
		}
		// The step, 2 cp at first, falls to a tenth of it by the end.
		lr := 2 * (1 - 0.9*float64(ep-1)/float64(epochs))
		for i := range theta {
			mom[i] = b1*mom[i] + (1-b1)*grad[i]
			vel[i] = b2*vel[i] + (1-b2)*grad[i]*grad[i]
			mh := mom[i] / (1 - math.Pow(b1, float64(ep)))
			vh := vel[i] / (1 - math.Pow(b2, float64(ep)))
			switch {
			case i >= 2*pstEntries:
				j := i - 2*pstEntries
				theta[i] -= lr * rate[j] * mh / (math.Sqrt(vh) + eps)
				// A weight keeps its sign: a bonus stays a bonus.
				if v := float64(*params[j].P) + theta[i]; start[j] >= 0 && v < 0 || start[j] < 0 && v > 0 {
					theta[i] = -float64(*params[j].P)
				}
			case count[i%pstEntries] > 0:
				theta[i] -= lr * mh / (math.Sqrt(vh) + eps)
			}
		}
		if o.mean {
			centre(theta[:2*pstEntries], &count)
		}
		if ep%50 == 0 || ep == epochs {
			fmt.Fprintf(env.Stdout, "step %d: model error %.6f, %.0f s\n", ep, l, time.Since(began).Seconds())
		}
	}
}

// printSlopes prints the least-squares slopes between the labels and our
// values (with the tables' differences as they stand) both ways: the
// labels' scale against ours, for -pst-scale. Each slope is biased
// towards 0 by the other side's noise, so the truth lies between the
// first and the second's inverse.
func printSlopes(env *Env, set []labelled) {
	var n, sx, sy, sxx, syy, sxy float64
	for i := range set {
		x, y := float64(set[i].pos.StaticCP()+int(set[i].unquiet)), float64(set[i].ce)
		n++
		sx += x
		sy += y
		sxx += x * x
		syy += y * y
		sxy += x * y
	}
	if n < 2 {
		return
	}
	cov := sxy/n - sx/n*sy/n
	fmt.Fprintf(env.Stdout, "slopes: ours on the labels' %.3f, the labels' on ours %.3f (its inverse %.3f)\n",
		cov/(syy/n-sy/n*sy/n), cov/(sxx/n-sx/n*sx/n), (sxx/n-sx/n*sx/n)/cov)
}

// centre moves each kind's differences, middlegame and endgame apart,
// so their mean weighed by count is 0.
func centre(theta []float64, count *[pstEntries]float64) {
	for half := 0; half < 2; half++ {
		for pt := 0; pt < 6; pt++ {
			var sum, n float64
			for sq := 0; sq < 64; sq++ {
				i := pt*64 + sq
				sum += count[i] * theta[half*pstEntries+i]
				n += count[i]
			}
			if n == 0 {
				continue
			}
			mean := sum / n
			for sq := 0; sq < 64; sq++ {
				if i := pt*64 + sq; count[i] > 0 {
					theta[half*pstEntries+i] -= mean
				}
			}
		}
	}
}

// symmetric sums each entry's gradient with its mirror's (entry e and
// e^7, a1 with h1), middlegame and endgame apart, so the two, tied,
// move together.
func symmetric(grad []float64) {
	for i := range grad {
		if j := i ^ 7; j > i {
			grad[i] += grad[j]
			grad[j] = grad[i]
		}
	}
}
