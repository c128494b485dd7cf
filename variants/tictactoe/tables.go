package tictactoe

// lines are the eight ways to win, as square masks.
var lines = [8]uint16{
	0007, 0070, 0700, // ranks 1, 2, 3
	0111, 0222, 0444, // files a, b, c
	0421, 0124, // the diagonals a1-c3 and c1-a3
}

// lineTable[m] reports whether the mask m holds a whole line. A table
// lookup is the cheapest win test in the rollout loop.
var lineTable [full + 1]bool

// nthSquare[m][k] is the square of the k-th lowest set bit of mask m, so a
// rollout picks the k-th empty square with one load.
var nthSquare [full + 1][9]uint8

// base3[m] is the sum of 3^i over the squares i of mask m: a board's index
// into the solver's table is base3[x] + 2*base3[o].
var base3 [full + 1]uint16

func init() {
	for m := range full + 1 {
		for _, l := range lines {
			if uint16(m)&l == l {
				lineTable[m] = true
			}
		}
		k, pow := 0, uint16(1)
		for sq := range 9 {
			if m&(1<<sq) != 0 {
				nthSquare[m][k] = uint8(sq)
				base3[m] += pow
				k++
			}
			pow *= 3
		}
	}
}
