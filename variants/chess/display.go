package chess

import "rollout/variants"

// Static checks of the display capabilities a client uses.
var (
	_ variants.Glypher   = (*Position)(nil)
	_ variants.PGNWriter = (*Position)(nil)
)

// Glyph draws chess pieces as figurines (FEN letters in ASCII).
func (p *Position) Glyph(c variants.Cell, ascii bool) string { return variants.ChessGlyph(c, ascii) }

// PGN writes the game that starts at p: the variants.PGNWriter face of
// the package's PGN function.
func (p *Position) PGN(moves []variants.Move, comments []string, tags map[string]string) (string, error) {
	return PGN(p, moves, comments, tags)
}
