package chess

import "rollout/variants"

// Static check of the display capability a client uses.
var _ variants.Glypher = (*Position)(nil)

// Glyph draws chess pieces as figurines (FEN letters in ASCII).
func (p *Position) Glyph(c variants.Cell, ascii bool) string { return variants.ChessGlyph(c, ascii) }
