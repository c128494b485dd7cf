package connect4

import (
	"slices"
	"testing"

	"rollout/variants"
)

// The winning four is named square by square, whichever direction it
// runs; a game still going has none.
func TestWinLine(t *testing.T) {
	sq := func(names ...string) []variants.Square {
		var out []variants.Square
		for _, n := range names {
			out = append(out, variants.Square(int(n[0]-'a')+int(n[1]-'1')*Width))
		}
		slices.Sort(out)
		return out
	}
	for _, tt := range []struct {
		moves string
		want  []variants.Square
	}{
		{"aabbccd", sq("a1", "b1", "c1", "d1")},     // X along the bottom
		{"abababa", sq("a1", "a2", "a3", "a4")},     // X up column a
		{"abbccdcddgd", sq("a1", "b2", "c3", "d4")}, // X on a diagonal
		{"aabbcc", nil},
	} {
		p := New()
		for _, c := range tt.moves {
			p.Play(variants.Move(c - 'a'))
		}
		got := p.WinLine()
		slices.Sort(got)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v (outcome %v)", tt.moves, got, tt.want, p.Outcome())
		}
	}
}
