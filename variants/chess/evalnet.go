package chess

import (
	"fmt"
	"strings"
)

// "net" is "fitted-pst" plus a small neural network's correction: a
// residual network trained on Stockfish's static evaluations of our own
// games to predict what the fitted tables miss (the label less
// fitted-pst's value; rollout tune -net, cli/tunenet.go, docs/strength.md
// "Tuning"). Its inputs are the 768 one-hot features of the pieces seen
// from one side (its view, evalnetview.go: that side's or the other's,
// kind, square flipped for Black; a king-relative network reads them in
// one of four sets by where that side's king stands); one hidden layer of clipped ReLU units (0 to 1)
// and a linear output g. The correction for the side to move is half
// g from its side less half g from the other's: the network is
// colour-symmetric and gives no side to move a bonus of its own (a
// tempo, which Stockfish's labels hold and which made the capture
// search stand pat rather than win a pawn), so a position's value for
// White is the same whoever is to move, as the tables' is. It corrects
// only positions within a few pawns of material balance, less its mean
// correction at that balance: a network free to move the material
// values followed Stockfish's (a piece ahead worth less) and lost
// every screen, as the tables' fits that freed them had. The weights
// are fixed point (netweights.go, which the tuner writes): the first
// layer's int16 in 1/netOne (at most netBias either way), the hidden
// units clipped to [0, netOne], the output weights int32 in
// 1/netOutScale of a centipawn. A position evaluating by a network
// keeps both sides' hidden sums up to date as it plays (an accumulator,
// evalnetacc.go), so that its evaluation pays for the output layer
// alone; netTerm sums them afresh from the pieces (some 30 rows of
// an addition a hidden unit each, four to a word), for the boards of the
// alpha-beta player, the tactical searches and a tuner.

// networks lists the network evaluations, one line each: its kind, its
// base (the evaluation whose value its network corrects, and by which a
// tuner measures it), the prefix of the Go names its weights file
// declares (as NetSourceFor writes it) and that file. "net" corrects
// fitted-pst; the others fitted-terms, each with a network of its own:
// net-terms trained on Stockfish's labels alone, the net-leaves ones
// with the tree's own leaves too (16, 32, 64 and 32 units, the last on
// more of them), net-kings32 a king-relative one of 32 units on the
// same leaves as net-leaves32b, net-kings32b the same on twice the
// leaves with its king sets' weights decayed, net-kings32c net-kings32b
// trained further on new leaves, net-kings32d net-kings32c trained
// further on the leaves of positions from games against Stockfish,
// net-kings32e net-kings32c trained to correct positions up to 6 pawns
// of material apart, and net-kings32ce the two together: net-kings32c's
// network within its gate, net-kings32e's beyond it (far). A new network
// is a line here, a kind in evalking.go and its file.
var networks = []network{
	{evalNet, evalFittedPST, "net", &netTables, evalStandard},
	{evalNetTerms, evalFittedTerms, "netTerms", &netTermsTables, evalStandard},
	{evalNetLeaves, evalFittedTerms, "netLeaves", &netLeavesTables, evalStandard},
	{evalNetLeaves32, evalFittedTerms, "netLeaves32", &netLeaves32Tables, evalStandard},
	{evalNetLeaves64, evalFittedTerms, "netLeaves64", &netLeaves64Tables, evalStandard},
	{evalNetLeaves32b, evalFittedTerms, "netLeaves32b", &netLeaves32bTables, evalStandard},
	{evalNetKings32, evalFittedTerms, "netKings32", &netKings32Tables, evalStandard},
	{evalNetKings32b, evalFittedTerms, "netKings32b", &netKings32bTables, evalStandard},
	{evalNetKings32c, evalFittedTerms, "netKings32c", &netKings32cTables, evalStandard},
	{evalNetKings32d, evalFittedTerms, "netKings32d", &netKings32dTables, evalStandard},
	{evalNetKings32e, evalFittedTerms, "netKings32e", &netKings32eTables, evalStandard},
	{evalNetKings32ce, evalFittedTerms, "netKings32c", &netKings32cTables, evalNetKings32e},
}

// network is one network evaluation (networks).
type network struct {
	kind, base evalKind
	goName     string
	file       *netFile
	// far, where set, is another network evaluation whose network
	// corrects the positions beyond this one's gate (netCorrection): a
	// network trained on the balanced positions keeps them, one trained
	// on wider ones takes the rest. evalStandard (0) is none. A tuner
	// trains each network on its own, not the pair.
	far evalKind
}

// netBuilt holds each network evaluation's network in fixed point, by
// kind: built from its file by ResetNet, or set by a tuner.
var netBuilt [len(evalNames)]netFixed

// netOf is each network evaluation's network, by kind (nil for the
// others), netByKind its line of networks and netFarOf the network that
// corrects beyond its gate (network.far; nil for none).
var netOf, netByKind, netFarOf = func() (of [len(evalNames)]*netFixed, by [len(evalNames)]*network, far [len(evalNames)]*netFixed) {
	for i := range networks {
		k := networks[i].kind
		of[k], by[k] = &netBuilt[k], &networks[i]
		if f := networks[i].far; f != evalStandard {
			far[k] = &netBuilt[f]
		}
	}
	return of, by, far
}()

// netCorrection is the network evaluation kind's correction of b in
// centipawns for the side to move: its network's within that network's
// gate, its far network's (netFarOf) beyond it, within the far one's.
func (b *board) netCorrection(kind evalKind) int32 {
	n, far := netOf[kind], netFarOf[kind]
	if m := b.material(); far != nil && (m < -n.gate || m > n.gate) {
		return b.netTerm(far)
	}
	return b.netTerm(n)
}

// Each network evaluation reads its base's tables and weights (the same
// ones: a tuner that sets them sets both). The networks are built from
// their files.
func init() {
	for _, n := range networks {
		fitTablesOf[n.kind] = fitTablesOf[n.base]
		kingWeightsOf[n.kind] = kingWeightsOf[n.base]
	}
	ResetNet()
}

// NetEvals names the network evaluations a tuner trains, in the order
// they were added: not a pair's (network.far), whose networks are
// trained each on its own.
func NetEvals() []string {
	var names []string
	for _, n := range networks {
		if n.far == evalStandard {
			names = append(names, evalNames[n.kind])
		}
	}
	return names
}

// NetInputs is the number of a plain network's inputs: 2 sides (the
// reading side's, the other's) of 6 kinds of 64 squares (NetInputsOf
// for a king-relative one).
const NetInputs = 2 * 6 * 64

// netOne is a hidden unit's full activation in the fixed-point first
// layer: a weight w is stored as round(w·netOne).
const netOne = 256

// netOutScale is the output weights' fixed point: round(cp·netOutScale).
const netOutScale = 16

// netOutShift divides the output sum by netOne·netOutScale.
const netOutShift = 12

// NetMaxHidden is the most hidden units a network may have (a multiple of
// 16, as the hidden units are).
const NetMaxHidden = 256

// NetWeights are a network's weights in floating point, as a tuner
// trains them: W1[f*Hidden+j] from input f (NetPairs; NetInputsOf(Kings)
// of them) to hidden unit j, B1 the
// hidden biases (a unit's activation is clip(B1 + the sum of its inputs'
// weights, 0, 1)), W2 the output weights in centipawns: g is W2's sum
// weighed by the activations, and the correction is half of g from the
// side to move less half of g from the other side.
//
// Gate and Centre keep the material values ours: the network corrects
// only positions whose material (NetMaterial) is within Gate pawns
// either way, and its correction there is less Centre[material+Gate],
// its mean over the positions trained of that material (so it keeps
// each balance's mean as fitted-pst has it).
//
// Kings makes the network king-relative (evalnetview.go).
type NetWeights struct {
	Hidden int
	Kings  bool
	W1     []float64
	B1     []float64
	W2     []float64
	Gate   int
	Centre []float64
}

// netFixed is a network in the evaluation's fixed point.
type netFixed struct {
	hidden int
	kings  bool
	w1     []int16
	b1     []int32
	w2     []int32
	gate   int
	centre []int32
	// packed is w1 as the evaluation sums it: each row's weights plus
	// netBias, four to a word (16 bits a unit), so a word's addition
	// adds four units' weights. A weight is at most netBias either way
	// and a board holds at most 32 pieces, so no unit's sum leaves its
	// 16 bits: 32·2·netBias < 2^16.
	packed []uint64
	// rows16 is packed for a plain network of 16 units, a row an input,
	// indexed within 1024 so that no bound is checked.
	rows16 *[1024][4]uint64
	// rows32 is the same for a network of 32 units.
	rows32 *[1024][8]uint64
	// quads is packed in chunks of four words (16 units), as an
	// accumulator adds them (evalnetacc.go): row f is
	// quads[f*hidden/16:], b1q and w2q b1 and w2 in the same chunks.
	quads    [][4]uint64
	b1q, w2q [][16]int32
}

// netBias is the offset that keeps every packed weight at or above 0,
// and the most a first-layer weight may be either way.
const netBias = 1023

// NetMaxWeight is the most a first-layer weight may be either way (in
// units of a hidden unit's full activation): a tuner keeps its weights
// within it, the fixed point clips them to it.
const NetMaxWeight = float64(netBias) / netOne

// netFile is a network in fixed point as its file holds it
// (netweights*.go, which NetSourceFor writes): hidden units, a multiple
// of 16; kings for a king-relative network; the first layer w1[input*hidden+unit], the hidden biases b1
// and the output weights w2 (netFixed); centre its mean correction by
// material, gate pawns behind to gate ahead.
type netFile struct {
	hidden         int
	kings          bool
	w1             []int16
	b1, w2, centre []int32
}

// fix is the network of f, built by fixNet.
func (f *netFile) fix() netFixed { return fixNet(f.hidden, f.kings, f.w1, f.b1, f.w2, f.centre) }

// fixNet builds a netFixed from its tables (a netFile), packing the
// first layer. hidden is a multiple of 16.
func fixNet(hidden int, kings bool, w1 []int16, b1, w2, centre []int32) netFixed {
	n := netFixed{hidden: hidden, kings: kings, w1: w1, b1: b1, w2: w2, gate: len(centre) / 2, centre: centre, packed: make([]uint64, len(w1)/4)}
	for i, v := range w1 {
		n.packed[i/4] |= uint64(int32(v)+netBias) << (16 * (i % 4))
	}
	n.quads = make([][4]uint64, len(n.packed)/4)
	for i := range n.quads {
		n.quads[i] = [4]uint64(n.packed[4*i:])
	}
	n.b1q, n.w2q = make([][16]int32, hidden/16), make([][16]int32, hidden/16)
	for j := range n.b1q {
		n.b1q[j], n.w2q[j] = [16]int32(b1[16*j:]), [16]int32(w2[16*j:])
	}
	if hidden == 16 && !kings {
		n.rows16 = new([1024][4]uint64)
		for f := range NetInputs {
			copy(n.rows16[f][:], n.packed[4*f:])
		}
	}
	if hidden == 32 && !kings {
		n.rows32 = new([1024][8]uint64)
		for f := range NetInputs {
			copy(n.rows32[f][:], n.packed[8*f:])
		}
	}
	return n
}

// netTerm is the network n's correction of b in centipawns for the
// side to move.
func (b *board) netTerm(n *netFixed) int32 {
	m := b.material()
	if m < -n.gate || m > n.gate {
		return 0
	}
	switch {
	case n.rows16 != nil:
		return b.netTerm16(n, m)
	case n.rows32 != nil:
		return b.netTerm32(n, m)
	}
	words := n.hidden / 4
	var bufUs, bufThem [NetMaxHidden / 4]uint64
	us, them := bufUs[:words], bufThem[:words]
	vu, vt := b.netViewOf(int(b.side), n.kings), b.netViewOf(int(b.side)^1, n.kings)
	pieces := int32(0)
	for c := white; c <= black; c++ {
		for pt := pawn; pt <= king; pt++ {
			for bb := b.pieces[c][pt]; bb != 0; {
				sq := popLSB(&bb)
				n.addRow(us, vu.input(c, pt, sq)*words)
				n.addRow(them, vt.input(c, pt, sq)*words)
				pieces++
			}
		}
	}
	var d int32
	for j := range words / 4 {
		d += netOutputDiff16((*[4]uint64)(us[4*j:]), (*[4]uint64)(them[4*j:]), &n.b1q[j], &n.w2q[j], pieces)
	}
	// Halved towards 0: the same for either side, to the centipawn.
	return d/(2<<netOutShift) - n.centre[m+n.gate]
}

// netTerm16 is netTerm for a plain network of 16 units (n's), whose hidden
// sums are four words a side: kept in variables, a piece costs eight
// loads and additions, with no loop and no call. m is b's material.
func (b *board) netTerm16(n *netFixed, m int) int32 {
	var u0, u1, u2, u3, t0, t1, t2, t3 uint64
	flip, side := 0, int(b.side)
	if side == black {
		flip = 56
	}
	rows := n.rows16
	pieces := int32(0)
	for c := white; c <= black; c++ {
		for pt := pawn; pt <= king; pt++ {
			mine := ((c^side)*6 + pt) * 64
			theirs := ((c^side^1)*6 + pt) * 64
			for bb := b.pieces[c][pt]; bb != 0; {
				sq := popLSB(&bb)
				r := &rows[(mine+(sq^flip))&1023]
				u0 += r[0]
				u1 += r[1]
				u2 += r[2]
				u3 += r[3]
				r = &rows[(theirs+(sq^flip^56))&1023]
				t0 += r[0]
				t1 += r[1]
				t2 += r[2]
				t3 += r[3]
				pieces++
			}
		}
	}
	d := netOutputDiff16(&[4]uint64{u0, u1, u2, u3}, &[4]uint64{t0, t1, t2, t3}, &n.b1q[0], &n.w2q[0], pieces)
	return d/(2<<netOutShift) - n.centre[m+n.gate]
}

// netTerm32 is netTerm16 for a network of 32 units: eight words a
// side.
func (b *board) netTerm32(n *netFixed, m int) int32 {
	var u, t [8]uint64
	flip, side := 0, int(b.side)
	if side == black {
		flip = 56
	}
	rows := n.rows32
	pieces := int32(0)
	for c := white; c <= black; c++ {
		for pt := pawn; pt <= king; pt++ {
			mine := ((c^side)*6 + pt) * 64
			theirs := ((c^side^1)*6 + pt) * 64
			for bb := b.pieces[c][pt]; bb != 0; {
				sq := popLSB(&bb)
				r := &rows[(mine+(sq^flip))&1023]
				u[0] += r[0]
				u[1] += r[1]
				u[2] += r[2]
				u[3] += r[3]
				u[4] += r[4]
				u[5] += r[5]
				u[6] += r[6]
				u[7] += r[7]
				r = &rows[(theirs+(sq^flip^56))&1023]
				t[0] += r[0]
				t[1] += r[1]
				t[2] += r[2]
				t[3] += r[3]
				t[4] += r[4]
				t[5] += r[5]
				t[6] += r[6]
				t[7] += r[7]
				pieces++
			}
		}
	}
	d := netOutputDiff16((*[4]uint64)(u[:4]), (*[4]uint64)(t[:4]), &n.b1q[0], &n.w2q[0], pieces) +
		netOutputDiff16((*[4]uint64)(u[4:]), (*[4]uint64)(t[4:]), &n.b1q[1], &n.w2q[1], pieces)
	return d/(2<<netOutShift) - n.centre[m+n.gate]
}

// material is b's material for the side to move less the other side's,
// in pawns (a knight or bishop 3, a rook 5, a queen 9).
func (b *board) material() int {
	us, them := &b.pieces[b.side], &b.pieces[b.side^1]
	m := 0
	for pt, v := range [5]int{1, 3, 3, 5, 9} {
		m += v * (popcount(us[pt]) - popcount(them[pt]))
	}
	return m
}

// NetMaterial is p's material for the side to move less the other
// side's, in pawns (a knight or bishop 3, a rook 5, a queen 9): the
// network corrects only positions within its gate (NetWeights.Gate).
func NetMaterial(p *Position) int { return p.b.material() }

// addRow adds the packed row of the first layer at word at to acc.
func (n *netFixed) addRow(acc []uint64, at int) {
	row := n.packed[at : at+len(acc)]
	// Four words (16 units) a turn: a network's units are a multiple of
	// 16.
	for j := 0; j < len(acc); j += 4 {
		a, r := (*[4]uint64)(acc[j:]), (*[4]uint64)(row[j:])
		a[0] += r[0]
		a[1] += r[1]
		a[2] += r[2]
		a[3] += r[3]
	}
}

// netUnit is a hidden unit's activation, its sum v clipped to [0,
// netOne].
func netUnit(v int32) int32 { return min(max(v, 0), netOne) }

// netOutputDiff16 is the output layer of 16 units: the output sum of
// the hidden sums us (packed, pieces rows added) less that of them, in
// 1/(netOne·netOutScale) of a centipawn, each unit's bias b1 and output
// weight w2 read once for both sides. Every netTerm, afresh or from an
// accumulator, sums it over the network's chunks of 16 units.
func netOutputDiff16(us, them *[4]uint64, b1, w2 *[16]int32, pieces int32) int32 {
	var out int32
	off := pieces * netBias
	for j := range 4 {
		u, t, k := us[j], them[j], 4*j
		c := b1[k] - off
		out += (netUnit(int32(u&0xffff)+c) - netUnit(int32(t&0xffff)+c)) * w2[k]
		c = b1[k+1] - off
		out += (netUnit(int32(u>>16&0xffff)+c) - netUnit(int32(t>>16&0xffff)+c)) * w2[k+1]
		c = b1[k+2] - off
		out += (netUnit(int32(u>>32&0xffff)+c) - netUnit(int32(t>>32&0xffff)+c)) * w2[k+2]
		c = b1[k+3] - off
		out += (netUnit(int32(u>>48)+c) - netUnit(int32(t>>48)+c)) * w2[k+3]
	}
	return out
}

// quantize is w in the evaluation's fixed point, each weight clipped to
// what its type holds.
func (w *NetWeights) quantize() (netFixed, error) {
	h, inputs := w.Hidden, NetInputsOf(w.Kings)
	if h <= 0 || h > NetMaxHidden || h%16 != 0 || len(w.W1) != inputs*h || len(w.B1) != h || len(w.W2) != h {
		return netFixed{}, fmt.Errorf("chess: a network of %d hidden units (a multiple of 16 up to %d) wants %d, %d and %d weights, not %d, %d and %d",
			h, NetMaxHidden, inputs*h, h, h, len(w.W1), len(w.B1), len(w.W2))
	}
	if w.Gate < 0 || w.Gate > 39 || len(w.Centre) != 2*w.Gate+1 {
		return netFixed{}, fmt.Errorf("chess: a network's gate %d (0 to 39) wants %d centres, not %d", w.Gate, 2*w.Gate+1, len(w.Centre))
	}
	round := func(v float64, lo, hi int64) int64 {
		r := int64(v + 0.5)
		if v < 0 {
			r = -int64(-v + 0.5)
		}
		return min(max(r, lo), hi)
	}
	w1, b1, w2 := make([]int16, len(w.W1)), make([]int32, h), make([]int32, h)
	for i, v := range w.W1 {
		w1[i] = int16(round(v*netOne, -netBias, netBias))
	}
	// A hidden sum holds at most 32 pieces' weights and the bias: kept
	// within int32 by the clip of each.
	for j := range h {
		b1[j] = int32(round(w.B1[j]*netOne, -1<<24, 1<<24))
		// The output sums of netOne·w2 over the units, and their
		// difference, stay in int32.
		w2[j] = int32(round(w.W2[j]*netOutScale, -(1<<30-1)/netOne/int64(h), (1<<30-1)/netOne/int64(h)))
	}
	centre := make([]int32, len(w.Centre))
	for i, v := range w.Centre {
		centre[i] = int32(round(v, -1000, 1000))
	}
	return fixNet(h, w.Kings, w1, b1, w2, centre), nil
}

// NetCP is the fixed-point network w's correction of p in centipawns for
// the side to move, as "net" adds it: a tuner measures its rounding.
func NetCP(p *Position, w *NetWeights) (int, error) {
	n, err := w.quantize()
	if err != nil {
		return 0, err
	}
	return int(p.b.netTerm(&n)), nil
}

// NetWeightsOf is the network evaluation eval's network as its file
// holds it (netweights*.go; not one a tuner set since), in floating
// point: each fixed-point weight over its scale, so that NetWeights'
// fixed point of it is the file's tables again. A tuner starts a
// training from it (rollout tune -net-init).
func NetWeightsOf(eval string) (*NetWeights, error) {
	k, err := netKind(eval)
	if err != nil {
		return nil, err
	}
	f := netByKind[k].file
	w := &NetWeights{Hidden: f.hidden, Kings: f.kings, W1: make([]float64, len(f.w1)), B1: make([]float64, len(f.b1)),
		W2: make([]float64, len(f.w2)), Gate: len(f.centre) / 2, Centre: make([]float64, len(f.centre))}
	for i, v := range f.w1 {
		w.W1[i] = float64(v) / netOne
	}
	for j := range f.b1 {
		w.B1[j], w.W2[j] = float64(f.b1[j])/netOne, float64(f.w2[j])/netOutScale
	}
	for i, v := range f.centre {
		w.Centre[i] = float64(v)
	}
	return w, nil
}

// SetNet sets "net"'s network for every position, for a tuner that
// trains it (rollout tune -net). It is not safe while a search runs: a
// tuner's business, not a player's. A network of the wrong shape is an
// error and changes nothing.
func SetNet(w *NetWeights) error { return SetNetOf("net", w) }

// SetNetOf is SetNet for the network evaluation named eval (one of
// NetEvals); another name, or a plain network for a king-relative one
// (NetKings) or the reverse, is an error and changes nothing.
func SetNetOf(eval string, w *NetWeights) error {
	k, err := netKind(eval)
	if err != nil {
		return err
	}
	if w.Kings != netByKind[k].file.kings {
		return fmt.Errorf("chess: %q's network is king-relative: %v, not %v", eval, netByKind[k].file.kings, w.Kings)
	}
	n, err := w.quantize()
	if err != nil {
		return err
	}
	*netOf[k] = n
	netGen++
	return nil
}

// NetBase is the name of the evaluation whose value the network
// evaluation named eval corrects ("fitted-pst" for "net",
// "fitted-terms" for "net-terms"): a tuner trains its network on the
// labels less that value.
func NetBase(eval string) (string, error) {
	k, err := netKind(eval)
	if err != nil {
		return "", err
	}
	return evalNames[netByKind[k].base], nil
}

// NetKings tells whether the network evaluation named eval has a
// king-relative network (evalnetview.go): a tuner trains one of its
// shape.
func NetKings(eval string) (bool, error) {
	k, err := netKind(eval)
	if err != nil {
		return false, err
	}
	return netByKind[k].file.kings, nil
}

// netKind is the network evaluation named eval, one a tuner can train:
// not a pair (network.far), whose networks are trained each on its own.
func netKind(eval string) (evalKind, error) {
	for k, n := range evalNames {
		if n == eval && netOf[k] != nil {
			if f := netByKind[k].far; f != evalStandard {
				return 0, fmt.Errorf("chess: %q pairs two networks, %s's beyond the first's gate: a tuner trains each on its own", eval, evalNames[f])
			}
			return evalKind(k), nil
		}
	}
	return 0, fmt.Errorf("chess: %q is not a network evaluation (%s)", eval, strings.Join(NetEvals(), ", "))
}

// ResetNet sets the networks to the ones built in (netweights*.go): at
// start, and after a tuner's SetNet.
func ResetNet() {
	netGen++
	for _, n := range networks {
		netBuilt[n.kind] = n.file.fix()
	}
}

// NetSource is the Go source of netweights.go for the network w, with
// header as its first comment lines (the command that trained it).
func NetSource(w *NetWeights, header string) (string, error) { return NetSourceFor("net", w, header) }

// NetSourceFor is NetSource for the network evaluation named eval: the
// source of its file (netweights.go, netweightsterms.go), which declares
// one netFile. TestNetFiles checks that it writes each file as it is.
func NetSourceFor(eval string, w *NetWeights, header string) (string, error) {
	k, err := netKind(eval)
	if err != nil {
		return "", err
	}
	n, err := w.quantize()
	if err != nil {
		return "", err
	}
	pre := netByKind[k].goName
	var s strings.Builder
	s.WriteString("// Code generated by rollout tune -net; DO NOT EDIT.\n")
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		s.WriteString("// " + l + "\n")
	}
	s.WriteString("\npackage chess\n\n")
	fmt.Fprintf(&s, "// %sTables is %q's network in fixed point (netFile, evalnet.go).\nvar %sTables = netFile{\n\thidden: %d,\n", pre, eval, pre, n.hidden)
	if n.kings {
		s.WriteString("\tkings:  true,\n")
	}
	ints := func(name, typ string, vals []int64, per int) {
		fmt.Fprintf(&s, "\t%s: []%s{", name, typ)
		for i, v := range vals {
			if i%per == 0 {
				s.WriteString("\n\t\t")
			} else {
				s.WriteString(" ")
			}
			fmt.Fprintf(&s, "%d,", v)
		}
		s.WriteString("\n\t},\n")
	}
	w1 := make([]int64, len(n.w1))
	for i, v := range n.w1 {
		w1[i] = int64(v)
	}
	b1, w2 := make([]int64, n.hidden), make([]int64, n.hidden)
	for j := range n.hidden {
		b1[j], w2[j] = int64(n.b1[j]), int64(n.w2[j])
	}
	ints("w1", "int16", w1, min(n.hidden, 16))
	ints("b1", "int32", b1, 16)
	ints("w2", "int32", w2, 16)
	centre := make([]int64, len(n.centre))
	for i, v := range n.centre {
		centre[i] = int64(v)
	}
	ints("centre", "int32", centre, 16)
	s.WriteString("}\n")
	return s.String(), nil
}
