package surface

import (
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
