// Package chess is the rules of orthodox chess for rollout: a bitboard move
// generator fast enough for Monte Carlo rollouts (tens of thousands of random
// games a second on one core, with no allocation), plus the text formats a
// person and other programs use: FEN for positions, UCI and SAN for moves,
// PGN for finished games.
//
// The generator is this package's own because the reference library,
// github.com/notnil/chess, runs only a few hundred random games a second. That
// library stays the oracle the tests compare against move for move, and the
// reader of the PGN this package writes.
//
// A Position implements variants.Position, variants.Roller,
// variants.WinSorter, variants.Grid and variants.Perfter. Variant is the
// descriptor the registry lists.
package chess
