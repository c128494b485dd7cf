package engine

import (
	"context"

	"rollout/variants"
)

// Player chooses moves. A Player may keep state between the moves of one
// game (uct reuses its tree), so each side of each game gets its own; a
// Player's Search is not called concurrently with itself.
type Player interface {
	// Name returns the player's command-line name ("flat").
	Name() string
	// Config returns the configuration the player was built with, defaults
	// filled in.
	Config() Config
	// Search chooses a move for the side to move in pos, which it does not
	// modify (it works on a private clone). If progress is not nil,
	// snapshots are put on it about ten times a second without ever
	// blocking the search: give it a buffer of one and the engine replaces
	// an unread snapshot with the newer one, so the last is always there
	// to read. It is closed before Search returns.
	//
	// Cancelling ctx ends the search promptly with the best result so far;
	// the error is ctx.Err() only if no move could be chosen. Searching a
	// finished game is an error.
	Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error)
}
