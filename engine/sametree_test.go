package engine

import (
	"fmt"
	"hash/fnv"
	"regexp"
	"testing"

	"rollout/variants/chess"
)

// sameTreeCases are the chess trees TestSameTreeDigests pins: the
// default player from the positions its iteration is measured from
// (chessSpeedPositions), Kiwipete and a pawn ending, and the default with
// other quiet-move orders, the king orders' terms included, with
// pieces-passers-pawns, and in a 600-node arena it recycles, each
// without the move history (HistoryOff: the trees pinned before it was
// the default's); and the default as it plays, history on. Each keeps
// the tactical set off (TacticalOff), as the default plays a think this
// short: with no budget the tree would take it for a long one.
var sameTreeCases = []struct {
	name, fen string
	capacity  int
	cfg       Config
	digest    uint64
}{
	{"start", chess.StartFEN, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0x202e52ee25a86aea},
	{"wac1", chessSpeedPositions[1].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0xc4fb379af3733b7f},
	{"middlegame", chessSpeedPositions[2].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0x5df068f12f433cd3},
	{"endgame", chessSpeedPositions[3].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0xee3c5192c47c56a9},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0xdea5aa07f55f7506},
	{"pawns", "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 50", 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff, Draws: DrawsAll}, 0xfd9717925435e06d},
	{"middlegame/king", chessSpeedPositions[2].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff, QuietOrder: "king"}, 0x51a76d3308ce72ba},
	{"kiwipete/king-max", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff, QuietOrder: "king-max"}, 0x3f680aed354db52e},
	{"wac1/flat", chessSpeedPositions[1].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff, QuietOrder: "flat"}, 0xe1908327884279ee},
	{"middlegame/pawns", chessSpeedPositions[2].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff, Eval: "pieces-passers-pawns"}, 0x4af4da148be2f3d1},
	{"wac1/recycled", chessSpeedPositions[1].fen, 600, Config{Player: DefaultPlayer, Tactical: TacticalOff, History: HistoryOff}, 0x73a579d173047123},
	{"start/history", chess.StartFEN, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff}, 0xe8008b1d38ccefa8},
	{"middlegame/history", chessSpeedPositions[2].fen, 1 << 14, Config{Player: DefaultPlayer, Tactical: TacticalOff}, 0xa1b4b364029ae834},
}

// The default chess player's tree after a fixed number of iterations
// from a fixed seed is pinned by a digest of every node's fields, so a
// change meant to make an iteration cheaper (docs/performance.md) shows
// at once if it changed a prior, a value, a move's order or a visit.
// After a change that is meant to change the tree, print the new
// digests with -v and pin them.
func TestSameTreeDigests(t *testing.T) {
	iters := 2000
	if testing.Short() {
		iters = 500
	}
	for _, c := range sameTreeCases {
		t.Run(c.name, func(t *testing.T) {
			pos, err := chess.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			cfg := c.cfg.ForGame(pos)
			tr := newTree(c.capacity, cfg.Exploration, false)
			tr.reset(pos)
			tr.prepare(pos, cfg, 7, 0)
			for range iters {
				if tr.full {
					tr.recycle()
				}
				tr.iterate()
			}
			if c.capacity < iters && tr.recycled == 0 {
				t.Fatal("the small arena was never recycled")
			}
			for i := range tr.nodes {
				nd := tr.nodes[i]
				if tr.refreshU(&nd); nd.u != tr.nodes[i].u {
					t.Fatalf("node %d's kept u %v, its statistics and h give %v", i, tr.nodes[i].u, nd.u)
				}
			}
			d := treeDigest(tr)
			t.Logf("%s: %d nodes, digest %#016x", c.name, len(tr.nodes), d)
			if !testing.Short() && d != c.digest {
				t.Errorf("digest %#016x, want %#016x: the tree changed", d, c.digest)
			}
		})
	}
}

// treeDigest hashes every node of t, field by field, in arena order,
// but for u, which its statistics and h give (TestSameTreeDigests
// checks it): the digests pinned before nodes kept it still hold.
func treeDigest(t *tree) uint64 {
	h := fnv.New64a()
	for i := range t.nodes {
		s := fmt.Sprintf("%+v\n", t.nodes[i])
		h.Write([]byte(keptU.ReplaceAllString(s, "")))
	}
	return h.Sum64()
}

// keptU matches the u field in a node printed with %+v.
var keptU = regexp.MustCompile(` u:[^ ]*`)
