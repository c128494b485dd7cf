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

// GameOverNote reports the course's victory and margin scores (Scores),
// the winner's move count taken from movesBy. Each score names its side,
// the winner's first ("victory Black 92, White 8; margin Black 8, White
// 5"): bare pairs in White-Black order read, after "Black wins", as if the
// winner had the smaller figure. A draw lists White first.
func (p *Position) GameOverNote(o variants.Outcome, movesBy [2]int) string {
	winnerMoves := 0
	first := variants.First
	if w, won := o.Winner(); won {
		winnerMoves = movesBy[w]
		first = w
	}
	margin, victory := Scores(p, o, winnerMoves)
	second := first.Other()
	name := func(s variants.Side) string {
		if s == variants.First {
			return "White"
		}
		return "Black"
	}
	return fmt.Sprintf("victory %s %d, %s %d; margin %s %d, %s %d",
		name(first), victory[first], name(second), victory[second],
		name(first), margin[first], name(second), margin[second])
}
