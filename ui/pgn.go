package ui

import (
	"rollout/engine"
	"rollout/variants"
)

// canSave reports whether games of v can be saved (as PGN: chess only).
func canSave(v *variants.Variant) bool { return false }

// savePGN writes the game to a new file in the output directory and
// returns the file's name.
func savePGN(g *gameState, cfg gameConfig, players [2]engine.Player) (string, error) {
	return "", nil
}
