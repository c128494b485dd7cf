package tictactoe

import (
	"math/bits"
	"sync"
)

// The solver's table holds the value of every board with consistent mark
// counts, indexed by the board's base-3 code (0 empty, 1 X, 2 O per square,
// square i weighing 3^i). It is filled once, on first use, and only read
// afterwards, so any number of goroutines may call Value at once.
var (
	solveOnce sync.Once
	values    [19683]int8 // 3^9 boards; only consistent ones are filled
)

// Value returns the value of the position for the side to move under
// perfect play: +1 win, 0 draw, -1 loss. The empty board is a draw.
func (p *Position) Value() int {
	solveOnce.Do(solveAll)
	return int(values[base3[p.x]+2*base3[p.o]])
}

// solveAll fills values by memoised negamax from every board with
// consistent counts (X has as many marks as O or one more), so positions
// read from text that no game reaches still get their value.
func solveAll() {
	var known [len(values)]bool
	var solve func(mine, theirs uint16) int8
	solve = func(mine, theirs uint16) int8 {
		x, o := mine, theirs // X to move when the counts are equal
		if bits.OnesCount16(theirs) > bits.OnesCount16(mine) {
			x, o = theirs, mine
		}
		code := base3[x] + 2*base3[o]
		if known[code] {
			return values[code]
		}
		var v int8
		switch {
		case lineTable[theirs]:
			v = -1 // the opponent's last mark made a line
		case lineTable[mine]:
			v = 1 // unreachable in play; scored for the side holding the line
		case mine|theirs == full:
			v = 0
		default:
			v = -1
			for empty := ^(mine | theirs) & full; empty != 0; empty &= empty - 1 {
				sq := empty & -empty
				if c := -solve(theirs, mine|sq); c > v {
					v = c
				}
			}
		}
		known[code], values[code] = true, v
		return v
	}
	for x := range uint16(full + 1) {
		for o := range uint16(full + 1) {
			if x&o != 0 {
				continue
			}
			switch bits.OnesCount16(x) - bits.OnesCount16(o) {
			case 0:
				solve(x, o)
			case 1:
				solve(o, x)
			}
		}
	}
}
