package connect4

import (
	"testing"

	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the position reader: it never panics;
// a position it accepts re-encodes to a text that parses to an equal
// position, every open column's letter decodes back to its move and leads
// to a position whose text parses; a text it refuses gets a one-line
// "connect4: ..." error. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add("7/7/7/7/7/7 x")
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
	})
}

// FuzzDecodeMove feeds arbitrary move text to the move reader, in the
// position its text names (else an empty, a mid-game, a won and a full
// board, and one with a full column) after up to 63 random moves chosen by
// walk: it never panics or changes the position; a move it accepts is an
// open column of a game still on and its text decodes back to it; a text
// it refuses gets a one-line "connect4: ..." error. Seeds are in
// testdata/fuzz/FuzzDecodeMove.
func FuzzDecodeMove(f *testing.F) {
	f.Add("7/7/7/7/7/7 x", uint64(0), "d")
	fallbacks := []string{
		"7/7/7/7/7/7 x",
		"7/7/7/3x3/3x3/o2xo1o x",
		"7/7/3x3/3x3/3x3/oo1xo2 o",
		"oxxxooo/oooxoxx/oxxooxx/xoxoxox/oxooxoo/xxoxoxx x",
		"x6/o6/x6/o6/x6/o2x3 o",
	}
	f.Fuzz(func(t *testing.T, pos string, walk uint64, text string) {
		p := varianttest.MovePosition(t, Variant, pos, walk, fallbacks)
		varianttest.CheckMoveText(t, p, text)
	})
}
