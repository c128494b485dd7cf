package variants_test

import (
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Plies are numbered as the move list numbers them: both sides' moves
// under one full-move number, from the start position's own number.
func TestMoveNumberCountsFullMoves(t *testing.T) {
	for _, tt := range []struct {
		v     *variants.Variant
		start string
		want  []string
	}{
		{chess.Variant, "", []string{"1.", "1...", "2.", "2...", "3."}},
		{chess.Variant, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 20", []string{"20...", "21.", "21...", "22."}},
		{tictactoe.Variant, "xo1/1x1/o2 x", []string{"3.", "3...", "4."}},
	} {
		p := tt.v.Start()
		if tt.start != "" {
			var err error
			if p, err = tt.v.Parse(tt.start); err != nil {
				t.Fatal(err)
			}
		}
		for i, w := range tt.want {
			if got := variants.MoveLabel(p, i); got != w {
				t.Errorf("%s %q ply %d: %q, want %q", tt.v.Name, tt.start, i, got, w)
			}
		}
	}
}

// After three moves each, chess is at White's fourth move.
func TestToPlay(t *testing.T) {
	if got := variants.ToPlay(chess.Variant.Start(), 6); got != "White to play move 4" {
		t.Errorf("after 6 plies: %q", got)
	}
	if got := variants.ToPlay(tictactoe.Variant.Start(), 3); got != "O to play move 2" {
		t.Errorf("after 3 plies: %q", got)
	}
}
