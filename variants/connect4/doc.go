// Package connect4 is Connect Four: seven columns of six cells standing
// upright, two players dropping stones that fall to the lowest empty cell
// of the chosen column. It is the game Monte Carlo tree search is usually
// taught on: tic-tac-toe is too small for tree search to matter and chess
// too deep for flat Monte Carlo to show anything, while here a random game
// costs a fraction of a microsecond and uct clearly beats flat at equal
// rollouts.
//
// X moves first. Four stones of one side in a row, column or diagonal win
// (reason FourInARow); a full board without a line is a draw (reason
// BoardFull).
//
// The board is a bitboard (bitboard.go), so a rollout (Rollout), the
// winning-move sort (SortWins) and bulk perft (Perft) never allocate. The
// exact solver (Value, SolveWithin, SolveNodes) is Pascal Pons's
// alpha-beta solver with a shared transposition table; it proves late
// positions in microseconds, but near the start a position can take
// minutes, so callers that must answer in time use SolveWithin. Positions
// near the start come from an embedded opening book that the same solver
// proved (book.go, cmd/mkbook; docs/connect4.md), and every search from 8
// stones or fewer ends at 8, where John Tromp's database gives every
// position's value (tromp8.go), so those positions take microseconds.
// ProveNodes is the bare solver, reading neither, to check the player.
//
// # Cells and move text
//
// Columns are files a-g from left to right and rows are ranks 1-6 from the
// bottom up, so a1 is the bottom-left cell, as on a chess board. A move is
// the column a stone is dropped into, and its canonical (and display) text
// is the column's letter. DecodeMove also accepts upper case (D) and the
// digits 1-7 (1 = a, 7 = g). Grid's MoveSquares reports the cell the stone
// lands on, and DropMove turns a column into its move for the board UI.
//
// # Position text
//
// A position is written as its six rows from the top (rank 6) down,
// separated by '/'. Each row lists its cells from file a to file g: 'x' or
// 'o' for a stone, a digit for a run of that many empty cells. Then comes
// a space and the side to move, 'x' or 'o'. The empty board is
//
//	7/7/7/7/7/7 x
//
// and after 1. d o... d 2. c (X in d1 and c1, O in d2):
//
//	7/7/7/7/3o3/2xx3 o
//
// Parse accepts upper-case letters and reports what is wrong with any
// other text: rows of the wrong length, a stone floating above an empty
// cell, more O stones than X stones, the wrong side to move for the counts,
// two winners, or a line that was already complete before the winner's
// last stone.
package connect4
