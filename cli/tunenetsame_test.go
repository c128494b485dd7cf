package cli

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollout/variants/chess"
)

// tune -net's figures stay as they were for the same inputs and seed: a
// small training of each kind (a plain network on two files cut by
// -max, with -check files, -net-shrinks and -net-shrink; a
// king-relative one whose first file has no ids, with -net-l2 and
// -net-decay-kings; one with nothing held out) prints the same lines,
// seconds aside, and writes the same weights as the golden files
// (testdata/TestTuneNetSame, written by go test ./cli -run
// TestTuneNetSame -update) say. The goldens were written by the
// trainer that kept every position whole, before it kept them compact.
func TestTuneNetSame(t *testing.T) {
	t.Cleanup(chess.ResetNet)
	dir := t.TempDir()
	leaves := gzLines(t, "../testdata/selfplay500-leaves-eval.epd.gz", 1200)
	games := gzLines(t, "../testdata/sfgames-eval.epd.gz", 600)
	others := gzLines(t, "../testdata/selfplay500-eval.epd.gz", 800)
	// b's every third position has no id; c's none.
	for i := range games {
		if i%3 == 0 {
			games[i] = stripID(games[i])
		}
	}
	var noIDs []string
	for _, l := range others[:500] {
		noIDs = append(noIDs, stripID(l))
	}
	a := filepath.Join(dir, "a.epd.gz")
	writeGz(t, a, "# leaves\n\n"+strings.Join(leaves, "\n")+"\n")
	b, c, d := filepath.Join(dir, "b.epd"), filepath.Join(dir, "c.epd"), filepath.Join(dir, "d.epd")
	for _, f := range []struct {
		path  string
		lines []string
	}{{b, games}, {c, noIDs}, {d, others[500:]}} {
		if err := os.WriteFile(f.path, []byte(strings.Join(f.lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bad := filepath.Join(dir, "bad.epd")
	if err := os.WriteFile(bad, []byte(others[0]+"\n8/8/8/8/8/8/8/K6k w - - bm Kb1;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.go")
	cases := []struct {
		name string
		args []string
	}{
		{"plain", []string{"-epd", a + "," + b, "-max", "1300", "-holdout", "0.25", "-ce-max", "400", "-net-hidden", "16",
			"-net-epochs", "3", "-net-batch", "32", "-net-rate", "0.005", "-net-shrinks", "0.5,1", "-net-shrink", "0.8", "-check", d + "," + c}},
		{"kings", []string{"-epd", c + "," + a, "-net-eval", "net-kings32", "-holdout", "0.3", "-net-hidden", "16", "-net-epochs", "2",
			"-net-l2", "0.001", "-net-decay-kings", "0.5", "-net-gate", "3", "-net-seed", "7", "-check", b}},
		{"all", []string{"-epd", b, "-net-eval", "net-terms", "-holdout", "0", "-net-hidden", "32", "-net-epochs", "2", "-net-scale", "1"}},
		// A file past -max is read all the same: its bad line refused.
		{"bad", []string{"-epd", a + "," + bad, "-max", "10"}},
		{"badcheck", []string{"-epd", a, "-check", d + "," + bad}},
		{"missing", []string{"-epd", a + "," + filepath.Join(dir, "missing.epd"), "-max", "10"}},
	}
	seconds := regexp.MustCompile(`, \d+ s\n`)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Cleanup(chess.ResetNet)
			args := append([]string{"tune", "-net", "-net-out", out}, tc.args...)
			os.Remove(out)
			code, stdout, errOut := run(t, args...)
			got := seconds.ReplaceAllString(stdout, ", N s\n")
			if code != 0 {
				got += fmt.Sprintf("--- exit %d\n%s", code, errOut)
			} else {
				src, err := os.ReadFile(out)
				if err != nil {
					t.Fatal(err)
				}
				header := regexp.MustCompile(`(?m)^//.*\n`).FindAllString(string(src), -1)
				got += "--- " + out + "\n" + strings.Join(header, "") + fmt.Sprintf("sha256 %x\n", sha256.Sum256([]byte(strings.ReplaceAll(string(src), dir, "TMP"))))
			}
			got = strings.ReplaceAll(got, dir, "TMP")
			golden := filepath.Join("testdata", "TestTuneNetSame", tc.name+".golden")
			if *updateDocs {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Fatalf("tune %s:\n%s\nwant (%s):\n%s", strings.Join(tc.args, " "), got, golden, want)
			}
		})
	}
}

// gzLines are the first n positions of the gzipped EPD file at path, its
// comments passed over.
func gzLines(t *testing.T, path string, n int) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(z)
	for sc.Scan() && len(out) < n {
		if l := sc.Text(); l != "" && l[0] != '#' {
			out = append(out, l)
		}
	}
	if len(out) < n {
		t.Fatalf("%s: %d positions, want %d (%v)", path, len(out), n, sc.Err())
	}
	return out
}

// stripID is an EPD line without its id operation.
func stripID(line string) string {
	return regexp.MustCompile(` id "[^"]*";`).ReplaceAllString(line, "")
}

// writeGz writes text gzipped to path.
func writeGz(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := gzip.NewWriter(f)
	if _, err := z.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
