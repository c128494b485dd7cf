package surface

import (
	"strings"
	"testing"

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
