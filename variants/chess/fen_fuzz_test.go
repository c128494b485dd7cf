package chess

import (
	"testing"

	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the FEN reader: it never panics; a
// FEN it accepts re-encodes to a FEN that parses to an equal position,
// every legal move's SAN and UCI decode back to that move, and every
// position one move on encodes to a FEN it accepts; a FEN it refuses gets
// a one-line "chess: ..." error. Seeds (real FENs from the perft, rules
// and notation tests, and near misses) are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add(StartFEN)
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
	})
}
