// Package rollerball implements Rollerball, the 7x7 chess variant with a
// 3x3 hole in the middle whose pieces move clockwise around two rings, with
// the exact rules of the IIT Delhi COL333 reference engine as written down
// in RULES.md (quirks included: pawns capture straight ahead, a rook on a
// side's b1 runs up the whole b-file, inner-ring rooks never reflect, a
// corner bishop does not reflect).
//
// It exists to be fast enough for Monte Carlo rollouts: the 40 squares live
// in a 64-bit mask, the moves of every piece on every square are tables
// built at init by rotating each side of the board onto the bottom side's
// rules, and LegalMoves, Play, CopyFrom and Rollout do not allocate.
//
// # Position text
//
// Seven ranks from rank 7 down to rank 1, separated by "/"; then a space,
// the side to move ("w" or "b"); then a space and the number of plies
// played so far, which the 200-ply limit counts from. Each rank spells
// exactly its 7 cells from file a to file g:
//
//	K R B P   a White king, rook, bishop, pawn
//	k r b p   a Black king, rook, bishop, pawn
//	1-7       that many empty squares (never covering a hole square)
//	#         a hole square: c, d and e on ranks 3, 4 and 5, always written
//
// The start position:
//
//	2rbp2/2rkp2/2###2/2###2/2###2/2PKR2/2PBR2 w 0
//
// Each side has exactly one king and at most six pieces (king included), and the side not
// to move may not be in check. Encode writes the shortest form (adjacent
// empty squares merged into one digit), which Parse reads back.
//
// # Move text
//
// From-square and to-square, plus "r" or "b" for a promotion: c2b3, d7e7b.
// The canonical and display notations are the same.
//
// # End of the game
//
// Checkmate wins; stalemate, 200 plies (Reason MoveLimit) and the third
// sighting after a move of the same placement (side to move ignored) draw.
// Scores gives the course's margin and victory scores.
//
// Tests that take long run only with ROLLOUT_LONG=1 in the environment.
package rollerball
