// Package ui is rollout's terminal client, built on Bubble Tea: a setup
// screen to choose the game, the two sides and their budgets, and a game
// screen where a person plays against the engines (or watches two engines
// play) while the engine's statistics stream in.
//
// Structure, following soft-serve and glow: one root Model that routes
// messages to the current screen; each screen is composed of small
// components (board, side panel, status bar, move input) that know their
// size and their key help; one KeyMap of key.Bindings and one Styles built
// once per program.
//
// Engine searches run in goroutines started from Update (so a WaitGroup
// counts them before Run can return); a Cmd reads one snapshot at a time
// from the search's progress channel and is re-armed after each message.
// Every search carries a generation number, and messages of an older
// generation are dropped, so a cancelled search can never move a piece.
//
// Imports point one way: ui -> engine -> variants.
package ui
