package rollerball

import (
	"testing"

	"rollout/variants"
)

// The game-over note is Scores' figures with the winner's move count.
func TestGameOverNote(t *testing.T) {
	p := Start()
	o := variants.Win(variants.First, variants.Checkmate)
	if got, want := p.GameOverNote(o, [2]int{30, 45}), "victory White 85, Black 15; margin White 13, Black 13"; got != want {
		t.Fatalf("note %q, want %q", got, want)
	}
	// Black's win names Black first, so the winner's figure comes first
	// (it read "victory 8-92" in White-Black order after "Black wins").
	o = variants.Win(variants.Second, variants.Checkmate)
	if got, want := p.GameOverNote(o, [2]int{30, 45}), "victory Black 80, White 20; margin Black 13, White 13"; got != want {
		t.Fatalf("note %q, want %q", got, want)
	}
	if got, want := p.GameOverNote(variants.DrawBy(variants.ThreefoldRepetition), [2]int{30, 45}), "victory White 40, Black 40; margin White 13, Black 13"; got != want {
		t.Fatalf("draw note %q, want %q", got, want)
	}
	if got := p.BoardLegend(true); got != "moves go clockwise" {
		t.Fatalf("ASCII legend %q", got)
	}
}
