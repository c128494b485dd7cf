package chess

import (
	"os"
	"strings"
	"testing"
)

// Each network's file (netweights*.go) is what the tuner's generator,
// NetSourceFor, writes for the network built from it, under the file's
// own header: the generator and the files agree to the byte, so a
// change of the generator is proved not to move a weight by rewriting
// the files with it (go test ./variants/chess -run TestNetFiles -update)
// and reading the diff.
func TestNetFiles(t *testing.T) {
	for _, net := range networks {
		if net.far != evalStandard {
			continue // a pair: its networks' files are theirs
		}
		name := "netweights" + strings.ToLower(strings.TrimPrefix(net.goName, "net")) + ".go"
		old, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		// The header: the comment lines after the first, to the blank line.
		var header []string
		for _, l := range strings.Split(string(old), "\n")[1:] {
			c, ok := strings.CutPrefix(l, "// ")
			if !ok {
				break
			}
			header = append(header, c)
		}
		n := net.file.fix()
		src, err := NetSourceFor(evalNames[net.kind], n.weights(), strings.Join(header, "\n"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if *update {
			if err := os.WriteFile(name, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if src != string(old) {
			t.Errorf("%s is not what NetSourceFor writes for its network (-update rewrites it)", name)
		}
	}
}

// weights is n in floating point, as a tuner hands it to NetSourceFor:
// each fixed-point weight over its scale, which the fixed point gives
// back exactly.
func (n *netFixed) weights() *NetWeights {
	w := &NetWeights{Hidden: n.hidden, Kings: n.kings, W1: make([]float64, len(n.w1)), B1: make([]float64, n.hidden), W2: make([]float64, n.hidden), Gate: n.gate, Centre: make([]float64, len(n.centre))}
	for i, v := range n.w1 {
		w.W1[i] = float64(v) / netOne
	}
	for j := range n.hidden {
		w.B1[j] = float64(n.b1[j]) / netOne
		w.W2[j] = float64(n.w2[j]) / netOutScale
	}
	for i, v := range n.centre {
		w.Centre[i] = float64(v)
	}
	return w
}
