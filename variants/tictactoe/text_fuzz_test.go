package tictactoe

import (
	"testing"

	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the position reader: it never panics;
// a position it accepts re-encodes to a text that parses to an equal
// position, every free square's name decodes back to its move and leads
// to a position whose text parses; a text it refuses gets a one-line
// "tictactoe: ..." error. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add("3/3/3 x")
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
	})
}

// FuzzDecodeMove feeds arbitrary move text to the move reader, in the
// position its text names (else one of a few mid-game and finished
// boards) after up to 63 random moves chosen by walk: it never panics or
// changes the position; a move it accepts is a free square of a game
// still on; a text it refuses gets a one-line "tictactoe: ..." error.
// Seeds are in testdata/fuzz/FuzzDecodeMove.
func FuzzDecodeMove(f *testing.F) {
	f.Add("3/3/3 x", uint64(0), "b2")
	fallbacks := []string{"3/3/3 x", "3/1x1/o2 x", "xo1/1x1/o2 x", "xxx/oo1/3 o", "xox/xoo/oxx o"}
	f.Fuzz(func(t *testing.T, pos string, walk uint64, text string) {
		p := varianttest.MovePosition(t, Variant, pos, walk, fallbacks)
		varianttest.CheckMoveText(t, p, text)
	})
}
