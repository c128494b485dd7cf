package rollerball

import (
	"testing"

	"rollout/variants/varianttest"
)

// FuzzParse feeds arbitrary text to the position reader: it never panics;
// a position it accepts re-encodes to a text that parses to an equal
// position (hash included), has no more pseudo-legal moves than the move
// buffers hold and target sets that hold every legal move and no untested
// illegal one (checkTargetSets), and every legal move's text decodes back to it and leads
// to a position whose text parses; a text it refuses gets a one-line
// "rollerball: ..." error. Seeds (the start, the perft positions, and near
// misses) are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add(startText)
	f.Fuzz(func(t *testing.T, text string) {
		varianttest.CheckPositionText(t, Variant, text)
		if p, err := Parse(text); err == nil {
			if n := len(pseudoMoves(&p.b)); n > maxMoves {
				t.Fatalf("%q: %d pseudo-legal moves", text, n)
			}
			checkTargetSets(t, p)
		}
	})
}

// FuzzDecodeMove feeds arbitrary move text to the move reader, in the
// position its text names (else the start or the perft positions B and C)
// after up to 63 random moves chosen by walk: it never panics or changes
// the position; a move it accepts is legal and its text decodes back to
// it; a text it refuses gets a one-line "rollerball: ..." error. Seeds are
// in testdata/fuzz/FuzzDecodeMove.
func FuzzDecodeMove(f *testing.F) {
	f.Add(startText, uint64(0), "c2b3")
	fallbacks := []string{
		startText,
		playMoves(f, movesB).Encode(),
		playMoves(f, movesC).Encode(),
		"2rbp2/2rk3/2###2/2###2/2###2/2PKR2/2PBR2 b 0",
		"7/3P3/2###2/2###2/2###2/7/3K2k w 20",
	}
	f.Fuzz(func(t *testing.T, pos string, walk uint64, text string) {
		p := varianttest.MovePosition(t, Variant, pos, walk, fallbacks)
		varianttest.CheckMoveText(t, p, text)
	})
}
