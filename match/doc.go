// Package match plays series of games between two engine players and
// keeps their statistics: the tally by player and move order, the score
// with a Wilson interval, the Elo difference, and the per-game JSON lines
// that let a large match run as shards on many machines and be summed
// afterwards (Merge). It sits beside the engine, not inside it: the
// engine chooses moves, a match only counts what they led to.
package match
