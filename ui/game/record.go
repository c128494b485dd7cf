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

// Over refuses a game that would open already over: a start position
// (after Moves) the rules end (checkmate, stalemate, three in a row, no
// objects left, a draw by rule), with the outcome in the game's words.
// Play, watch and study need a move to make; the analysis board and a
// review only show the position, so they do not ask. A Record (a PGN
// file's game, a resumed save) is not asked either: it opens for review.
// A move list that does not read is left to Line's error.
func (c GameConfig) Over() error {
	if c.Record != nil {
		return nil
	}
	rec, err := c.Line()
	if err != nil {
		return nil
	}
	return Finished(c.Variant, rec.Outcome())
}

// Finished refuses a position the rules have ended (o), in the game's
// words, for a mode that needs a move to make: nil while it goes on.
// The setup screen asks it of a PGN file's last position before a
// study opens on it, where the engine's own refusal read "engine: the
// game is over (first wins by checkmate)".
func Finished(v *variants.Variant, o variants.Outcome) error {
	if !o.Over() {
		return nil
	}
	return fmt.Errorf("this position is already over (%s): there is no move to play; mode analyse shows it", v.OutcomeText(o))
}
