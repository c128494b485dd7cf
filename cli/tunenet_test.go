package cli

import (
	"go/format"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// tune -epd -net trains "net"'s network: on the openings' positions
// labelled by fitted-pst plus a bonus for White's knight on c3 while
// White's queen is on d1 (a pair, which no single input holds), the
// error falls, the network is written as gofmt'd Go source whose header
// holds the command, and "net" then scores a position with the pair
// above one without it.
func TestTuneNet(t *testing.T) {
	t.Cleanup(chess.ResetNet)
	fens := suiteFENs(t, "../testdata/openings.epd")
	pair := func(p *chess.Position) bool {
		f := strings.Fields(p.Encode())[0]
		ranks := strings.Split(f, "/")
		return expandRank(ranks[5])[2] == 'N' && expandRank(ranks[7])[3] == 'Q'
	}
	path := writeLabels(t, fens, "fitted-pst", 10, bonusWhen(pair, 80))
	out := filepath.Join(filepath.Dir(path), "netweights.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-net", "-holdout", "0", "-net-hidden", "16", "-net-scale", "1",
		"-net-rate", "0.01", "-net-batch", "16", "-net-epochs", "60", "-net-out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	src := checkNetFit(t, stdout, "fitted-pst", "net", 0.5, out)
	if !strings.Contains(string(src), "// rollout tune -epd "+path+" -net") || !strings.Contains(string(src), "var netTables = netFile{\n\thidden: 16,") {
		t.Fatalf("no command or size in the header:\n%.400s", src)
	}
	with, _ := chess.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 1")
	without, _ := chess.ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1")
	for _, p := range []*chess.Position{with, without} {
		if err := p.SetEval("net"); err != nil {
			t.Fatal(err)
		}
	}
	gain := func(p *chess.Position) int {
		n := p.StaticCP()
		p.SetEval("fitted-pst")
		defer p.SetEval("net")
		return n - p.StaticCP()
	}
	if g, h := gain(with), gain(without); g < h+30 {
		t.Fatalf("the network adds %d with the pair, %d without", g, h)
	}
	for _, bad := range [][]string{{"-net-hidden", "20"}, {"-net-rate", "0"}, {"-net-scale", "-1"}, {"-net-shrink", "1.5"}} {
		code, _, errOut = run(t, append([]string{"tune", "-epd", path, "-net"}, bad...)...)
		if code == 0 || !strings.Contains(errOut, bad[0]) {
			t.Fatalf("%v: exit %d, %q", bad, code, errOut)
		}
	}
}

// bonusWhen is a labeller for writeLabels that adds cp for White to a
// position's label (the side to move's) where has holds.
func bonusWhen(has func(*chess.Position) bool, cp int) func(string, *chess.Position, int) int {
	return func(_ string, p *chess.Position, ce int) int {
		if !has(p) {
			return ce
		}
		if p.ToMove() == variants.Second {
			return ce - cp
		}
		return ce + cp
	}
}

// checkNetFit checks tune -net's report (stdout) of eval's network on
// base: its error on the positions fitted fell below fall times base's;
// and that the file out it wrote is gofmt'd Go, which it returns.
func checkNetFit(t *testing.T, stdout, base, eval string, fall float64, out string) []byte {
	t.Helper()
	m := regexp.MustCompile(`(?m)^error ` + regexp.QuoteMeta(base) + ` (\d\.\d+) -> ` + regexp.QuoteMeta(eval) + ` (\d\.\d+), held out`).FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("no error line:\n%s", stdout)
	}
	before, _ := strconv.ParseFloat(m[1], 64)
	after, _ := strconv.ParseFloat(m[2], 64)
	if after >= before*fall {
		t.Fatalf("error fell from %v only to %v\n%s", before, after, stdout)
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := format.Source(src); err != nil || string(f) != string(src) {
		t.Fatalf("the network is not gofmt'd Go (%v)", err)
	}
	return src
}

// expandRank is a FEN rank with its digits spelled out as dots.
func expandRank(r string) string {
	var b strings.Builder
	for _, c := range r {
		if c >= '1' && c <= '8' {
			b.WriteString(strings.Repeat(".", int(c-'0')))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// suiteFENs are the positions of an EPD file, as FEN's first four
// fields.
func suiteFENs(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) < 4 || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, strings.Join(f[:4], " "))
	}
	return out
}

// tune -net -net-eval net-terms trains "net-terms"' network on
// fitted-terms' value and writes it under its own names, measured on
// each -check file; a name that is no network evaluation is refused.
func TestTuneNetTerms(t *testing.T) {
	t.Cleanup(chess.ResetNet)
	fens := suiteFENs(t, "../testdata/openings.epd")
	path := writeLabels(t, fens, "fitted-terms", 10, func(_ string, p *chess.Position, ce int) int {
		if strings.Fields(p.Encode())[0][0] == 'r' {
			return ce + 40
		}
		return ce
	})
	out := filepath.Join(filepath.Dir(path), "netweightsterms.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-net", "-net-eval", "net-terms", "-holdout", "0", "-net-hidden", "16",
		"-net-scale", "1", "-net-epochs", "3", "-net-out", out, "-check", path+","+path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !regexp.MustCompile(`(?m)^error fitted-terms \d\.\d+ -> net-terms \d\.\d+, held out`).MatchString(stdout) {
		t.Fatalf("no error line of net-terms on fitted-terms:\n%s", stdout)
	}
	// Each -check file is measured.
	if n := len(regexp.MustCompile(`(?m)^.*labels.epd \(\d+ positions.*error fitted-terms ?\d\.\d+ -> net-terms ?\d\.\d+$`).FindAllString(stdout, -1)); n != 2 {
		t.Fatalf("%d -check lines, want 2:\n%s", n, stdout)
	}
	src, err := os.ReadFile(out)
	if err != nil || !strings.Contains(string(src), "var netTermsTables = netFile{\n\thidden: 16,") {
		t.Fatalf("net-terms' weights (%v):\n%.400s", err, src)
	}
	code, _, errOut = run(t, "tune", "-epd", path, "-net", "-net-eval", "fitted-terms")
	if code == 0 || !strings.Contains(errOut, "-net-eval") {
		t.Fatalf("-net-eval fitted-terms: exit %d, %q", code, errOut)
	}
}

// tune -net -net-eval net-kings32 trains a king-relative network (its
// first layer a bucket's weights plus a table the buckets share): on
// labels that give White's pawn on e4 a bonus the error falls, the file
// says the network is king-relative, and "net-kings32" then scores the
// pawn's position above fitted-terms.
func TestTuneNetKings(t *testing.T) {
	t.Cleanup(chess.ResetNet)
	fens := suiteFENs(t, "../testdata/openings.epd")
	e4 := func(p *chess.Position) bool {
		return expandRank(strings.Split(strings.Fields(p.Encode())[0], "/")[4])[4] == 'P'
	}
	path := writeLabels(t, fens, "fitted-terms", 10, bonusWhen(e4, 80))
	out := filepath.Join(filepath.Dir(path), "netweightskings32.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-net", "-net-eval", "net-kings32", "-holdout", "0", "-net-hidden", "16",
		"-net-scale", "1", "-net-rate", "0.01", "-net-batch", "16", "-net-epochs", "30", "-net-out", out,
		"-net-shrinks", "0.25,1", "-check", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// -net-shrinks measures each factor on the -check file (here the
	// fitted one, so all of the correction is nearer its labels).
	scan := regexp.MustCompile(`correction x (0\.25|1\.00): held out 0\.000000, \S+ ([0-9.]+)`).FindAllStringSubmatch(stdout, -1)
	if len(scan) != 2 {
		t.Fatalf("want two lines of -net-shrinks:\n%s", stdout)
	}
	if quarter, all := atof(t, scan[0][2]), atof(t, scan[1][2]); all >= quarter {
		t.Fatalf("the check file's error with all of the correction %v, with a quarter %v: want it lower", all, quarter)
	}
	if !strings.Contains(stdout, "network 3072-16-1 (") {
		t.Fatalf("not a network of 4 buckets of 768 inputs:\n%s", stdout)
	}
	src := checkNetFit(t, stdout, "fitted-terms", "net-kings32", 0.7, out)
	if !strings.Contains(string(src), "var netKings32Tables = netFile{\n\thidden: 16,\n\tkings:  true,\n") {
		t.Fatalf("the file does not say the network is king-relative:\n%.400s", src)
	}
	p, _ := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1")
	p.SetEval("fitted-terms")
	base := p.StaticCP()
	p.SetEval("net-kings32")
	if got := p.StaticCP(); got < base+20 {
		t.Fatalf("net-kings32 %d, fitted-terms %d: the pawn's bonus unlearned", got, base)
	}
}

// -net-decay-kings shrinks only what the king's sets add: with no
// gradient, a step takes the set weights towards 0 and leaves the shared
// table as it was.
func TestNetDecayKingsShrinksOnlyTheSets(t *testing.T) {
	tr := newNetTrainer(16, true, 1)
	for i := range tr.shared {
		tr.theta[i] = 0.5
	}
	shared := append([]float64(nil), tr.theta[tr.shared:tr.b1]...)
	tr.adam(0.1, 0, 2)
	if got := tr.theta[0]; math.Abs(got-0.4) > 1e-9 {
		t.Fatalf("a set weight of 0.5 after a step of rate 0.1 and decay 2: %v, want 0.4", got)
	}
	for i, w := range tr.theta[tr.shared:tr.b1] {
		if w != shared[i] {
			t.Fatalf("the shared table's weight %d moved: %v -> %v", i, shared[i], w)
		}
	}
}

// atof reads a figure a test found in tune's output.
func atof(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return v
}

// tune -net -net-init starts from a network evaluation's weights: zero
// epochs from net-kings32b (its file's correction x 0.7, given as
// -net-shrink) and from net (x 0.5) write their files' first layers,
// biases and output weights back, the centres measured afresh on the
// positions; an init of another shape, or none with -net-epochs 0, is
// refused.
func TestTuneNetInit(t *testing.T) {
	t.Cleanup(chess.ResetNet)
	fens := suiteFENs(t, "../testdata/openings.epd")
	path := writeLabels(t, fens, "fitted-terms", 10, func(_ string, _ *chess.Position, ce int) int { return ce + 20 })
	tables := regexp.MustCompile(`(?s)\tw1: \[\]int16\{.*?\n\t\},\n\tb1: .*?\n\t\},\n\tw2: .*?\n\t\},\n`)
	for _, c := range []struct{ eval, hidden, shrink, file string }{
		{"net-kings32b", "32", "0.7", "netweightskings32b.go"},
		{"net", "16", "0.5", "netweights.go"},
	} {
		out := filepath.Join(t.TempDir(), c.file)
		code, stdout, errOut := run(t, "tune", "-epd", path, "-net", "-net-eval", c.eval, "-net-init", c.eval, "-net-hidden", c.hidden,
			"-net-shrink", c.shrink, "-net-epochs", "0", "-net-out", out)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.eval, code, errOut)
		}
		if strings.Contains(stdout, "epoch 1") {
			t.Fatalf("%s: an epoch trained:\n%s", c.eval, stdout)
		}
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("../variants/chess", c.file))
		if err != nil {
			t.Fatal(err)
		}
		g, w := tables.Find(got), tables.Find(want)
		if w == nil || string(g) != string(w) {
			t.Fatalf("%s: the tables written are not %s's (%d and %d bytes)", c.eval, c.file, len(g), len(w))
		}
	}
	for _, bad := range [][]string{
		{"-net-eval", "net-kings32b", "-net-init", "net", "-net-hidden", "16"},
		{"-net-eval", "net-kings32b", "-net-init", "net-kings32", "-net-hidden", "16"},
		{"-net-init", "fitted-terms"},
		{"-net-epochs", "0"},
	} {
		code, _, errOut := run(t, append([]string{"tune", "-epd", path, "-net"}, bad...)...)
		if code != 2 || !strings.Contains(errOut, "-net-") || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: exit %d, %q", bad, code, errOut)
		}
	}
	if code, _, errOut := run(t, "tune", "-epd", path, "-net-init", "net"); code != 2 || !strings.Contains(errOut, "-net-init") {
		t.Errorf("-net-init without -net: exit %d, %q", code, errOut)
	}
}
