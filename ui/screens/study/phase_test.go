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
