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
// the winner's move count taken from movesBy, as each side's pair, the
// winner's first ("Black 92/8, White 8/5 (victory/margin)"): bare pairs
// in White-Black order read, after "Black wins", as if the winner had
// the smaller figure. A draw lists White first. It is short enough that
// the game-over line ("Game over: Black wins by checkmate; ...") fits 80
// columns (the longer "victory Black 92, White 8; margin ..." wrapped).
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
	return fmt.Sprintf("%s %d/%d, %s %d/%d (victory/margin)",
		name(first), victory[first], margin[first], name(second), victory[second], margin[second])
}
