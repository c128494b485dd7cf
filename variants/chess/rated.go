package chess

import "rollout/variants"

var _ variants.UCIRated = (*Position)(nil)

// UCIRated marks chess as the game UCI engines play: the levels' Elo
// figures, measured against Stockfish, are strengths at chess.
func (p *Position) UCIRated() {}
