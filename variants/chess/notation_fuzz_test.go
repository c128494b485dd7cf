package chess

import (
	"testing"

	"rollout/variants/varianttest"
)

// moveFuzzPositions are the positions FuzzDecodeMove decodes in when its
// position text does not parse: castling both ways, en passant,
// promotions with and without capture, pieces that need disambiguating,
// checks, mate and stalemate.
var moveFuzzPositions = []string{
	StartFEN,
	kiwipete,
	pos3,
	pos4,
	pos5,
	pos6,
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"1n2k3/P6P/8/8/8/8/p6p/1N2K3 w - - 0 1",
	"4k3/8/8/R7/8/8/8/R3K2R w K - 0 1",
	"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
	"7k/6pp/8/8/8/8/8/R3K3 w - - 0 1",
	"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
	"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
}

// FuzzDecodeMove feeds arbitrary move text to the SAN and UCI reader, in
// the position its FEN names (else one of moveFuzzPositions) after up to
// 63 random moves chosen by walk: it never panics or changes the
// position; a move it accepts is legal and its SAN and UCI decode back to
// it; a text it refuses gets a one-line "chess: ..." error. Seeds (SAN and
// UCI from the notation and PGN tests) are in testdata/fuzz/FuzzDecodeMove.
func FuzzDecodeMove(f *testing.F) {
	f.Add(StartFEN, uint64(0), "Nf3")
	f.Fuzz(func(t *testing.T, fen string, walk uint64, text string) {
		p := varianttest.MovePosition(t, Variant, fen, walk, moveFuzzPositions)
		varianttest.CheckMoveText(t, p, text)
	})
}
