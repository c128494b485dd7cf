package cli

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
)

var updateDocs = flag.Bool("update", false, "rewrite the docs' output blocks from the program")

// traceDocArgs is the command docs/trace.md's examples come from.
var traceDocArgs = []string{"study", "-variant", "tictactoe", "-position", "x1o/2x/xo1 o", "-player", "uct", "-seed", "1", "-iterations", "500", "-trace"}

// eventPrefix finds a trace line's event and iteration, the key a doc
// line is matched to the program's line by.
var eventPrefix = regexp.MustCompile(`^\{"event":"[a-z]+"(,"iter":[0-9]+,)?`)

// docs/trace.md's JSON examples are lines of the real trace of the
// command it names: every line of every json block is a line of the
// output, or (ending in "...") a prefix of one. With -update the blocks
// are rewritten from the program, cut where they were cut.
func TestTraceDoc(t *testing.T) {
	const path = "../docs/trace.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	if !strings.Contains(doc, `rollout study -variant tictactoe -position "x1o/2x/xo1 o" -player uct -seed 1 -iterations 500 -trace`) {
		t.Fatal("docs/trace.md no longer names the command its examples come from")
	}
	code, out, errOut := run(t, traceDocArgs...)
	if code != 0 {
		t.Fatalf("status %d: %s", code, errOut)
	}
	real := strings.Split(strings.TrimSpace(out), "\n")
	lines := strings.Split(doc, "\n")
	inJSON, blocks := false, 0
	for i, l := range lines {
		switch {
		case l == "```json":
			inJSON, blocks = true, blocks+1
			continue
		case strings.HasPrefix(l, "```"):
			inJSON = false
			continue
		case !inJSON:
			continue
		}
		want, cut := strings.CutSuffix(l, "...")
		key := eventPrefix.FindString(l)
		var match string
		for _, r := range real {
			if key != "" && strings.HasPrefix(r, key) {
				match = r
				break
			}
		}
		ok := match == want || cut && strings.HasPrefix(match, want)
		if ok {
			continue
		}
		if *updateDocs && match != "" {
			if cut {
				match = match[:min(len(want), len(match))] + "..."
			}
			lines[i] = match
			continue
		}
		t.Errorf("docs/trace.md line %d is not the program's output (go test ./cli -run TestTraceDoc -update rewrites it):\n doc: %.200s\nreal: %.200s", i+1, l, match)
	}
	if blocks < 5 {
		t.Errorf("docs/trace.md has %d json blocks, want the header and the four phases", blocks)
	}
	if *updateDocs {
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
