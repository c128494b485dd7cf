package cli

import (
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// tune -epd -pst fits "fitted-pst"'s tables: on positions labelled by
// pieces-passers plus a bonus for White's knight on c3, the error falls
// and the tables are written as gofmt'd Go source whose header holds the
// command.
func TestTunePST(t *testing.T) {
	was := chess.FittedPST()
	t.Cleanup(func() { chess.SetFittedPST(was) })
	path := writeLabels(t, []string{
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq -",
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPPNPPP/R1BQKB1R b KQkq -",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq -",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPPNPPP/R1BQKBNR w KQkq -",
		"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq -",
		"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/3B4/PPPP1PPP/RNBQK1NR b KQkq -",
	}, "pieces-passers", 6, func(fen string, p *chess.Position, ce int) int {
		if !strings.Contains(fen, "/2N") {
			return ce
		}
		if p.ToMove() == variants.Second {
			return ce - 60
		}
		return ce + 60
	})
	out := filepath.Join(filepath.Dir(path), "pstfit.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-pst", "-holdout", "0", "-pst-epochs", "100", "-pst-out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	before, after := errorLine(t, stdout)
	if after >= before*0.8 {
		t.Fatalf("error fell from %v only to %v\n%s", before, after, stdout)
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := format.Source(src); err != nil || string(f) != string(src) {
		t.Fatalf("the tables are not gofmt'd Go (%v):\n%s", err, src)
	}
	if !strings.Contains(string(src), "// rollout tune -epd "+path+" -pst") || !strings.Contains(string(src), "package chess") {
		t.Fatalf("no command in the header:\n%s", src)
	}
	// The fitted knight's entry on c3 (entry c3^56 = 42) is a bonus.
	if got := chess.FittedPST()[0][1][42]; got <= 0 {
		t.Fatalf("knight on c3's middlegame difference %d, want a bonus", got)
	}
	code, _, errOut = run(t, "tune", "-epd", path, "-pst", "-pst-scale", "0")
	if code == 0 || !strings.Contains(errOut, "-pst-scale") {
		t.Fatalf("-pst-scale 0: exit %d, %q", code, errOut)
	}
}

// A gzipped label file is read as it is: the shipped set never fitted.
func TestTunePSTGzip(t *testing.T) {
	was := chess.FittedPST()
	t.Cleanup(func() { chess.SetFittedPST(was) })
	code, out, errOut := run(t, "tune", "-epd", "../testdata/selfplay500-eval.epd.gz", "-pst", "-pst-epochs", "1", "-max", "300", "-pst-out", filepath.Join(t.TempDir(), "x.go"))
	if code != 0 || !regexp.MustCompile(`(?m)^positions: \d+ to fit, \d+ held out`).MatchString(out) {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
}

// keepFitted restores the tables of the fitted evaluations and
// fitted-terms' weights that a test's tune changes.
func keepFitted(t *testing.T) {
	for _, name := range []string{"fitted-pst", "fitted-sym", "fitted-terms"} {
		was, err := chess.FittedTables(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { chess.SetFittedTables(name, was) })
	}
	params := chess.TermsParams()
	was := make([]int32, len(params))
	for i, p := range params {
		was[i] = *p.P
	}
	t.Cleanup(func() {
		for i, p := range params {
			*p.P = was[i]
		}
	})
}

// pstLabels are positions labelled by pieces-passers plus a bonus for
// each side's bishop pair (60 cp), for the fits below.
func pstLabels(t *testing.T) string {
	fens := []string{
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq -",
		"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPPNPPP/R1BQKB1R b KQkq -",
		"r1bqk2r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPPNPPP/R1BQKB1R w KQkq -",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQK1NR b KQkq -",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPPNPPP/R2QKBNR w KQkq -",
		"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq -",
		"rn1qkb1r/pppp1ppp/5n2/4p3/4P3/3B4/PPPP1PPP/RNBQK1NR b KQkq -",
		"rnbqk2r/pppp1ppp/5n2/4p3/4P3/3B4/PPPP1PPP/RNBQK1NR w KQkq -",
	}
	return writeLabels(t, fens, "pieces-passers", 8, func(fen string, p *chess.Position, ce int) int {
		board := strings.Fields(fen)[0]
		pair := 0
		if strings.Count(board, "B") == 2 {
			pair += 60
		}
		if strings.Count(board, "b") == 2 {
			pair -= 60
		}
		if p.ToMove() == variants.Second {
			pair = -pair
		}
		return ce + pair
	})
}

// -pst-eval fitted-sym -pst-sym fits fitted-sym's tables, each entry
// equal to its mirror (a1 with h1), and leaves fitted-pst's alone.
func TestTunePSTSym(t *testing.T) {
	keepFitted(t)
	pst := chess.FittedPST()
	path := pstLabels(t)
	out := filepath.Join(t.TempDir(), "pstfitsym.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-pst", "-holdout", "0", "-pst-epochs", "100", "-pst-eval", "fitted-sym", "-pst-sym", "-pst-out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if before, after := errorLine(t, stdout); after >= before {
		t.Fatalf("error %v -> %v\n%s", before, after, stdout)
	}
	got, err := chess.FittedTables("fitted-sym")
	if err != nil {
		t.Fatal(err)
	}
	if got == (chess.PSTTables{}) {
		t.Fatal("fitted-sym's tables were not fitted")
	}
	for h := range 2 {
		for pt := range 6 {
			for e := range 64 {
				if got[h][pt][e] != got[h][pt][e^7] {
					t.Fatalf("table %d kind %d: entry %d is %d, its mirror %d", h, pt, e, got[h][pt][e], got[h][pt][e^7])
				}
			}
		}
	}
	if chess.FittedPST() != pst {
		t.Fatal("fitting fitted-sym changed fitted-pst's tables")
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "pstSymMid = [6][64]int32{") {
		t.Fatalf("not fitted-sym's tables:\n%s", src)
	}
}

// -pst-terms fits fitted-terms' weights with its tables: on labels that
// pay the bishop pair 60 cp more, the pair's middlegame weight rises and
// the file written (gofmt'd) holds the weights. Without fitted-terms it
// is refused.
func TestTunePSTTerms(t *testing.T) {
	keepFitted(t)
	path := pstLabels(t)
	out := filepath.Join(t.TempDir(), "pstfitterms.go")
	code, stdout, errOut := run(t, "tune", "-epd", path, "-pst", "-holdout", "0", "-pst-epochs", "200", "-pst-eval", "fitted-terms", "-pst-terms", "-pst-out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if before, after := errorLine(t, stdout); after >= before*0.8 {
		t.Fatalf("error %v -> %v\n%s", before, after, stdout)
	}
	m := regexp.MustCompile(`(?m)^pairMid 25 -> (\d+)$`).FindStringSubmatch(stdout)
	if m == nil || atoi(m[1]) <= 25 {
		t.Fatalf("the bishop pair's weight did not rise:\n%s", stdout)
	}
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if f, err := format.Source(src); err != nil || string(f) != string(src) {
		t.Fatalf("the file is not gofmt'd Go (%v):\n%s", err, src)
	}
	if !strings.Contains(string(src), "var termsWeights = evalWeights{") || !strings.Contains(string(src), "pstTermsMid") {
		t.Fatalf("no weights or tables in the file:\n%s", src)
	}
	code, _, errOut = run(t, "tune", "-epd", path, "-pst", "-pst-terms")
	if code == 0 || !strings.Contains(errOut, "-pst-terms") {
		t.Fatalf("-pst-terms on fitted-pst: exit %d, %q", code, errOut)
	}
}
