// Package figures reads where a learner looks a figure up: the
// definitions of docs/figures.md and the study screen's glossary in
// docs/study.md. Tests of the screens and commands hold every label,
// column heading and unit they print to one of these definitions, so a
// figure cannot appear without one.
package figures

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Files are the documents, under the repository's root, whose tables
// define the figures.
var Files = []string{"docs/figures.md", "docs/study.md"}

// code is a backticked span of markdown.
var code = regexp.MustCompile("`([^`]+)`")

// Terms returns the figures a markdown text defines: the backticked
// names in the first cell of its tables' rows ("| `W/D/L`, `wins` |
// ..." defines W/D/L and wins). Header and separator rows have none.
func Terms(markdown string) []string {
	var out []string
	for _, l := range strings.Split(markdown, "\n") {
		if !strings.HasPrefix(l, "| ") {
			continue
		}
		first, _, _ := strings.Cut(l[2:], " | ")
		for _, m := range code.FindAllStringSubmatch(first, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// Defined reads Files under root and returns every figure they define.
func Defined(root string) (map[string]bool, error) {
	set := map[string]bool{}
	for _, f := range Files {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			return nil, err
		}
		for _, t := range Terms(string(data)) {
			set[t] = true
		}
	}
	return set, nil
}
