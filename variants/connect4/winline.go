package connect4

import (
	"math/bits"

	"rollout/variants"
)

var _ variants.WinLiner = (*Position)(nil)

// WinLine returns the squares of every four in a row of the winner's
// stones, so the board can show the line that won; nil unless the game
// was won. It runs once per drawn frame, never in a rollout.
func (p *Position) WinLine() []variants.Square {
	if p.result != variants.FirstWins && p.result != variants.SecondWins {
		return nil
	}
	b := p.stones(variants.Side(p.result - variants.FirstWins))
	var line uint64
	for _, s := range []int{1, stride, stride - 1, stride + 1} {
		start := b & (b >> s) & (b >> (2 * s)) & (b >> (3 * s))
		for k := range 4 {
			line |= start << (k * s)
		}
	}
	var out []variants.Square
	for line != 0 {
		bit := bits.TrailingZeros64(line)
		line &= line - 1
		col, row := bit/stride, bit%stride
		out = append(out, variants.Square(col+row*Width))
	}
	return out
}
