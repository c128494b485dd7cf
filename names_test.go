package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nameDecisionRooms are the rooms that must decide by capability, never by
// a variant's or player's name: what differs between games lives behind
// optional interfaces in variants, and what differs between players in
// engine.PlayerInfo, so a new game or player needs no edits here.
var nameDecisionRooms = []string{"ui", "engine", "uci", "cli", "match"}

// nameFields are the selectors whose comparison with a literal would be
// a decision by name: a Variant's or Config's Name/Player, or a player's
// Name().
var nameFields = map[string]bool{"Name": true, "Player": true}

// comparesName reports whether e is a name (x.Name, x.Player, x.Name())
// and lit a non-empty string literal.
func comparesName(e, lit ast.Expr) bool {
	b, ok := lit.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING || b.Value == `""` {
		return false
	}
	if call, ok := e.(*ast.CallExpr); ok {
		e = call.Fun
	}
	sel, ok := e.(*ast.SelectorExpr)
	return ok && nameFields[sel.Sel.Name]
}

// TestNoDecisionByName fails where code outside tests compares a name
// with a literal (== "chess", != "flat", strings.HasPrefix(p, "uct")):
// issue 8's rule that behaviour follows capabilities, not names.
func TestNoDecisionByName(t *testing.T) {
	fset := token.NewFileSet()
	for _, room := range nameDecisionRooms {
		err := filepath.WalkDir(room, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BinaryExpr:
					if (n.Op == token.EQL || n.Op == token.NEQ) && (comparesName(n.X, n.Y) || comparesName(n.Y, n.X)) {
						t.Errorf("%s: compares a name with a literal; use a capability", fset.Position(n.Pos()))
					}
				case *ast.CallExpr:
					if sel, ok := n.Fun.(*ast.SelectorExpr); ok && len(n.Args) == 2 {
						switch sel.Sel.Name {
						case "HasPrefix", "HasSuffix", "EqualFold", "Contains":
							if comparesName(n.Args[0], n.Args[1]) {
								t.Errorf("%s: tests a name against a literal; use a capability", fset.Position(n.Pos()))
							}
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
