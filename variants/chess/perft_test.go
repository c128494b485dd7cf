package chess

import (
	"os"
	"testing"
)

// longTests is set by ROLLOUT_LONG=1: deeper perft, more differential
// games.
var longTests = os.Getenv("ROLLOUT_LONG") == "1"

// Published perft counts (chessprogramming.org/Perft_Results). The FENs
// are the wiki's; a copy that drops Kiwipete's knight on e5, position 5's
// missing d-pawn or position 6's bishop on g4 gives other counts (stockfish
// agrees with these).
const (
	kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	pos3     = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	pos4     = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
	pos4m    = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
	pos5     = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
	pos6     = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
)

var perftCases = []struct {
	name  string
	fen   string
	depth int
	nodes uint64
	long  bool // only under ROLLOUT_LONG=1
}{
	{"start", StartFEN, 1, 20, false},
	{"start", StartFEN, 2, 400, false},
	{"start", StartFEN, 3, 8902, false},
	{"start", StartFEN, 4, 197281, false},
	{"start", StartFEN, 5, 4865609, false},
	{"start", StartFEN, 6, 119060324, true},
	{"kiwipete", kiwipete, 1, 48, false},
	{"kiwipete", kiwipete, 2, 2039, false},
	{"kiwipete", kiwipete, 3, 97862, false},
	{"kiwipete", kiwipete, 4, 4085603, false},
	{"kiwipete", kiwipete, 5, 193690690, true},
	{"pos3", pos3, 1, 14, false},
	{"pos3", pos3, 3, 2812, false},
	{"pos3", pos3, 5, 674624, false},
	{"pos3", pos3, 6, 11030083, true},
	{"pos3", pos3, 7, 178633661, true},
	{"pos4", pos4, 1, 6, false},
	{"pos4", pos4, 3, 9467, false},
	{"pos4", pos4, 4, 422333, false},
	{"pos4", pos4, 5, 15833292, true},
	{"pos4-mirrored", pos4m, 4, 422333, false},
	{"pos4-mirrored", pos4m, 5, 15833292, true},
	{"pos5", pos5, 1, 44, false},
	{"pos5", pos5, 3, 62379, false},
	{"pos5", pos5, 4, 2103487, false},
	{"pos5", pos5, 5, 89941194, true},
	{"pos6", pos6, 1, 46, false},
	{"pos6", pos6, 3, 89890, false},
	{"pos6", pos6, 4, 3894594, true},
	{"pos6", pos6, 5, 164075551, true},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		if c.long && !longTests {
			continue
		}
		if raceEnabled && c.nodes > 5_000_000 {
			continue
		}
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Perft(c.depth); got != c.nodes {
			t.Errorf("%s perft(%d) = %d, want %d\nFEN %s", c.name, c.depth, got, c.nodes, c.fen)
		}
	}
}
