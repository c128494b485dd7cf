package engine

import "testing"

// Info describes each player by capability, so clients never compare
// names: what it chooses by, whether it has statistics, needs a solver,
// grows a tree.
func TestInfo(t *testing.T) {
	tests := []struct {
		name                      string
		by                        Figure
		stats, solver, tree, know bool
	}{
		{"random", ByRule, false, false, false, true},
		{"searchlight", ByRule, false, false, false, true},
		{"perfect", ByValue, false, true, false, true},
		{"flat", ByMean, true, false, false, true},
		{"roulette", ByScore, true, false, false, true},
		{"UCT", ByVisits, true, false, true, true},
		{"uct-roulette", ByVisits, true, false, true, true},
		{"alphabeta", ByScore, true, false, false, true},
		{"nobody", ByRule, false, false, false, false},
	}
	for _, tt := range tests {
		info, ok := Info(tt.name)
		if ok != tt.know || info.ChoosesBy != tt.by || info.Statistics != tt.stats || info.NeedsSolver != tt.solver || info.Tree != tt.tree {
			t.Errorf("Info(%q) = %+v, %v", tt.name, info, ok)
		}
	}
	if got := ByVisits.String(); got != "visits" {
		t.Errorf("ByVisits.String() = %q", got)
	}
}

// IsExternal is the one test of an external engine's name: any case of
// the prefix, nothing shorter, and ExternalInfo says the same.
func TestIsExternal(t *testing.T) {
	for name, want := range map[string]bool{
		"uci:stockfish": true, "UCI:stockfish": true, "Uci:": true,
		"uci": false, "uct": false, "": false, "flat": false, "xuci:a": false,
	} {
		_, info := ExternalInfo(name)
		if got := IsExternal(name); got != want || info != want {
			t.Errorf("%q: IsExternal %v, ExternalInfo %v; want %v", name, got, info, want)
		}
	}
}
