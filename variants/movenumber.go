package variants

import "strconv"

// MoveNumber is the number a move list gives ply i (0 for the first move
// played from start): full moves, both sides' moves under one number,
// counted on from the start position's own number (a FEN's fullmove
// field, a Connect Four position's stones), so "move 8" means what the
// list beside it shows and never a count of plies.
func MoveNumber(start Position, i int) int {
	off := 0
	if start.ToMove() == Second {
		off = 1
	}
	return 1 + start.Ply()/2 + (i+off)/2
}

// MoveLabel is ply i's number as the move list writes it before the
// move: "8." for the first side's move, "8..." for the second's.
func MoveLabel(start Position, i int) string {
	n := strconv.Itoa(MoveNumber(start, i))
	if start.ToMove() == Second && i%2 == 0 || start.ToMove() == First && i%2 == 1 {
		return n + "..."
	}
	return n + "."
}

// ToPlay says whose move comes after ply plies from start, in the game's
// words: "White to play move 4".
func ToPlay(start Position, ply int) string {
	side := start.ToMove()
	if ply%2 == 1 {
		side ^= 1
	}
	return start.Variant().Side(side) + " to play move " + strconv.Itoa(MoveNumber(start, ply))
}
