package surface

import (
	"maps"
	"strings"
	"testing"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
	"rollout/variants/registry"
)

// textPosition is a position with no surface capability: only its text
// diagram can be shown.
type textPosition struct{ variants.Position }

// A position that offers neither heaps nor a grid is shown as its text
// diagram, and played by typing.
func TestTextSurfaceFallback(t *testing.T) {
	v, _ := registry.Lookup("tictactoe")
	st := kit.NewStyles(false, true)
	s := New(kit.Common{Styles: &st, ASCII: true}, textPosition{v.Start()})
	if _, ok := s.(*textSurface); !ok {
		t.Fatalf("surface %T, want the text diagram", s)
	}
	if w, h := s.Size(); w == 0 || h == 0 || s.View(Marks{}) == "" {
		t.Fatalf("diagram %dx%d %q", w, h, s.View(Marks{}))
	}
	if p := s.Select(); p.Move != variants.NoMove {
		t.Fatalf("select on a diagram picked %v", p.Move)
	}
}

// The four that won Connect Four is marked on the board (variants.
// WinLiner), each of its stones between "=" when colour is off.
func TestBoardMarksTheWinningLine(t *testing.T) {
	v, _ := registry.Lookup("connect4")
	p := v.Start()
	for _, c := range "aabbccd" {
		p.Play(variants.Move(c - 'a'))
	}
	st := kit.NewStyles(false, true)
	s := New(kit.Common{Styles: &st, ASCII: true}, p)
	view := s.View(Marks{})
	if n := strings.Count(view, "=X="); n != 4 {
		t.Fatalf("%d stones marked =X=, want the four on the bottom row:\n%s", n, view)
	}
}

// By mean, a proven move's heat is its proof's, not its mean's: a proven
// loss whose three rollouts averaged +0.000 was coloured greener than
// the best move (-0.010). By visits proofs change nothing.
func TestHeatLevelsProven(t *testing.T) {
	moves := []engine.MoveStats{
		{Move: 1, Rollouts: 492, Mean: -0.010},
		{Move: 2, Rollouts: 3, Mean: 0, Proof: -2},
		{Move: 3, Rollouts: 2, Mean: -1, Proof: 3},
	}
	tests := []struct {
		mode HeatMode
		want map[variants.Move]int
	}{
		{HeatMean, map[variants.Move]int{1: 4, 2: 0, 3: 9}},
		{HeatShare, map[variants.Move]int{1: 9, 2: 0, 3: 0}},
	}
	for _, tt := range tests {
		if got := HeatLevels(moves, tt.mode); !maps.Equal(got, tt.want) {
			t.Errorf("%v: %v, want %v", tt.mode, got, tt.want)
		}
	}
}

// HeatKey shows the ten levels between what the ends mean, as digits
// with colour off; nothing when the map is off.
func TestHeatKey(t *testing.T) {
	st := kit.NewStyles(false, true)
	for mode, want := range map[HeatMode]string{
		HeatOff:   "",
		HeatMean:  "heat mean: -1 0123456789 +1",
		HeatShare: "heat visits: few 0123456789 most",
	} {
		if got := HeatKey(&st, mode); got != want {
			t.Errorf("%v: %q, want %q", mode, got, want)
		}
	}
}
