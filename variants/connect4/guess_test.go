package connect4

import (
	"slices"
	"testing"
	"time"

	"rollout/variants"
)

// TestGuessMoveWithin: the depth-limited search finds a win by a double
// threat and the only defences against one, and keeps to the moves it is
// given.
func TestGuessMoveWithin(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		among []variants.Move
		want  []variants.Move
	}{
		{"make a double threat", "7/7/7/7/2oo3/2xx3 x", nil, []variants.Move{1, 4}},
		{"stop a double threat", "7/7/7/7/7/2xx2o o", nil, []variants.Move{1, 4}},
		{"only the moves given", "7/7/7/7/2oo3/2xx3 x", []variants.Move{0, 6}, []variants.Move{0, 6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Parse(tt.pos)
			if err != nil {
				t.Fatal(err)
			}
			m, depth := p.GuessMoveWithin(100*time.Millisecond, tt.among)
			if !slices.Contains(tt.want, m) {
				t.Fatalf("move %c after %d plies, want one of %v", 'a'+byte(m), depth, tt.want)
			}
			if depth < 2 {
				t.Fatalf("searched %d plies, want at least 2", depth)
			}
		})
	}
}
