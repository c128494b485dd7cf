package cli

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"

	"rollout/internal/clip"
	"rollout/variants/chess"
)

// netOptions are tune -epd -net's flags.
type netOptions struct {
	fitOptions
	// paths are the label files (-epd, comma-separated): the first's
	// games are held out as -pst's are, the others' ids prefixed by
	// their file's number.
	paths []string
	// out is the Go file the weights are written to ("" none).
	out    string
	hidden int
	// gate is the material balance (pawns either way) within which the
	// network corrects.
	gate   int
	epochs int
	batch  int
	lr, l2 float64
	// decay shrinks a king-relative network's set weights (what each
	// king set adds to the shared table) by lr times it each step.
	decay float64
	scale float64
	// shrink multiplies the trained network's output (its output
	// weights and centres) before it is measured and written; shrinks
	// are other factors measured first (-net-shrinks), to choose it by.
	shrink  float64
	shrinks []float64
	seed    uint64
	command string
	// eval is the network evaluation trained ("net", "net-terms"), base
	// the evaluation it corrects (chess.NetBase).
	eval, base string
}

// netSample is one labelled position as the network's trainer reads it:
// the base evaluation's value (with the kept capture resolution, side to move),
// the label's expected score, and its inputs (feats[from:to]: two a
// piece, the side to move's view's and the other side's, as
// chess.Position.NetPairs gives them).
type netSample struct {
	base, target float64
	from, to     int32
	// material is chess.NetMaterial's.
	material int32
}

// netModel is the labelled positions in the trainer's form.
type netModel struct {
	samples []netSample
	feats   []int32
}

// newNetModel reads the positions of set (evaluating by the base)
// within gate pawns of material balance into the model, their inputs a
// king-relative network's when kings holds.
func newNetModel(set []labelled, gate int, kings bool) *netModel {
	m := &netModel{samples: make([]netSample, 0, len(set))}
	for i := range set {
		t := &set[i]
		if mat := chess.NetMaterial(t.pos); mat < -gate || mat > gate {
			continue
		}
		from := int32(len(m.feats))
		m.feats = t.pos.NetPairs(m.feats, kings)
		m.samples = append(m.samples, netSample{
			base: float64(t.pos.StaticCP() + int(t.unquiet)), target: t.target,
			from: from, to: int32(len(m.feats)), material: int32(chess.NetMaterial(t.pos)),
		})
	}
	return m
}

// netTrainer is a network in training with its gradient and Adam's
// moments, the parameters in one slice: W1 (chess.NetInputsOf·hidden),
// for a king-relative network a shared table (chess.NetInputs·hidden),
// B1, W2 (in pawns: the output is 50·W2·(h from the side to move - h
// from the other side)). A king-relative network's weight from an input
// is its bucket's W1 plus the shared table's for the same piece and
// square (chess.NetWeights holds the sum): a factorised first layer, so
// what a piece on a square is worth whatever the king's bucket is
// learned from every position, and the buckets learn only what differs
// (they start at 0; a bucket rarely seen stays near the shared table).
type netTrainer struct {
	hidden int
	kings  bool
	// shared, b1 and w2 are where the shared table (kings only), B1
	// and W2 start in theta.
	shared, b1, w2        int
	theta, grad, mom, vel []float64
	step                  int
	// pre and act are one sample's hidden sums and activations, the
	// side to move's then the other side's.
	pre, act [2][]float64
}

func newNetTrainer(hidden int, kings bool, seed uint64) *netTrainer {
	n := NetParams(hidden, kings)
	t := &netTrainer{hidden: hidden, kings: kings, theta: make([]float64, n), grad: make([]float64, n),
		mom: make([]float64, n), vel: make([]float64, n)}
	t.shared = chess.NetInputsOf(kings) * hidden
	t.b1 = t.shared
	if kings {
		t.b1 += chess.NetInputs * hidden
	}
	t.w2 = t.b1 + hidden
	for k := range 2 {
		t.pre[k], t.act[k] = make([]float64, hidden), make([]float64, hidden)
	}
	r := rand.New(rand.NewPCG(seed, 27))
	// About 26 pieces: their sum's spread about 0.5 around the bias
	// of 0.5, so most units start within the clip. A king-relative
	// network's buckets start at 0, its shared table as a plain one.
	random := t.theta[:t.shared]
	if kings {
		random = t.theta[t.shared:t.b1]
	}
	for i := range random {
		random[i] = r.NormFloat64() * 0.1
	}
	for j := range hidden {
		t.theta[t.b1+j] = 0.5
		t.theta[t.w2+j] = r.NormFloat64() * 0.01
	}
	return t
}

// NetParams is the number of a network's parameters with hidden units,
// a king-relative one's (kings) with its shared table.
func NetParams(hidden int, kings bool) int {
	n := chess.NetInputsOf(kings)*hidden + 2*hidden
	if kings {
		n += chess.NetInputs * hidden
	}
	return n
}

// forward is the network's output for sample s in centipawns, leaving
// the hidden sums and activations in t.pre and t.act.
func (t *netTrainer) forward(m *netModel, s *netSample) float64 {
	h := t.hidden
	w2 := t.theta[t.w2 : t.w2+h]
	var out float64
	for k, sign := range [2]float64{1, -1} {
		pre := t.pre[k]
		copy(pre, t.theta[t.b1:t.b1+h])
		for i := s.from + int32(k); i < s.to; i += 2 {
			f := int(m.feats[i])
			row := t.theta[f*h : f*h+h]
			for j, w := range row {
				pre[j] += w
			}
			if t.kings {
				f = t.shared + f%chess.NetInputs*h
				for j, w := range t.theta[f : f+h] {
					pre[j] += w
				}
			}
		}
		for j, v := range pre {
			a := min(max(v, 0), 1)
			t.act[k][j] = a
			out += sign * a * w2[j]
		}
	}
	return 50 * out
}

// backward adds to t.grad the gradient of the loss through sample s,
// whose forward pass is the last one, with g the loss's derivative by
// the output (centipawns).
func (t *netTrainer) backward(m *netModel, s *netSample, g float64) {
	h := t.hidden
	g *= 50
	w2 := t.theta[t.w2 : t.w2+h]
	gw2 := t.grad[t.w2 : t.w2+h]
	gb1 := t.grad[t.b1 : t.b1+h]
	for k, sign := range [2]float64{1, -1} {
		pre := t.pre[k]
		for j, a := range t.act[k] {
			gw2[j] += sign * g * a
			if v := pre[j]; v > 0 && v < 1 {
				d := sign * g * w2[j]
				gb1[j] += d
				// pre holds the unit's share of the gradient from here.
				pre[j] = d
			} else {
				pre[j] = 0
			}
		}
		for i := s.from + int32(k); i < s.to; i += 2 {
			f := int(m.feats[i])
			row := t.grad[f*h : f*h+h]
			for j, d := range pre {
				row[j] += d
			}
			if t.kings {
				f = t.shared + f%chess.NetInputs*h
				row = t.grad[f : f+h]
				for j, d := range pre {
					row[j] += d
				}
			}
		}
	}
}

// loss is the mean squared error of the model's expected scores on m
// with the network's output added to the base's.
func (t *netTrainer) loss(m *netModel) float64 {
	if len(m.samples) == 0 {
		return 0
	}
	var sum float64
	for i := range m.samples {
		s := &m.samples[i]
		d := expected(s.base+t.forward(m, s)) - s.target
		sum += d * d
	}
	return sum / float64(len(m.samples))
}

// adam takes one Adam step of rate lr with the gradient as it stands
// (plus l2 times the first layer's weights, the shared table's among
// them), shrinks a king-relative network's set weights by lr times
// decay (decoupled from the gradient, as AdamW does, so a set weight
// the positions rarely move is pulled to the shared table's value),
// keeps the first layer's weights within chess.NetMaxWeight, then
// clears the gradient.
func (t *netTrainer) adam(lr, l2, decay float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	t.step++
	c1 := 1 - math.Pow(b1, float64(t.step))
	c2 := 1 - math.Pow(b2, float64(t.step))
	w1 := t.b1
	for i, g := range t.grad {
		if i < w1 {
			g += l2 * t.theta[i]
		}
		t.mom[i] = b1*t.mom[i] + (1-b1)*g
		t.vel[i] = b2*t.vel[i] + (1-b2)*g*g
		t.theta[i] -= lr * (t.mom[i] / c1) / (math.Sqrt(t.vel[i]/c2) + eps)
		if t.kings && i < t.shared {
			t.theta[i] -= lr * decay * t.theta[i]
		}
		if i < w1 {
			t.theta[i] = min(max(t.theta[i], -chess.NetMaxWeight), chess.NetMaxWeight)
		}
		t.grad[i] = 0
	}
}

// centres are the network's mean outputs on m's positions by material,
// from gate pawns behind to gate ahead, made antisymmetric (a balance's
// less its opposite's, halved), as chess.NetWeights' Centre.
func (t *netTrainer) centres(m *netModel, gate int) []float64 {
	sum, n := make([]float64, 2*gate+1), make([]float64, 2*gate+1)
	for i := range m.samples {
		s := &m.samples[i]
		k := int(s.material) + gate
		sum[k] += t.forward(m, s)
		n[k]++
	}
	mean := make([]float64, len(sum))
	for k := range sum {
		if n[k] > 0 {
			mean[k] = sum[k] / n[k]
		}
	}
	c := make([]float64, len(sum))
	for k := range c {
		c[k] = (mean[k] - mean[len(c)-1-k]) / 2
	}
	return c
}

// weights is the network of parameters theta as chess.NetWeights
// (centipawns out): a king-relative network's first layer each bucket's
// weights plus the shared table's, within chess.NetMaxWeight.
func (t *netTrainer) weights(theta []float64) *chess.NetWeights {
	h := t.hidden
	w := &chess.NetWeights{Hidden: h, Kings: t.kings, W1: append([]float64(nil), theta[:t.shared]...),
		B1: append([]float64(nil), theta[t.b1:t.b1+h]...), W2: make([]float64, h)}
	if t.kings {
		shared := theta[t.shared:t.b1]
		for i := range w.W1 {
			w.W1[i] = min(max(w.W1[i]+shared[i%len(shared)], -chess.NetMaxWeight), chess.NetMaxWeight)
		}
	}
	for j := range h {
		w.W2[j] = 100 * theta[t.w2+j]
	}
	return w
}

// readNetLabels reads the label files, each position evaluating by
// base, the ids of the second file's on prefixed by its number.
func readNetLabels(paths []string, ceMax int, base string) ([]labelled, error) {
	var set []labelled
	for i, p := range paths {
		s, err := readLabelFileAs(p, ceMax, base)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			for k := range s {
				s[k].id = fmt.Sprintf("f%d:%s", i, s[k].id)
			}
		}
		set = append(set, s...)
	}
	return set, nil
}

// fitNet trains o.eval's residual network (chess.NetWeights: "net"'s
// or "net-terms'") on the ce labels of o.paths: its output is added to
// its base's value (fitted-pst's, fitted-terms'), so it learns what the
// base misses, and a network whose output is 0 is the base; its output is half the same network's from the side to
// move less half from the other side (chess.NetWeights), so it learns no
// tempo. It is trained on the positions within o.gate pawns of
// material balance, corrects those only, and is centred: its mean
// output at each balance is taken off (chess.NetWeights' Gate and
// Centre), so the material values stay fitted-pst's. The loss is -pst's (the squared difference of the
// expected scores, the labels' centipawns times o.scale); Adam on
// minibatches of o.batch, the positions shuffled each epoch; the rate
// halved when the held-out error does not fall, and the training
// stopped at the fourth halving or o.epochs, keeping the weights of
// the best held-out error. The fixed-point network's real errors are
// measured then, with fitted-pst's beside them, on the trained and
// held-out positions and on o.check.
func fitNet(env *Env, o netOptions) error {
	set, err := readNetLabels(o.paths, o.ceMax, o.base)
	if err != nil {
		return err
	}
	// -check may name more files than one (comma-separated).
	var checkPaths []string
	if o.check != "" {
		checkPaths = strings.Split(o.check, ",")
	}
	checks, err := readChecks(checkPaths, o.ceMax, o.base, o.scale)
	if err != nil {
		return err
	}
	set = set[:min(len(set), o.most)]
	for i := range set {
		set[i].target = expected(o.scale * float64(set[i].ce))
	}
	held, train := splitHeld(set, o.holdout)
	if len(train) == 0 {
		return usagef("tune: %s: no labelled positions to fit", strings.Join(o.paths, ","))
	}
	fmt.Fprintf(env.Stdout, "positions: %d to fit, %d held out (scored within %d)\n", len(train), len(held), o.ceMax)
	began := time.Now()
	kings, err := chess.NetKings(o.eval)
	if err != nil {
		return err
	}
	mt, mh := newNetModel(train, o.gate, kings), newNetModel(held, o.gate, kings)
	fmt.Fprintf(env.Stdout, "within %d pawns of material balance: %d to fit, %d held out\n", o.gate, len(mt.samples), len(mh.samples))
	t := newNetTrainer(o.hidden, kings, o.seed)
	r := rand.New(rand.NewPCG(o.seed, 45))
	order := make([]int, len(mt.samples))
	for i := range order {
		order[i] = i
	}
	// The held-out error chooses the weights kept: with none held out,
	// the trained error does.
	watch := mh
	if len(held) == 0 {
		watch = mt
	}
	best := t.loss(watch)
	bestTheta := append([]float64(nil), t.theta...)
	lr, halvings := o.lr, 0
	fmt.Fprintf(env.Stdout, "network %d-%d-1 (%d weights); model error held out %.6f\n", chess.NetInputsOf(kings), o.hidden, NetParams(o.hidden, kings), best)
	for ep := 1; ep <= o.epochs && halvings < 4; ep++ {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		var sum float64
		for at := 0; at < len(order); at += o.batch {
			batch := order[at:min(at+o.batch, len(order))]
			n := float64(len(batch))
			for _, k := range batch {
				s := &mt.samples[k]
				e := expected(s.base + t.forward(mt, s))
				d := e - s.target
				sum += d * d
				t.backward(mt, s, 2*d*e*(1-e)*math.Ln10/chess.EvalScale/n)
			}
			t.adam(lr, o.l2, o.decay)
		}
		h := t.loss(watch)
		mark := ""
		if h < best {
			best, mark = h, " *"
			copy(bestTheta, t.theta)
		} else {
			lr /= 2
			halvings++
			copy(t.theta, bestTheta)
		}
		fmt.Fprintf(env.Stdout, "epoch %d: model error %.6f, held out %.6f%s (rate %.2g), %.0f s\n",
			ep, sum/float64(len(order)), h, mark, lr, time.Since(began).Seconds())
	}
	copy(t.theta, bestTheta)
	w := t.weights(bestTheta)
	w.Gate, w.Centre = o.gate, t.centres(mt, o.gate)
	fmt.Fprintf(env.Stdout, "mean correction by material (-%d to +%d pawns): %.1f\n", o.gate, o.gate, w.Centre)
	e0, h0 := fitError(train), fitError(held)
	for _, f := range o.shrinks {
		if err := scanShrink(env, o.eval, w, f, held, checks); err != nil {
			return err
		}
	}
	scaleNet(w, o.shrink)
	if err := chess.SetNetOf(o.eval, w); err != nil {
		return err
	}
	sets := [][]labelled{train, held}
	for _, c := range checks {
		sets = append(sets, c.set)
	}
	for _, s := range sets {
		for i := range s {
			if err := s[i].pos.SetEval(o.eval); err != nil {
				return err
			}
		}
	}
	summary := reportFit(env, o.command, o.base+" ", o.eval+" ", train, held, e0, h0, checks)
	src, err := chess.NetSourceFor(o.eval, w, summary)
	if err != nil {
		return err
	}
	if o.out == "" {
		return nil
	}
	if err := os.WriteFile(o.out, []byte(src), 0o644); err != nil {
		return usagef("tune: %v", err)
	}
	fmt.Fprintf(env.Stdout, "network written to %s\n", o.out)
	return nil
}

// scaleNet multiplies w's correction (its output weights and centres)
// by f.
func scaleNet(w *chess.NetWeights, f float64) {
	for j := range w.W2 {
		w.W2[j] *= f
	}
	for k := range w.Centre {
		w.Centre[k] *= f
	}
}

// scanShrink prints the held-out and each check file's error of eval
// with w's correction multiplied by f (-net-shrinks), w left as it is.
func scanShrink(env *Env, eval string, w *chess.NetWeights, f float64, held []labelled, checks []fitCheck) error {
	c := *w
	c.W2, c.Centre = append([]float64(nil), w.W2...), append([]float64(nil), w.Centre...)
	scaleNet(&c, f)
	if err := chess.SetNetOf(eval, &c); err != nil {
		return err
	}
	sets := [][]labelled{held}
	for _, k := range checks {
		sets = append(sets, k.set)
	}
	var line string
	for i, set := range sets {
		for j := range set {
			if err := set[j].pos.SetEval(eval); err != nil {
				return err
			}
		}
		if i == 0 {
			line = fmt.Sprintf("correction x %.2f: held out %.6f", f, fitError(set))
		} else {
			line += fmt.Sprintf(", %s %.6f", checks[i-1].path, fitError(set))
		}
	}
	fmt.Fprintln(env.Stdout, line)
	return nil
}

// shrinkList reads -net-shrinks: factors in (0, 1], comma-separated.
func shrinkList(list string) ([]float64, error) {
	if list == "" {
		return nil, nil
	}
	var fs []float64
	for _, f := range strings.Split(list, ",") {
		v, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || !(v > 0 && v <= 1) {
			return nil, usagef("tune: -net-shrinks: %s is not a number in (0, 1]", clip.Quote(f))
		}
		fs = append(fs, v)
	}
	return fs, nil
}
