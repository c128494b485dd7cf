package engine

import "rollout/variants"

// PlayerSeed returns the seed of the engine that plays side in a game
// whose seed is seed (the -seed a person gives). Every entry point (the
// TUI, analyze, match, the UCI session) seeds its players through it, so
// the same position, player, seed and rollout budget choose the same move
// wherever they are asked; the two sides of one game draw different
// streams.
func PlayerSeed(seed uint64, side variants.Side) uint64 {
	return splitmix64(seed ^ splitmix64(0x5eed0000|uint64(side)))
}

// GameSeed returns the seed of the i-th game (from 0) of a series begun
// with seed: seed+i. A match's game i, and the TUI's i-th new game, can
// be replayed alone with -seed GameSeed(seed, i), and shards of a match,
// holding different game numbers, hold disjoint seeds.
func GameSeed(seed uint64, i int) uint64 { return seed + uint64(i) }
