package cli

import (
	"errors"
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
	// init is the network the training starts from (-net-init), nil
	// for random weights.
	init *chess.NetWeights
}

// netInitOf is the network of the evaluation named name that -net-init
// starts the training of eval's (hidden units) from: nil for "", an
// error where it is no network evaluation or of another shape.
func netInitOf(name, eval string, hidden int) (*chess.NetWeights, error) {
	if name == "" {
		return nil, nil
	}
	w, err := chess.NetWeightsOf(name)
	if err != nil {
		return nil, usagef("tune: -net-init: %v", err)
	}
	if kings, _ := chess.NetKings(eval); w.Kings != kings {
		return nil, usagef("tune: -net-init %s: its network is king-relative: %v; %s's: %v", name, w.Kings, eval, kings)
	}
	if w.Hidden != hidden {
		return nil, usagef("tune: -net-init %s: a network of %d hidden units: give -net-hidden %d", name, w.Hidden, w.Hidden)
	}
	return w, nil
}

// netSample is one labelled position as the network's trainer keeps it,
// 16 bytes and its inputs: the base evaluation's value (with the kept
// capture resolution, side to move) in centipawns, the label's ce (its
// expected score is netModel.target's), and its inputs, n of them from
// from in the model's store (two a piece, the side to move's view's and
// the other side's, as chess.Position.NetPairs gives them). A label
// file's position is read, kept so and let go: its chess.Position,
// some kilobytes, is never held (20 million positions are trained).
type netSample struct {
	base, ce int32
	from     uint32
	n        uint8
	// material is chess.NetMaterial's.
	material int8
}

// netBlockBits is log2 of the entries of a block of a netModel's
// stores: they grow a block at a time, so that a store of gigabytes is
// never copied into one larger by half (and held twice meanwhile).
const netBlockBits = 16

// netBlockMask is an entry's index within its block.
const netBlockMask = 1<<netBlockBits - 1

// netModel is the labelled positions in the trainer's form: the
// samples, a block of 1<<netBlockBits at a time, and their inputs, in
// blocks of as many uint16s, a sample's inputs within one block.
type netModel struct {
	// scale multiplies the labels' ce before their expected score.
	scale   float64
	n       int
	samples [][]netSample
	feats   [][]uint16
}

// sample is the model's kth sample.
func (m *netModel) sample(k int) *netSample {
	return &m.samples[k>>netBlockBits][k&netBlockMask]
}

// inputs are s's inputs, the side to move's view's at the even indices.
func (m *netModel) inputs(s *netSample) []uint16 {
	at := s.from & netBlockMask
	return m.feats[s.from>>netBlockBits][at : at+uint32(s.n)]
}

// target is the expected score of s's label.
func (m *netModel) target(s *netSample) float64 { return expected(m.scale * float64(s.ce)) }

// add keeps the position p (evaluating by the base, whose value with
// the kept capture resolution is base) with the label ce, its inputs a
// king-relative network's when kings holds; pairs is a buffer for
// them, returned for the next.
func (m *netModel) add(p *chess.Position, base, ce int, kings bool, pairs []int32) ([]int32, error) {
	pairs = p.NetPairs(pairs[:0], kings)
	if len(m.feats) == 0 || len(m.feats[len(m.feats)-1])+len(pairs) > 1<<netBlockBits {
		if len(m.feats) == 1<<(32-netBlockBits) {
			return pairs, fmt.Errorf("more positions than the trainer holds (some 90 million)")
		}
		m.feats = append(m.feats, make([]uint16, 0, 1<<netBlockBits))
	}
	last := &m.feats[len(m.feats)-1]
	s := netSample{base: int32(base), ce: int32(ce), from: uint32(len(m.feats)-1)<<netBlockBits | uint32(len(*last)),
		n: uint8(len(pairs)), material: int8(chess.NetMaterial(p))}
	for _, f := range pairs {
		*last = append(*last, uint16(f))
	}
	if m.n&netBlockMask == 0 {
		m.samples = append(m.samples, make([]netSample, 0, 1<<netBlockBits))
	}
	m.samples[len(m.samples)-1] = append(m.samples[len(m.samples)-1], s)
	m.n++
	return pairs, nil
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

// start sets the parameters to the network w's (of the trainer's
// shape), its output weights taken as shrink times the trainer's (the
// factor its file was written with: -net-shrink), so that weights and
// scaleNet by shrink give w back. A king-relative network's first
// layer is split into the shared table, each piece and square's mean
// over the buckets, and what each bucket adds to it.
func (t *netTrainer) start(w *chess.NetWeights, shrink float64) {
	h := t.hidden
	if t.kings {
		shared := t.theta[t.shared:t.b1]
		for i := range shared {
			var sum float64
			for b := range chess.NetKingBuckets {
				sum += w.W1[b*len(shared)+i]
			}
			shared[i] = sum / chess.NetKingBuckets
		}
		for i := range t.theta[:t.shared] {
			t.theta[i] = w.W1[i] - shared[i%len(shared)]
		}
	} else {
		copy(t.theta[:t.shared], w.W1)
	}
	copy(t.theta[t.b1:t.b1+h], w.B1)
	for j := range h {
		t.theta[t.w2+j] = w.W2[j] / 100 / shrink
	}
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
	in := m.inputs(s)
	w2 := t.theta[t.w2 : t.w2+h]
	var out float64
	for k, sign := range [2]float64{1, -1} {
		pre := t.pre[k]
		copy(pre, t.theta[t.b1:t.b1+h])
		for i := k; i < len(in); i += 2 {
			f := int(in[i])
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
	in := m.inputs(s)
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
		for i := k; i < len(in); i += 2 {
			f := int(in[i])
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
	if m.n == 0 {
		return 0
	}
	var sum float64
	for i := range m.n {
		s := m.sample(i)
		d := expected(float64(s.base)+t.forward(m, s)) - m.target(s)
		sum += d * d
	}
	return sum / float64(m.n)
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
	for i := range m.n {
		s := m.sample(i)
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

// errEnough stops a pass over the label files at -max positions (tune
// -net's, -prior-fit's).
var errEnough = errors.New("enough positions")

// eachNetLabel calls fn with each of the first o.most positions of the
// label files o.paths that the engine scored within o.ceMax, in order,
// each evaluating by o.base, with its ce and whether it is held out:
// splitHeld's draw over them all, the ids of the second file's on
// prefixed by the file's number. With whole it reads every file to its
// end, past o.most, so that a bad line anywhere is refused before a
// training starts.
func eachNetLabel(o *netOptions, whole bool, fn func(p *chess.Position, ce int, held bool) error) error {
	n := 0
	for i, path := range o.paths {
		err := eachLabelIn(path, o.ceMax, o.base, func(p *chess.Position, ce int, id string) error {
			if n == o.most {
				if whole {
					return nil
				}
				return errEnough
			}
			if i > 0 {
				id = fmt.Sprintf("f%d:%s", i, id)
			}
			held := heldOut(id, n, o.holdout)
			n++
			return fn(p, ce, held)
		})
		if err == errEnough {
			return nil
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// netData is what fitNet keeps of the label files: the positions within
// the gate as models, trained and held out, and the number of all the
// positions trained and held out with the base's error on them (its
// fitError).
type netData struct {
	train, held   *netModel
	nTrain, nHeld int
	e0, h0        float64
}

// readNetData reads the label files of o (eachNetLabel) into netData,
// the models' inputs a king-relative network's when kings holds.
func readNetData(o *netOptions, kings bool) (*netData, error) {
	d := &netData{train: &netModel{scale: o.scale}, held: &netModel{scale: o.scale}}
	var pairs []int32
	var se, sh float64
	err := eachNetLabel(o, true, func(p *chess.Position, ce int, held bool) error {
		v := p.StaticCP() + p.Unquiet()
		e := labelDiff(v, ce, o.scale)
		m := d.train
		if held {
			m = d.held
			d.nHeld++
			sh += e * e
		} else {
			d.nTrain++
			se += e * e
		}
		if mat := chess.NetMaterial(p); mat < -o.gate || mat > o.gate {
			return nil
		}
		var err error
		pairs, err = m.add(p, v, ce, kings, pairs)
		return err
	})
	if err != nil {
		return nil, err
	}
	d.e0, d.h0 = meanOf(se, d.nTrain), meanOf(sh, d.nHeld)
	return d, nil
}

// meanOf is sum/n, 0 where n is 0 (fitError's of no positions).
func meanOf(sum float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// labelDiff is the difference between the expected scores of an
// evaluation v (centipawns, with the kept capture resolution) and of
// its label ce at scale: what the trainer's errors square and average.
func labelDiff(v, ce int, scale float64) float64 {
	return expected(float64(v)) - expected(scale*float64(ce))
}

// readNetChecks reads the -check files at paths: each one's positions
// and the base's error on them, as figures whose after is to come.
func readNetChecks(o *netOptions, paths []string) ([]checkFigures, error) {
	checks := make([]checkFigures, 0, len(paths))
	for _, path := range paths {
		c := checkFigures{path: path}
		var sum float64
		err := eachLabelIn(path, o.ceMax, o.base, func(p *chess.Position, ce int, _ string) error {
			e := labelDiff(p.StaticCP()+p.Unquiet(), ce, o.scale)
			sum += e * e
			c.n++
			return nil
		})
		if err != nil {
			return nil, err
		}
		c.before = meanOf(sum, c.n)
		checks = append(checks, c)
	}
	return checks, nil
}

// netFigures are a network's errors on the positions of a netData read
// again: the trained ones', the held-out ones' and each check file's.
type netFigures struct {
	train, held float64
	checks      []float64
}

// netChunk is how many positions netErrors reads before it measures
// them by each network: few enough to hold whole, many enough that
// setting each network (its fixed point built) costs little.
const netChunk = 4096

// netErrors measures o.eval with each network of nets (set in turn,
// the last left set) on the positions of d and checks, the label files
// read again once: each network's errors on the held-out positions and
// each check file's, the last one's on the trained positions too (the
// others' 0, as it is not needed). A file that holds other positions
// than when d was read is an error. Each network's errors sum its
// positions in the files' order, so they are fitError's of the same
// positions.
func netErrors(o *netOptions, d *netData, nets []*chess.NetWeights, checks []checkFigures) ([]netFigures, error) {
	type read struct {
		p       *chess.Position
		ce, u   int
		held    bool
		checkAt int
	}
	sums := make([]netFigures, len(nets))
	for i := range sums {
		sums[i].checks = make([]float64, len(checks))
	}
	var chunk []read
	measure := func() error {
		for n, w := range nets {
			if err := chess.SetNetOf(o.eval, w); err != nil {
				return err
			}
			last := n == len(nets)-1
			for _, r := range chunk {
				if r.checkAt < 0 && !r.held && !last {
					continue
				}
				e := labelDiff(r.p.StaticCP()+r.u, r.ce, o.scale)
				switch {
				case r.checkAt >= 0:
					sums[n].checks[r.checkAt] += e * e
				case r.held:
					sums[n].held += e * e
				default:
					sums[n].train += e * e
				}
			}
		}
		chunk = chunk[:0]
		return nil
	}
	add := func(p *chess.Position, ce int, held bool, checkAt int) error {
		u := p.Unquiet()
		if err := p.SetEval(o.eval); err != nil {
			return err
		}
		chunk = append(chunk, read{p, ce, u, held, checkAt})
		if len(chunk) == netChunk {
			return measure()
		}
		return nil
	}
	nt, nh := 0, 0
	err := eachNetLabel(o, false, func(p *chess.Position, ce int, held bool) error {
		if held {
			nh++
		} else {
			nt++
		}
		return add(p, ce, held, -1)
	})
	if err != nil {
		return nil, err
	}
	if nt != d.nTrain || nh != d.nHeld {
		return nil, fmt.Errorf("tune: %s: %d positions to fit and %d held out read again, %d and %d at first: a file changed", strings.Join(o.paths, ","), nt, nh, d.nTrain, d.nHeld)
	}
	for c, k := range checks {
		n := 0
		err := eachLabelIn(k.path, o.ceMax, o.base, func(p *chess.Position, ce int, _ string) error {
			n++
			return add(p, ce, false, c)
		})
		if err != nil {
			return nil, err
		}
		if n != k.n {
			return nil, fmt.Errorf("tune: -check %s: %d positions read again, %d at first: the file changed", k.path, n, k.n)
		}
	}
	if err := measure(); err != nil {
		return nil, err
	}
	for i := range sums {
		f := &sums[i]
		f.train, f.held = meanOf(f.train, nt), meanOf(f.held, nh)
		for c, k := range checks {
			f.checks[c] = meanOf(f.checks[c], k.n)
		}
	}
	return sums, nil
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
//
// The label files are read as a stream, each position kept as a
// netSample (some 100 bytes, not its chess.Position's kilobytes), and
// read again once for the fixed-point errors, those of each factor of
// -net-shrinks and of the network written.
func fitNet(env *Env, o netOptions) error {
	kings, err := chess.NetKings(o.eval)
	if err != nil {
		return err
	}
	data, err := readNetData(&o, kings)
	if err != nil {
		return err
	}
	// -check may name more files than one (comma-separated).
	var checkPaths []string
	if o.check != "" {
		checkPaths = strings.Split(o.check, ",")
	}
	checks, err := readNetChecks(&o, checkPaths)
	if err != nil {
		return err
	}
	if data.nTrain == 0 {
		return usagef("tune: %s: no labelled positions to fit", strings.Join(o.paths, ","))
	}
	fmt.Fprintf(env.Stdout, "positions: %d to fit, %d held out (scored within %d)\n", data.nTrain, data.nHeld, o.ceMax)
	began := time.Now()
	mt, mh := data.train, data.held
	fmt.Fprintf(env.Stdout, "within %d pawns of material balance: %d to fit, %d held out\n", o.gate, mt.n, mh.n)
	t := newNetTrainer(o.hidden, kings, o.seed)
	if o.init != nil {
		t.start(o.init, o.shrink)
	}
	r := rand.New(rand.NewPCG(o.seed, 45))
	order := make([]uint32, mt.n)
	for i := range order {
		order[i] = uint32(i)
	}
	// The held-out error chooses the weights kept: with none held out,
	// the trained error does.
	watch := mh
	if data.nHeld == 0 {
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
				s := mt.sample(int(k))
				e := expected(float64(s.base) + t.forward(mt, s))
				d := e - mt.target(s)
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
	// -net-shrinks' networks, then the one written, measured in one
	// pass over the files.
	var nets []*chess.NetWeights
	for _, f := range o.shrinks {
		c := *w
		c.W2, c.Centre = append([]float64(nil), w.W2...), append([]float64(nil), w.Centre...)
		scaleNet(&c, f)
		nets = append(nets, &c)
	}
	scaleNet(w, o.shrink)
	figs, err := netErrors(&o, data, append(nets, w), checks)
	if err != nil {
		return err
	}
	for i, f := range o.shrinks {
		line := fmt.Sprintf("correction x %.2f: held out %.6f", f, figs[i].held)
		for c, k := range checks {
			line += fmt.Sprintf(", %s %.6f", k.path, figs[i].checks[c])
		}
		fmt.Fprintln(env.Stdout, line)
	}
	final := figs[len(figs)-1]
	e1, h1 := final.train, final.held
	for i := range checks {
		checks[i].after = final.checks[i]
	}
	summary := printFit(env, o.command, o.base+" ", o.eval+" ",
		fitFigures{train: data.nTrain, held: data.nHeld, e0: data.e0, e1: e1, h0: data.h0, h1: h1, checks: checks})
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
