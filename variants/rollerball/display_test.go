package rollerball

import (
	"testing"

	"rollout/variants"
)

// The game-over note is Scores' figures with the winner's move count.
func TestGameOverNote(t *testing.T) {
	p := Start()
	o := variants.Win(variants.First, variants.Checkmate)
	if got, want := p.GameOverNote(o, [2]int{30, 45}), "margin 13-13, victory 85-15"; got != want {
		t.Fatalf("note %q, want %q", got, want)
	}
	if got := p.BoardLegend(true); got != "moves go clockwise" {
		t.Fatalf("ASCII legend %q", got)
	}
}
