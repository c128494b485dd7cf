package uci

import (
	"strings"
	"testing"
)

// A finished position names the side in chess's words, as the rest of
// the program does: "no legal move: the game is over (first wins by
// checkmate)" named the variant-neutral side, and so did the d
// command's Outcome line.
func TestOverPositionNamesTheSide(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "White wins by checkmate"},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "Draw by stalemate"},
	} {
		out := run(t, "position fen "+c.fen, "go movetime 100", "d")
		if strings.Contains(out, "first wins") || strings.Contains(out, "(draw by") {
			t.Errorf("%s: the side or the draw in the engine's words:\n%s", c.fen, out)
		}
		if !strings.Contains(out, "the game is over ("+c.want+")") || !strings.Contains(out, "Outcome: "+c.want) {
			t.Errorf("%s: no %q in:\n%s", c.fen, c.want, out)
		}
		if !strings.Contains(out, "bestmove 0000") {
			t.Errorf("%s: no bestmove 0000:\n%s", c.fen, out)
		}
	}
	if out := run(t, "d"); !strings.Contains(out, "Outcome: ongoing") {
		t.Errorf("the start position's outcome is not ongoing:\n%s", out)
	}
}
