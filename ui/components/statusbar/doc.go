// Package statusbar is the one-line status bar under a board: the
// engine's progress (seconds, thousands of rollouts, rate, best move so
// far) and a progress figure, drawn from what the screen passes to View.
// It imports the kit, and the engine for the snapshot Progress words.
package statusbar
