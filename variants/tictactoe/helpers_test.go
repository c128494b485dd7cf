package tictactoe

import "rollout/variants"

// board is an independent, deliberately naive model of the game used as
// the oracle: a plain array of 0 (empty), 1 (X), 2 (O) indexed by square.
type board [9]byte

var oracleLines = [8][3]int{
	{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
	{0, 3, 6}, {1, 4, 7}, {2, 5, 8},
	{0, 4, 8}, {2, 4, 6},
}

// winner returns 1 or 2 if that player has a line, else 0.
func (b *board) winner() byte {
	for _, l := range oracleLines {
		if b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]] {
			return b[l[0]]
		}
	}
	return 0
}

func (b *board) full() bool {
	for _, c := range b {
		if c == 0 {
			return false
		}
	}
	return true
}

// toMove returns 1 for X, 2 for O, from the counts.
func (b *board) toMove() byte {
	n := 0
	for _, c := range b {
		if c != 0 {
			n++
		}
	}
	return byte(1 + n%2)
}

// position converts the oracle board to a Position.
func (b *board) position() *Position {
	p := New()
	var moves [2][]int
	for sq, c := range b {
		if c != 0 {
			moves[c-1] = append(moves[c-1], sq)
		}
	}
	for i := range len(moves[0]) + len(moves[1]) {
		p.Play(variants.Move(moves[i%2][i/2]))
	}
	return p
}

// reachable returns every board reachable from the empty one in play,
// each once, in depth-first order.
func reachable() []board {
	seen := map[board]bool{}
	var out []board
	var walk func(b board)
	walk = func(b board) {
		if seen[b] {
			return
		}
		seen[b] = true
		out = append(out, b)
		if b.winner() != 0 || b.full() {
			return
		}
		for sq := range 9 {
			if b[sq] == 0 {
				c := b
				c[sq] = b.toMove()
				walk(c)
			}
		}
	}
	walk(board{})
	return out
}
