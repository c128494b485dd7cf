// Package tictactoe is the game of noughts and crosses on a 3x3 board, the
// smallest game rollout plays. It exists for teaching and testing: a random
// playout costs a few dozen nanoseconds, and the whole game is solved
// exactly (Value), so the engine's estimates can be checked against the
// truth.
//
// X moves first. A player who gets three marks in a row, column or diagonal
// wins (reason ThreeInARow); a full board without a line is a draw (reason
// BoardFull).
//
// # Squares and move text
//
// Squares are named like a chess board: files a-c from left to right, ranks
// 1-3 from the bottom up, so a1 is the bottom-left corner and c3 the
// top-right one. A move is the square the mark goes on, and its canonical
// (and display) text is the square's name:
//
//	a3 | b3 | c3        1 | 2 | 3
//	---+----+---        --+---+--
//	a2 | b2 | c2        4 | 5 | 6
//	---+----+---        --+---+--
//	a1 | b1 | c1        7 | 8 | 9
//
// DecodeMove also accepts upper case (B2) and the digits 1-9 numbered in
// reading order, top row first, as on the right above (the layout of a phone
// keypad): 1 is a3, 5 is b2, 9 is c1.
//
// # Position text
//
// A position is written as its three rows from the top (rank 3) down,
// separated by '/'. Each row lists its squares from file a to file c: 'x' or
// 'o' for a mark, a digit for a run of that many empty squares. Then comes a
// space and the side to move, 'x' or 'o'. The empty board is
//
//	3/3/3 x
//
// and after 1. b2 o... a1 (X in the centre, O in the bottom-left corner):
//
//	3/1x1/o2 x
//
// Parse accepts upper-case letters and reports what is wrong with any other
// text: rows of the wrong length, more O marks than X marks, the wrong side
// to move for the counts, or two winners.
package tictactoe
