package uci

import (
	"strings"
	"testing"

	"rollout/internal/figures"
)

// TestInfoFiguresDefined holds the info lines to docs/figures.md: every
// keyword an info line prints (score with its kind, cp or mate) is a
// figure the docs define, so a new one without a definition fails.
func TestInfoFiguresDefined(t *testing.T) {
	defined, err := figures.Defined("..")
	if err != nil {
		t.Fatal(err)
	}
	out := run(t, "setoption name Threads value 1", "setoption name MultiPV value 2", "position startpos", "go nodes 2000",
		"position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "go nodes 2000")
	seen := 0
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "info ") {
			continue
		}
		if strings.HasPrefix(l, "info string") {
			if !defined["string"] {
				t.Errorf("%q: string is not defined in docs/figures.md", l)
			}
			continue
		}
		seen++
		// Every word that is not a number is a keyword (score's kind
		// joined to it), up to pv, whose moves end the line.
		words := strings.Fields(l)[1:]
		for i := 0; i < len(words); i++ {
			key := words[i]
			if strings.TrimLeft(key, "-0123456789.") == "" {
				continue
			}
			if key == "score" && i+1 < len(words) {
				i++
				key += " " + words[i]
			}
			if !defined[key] {
				t.Errorf("%q: %q is not defined in docs/figures.md", l, key)
			}
			if key == "pv" {
				break
			}
		}
	}
	if seen == 0 {
		t.Fatalf("no info line:\n%s", out)
	}
}
