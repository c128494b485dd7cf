package rollerball

import (
	"testing"

	"rollout/variants"
)

// The game-over note is Scores' figures with the winner's move count.
func TestGameOverNote(t *testing.T) {
	p := Start()
	o := variants.Win(variants.First, variants.Checkmate)
	if got, want := p.GameOverNote(o, [2]int{30, 45}), "White 85/13, Black 15/13 (victory/margin)"; got != want {
		t.Fatalf("note %q, want %q", got, want)
	}
	// Black's win names Black first, so the winner's figure comes first
	// (it read "victory 8-92" in White-Black order after "Black wins").
	o = variants.Win(variants.Second, variants.Checkmate)
	if got, want := p.GameOverNote(o, [2]int{30, 45}), "Black 80/13, White 20/13 (victory/margin)"; got != want {
		t.Fatalf("note %q, want %q", got, want)
	}
	if got, want := p.GameOverNote(variants.DrawBy(variants.ThreefoldRepetition), [2]int{30, 45}), "White 40/13, Black 40/13 (victory/margin)"; got != want {
		t.Fatalf("draw note %q, want %q", got, want)
	}
	if got := p.BoardLegend(true); got != "moves go clockwise" {
		t.Fatalf("ASCII legend %q", got)
	}
}
