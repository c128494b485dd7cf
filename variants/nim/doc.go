// Package nim is the game of Nim in normal play: the players take turns
// removing one or more objects from a single heap, and whoever takes the
// last object wins (reason LastObjectTaken). There is no draw. The default
// game has four heaps of 1, 3, 5 and 7 objects; a game may have up to
// MaxHeaps heaps of up to MaxHeap objects each, so a position is a
// fixed-size value that copies without allocating.
//
// Nim is solved (Bouton, 1901): the side to move wins exactly when the
// exclusive or of the heap sizes (the nim-sum) is not zero, which Value
// reports. The game is here because Tong's 2013 study of Monte Carlo game
// players tested them on it, and because its exact solution is a ground
// truth against which the engine's rollout estimates can be checked.
//
// # Move text
//
// A move is written heap:count, heaps numbered from 1 in the order of the
// position text: "2:3" takes 3 objects from heap 2. It is the only
// notation (canonical and display). DecodeMove rejects malformed text,
// heaps that do not exist, a count of zero, and a count larger than the
// heap, saying which.
//
// # Position text
//
// A position is written as the heap sizes separated by '/', a space, and
// the side to move: 1 for the first player, 2 for the second. The default
// start is
//
//	1/3/5/7 1
//
// and after the first player plays 4:2 it is
//
//	1/3/5/5 2
//
// Empty heaps stay in the text as 0 so heap numbers never shift during a
// game ("0/3/5/5 1"). The text does not record how many plies were
// played; Ply counts from the position the game started from.
package nim
