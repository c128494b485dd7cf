// Package variants holds the contract every game in rollout implements, and
// nothing else: the rules of each game live in a subpackage (chess,
// rollerball, tictactoe, nim) and the list of games in variants/registry.
//
// The contract is shaped by the rollout engine's hot path. A rollout copies
// the root into a scratch position (CopyFrom, no allocation), then loops:
// Outcome, LegalMoves into a reused slice, Play a random move. Every method
// on that path must run without allocating once the caller's slices have
// capacity. Moves are opaque small integers so they cost nothing to store in
// statistics tables and trees; only the variant knows what they mean, and it
// converts them to and from text at the edges (EncodeMove / DecodeMove).
//
// Imports point one way: ui -> engine -> variants. Nothing here may import
// the engine or the UI.
package variants
