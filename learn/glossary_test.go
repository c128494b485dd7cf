package learn

import (
	"flag"
	"os"
	"strings"
	"testing"

	"unicode/utf8"
)

// Every glossary term names a section docs/study.md has, and the doc's
// glossary is the screen's (go test ./learn -run
// TestGlossaryDoc -update rewrites it).
func TestGlossaryDoc(t *testing.T) {
	const path = "../docs/study.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	heads := map[string]bool{}
	for _, l := range strings.Split(doc, "\n") {
		if strings.HasPrefix(l, "#") {
			heads[DocAnchor(strings.TrimLeft(l, "# "))] = true
		}
	}
	for _, g := range Glossary {
		if !heads[DocAnchor(g.Section)] {
			t.Errorf("%q: docs/study.md has no section %q", g.Term, g.Section)
		}
		if strings.ContainsAny(g.Means, "|\n") || utf8.RuneCountInString(g.Term) > 16 {
			t.Errorf("%q: a term must be short and its meaning one line", g.Term)
		}
	}
	const begin, end = "<!-- glossary: begin -->\n", "<!-- glossary: end -->\n"
	i, j := strings.Index(doc, begin), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("docs/study.md has no %q ... %q block", begin, end)
	}
	want := GlossaryMarkdown()
	if got := doc[i+len(begin) : j]; got != want {
		if !updating() {
			t.Fatalf("docs/study.md's glossary is not the screen's (-update rewrites it):\n--- doc\n%s--- screen\n%s", got, want)
		}
		if err := os.WriteFile(path, []byte(doc[:i+len(begin)]+want+doc[j:]), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// init registers -update unless a package linked into the test binary
// (golden) already has.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite docs/study.md's glossary")
	}
}

// updating reports whether -update was given.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}
