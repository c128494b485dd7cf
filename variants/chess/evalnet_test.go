package chess

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// randomNet is a network of hidden units with weights drawn by seed,
// the first layer's within NetMaxWeight.
func randomNet(hidden int, seed uint64) *NetWeights {
	r := rand.New(rand.NewPCG(seed, 1))
	w := &NetWeights{Hidden: hidden, W1: make([]float64, NetInputs*hidden), B1: make([]float64, hidden), W2: make([]float64, hidden), Gate: 39, Centre: make([]float64, 79)}
	for i := range w.W1 {
		w.W1[i] = max(-NetMaxWeight, min(NetMaxWeight, r.NormFloat64()*0.3))
	}
	for j := range hidden {
		w.B1[j] = r.Float64()
		w.W2[j] = r.NormFloat64() * 100
	}
	return w
}

// netFloat is w's output on p in floating point, from p's NetFeatures:
// half of g from the side to move less half from the other side.
func netFloat(p *Position, w *NetWeights) float64 {
	g := func(other bool) float64 {
		pre := append([]float64(nil), w.B1...)
		for _, f := range p.NetFeatures(nil) {
			if other {
				f = NetOther(f)
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
// floating-point network's value within its rounding, for networks of
// 16, 32 and 64 units; and "net" is "fitted-pst" plus it.
func TestNetFixedPoint(t *testing.T) {
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was })
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	for _, h := range []int{16, 32, 64} {
		w := randomNet(h, uint64(h))
		if err := SetNet(w); err != nil {
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
				t.Fatalf("%d units, %s: fixed point %d, floating point %.2f", h, fen, got, want)
			}
			if a, b := p.b.evaluate(evalNet), p.b.evaluate(evalFittedPST)+p.b.netTerm(&netBuilt[evalNet]); a != b {
				t.Fatalf("%s: net %d, fitted-pst plus the network %d", fen, a, b)
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

// A network of the wrong shape is refused and changes nothing.
func TestNetShape(t *testing.T) {
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was })
	for _, w := range []*NetWeights{
		{Hidden: 20, W1: make([]float64, NetInputs*20), B1: make([]float64, 20), W2: make([]float64, 20), Centre: make([]float64, 1)},
		{Hidden: 16, W1: make([]float64, 10), B1: make([]float64, 16), W2: make([]float64, 16), Centre: make([]float64, 1)},
		{Hidden: 0},
		{Hidden: 16, W1: make([]float64, NetInputs*16), B1: make([]float64, 16), W2: make([]float64, 16), Gate: 2, Centre: make([]float64, 3)},
	} {
		if err := SetNet(w); err == nil {
			t.Fatalf("%d units, %d weights: no error", w.Hidden, len(w.W1))
		}
		if netBuilt[evalNet].hidden != was.hidden || &netBuilt[evalNet].packed[0] != &was.packed[0] {
			t.Fatal("a refused network changed the evaluation's")
		}
	}
}

// The network's inputs see the position from the side to move: the
// start position and its colour-flipped self with the other side to
// move read the same inputs. The same position with the other side to
// move is worth as much to White: the network gives no tempo.
func TestNetFeaturesSideToMove(t *testing.T) {
	a, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	b, _ := ParseFEN(mirrorFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"))
	fa, fb := a.NetFeatures(nil), b.NetFeatures(nil)
	seen := map[int32]int{}
	for _, f := range fa {
		seen[f]++
	}
	for _, f := range fb {
		seen[f]--
	}
	for f, n := range seen {
		if n != 0 {
			t.Fatalf("input %d: %d more in the one than in its mirror", f, n)
		}
	}
	if len(fa) != 32 {
		t.Fatalf("%d inputs, want 32", len(fa))
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
	for eval, want := range map[string]string{"net": "fitted-pst", "net-terms": "fitted-terms", "net-leaves": "fitted-terms", "net-leaves32": "fitted-terms", "net-leaves64": "fitted-terms", "net-leaves32b": "fitted-terms"} {
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
