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
// cli (and main) may tie the UI and the protocols together. serve (the
// SSH classroom) runs the ui and never reaches uci: no external engine
// process is started for a remote client.
var forbidden = map[string][]string{
	"variants": {"rollout/engine", "rollout/ui", "rollout/cli", "rollout/uci"},
	"engine":   {"rollout/ui", "rollout/cli", "rollout/uci", "github.com/charmbracelet"},
	"uci":      {"rollout/ui", "rollout/cli"},
	"match":    {"rollout/ui", "rollout/cli", "rollout/uci", "github.com/charmbracelet"},
	"ui":       {"rollout/cli", "rollout/uci", "rollout/serve"},
	"serve":    {"rollout/cli", "rollout/uci"},
	// learn is the course's content and checks: engine and variants
	// only, so a screen, a test or a script can take a lesson.
	"learn": {"rollout/ui", "rollout/cli", "rollout/uci", "rollout/match", "rollout/serve", "github.com/charmbracelet"},
}

// gamePackageBanned lists the rooms that must not import any game package
// (rollout/variants/<game>): the ui draws every game through the variants
// contract and its optional capabilities, and reaches the games only
// through the registry, so a new game needs no ui code.
var gamePackageBanned = map[string]bool{"ui": true, "serve": true}

// isGamePackage reports whether an import path is a game's package: any
// package under rollout/variants/ except the registry and the shared test
// helpers.
func isGamePackage(p string) bool {
	rest, ok := strings.CutPrefix(p, "rollout/variants/")
	if !ok {
		return false
	}
	switch strings.SplitN(rest, "/", 2)[0] {
	case "registry", "varianttest":
		return false
	}
	return true
}

// TestIsGamePackage pins which imports count as game packages.
func TestIsGamePackage(t *testing.T) {
	for p, want := range map[string]bool{
		"rollout/variants":             false,
		"rollout/variants/registry":    false,
		"rollout/variants/varianttest": false,
		"rollout/variants/chess":       true,
		"rollout/variants/nim":         true,
		"rollout/variants/connect4":    true,
		"rollout/engine":               false,
	} {
		if got := isGamePackage(p); got != want {
			t.Errorf("isGamePackage(%q) = %v, want %v", p, got, want)
		}
	}
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
				if gamePackageBanned[room] && isGamePackage(p) {
					t.Errorf("%s imports the game package %s: %s learns what differs between games from the capabilities in rollout/variants, never from a game", path, p, room)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// uiRule says what a package under ui/ may not import, by its place in
// the ui's layout: the leaves (nav, kit, enginerun, autosave) import no
// component, screen or root; a component imports no screen and no root;
// a screen imports no other screen and no root; only the root ui package
// imports screens. autosave and game have no Bubble Tea at all.
func uiRule(pkg, imp string) string {
	const root = "rollout/ui"
	if imp != root && !strings.HasPrefix(imp, root+"/") && !strings.HasPrefix(imp, "github.com/charmbracelet") {
		return ""
	}
	kind := func(p string) string {
		switch {
		case p == root:
			return "root"
		case strings.HasPrefix(p, root+"/screens/"):
			return "screen"
		case strings.HasPrefix(p, root+"/components/"):
			return "component"
		case strings.HasPrefix(p, root+"/"):
			return "leaf"
		}
		return "other"
	}
	if (pkg == root+"/autosave" || pkg == root+"/game") && strings.HasPrefix(imp, "github.com/charmbracelet") {
		return strings.TrimPrefix(pkg, root+"/") + " keeps Bubble Tea out"
	}
	if kind(imp) == "other" {
		return ""
	}
	switch kind(pkg) {
	case "leaf":
		if kind(imp) != "leaf" {
			return "a leaf imports only other leaves"
		}
	case "component":
		if kind(imp) == "screen" || kind(imp) == "root" {
			return "a component imports no screen and no root"
		}
	case "screen":
		if kind(imp) == "root" || (kind(imp) == "screen" && !strings.HasPrefix(imp, pkg)) {
			return "a screen imports no other screen and no root: it sends a nav message"
		}
	}
	return ""
}

// TestUILayout checks every package under ui/ against uiRule.
func TestUILayout(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("ui", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := "rollout/" + filepath.ToSlash(filepath.Dir(path))
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if why := uiRule(pkg, p); why != "" {
				t.Errorf("%s imports %s: %s", path, p, why)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestUIRule pins the rules on examples of each kind.
func TestUIRule(t *testing.T) {
	for _, tt := range []struct {
		pkg, imp string
		ok       bool
	}{
		{"rollout/ui", "rollout/ui/screens/play", true},
		{"rollout/ui/screens/play", "rollout/ui/components/surface", true},
		{"rollout/ui/screens/play", "rollout/ui/nav", true},
		{"rollout/ui/screens/play", "rollout/ui/screens/study", false},
		{"rollout/ui/screens/play", "rollout/ui", false},
		{"rollout/ui", "rollout/ui/screens/setup", true},
		{"rollout/ui/screens/setup", "rollout/ui/nav", true},
		{"rollout/ui/screens/setup", "rollout/ui/screens/analysis", false},
		{"rollout/ui/screens/analysis", "rollout/ui/screens/setup", false},
		{"rollout/ui/screens/setup", "rollout/ui/uitest", true},
		{"rollout/ui/uitest", "rollout/ui/screens/setup", false},
		{"rollout/ui", "rollout/ui/screens/study", true},
		{"rollout/ui", "rollout/ui/screens/learn", true},
		{"rollout/ui/screens/study", "rollout/ui/components/tree", true},
		{"rollout/ui/screens/study", "rollout/ui/enginerun", true},
		{"rollout/ui/screens/study", "rollout/ui/screens/play", false},
		{"rollout/ui/screens/learn", "rollout/ui/screens/study", false},
		{"rollout/ui/screens/setup", "rollout/ui/screens/play", false},
		{"rollout/ui/screens/play", "rollout/ui/screens/setup", false},
		{"rollout/ui/screens/play", "rollout/ui/enginerun", true},
		{"rollout/ui/enginerun", "rollout/ui/screens/play", false},
		{"rollout/ui/nav", "rollout/ui/screens/setup", false},
		{"rollout/ui/uitest", "rollout/ui", false},
		{"rollout/ui/components/panel", "rollout/ui/kit", true},
		{"rollout/ui/components/board", "rollout/ui/components/panel", true},
		{"rollout/ui/components/panel", "rollout/ui/screens/play", false},
		{"rollout/ui/game", "rollout/ui/autosave", true},
		{"rollout/ui/game", "github.com/charmbracelet/bubbletea", false},
		{"rollout/ui/kit", "rollout/ui/components/surface", false},
		{"rollout/ui/nav", "rollout/ui", false},
		{"rollout/ui/autosave", "github.com/charmbracelet/bubbletea", false},
		{"rollout/ui/kit", "github.com/charmbracelet/bubbletea", true},
	} {
		if got := uiRule(tt.pkg, tt.imp) == ""; got != tt.ok {
			t.Errorf("%s importing %s: allowed %v, want %v", tt.pkg, tt.imp, got, tt.ok)
		}
	}
}

// deps lists the packages pkg depends on, directly or not, by the
// imports of its non-test files; packages outside rollout are listed
// but not followed (the standard library and charmbracelet's own).
func deps(t *testing.T, pkg string) map[string]bool {
	t.Helper()
	fset := token.NewFileSet()
	seen := map[string]bool{}
	var visit func(p string)
	visit = func(p string) {
		dir, ok := strings.CutPrefix(p, "rollout/")
		if !ok {
			return
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", p, err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				q, _ := strconv.Unquote(imp.Path.Value)
				if !seen[q] {
					seen[q] = true
					visit(q)
				}
			}
		}
	}
	visit(pkg)
	return seen
}

// TestUIConcerns keeps the game's configuration apart from its
// presentation: ui/game (GameConfig, series, sides, the save conversion,
// the study's and analysis's configurations) depends on no Bubble Tea
// package, directly or not, and ui/kit (styles, layout, keys,
// formatting) depends neither on the save slots nor on the match.
func TestUIConcerns(t *testing.T) {
	for p := range deps(t, "rollout/ui/game") {
		if strings.HasPrefix(p, "github.com/charmbracelet") {
			t.Errorf("rollout/ui/game depends on %s: the game's configuration keeps Bubble Tea out", p)
		}
	}
	kit := deps(t, "rollout/ui/kit")
	for _, p := range []string{"rollout/ui/autosave", "rollout/match", "rollout/ui/game"} {
		if kit[p] {
			t.Errorf("rollout/ui/kit depends on %s: kit keeps presentation only", p)
		}
	}
}
