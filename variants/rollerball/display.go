package rollerball

import (
	"fmt"

	"rollout/variants"
)

// Static checks of the display capabilities a client uses.
var (
	_ variants.Glypher       = (*Position)(nil)
	_ variants.BoardLegender = (*Position)(nil)
	_ variants.GameOverNoter = (*Position)(nil)
)

// Glyph draws Rollerball's pieces as chess figurines (FEN letters in ASCII).
func (p *Position) Glyph(c variants.Cell, ascii bool) string { return variants.ChessGlyph(c, ascii) }

// BoardLegend reminds the reader that pieces travel clockwise round the
// hole, which the board alone does not show.
func (p *Position) BoardLegend(ascii bool) string {
	if ascii {
		return "moves go clockwise"
	}
	return "moves go clockwise ↻"
}

// GameOverNote reports the course's margin and victory scores (Scores),
// the winner's move count taken from movesBy.
func (p *Position) GameOverNote(o variants.Outcome, movesBy [2]int) string {
	winnerMoves := 0
	if w, won := o.Winner(); won {
		winnerMoves = movesBy[w]
	}
	margin, victory := Scores(p, o, winnerMoves)
	return fmt.Sprintf("margin %d-%d, victory %d-%d", margin[0], margin[1], victory[0], victory[1])
}
