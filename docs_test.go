package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollout/cli"
	"rollout/internal/doctest"
)

// update rewrites the documentation's examples with the program's output:
// go test . -run Docs -update
var update = flag.Bool("update", false, "rewrite the examples in README.md and docs/ with the program's output")

// docFiles are the markdown files whose examples are checked.
func docFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md"}, files...)
}

// runHeadless runs an example's `rollout COMMAND ...` in process and
// returns its stdout. Examples of the terminal UI (`rollout` with flags
// only) are left to the tests that drive the screens.
func runHeadless(command string) (string, bool, error) {
	args, filter, err := doctest.Pipeline(command)
	if err != nil {
		return "", true, err
	}
	if len(args) < 2 || args[0] != "rollout" || strings.HasPrefix(args[1], "-") {
		return "", false, nil
	}
	var out, errs bytes.Buffer
	env := &cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs}
	if code := cli.Main(env, args[1:]); code != 0 {
		return "", true, fmt.Errorf("exit status %d: %s", code, errs.String())
	}
	return filter(out.String()), true, nil
}

// TestDocsExamples runs every `$ rollout ...` example in README.md and
// docs/ and compares its output with the block below it, so the examples
// are the program's own output and cannot go stale. The examples are
// seeded and use rollout budgets, so their output is the same on every
// machine; the few figures that are not (times and rates) are masked.
func TestDocsExamples(t *testing.T) {
	masks := []doctest.Mask{
		{Re: regexp.MustCompile(`[0-9]+(\.[0-9]+)? (s|ms|µs|k?r/s)\b`), With: "T"},
	}
	ran := 0
	for _, f := range docFiles(t) {
		ran += doctest.Check(t, f, *update, runHeadless, masks...)
	}
	if ran == 0 {
		t.Error("no examples found: README.md shows at least one")
	}
}

// link is a markdown link: [text](target).
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinks checks that every relative link in README.md and docs/
// names a file of the repository, and its #anchor a heading of that
// file, and that no document refers to a path outside the repository.
func TestDocsLinks(t *testing.T) {
	for _, f := range docFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if strings.Contains(text, "../shared") {
			t.Errorf("%s refers to ../shared, a path outside the repository", f)
		}
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := f
			if file != "" {
				path = filepath.Join(filepath.Dir(f), file)
			}
			abs, _ := filepath.Abs(path)
			root, _ := filepath.Abs(".")
			if !strings.HasPrefix(abs, root+string(filepath.Separator)) {
				t.Errorf("%s: link %s leaves the repository", f, target)
				continue
			}
			body, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: link %s: %v", f, target, err)
				continue
			}
			if anchor != "" && strings.HasSuffix(path, ".md") && !hasAnchor(string(body), anchor) {
				t.Errorf("%s: link %s: no heading with that anchor in %s", f, target, path)
			}
		}
	}
}

// hasAnchor reports whether a heading of the markdown text has the
// GitHub anchor: lower case, spaces to hyphens, punctuation dropped.
func hasAnchor(text, anchor string) bool {
	inCode := false
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "```") {
			inCode = !inCode
		}
		if inCode || !strings.HasPrefix(l, "#") {
			continue
		}
		if slug(strings.TrimLeft(l, "# ")) == anchor {
			return true
		}
	}
	return false
}

// slug is GitHub's anchor of a heading.
func slug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}
