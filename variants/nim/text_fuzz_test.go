package nim

import (
	"testing"

	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the position reader: it never panics;
// a position it accepts re-encodes to a text that parses to an equal
// position, every move's heap:count text decodes back to it and leads to
// a position whose text parses; a text it refuses gets a one-line "nim:
// ..." error. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add("1/3/5/7 1")
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
	})
}

// FuzzDecodeMove feeds arbitrary move text to the move reader, in the
// position its text names (else one of a few games, one finished) after
// up to 63 random moves chosen by walk: it never panics or changes the
// position; a move it accepts is legal and its text decodes back to it; a
// text it refuses gets a one-line "nim: ..." error. Seeds are in
// testdata/fuzz/FuzzDecodeMove.
func FuzzDecodeMove(f *testing.F) {
	f.Add("1/3/5/7 1", uint64(0), "2:3")
	fallbacks := []string{"1/3/5/7 1", "0/0/5/0 2", "0/0 1", "1000/1000/999 1", "3/4/5 2"}
	f.Fuzz(func(t *testing.T, pos string, walk uint64, text string) {
		p := varianttest.MovePosition(t, Variant, pos, walk, fallbacks)
		varianttest.CheckMoveText(t, p, text)
	})
}
