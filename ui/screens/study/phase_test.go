package study

import (
	"math"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/variants"
)

// A child selection passes over is labelled from the root mover's view:
// at the root a proven win (passed over while a shorter one is looked
// for) reads "won", not "lost"; a proven loss reads "lost"; one level
// down, where the other side chooses, a child proven lost for it is a
// win for the root mover.
func TestStudySkippedChildLabels(t *testing.T) {
	v := game.Variant("tictactoe")
	if v == nil {
		t.Skip("tictactoe not registered")
	}
	root := v.Start().ToMove()
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: root}
	open := engine.Candidate{Move: "b2", N: 3, UCB: 1.2}
	tests := []struct {
		toMove variants.Side
		proven int8
		want   string
	}{
		{root, +1, "a1 won"},
		{root, -1, "a1 lost"},
		{root.Other(), -1, "a1 won"},
		{root.Other(), +1, "a1 lost"},
	}
	for _, tt := range tests {
		skipped := engine.Candidate{Move: "a1", N: 2, UCB: math.Inf(-1), Proven: tt.proven, Skipped: true}
		lv := engine.Level{ToMove: tt.toMove, Chosen: 0, Children: []engine.Candidate{open, skipped}}
		got := strings.Join(pp.candidates(lv, 80), "\n")
		if !strings.Contains(got, tt.want) {
			t.Errorf("to move %v, proven %+d: %q, want %q", tt.toMove, tt.proven, got, tt.want)
		}
	}
}

// UCBs that agree to two decimals are shown with as many more as tell
// the chosen one apart ("b3 0.15*  c1 0.15  b2 0.15" was decided in the
// fifth decimal and read as a tie); clear choices keep two.
func TestStudyCloseUCBsShowEnoughDigits(t *testing.T) {
	v := game.Variant("tictactoe")
	if v == nil {
		t.Skip("tictactoe not registered")
	}
	st := kit.NewStyles(false, true)
	pp := phasePanel{styles: &st, ascii: true, v: v, rootSide: v.Start().ToMove()}
	tests := []struct {
		ucb  []float64
		want string
	}{
		{[]float64{0.150012, 0.150004, 0.149998}, "b3 0.15001*  c1 0.15000  b2 0.15000"},
		{[]float64{1.40, 1.22, 1.10}, "b3 1.40*  c1 1.22  b2 1.10"},
		{[]float64{0.154, 0.151, 0.12}, "b3 0.154*  c1 0.151  b2 0.120"},
		{[]float64{0.5, 0.5, 0.2}, "b3 0.50*  c1 0.50  b2 0.20"}, // a true tie: the first
	}
	for _, tt := range tests {
		var cs []engine.Candidate
		for i, m := range []string{"b3", "c1", "b2"} {
			cs = append(cs, engine.Candidate{Move: m, N: 3, UCB: tt.ucb[i]})
		}
		lv := engine.Level{Rule: "ucb", Chosen: 0, Children: cs}
		if got := strings.TrimPrefix(strings.Join(pp.candidates(lv, 80), "\n"), "\x00"); got != tt.want {
			t.Errorf("UCBs %v: %q, want %q", tt.ucb, got, tt.want)
		}
	}
}
