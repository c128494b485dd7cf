package board

import (
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/uitest"
)

// The bar fills White's share from White's end of the board, flipped
// with it, as tall as the ranks.
func TestEvalBar(t *testing.T) {
	f, _ := newFrame(t, "chess", 80, 24)
	c := uitest.Common(80, 24)
	for _, tc := range []struct {
		share   float64
		flipped bool
		want    string
	}{
		{0.5, false, "....####"},
		{0.64, false, "...#####"}, // a pawn up
		{1, false, "########"},
		{0, false, "........"},
		{0.64, true, "#####..."},
	} {
		if tc.flipped != (f.TopSide() == 0) {
			f.Surface.Flip()
		}
		got := strings.Join(f.EvalBar(c, tc.share), "")
		if got != tc.want {
			t.Errorf("share %.2f flipped %v: %q, want %q", tc.share, tc.flipped, got, tc.want)
		}
	}
}

func TestEvalLine(t *testing.T) {
	for _, tc := range []struct {
		e    engine.Evaluation
		want string
	}{
		{engine.Evaluation{Centipawns: 35}, "Eval +0.35 (White)"},
		{engine.Evaluation{Mate: -3}, "Eval #-3 (White)"},
		{engine.Evaluation{Centipawns: -150, HasWDL: true, WDL: [3]int{200, 300, 500}}, "Eval -1.50 (White) · W 20% D 30% L 50%"},
	} {
		if got := EvalLine(tc.e); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.e, got, tc.want)
		}
	}
}
