package connect4

import (
	"math/rand/v2"

	"rollout/variants"
)

// board is an independent, deliberately naive model of the game used as
// the oracle: a plain array of 0 (empty), 1 (X), 2 (O) indexed by
// [column][row], row 0 at the bottom, and the moves played so far.
type board struct {
	cells [Width][Height]byte
	n     int // stones on the board
}

// toMove returns 1 for X, 2 for O.
func (b *board) toMove() byte { return byte(1 + b.n%2) }

// height returns the number of stones in column c.
func (b *board) height(c int) int {
	h := 0
	for h < Height && b.cells[c][h] != 0 {
		h++
	}
	return h
}

// play drops the side to move's stone into column c, which has room.
func (b *board) play(c int) {
	b.cells[c][b.height(c)] = b.toMove()
	b.n++
}

// winner returns 1 or 2 if that player has four in a row, else 0, by
// walking every cell and every direction.
func (b *board) winner() byte {
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for c := range Width {
		for r := range Height {
			who := b.cells[c][r]
			if who == 0 {
				continue
			}
			for _, d := range dirs {
				k := 1
				for k < 4 {
					cc, rr := c+k*d[0], r+k*d[1]
					if cc < 0 || cc >= Width || rr < 0 || rr >= Height || b.cells[cc][rr] != who {
						break
					}
					k++
				}
				if k == 4 {
					return who
				}
			}
		}
	}
	return 0
}

// over reports whether the game has ended by a line or a full board.
func (b *board) over() bool { return b.winner() != 0 || b.n == Cells }

// moves returns the columns with room, left to right, or none once the
// game is over.
func (b *board) moves() []int {
	if b.over() {
		return nil
	}
	var out []int
	for c := range Width {
		if b.height(c) < Height {
			out = append(out, c)
		}
	}
	return out
}

// text writes the oracle board's position text cell by cell, without the
// package's encoder.
func (b *board) text() string {
	s := ""
	for r := Height - 1; r >= 0; r-- {
		for c := range Width {
			s += string(".xo"[b.cells[c][r]])
		}
		if r > 0 {
			s += "/"
		}
	}
	// Dots are not part of the format: turn each run into its length.
	out, run := "", 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] == '.' {
			run++
			continue
		}
		if run > 0 {
			out += string(rune('0' + run))
			run = 0
		}
		if i < len(s) {
			out += string(s[i])
		}
	}
	return out + " " + string(" xo"[b.toMove()])
}

// outcome returns what the contract should report for b.
func (b *board) outcome() variants.Outcome {
	switch b.winner() {
	case 1:
		return variants.Win(variants.First, variants.FourInARow)
	case 2:
		return variants.Win(variants.Second, variants.FourInARow)
	}
	if b.n == Cells {
		return variants.DrawBy(variants.BoardFull)
	}
	return variants.Outcome{}
}

// randomGame plays up to plies uniformly random moves from the empty
// board on both models, returning them; it stops early if the game ends.
func randomGame(rng *rand.Rand, plies int) (*Position, *board) {
	p, b := New(), &board{}
	for range plies {
		ms := b.moves()
		if len(ms) == 0 {
			break
		}
		c := ms[rng.IntN(len(ms))]
		p.Play(variants.Move(c))
		b.play(c)
	}
	return p, b
}

// quietGame plays random moves until the board has the given number of
// empty cells left, avoiding moves that win and moves after which the
// opponent can win at once, so the positions it reaches are still going
// and not decided by a single stone. It returns false if a side was left
// with no such move.
func quietGame(rng *rand.Rand, empty int) (*board, bool) {
	b := &board{}
	for b.n < Cells-empty {
		var quiet []int
		for _, c := range b.moves() {
			nb := *b
			nb.play(c)
			if nb.winner() == 0 && !nb.canWin() {
				quiet = append(quiet, c)
			}
		}
		if len(quiet) == 0 {
			return b, false
		}
		b.play(quiet[rng.IntN(len(quiet))])
	}
	return b, true
}

// canWin reports whether the side to move can win with its next stone.
func (b *board) canWin() bool {
	for _, c := range b.moves() {
		nb := *b
		nb.play(c)
		if nb.winner() != 0 {
			return true
		}
	}
	return false
}
