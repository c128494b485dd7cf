package game

import (
	"fmt"

	"rollout/variants"
)

// The play screen keeps its game in a variants.Record, the program's one
// game record: replay, undo, outcome, each engine turn's table, PGN.

// NewRecord starts a game record at start (which it copies) and plays
// the given move texts; an unreadable or illegal text is an error naming
// it.
func NewRecord(start variants.Position, moves []string) (*variants.Record, error) {
	r := variants.RecordFrom(start)
	for i, text := range moves {
		if _, err := r.PlayText(text); err != nil {
			return nil, fmt.Errorf("ui: move %d %q: %w", i+1, text, err)
		}
	}
	return r, nil
}
