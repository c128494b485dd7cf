package chess

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// update rewrites the golden values (go test ./variants/chess -run
// TestEvalGolden -update), only where a change of the values is meant,
// and the network files with the generator (-run TestNetFiles -update).
var update = flag.Bool("update", false, "rewrite testdata/evalkinds.golden (TestEvalGolden), the network files (TestNetFiles)")

// evalGolden holds the static value of every evaluation kind on every
// position of Win at Chess and of the openings: a change that is meant
// to leave the evaluations as they are (one table of their parts in
// place of two) proves it against the values written before it.
const evalGolden = "testdata/evalkinds.golden"

// Every evaluation gives each position of Win at Chess and of the
// openings the value it gave when the golden file was written; kinds
// added since are not in the file and not checked.
func TestEvalGolden(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	if *update {
		var b strings.Builder
		fmt.Fprintf(&b, "kinds %s\n", strings.Join(evalNames[:], " "))
		for _, fen := range fens {
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			b.WriteString(fen)
			for k := range evalNames {
				fmt.Fprintf(&b, ";%d", p.b.evaluate(evalKind(k)))
			}
			b.WriteByte('\n')
		}
		if err := os.WriteFile(evalGolden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(evalGolden)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	kinds := strings.Fields(strings.TrimPrefix(lines[0], "kinds "))
	if len(lines)-1 != len(fens) {
		t.Fatalf("%s: %d positions, the suites %d", evalGolden, len(lines)-1, len(fens))
	}
	for _, line := range lines[1:] {
		f := strings.Split(line, ";")
		if len(f) != len(kinds)+1 {
			t.Fatalf("%s: %q: want a FEN and %d values", evalGolden, line, len(kinds))
		}
		for i, name := range kinds {
			p, err := ParseFEN(f[0])
			if err != nil {
				t.Fatal(err)
			}
			if err := p.SetEval(name); err != nil {
				t.Fatal(err)
			}
			want, err := strconv.Atoi(f[i+1])
			if err != nil {
				t.Fatal(err)
			}
			if got := p.b.evaluate(p.eval); int(got) != want {
				t.Errorf("%s %s: %d, was %d", name, f[0], got, want)
			}
		}
	}
}

// nostorm-pieces-passers is pieces-passers with king-nostorm's attack
// terms: on every position of Win at Chess and of the openings it
// differs from pieces-passers by what king-nostorm adds to king (to a
// centipawn: each is tapered by phase and rounded on its own), and in
// some positions it differs at all.
func TestEvalNoStormPiecesPassers(t *testing.T) {
	fens := append(suitePositions(t, "../../testdata/wac.epd"), suitePositions(t, "../../testdata/openings.epd")...)
	moved := 0
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		got := p.b.evaluate(evalNoStormPiecesPassers) - p.b.evaluate(evalPiecesPassers)
		want := p.b.evaluate(evalKingNoStorm) - p.b.evaluate(evalKingSafe)
		if got-want > 1 || want-got > 1 {
			t.Fatalf("%s: nostorm-pieces-passers - pieces-passers = %d, want king-nostorm - king = %d", fen, got, want)
		}
		if got != 0 {
			moved++
		}
	}
	if moved < len(fens)/10 {
		t.Fatalf("the attack terms moved %d of %d positions", moved, len(fens))
	}
}
