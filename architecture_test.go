package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// forbidden lists, for each room, the rooms it must never import: the
// dependencies point ui -> engine -> variants and never back, and only the
// cli (and main) may tie the UI and the protocols together.
var forbidden = map[string][]string{
	"variants": {"rollout/engine", "rollout/ui", "rollout/cli", "rollout/uci"},
	"engine":   {"rollout/ui", "rollout/cli", "rollout/uci", "github.com/charmbracelet"},
	"uci":      {"rollout/ui", "rollout/cli"},
	"match":    {"rollout/ui", "rollout/cli", "rollout/uci", "github.com/charmbracelet"},
	"ui":       {"rollout/cli", "rollout/uci"},
}

// TestImportDirection fails when a package imports against the
// architecture's direction.
func TestImportDirection(t *testing.T) {
	fset := token.NewFileSet()
	for room, banned := range forbidden {
		err := filepath.WalkDir(room, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				for _, b := range banned {
					if strings.HasPrefix(p, b) {
						t.Errorf("%s imports %s: %s must not depend on it", path, p, room)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
