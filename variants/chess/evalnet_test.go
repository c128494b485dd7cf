package chess

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomNet is a plain network of hidden units with weights drawn by
// seed, the first layer's within NetMaxWeight.
func randomNet(hidden int, seed uint64) *NetWeights { return randomNetOf(hidden, false, seed) }

// randomNetOf is randomNet, king-relative when kings holds.
func randomNetOf(hidden int, kings bool, seed uint64) *NetWeights {
	r := rand.New(rand.NewPCG(seed, 1))
	w := &NetWeights{Hidden: hidden, Kings: kings, W1: make([]float64, NetInputsOf(kings)*hidden), B1: make([]float64, hidden), W2: make([]float64, hidden), Gate: 39, Centre: make([]float64, 79)}
	for i := range w.W1 {
		w.W1[i] = max(-NetMaxWeight, min(NetMaxWeight, r.NormFloat64()*0.3))
	}
	for j := range hidden {
		w.B1[j] = r.Float64()
		w.W2[j] = r.NormFloat64() * 100
	}
	return w
}

// netFloat is w's output on p in floating point, from p's NetPairs:
// half of g from the side to move less half from the other side.
func netFloat(p *Position, w *NetWeights) float64 {
	pairs := p.NetPairs(nil, w.Kings)
	g := func(other bool) float64 {
		pre := append([]float64(nil), w.B1...)
		for i := range len(pairs) / 2 {
			f := pairs[2*i]
			if other {
				f = pairs[2*i+1]
			}
			for j := range pre {
				pre[j] += w.W1[int(f)*w.Hidden+j]
			}
		}
		var out float64
		for j, v := range pre {
			out += min(max(v, 0), 1) * w.W2[j]
		}
		return out
	}
	return (g(false) - g(true)) / 2
}

// The fixed-point network (its first layer packed four units to a word)
// gives every position of Win at Chess and of the openings the
// floating-point network's value within its rounding, for plain
// networks of 16, 32 and 64 units and a king-relative one of 32; and
// "net" is "fitted-pst" plus it, "net-kings32" "fitted-terms" plus its
// own.
func TestNetFixedPoint(t *testing.T) {
	was, wasKings := netBuilt[evalNet], netBuilt[evalNetKings32]
	t.Cleanup(func() { netBuilt[evalNet], netBuilt[evalNetKings32] = was, wasKings })
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	for _, h := range []int{16, 32, 64, -32} {
		kings, eval, kind, base := h < 0, "net", evalNet, evalFittedPST
		if kings {
			h, eval, kind, base = -h, "net-kings32", evalNetKings32, evalFittedTerms
		}
		w := randomNetOf(h, kings, uint64(h))
		if err := SetNetOf(eval, w); err != nil {
			t.Fatal(err)
		}
		for _, fen := range fens {
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			want := netFloat(p, w)
			got, err := NetCP(p, w)
			if err != nil {
				t.Fatal(err)
			}
			// Each unit's weights round by half a 256th each, the
			// output weights by half a 16th of a centipawn.
			if tol := 5 + 0.2*float64(h); math.Abs(float64(got)-want) > tol {
				t.Fatalf("%d units (kings %v), %s: fixed point %d, floating point %.2f", h, kings, fen, got, want)
			}
			if a, b := p.b.evaluate(kind), p.b.evaluate(base)+p.b.netTerm(&netBuilt[kind]); a != b {
				t.Fatalf("%s: %s %d, its base plus the network %d", fen, eval, a, b)
			}
		}
	}
}

// A network corrects only positions within its gate of material
// balance, less its centre there.
func TestNetGate(t *testing.T) {
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was })
	w := randomNet(16, 3)
	w.Gate, w.Centre = 1, []float64{-7, 5, 7}
	even, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	up, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKB1R b KQkq - 0 1")
	if NetMaterial(even) != 0 || NetMaterial(up) != 3 {
		t.Fatalf("material %d and %d, want 0 and 3", NetMaterial(even), NetMaterial(up))
	}
	if err := SetNet(w); err != nil {
		t.Fatal(err)
	}
	if got, want := even.b.netTerm(&netBuilt[evalNet]), int32(math.Round(netFloat(even, w)))-5; got < want-2 || got > want+2 {
		t.Fatalf("within the gate: %d, want about %d", got, want)
	}
	if got := up.b.netTerm(&netBuilt[evalNet]); got != 0 {
		t.Fatalf("3 pawns of material, a gate of 1: %d, want 0", got)
	}
}

// A network of the wrong shape is refused and changes nothing: a
// king-relative one for "net", a plain one for "net-kings32".
func TestNetShape(t *testing.T) {
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was })
	for _, w := range []*NetWeights{
		{Hidden: 20, W1: make([]float64, NetInputs*20), B1: make([]float64, 20), W2: make([]float64, 20), Centre: make([]float64, 1)},
		{Hidden: 16, W1: make([]float64, 10), B1: make([]float64, 16), W2: make([]float64, 16), Centre: make([]float64, 1)},
		{Hidden: 0},
		{Hidden: 16, W1: make([]float64, NetInputs*16), B1: make([]float64, 16), W2: make([]float64, 16), Gate: 2, Centre: make([]float64, 3)},
		randomNetOf(16, true, 1),
	} {
		if err := SetNet(w); err == nil {
			t.Fatalf("%d units, %d weights: no error", w.Hidden, len(w.W1))
		}
		if netBuilt[evalNet].hidden != was.hidden || &netBuilt[evalNet].packed[0] != &was.packed[0] {
			t.Fatal("a refused network changed the evaluation's")
		}
	}
	if err := SetNetOf("net-kings32", randomNet(32, 1)); err == nil {
		t.Fatal("a plain network for net-kings32: no error")
	}
}

// The network's inputs see the position from the side to move: a
// position and its colour-flipped self with the other side to move
// read the same inputs, plain or king-relative, with either king on
// either wing. A king-relative view mirrors the files with its king on
// the queen's side: a king on c1 reads its pawns on a2 b2 c2 as one on
// f1 reads them on h2 g2 f2. The same position with the other side to
// move is worth as much to White: the network gives no tempo.
func TestNetPairsSideToMove(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
		"2kr3r/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1 w - - 0 1",
		"r4rk1/ppp2ppp/8/8/3K4/8/PPP2PPP/R6R b - - 0 1",
	} {
		a, _ := ParseFEN(fen)
		b, _ := ParseFEN(mirrorFEN(fen))
		for _, kings := range []bool{false, true} {
			fa, fb := a.NetPairs(nil, kings), b.NetPairs(nil, kings)
			seen := map[[2]int32]int{}
			for i := range len(fa) / 2 {
				seen[[2]int32{fa[2*i], fa[2*i+1]}]++
			}
			for i := range len(fb) / 2 {
				seen[[2]int32{fb[2*i], fb[2*i+1]}]--
			}
			for f, n := range seen {
				if n != 0 {
					t.Fatalf("%s (kings %v): inputs %v: %d more in the one than in its mirror", fen, kings, f, n)
				}
			}
			if len(fa) != 2*popcount(a.b.all()) {
				t.Fatalf("%s: %d inputs, want two a piece", fen, len(fa))
			}
		}
	}
	long, _ := ParseFEN("8/8/8/8/8/8/PPP5/2K4k w - - 0 1")
	short, _ := ParseFEN("8/8/8/8/8/8/5PPP/5K1k w - - 0 1")
	pl, ps := long.NetPairs(nil, true), short.NetPairs(nil, true)
	white := func(pairs []int32) []int32 { // White's four pieces as White reads them
		return slices.Sorted(slices.Values([]int32{pairs[0], pairs[2], pairs[4], pairs[6]}))
	}
	if !slices.Equal(white(pl), white(ps)) {
		t.Fatalf("a king on c1 and its pawns read %v, one on f1 with its pawns %v", pl, ps)
	}
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was })
	if err := SetNet(randomNet(32, 7)); err != nil {
		t.Fatal(err)
	}
	moved := 0
	for _, fen := range suitePositions(t, "../../testdata/wac.epd") {
		w, _ := ParseFEN(fen)
		f := strings.Fields(fen)
		f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
		f[3] = "-"
		o, err := ParseFEN(strings.Join(f, " "))
		if err != nil {
			continue
		}
		a, b := w.b.netTerm(&netBuilt[evalNet]), o.b.netTerm(&netBuilt[evalNet])
		if a != -b {
			t.Fatalf("%s: %d for the side to move, %d with the other to move", fen, a, b)
		}
		if a != 0 {
			moved++
		}
	}
	if moved == 0 {
		t.Fatal("the network moved no position")
	}
}

// "net-terms" is "fitted-terms" plus a network of its own: SetNetOf
// sets that network and leaves "net"'s as it was, NetBase names each
// network's base, and a name that is no network evaluation is refused.
func TestNetTerms(t *testing.T) {
	wasNet, wasTerms := netBuilt[evalNet], netBuilt[evalNetTerms]
	t.Cleanup(func() { netBuilt[evalNet], netBuilt[evalNetTerms] = wasNet, wasTerms })
	w := randomNet(16, 5)
	if err := SetNetOf("net-terms", w); err != nil {
		t.Fatal(err)
	}
	if &netBuilt[evalNet].packed[0] != &wasNet.packed[0] || &netBuilt[evalNetTerms].packed[0] == &wasTerms.packed[0] {
		t.Fatal("SetNetOf(net-terms) did not set net-terms' network alone")
	}
	for _, fen := range suitePositions(t, "../../testdata/openings.epd") {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		got, err := NetCP(p, w)
		if err != nil {
			t.Fatal(err)
		}
		if a, b := p.b.evaluate(evalNetTerms), p.b.evaluate(evalFittedTerms)+int32(got); a != b {
			t.Fatalf("%s: net-terms %d, fitted-terms plus the network %d", fen, a, b)
		}
	}
	for eval, want := range map[string]string{"net": "fitted-pst", "net-terms": "fitted-terms", "net-leaves": "fitted-terms", "net-leaves32": "fitted-terms", "net-leaves64": "fitted-terms", "net-leaves32b": "fitted-terms", "net-kings32": "fitted-terms", "net-kings32b": "fitted-terms", "net-kings32c": "fitted-terms", "net-kings32d": "fitted-terms", "net-kings32e": "fitted-terms"} {
		if got, err := NetBase(eval); err != nil || got != want {
			t.Fatalf("NetBase(%s) = %q, %v; want %s", eval, got, err, want)
		}
	}
	for _, bad := range []string{"fitted-terms", "king", "nets"} {
		if _, err := NetBase(bad); err == nil {
			t.Fatalf("NetBase(%s): no error", bad)
		}
		if err := SetNetOf(bad, w); err == nil {
			t.Fatalf("SetNetOf(%s): no error", bad)
		}
		if _, err := NetSourceFor(bad, w, ""); err == nil {
			t.Fatalf("NetSourceFor(%s): no error", bad)
		}
	}
	src, err := NetSourceFor("net-terms", w, "a header")
	if err != nil || !strings.Contains(src, "var netTermsTables = netFile{\n\thidden: 16,") || !strings.Contains(src, "\tcentre: []int32{") {
		t.Fatalf("net-terms' source (%v):\n%.300s", err, src)
	}
}

// NetWeightsOf gives each network evaluation's file in floating point:
// its fixed point is the file's tables again, and a name that is no
// network evaluation is refused.
func TestNetWeightsOf(t *testing.T) {
	for _, n := range networks {
		name := evalNames[n.kind]
		if n.far != evalStandard {
			if _, err := NetWeightsOf(name); err == nil || !strings.Contains(err.Error(), "pairs two networks") {
				t.Errorf("NetWeightsOf(%s), a pair: %v", name, err)
			}
			continue
		}
		w, err := NetWeightsOf(name)
		if err != nil {
			t.Fatal(err)
		}
		q, err := w.quantize()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		f := n.file
		if q.hidden != f.hidden || q.kings != f.kings || !slices.Equal(q.w1, f.w1) || !slices.Equal(q.b1, f.b1) ||
			!slices.Equal(q.w2, f.w2) || !slices.Equal(q.centre, f.centre) {
			t.Errorf("%s: the fixed point of NetWeightsOf is not its file's", name)
		}
	}
	if _, err := NetWeightsOf("fitted-terms"); err == nil {
		t.Fatal("NetWeightsOf(fitted-terms): no error")
	}
}

// A pair of networks (net-kings32ce) corrects by its first network
// (net-kings32c's) within that network's gate, by the far one
// (net-kings32e's) beyond it and within the far one's gate, and not at
// all beyond both; Evaluate's value is the base's plus that correction,
// by the accumulator and afresh.
func TestNetPair(t *testing.T) {
	near, far := netOf[evalNetKings32c], netOf[evalNetKings32e]
	if near.gate != 2 || far.gate <= near.gate {
		t.Fatalf("the gates: %d near, %d far", near.gate, far.gate)
	}
	seen := map[string]int{}
	for _, fen := range []string{
		StartFEN,
		// White a knight up (3 pawns), then a rook up (5), then a queen up (9).
		"r1bqkb1r/pppp1ppp/5n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 1",
		"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1",
		"rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		// The same with Black to move: behind.
		"r1bqkb1r/pppp1ppp/5n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 0 1",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		m := p.b.material()
		var want int32
		switch {
		case m >= -near.gate && m <= near.gate:
			want, seen["near"] = p.b.netTerm(near), seen["near"]+1
		case m >= -far.gate && m <= far.gate:
			want, seen["far"] = p.b.netTerm(far), seen["far"]+1
		default:
			seen["none"]++
		}
		if got := p.b.netCorrection(evalNetKings32ce); got != want {
			t.Errorf("%s (material %d): the pair corrects %d, want %d", fen, m, got, want)
		}
		if err := p.SetEval("net-kings32ce"); err != nil {
			t.Fatal(err)
		}
		base := p.Clone().(*Position)
		if err := base.SetEval("fitted-terms"); err != nil {
			t.Fatal(err)
		}
		if got, want := p.b.evaluate(evalNetKings32ce), base.b.evaluate(evalFittedTerms)+want; got != want {
			t.Errorf("%s: the pair evaluates %d, fitted-terms plus its correction %d", fen, got, want)
		}
		if p.acc == nil {
			t.Fatalf("%s: the pair keeps no accumulator", fen)
		}
		checkAcc(t, "net-kings32ce", p, true)
	}
	if seen["near"] == 0 || seen["far"] < 2 || seen["none"] == 0 {
		t.Errorf("positions by network: %v", seen)
	}
	if far := netOf[evalNetKings32e]; netFarOf[evalNetKings32ce] != far || netFarOf[evalNetKings32c] != nil {
		t.Error("the far networks are not the pair's alone")
	}
}
