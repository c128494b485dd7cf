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
