package engine

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.Tactics is labelled and checked against the game and the
// player.
func TestConfigTactics(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, Tactical: TacticalOff, Tactics: 2}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.HasSuffix(l, "+tac2") || !strings.Contains(cfg.Knowledge(), "tactical search 2 checks") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	more := Config{Player: DefaultPlayer, Tactical: TacticalOff, Tactics: 2, TacticsRoot: 4, TacticsProve: true}.ForGame(chess.NewPosition())
	if l := more.Label(); !strings.HasSuffix(l, "+tac2+tacr4+tacP") || !strings.Contains(more.Knowledge(), "tactical search 2 checks, 4 at the root, its mates proven") {
		t.Fatalf("label %q, knowledge %q", l, more.Knowledge())
	}
	line := Config{Player: DefaultPlayer, Tactical: TacticalOff, Tactics: 2, TacticsRoot: 4, TacticsThreats: true, TacticsLine: 4}.ForGame(chess.NewPosition())
	if l := line.Label(); !strings.HasSuffix(l, "+tac2+tacr4+tacT+tacl4") || !strings.Contains(line.Knowledge(), "quiet root moves' threats, lines followed 4 plies") {
		t.Fatalf("label %q, knowledge %q", l, line.Knowledge())
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string // "" accepted
	}{
		{cfg, chess.NewPosition(), ""},
		{Config{}, tictactoe.Variant.Start(), ""},
		{Config{Minimax: 0.5, Tactics: 4}, chess.NewPosition(), ""},
		{Config{Minimax: 0.5, Tactics: 5}, chess.NewPosition(), "-tactics 5: want 0 to 4"},
		{Config{Minimax: 0.5, Tactics: -1}, chess.NewPosition(), "-tactics -1: want 0 to 4"},
		{Config{Tactics: 2}, chess.NewPosition(), "-minimax is off"},
		{Config{Minimax: 0.5, Tactics: 2, Parallel: ParallelTree, Workers: 2}, chess.NewPosition(), "not with -parallel tree"},
		{Config{Minimax: 0.5, Tactics: 2, Parallel: ParallelTree, Workers: 1}, chess.NewPosition(), ""},
		{Config{Minimax: 0.5, Tactics: 1}, tictactoe.Variant.Start(), "tictactoe has no tactical search"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 4}, chess.NewPosition(), ""},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 5}, chess.NewPosition(), "-tactics-root 5: want 0 to 4"},
		{Config{Minimax: 0.5, TacticsRoot: 4}, chess.NewPosition(), "set -tactics"},
		{Config{Minimax: 0.5, TacticsProve: true}, chess.NewPosition(), "set -tactics"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsThreats: true}, chess.NewPosition(), "set -tactics-root"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 2, TacticsThreats: true}, chess.NewPosition(), ""},
		{Config{Minimax: 0.5, TacticsLine: 4}, chess.NewPosition(), "set -tactics"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsLine: 4}, chess.NewPosition(), "-tactics-line: set -tactics-root"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 4, TacticsLine: 9}, chess.NewPosition(), "-tactics-line 9: want 0 to 8"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 4, TacticsLine: -1}, chess.NewPosition(), "-tactics-line -1: want 0 to 8"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 4, TacticsLine: 4}, chess.NewPosition(), ""},
		{Config{Minimax: 0.5, TacticsHold: true}, chess.NewPosition(), "set -tactics"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsHold: true}, chess.NewPosition(), "-tactics-hold: set -tactics-root"},
		{Config{Minimax: 0.5, Tactics: 2, TacticsRoot: 4, TacticsHold: true}, chess.NewPosition(), ""},
	} {
		err := CheckTactics(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("CheckTactics(%d, %s): %v, want %q", c.cfg.Tactics, c.pos.Variant().Name, err, c.says)
		}
	}
}

// TestTacticsSeedsTheSacrifice checks the tactical search at new nodes
// on Philidor's smothered mate (1.Qg8+ Rxg8 2.Nf7#): without it the
// default player's first look at Qg8+ is a queen for a rook and it plays
// another move; with one turn of checks the node is seeded with the
// mate its check finds, the capture below it with the mate Nf7 gives,
// and the queen is given (on fitted-pst and the pst order, the parts it
// was last measured on: fitted-terms' first look at Qg8+ differs, and
// so do the fitted order's).
func TestTacticsSeedsTheSacrifice(t *testing.T) {
	const fen = "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1"
	for _, c := range []struct {
		name    string
		tactics int
		given   bool
	}{
		{"off", 0, false},
		{"one turn of checks", 1, true},
		{"three turns", 3, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 400}, Seed: 1, Workers: 1, Eval: "fitted-pst", QuietOrder: "pst", Tactics: c.tactics}
			pos := chessPos(t, fen)
			res := search(t, mustPlayer(t, cfg), pos)
			if got := pos.EncodeMove(res.Move, variants.Canonical); (got == "b3g8") != c.given {
				t.Errorf("played %s; want the queen given (b3g8) %v", got, c.given)
			}
		})
	}
}

// TestTacticsSearchOnlyWhereTheFirstLookDisappoints checks which new
// nodes are searched: a tree grown from the start position, where no
// move gives or wins material, searches few; one grown from Philidor's
// position searches Qg8+, and seeds its value with the mate.
func TestTacticsSearchOnlyWhereTheFirstLookDisappoints(t *testing.T) {
	tr := configuredTree(chess.NewPosition(), 1<<16, 2000, Config{Player: DefaultPlayer, Tactics: 2})
	if tr.tactics*10 > int64(len(tr.nodes)) {
		t.Errorf("the start position: %d searches for %d nodes, want at most a tenth", tr.tactics, len(tr.nodes))
	}
	pos := chessPos(t, "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1")
	tr = configuredTree(pos, 1<<16, 400, Config{Player: DefaultPlayer, Tactics: 1})
	found := false
	for c := tr.nodes[0].child; c >= 0; c = tr.nodes[c].next {
		if pos.EncodeMove(tr.nodes[c].move, variants.Canonical) == "b3g8" {
			found = true
			if cn := &tr.nodes[c]; cn.h < 0.99 && cn.proven != 1 {
				t.Errorf("Qg8+: h %v, proven %d; want the mate's value", cn.h, cn.proven)
			}
		}
	}
	if !found {
		t.Error("Qg8+ was not made")
	}
}

// TestTacticsProvesItsMates checks -tactics-prove and -tactics-root on
// two Win at Chess positions whose mates lie past -mate 4, at 3,000
// iterations: WAC 35 (1.Rxh7+), after whose sacrifice the tactical
// search at new nodes finds the mate, and WAC 9 (1...Bh2+), whose mate
// takes four turns of checks, searched at the root's children only.
// Without the proof the tree's first looks below the sacrifice judge
// it lost, and another move is played. And two that -tactics-root
// searches further: WAC 134 (1...Rd1+, whose first look is level, so
// that only a root move searched whatever its first look is), and WAC
// 168 (1...Qd2+, a queen given for more than mate: its replies are
// searched too, so that its value holds as they replace its seed). On
// fitted-pst and the pst order, the parts they were last measured on.
func TestTacticsProvesItsMates(t *testing.T) {
	const wac35 = "r3r2k/2R3pp/pp1q1p2/8/3P3R/7P/PP3PP1/3Q2K1 w - - 0 1"
	const wac9 = "3q1rk1/p4pp1/2pb3p/3p4/6Pr/1PNQ4/P1PB1PP1/4RRK1 b - - 0 1"
	const wac134 = "3r2k1/p6p/2Q3p1/4q3/2P1p3/P3Pb2/1P3P1P/2K2BR1 b - - 0 1"
	const wac168 = "r3k2r/pb1q1p2/8/2p1pP2/4p1p1/B1P1Q1P1/P1P3K1/R4R2 b kq - 0 1"
	for _, c := range []struct {
		name, fen, key string
		root           int
		prove, played  bool
	}{
		{"WAC 35", wac35, "h4h7", 0, false, false},
		{"WAC 35, proved", wac35, "h4h7", 0, true, true},
		{"WAC 9, proved", wac9, "d6h2", 0, true, false},
		{"WAC 9, four turns at the root", wac9, "d6h2", 4, false, false},
		{"WAC 9, four turns at the root, proved", wac9, "d6h2", 4, true, true},
		{"WAC 134", wac134, "d8d1", 0, true, false},
		{"WAC 134, four turns at the root", wac134, "d8d1", 4, true, true},
		{"WAC 168", wac168, "d7d2", 0, true, false},
		{"WAC 168, four turns at the root", wac168, "d7d2", 4, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 3000}, Seed: 1, Workers: 1, Eval: "fitted-pst", QuietOrder: "pst",
				Mate: 4, Tactics: 2, TacticsRoot: c.root, TacticsProve: c.prove}
			pos := chessPos(t, c.fen)
			res := search(t, mustPlayer(t, cfg), pos)
			if got := pos.EncodeMove(res.Move, variants.Canonical); (got == c.key) != c.played {
				t.Errorf("played %s; want %s played %v", got, c.key, c.played)
			}
		})
	}
}

// TestTacticsThreats checks -tactics-threats on Win at Chess 81,
// 1...Bd6, a quiet move whose first look is far below what Black's
// checks find after a pass: at 10,000 iterations it is played with
// the threat search and not without (on pieces-passers and the pst
// order, the parts the threat search was measured on).
func TestTacticsThreats(t *testing.T) {
	const wac81 = "r4rk1/1bR1bppp/4pn2/1p2N3/1P6/P3P3/4BPPP/3R2K1 b - - 0 1"
	for _, threats := range []bool{false, true} {
		cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 10000}, Seed: 1, Workers: 1, History: HistoryOff,
			Eval: "pieces-passers", QuietOrder: "pst", Mate: 4, Tactics: 2, TacticsRoot: 4, TacticsProve: true, TacticsThreats: threats}
		pos := chessPos(t, wac81)
		res := search(t, mustPlayer(t, cfg), pos)
		if got := pos.EncodeMove(res.Move, variants.Canonical); (got == "e7d6") != threats {
			t.Errorf("threats %v: played %s; want e7d6 played %v", threats, got, threats)
		}
	}
}

// TestTacticsLine checks -tactics-line on Win at Chess 13, 1.Qxf8+
// Kxf8 2.Nd7+ and 3.Nxe5: the root's search raises the queen's
// sacrifice and the reply's holds it, but the fork after the reply is
// made before the reply has the visits the search at new nodes asks
// for, so its first look (a queen down) replaced the reply's seed and
// another move was played. Followed four plies, the fork is searched
// and the sacrifice played, at 10,000 iterations (on the pst order, the
// one it was measured on).
func TestTacticsLine(t *testing.T) {
	const wac13 = "5rk1/pp4p1/2n1p2p/2Npq3/2p5/6P1/P3P1BP/R4Q1K w - - 0 1"
	for _, line := range []int{0, 4} {
		cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 10000}, Seed: 1, Workers: 1, History: HistoryOff,
			QuietOrder: "pst", Mate: 4, Tactics: 2, TacticsRoot: 4, TacticsProve: true, TacticsThreats: true, TacticsLine: line}
		pos := chessPos(t, wac13)
		res := search(t, mustPlayer(t, cfg), pos)
		if got := pos.EncodeMove(res.Move, variants.Canonical); (got == "f1f8") != (line > 0) {
			t.Errorf("line %d: played %s; want f1f8 played %v", line, got, line > 0)
		}
	}
}

// TestTacticsHold checks -tactics-hold on Win at Chess 74, 1...Qf1+
// 2.Qxf1 e2+ (the bishop's check uncovered) and the pawn queening: the
// root's search raises the queen's sacrifice, but the first looks
// below it (a queen down) drag its mean, and its minimax value with
// the replies' first children, below the quiet moves' of a won
// position, so it had a few visits and another move was played. Held
// at the search's value, it is played at 10,000 iterations.
func TestTacticsHold(t *testing.T) {
	const wac74 = "5r1k/pp4pp/2p5/2b1P3/4Pq2/1PB1p3/P3Q1PP/3N2K1 b - - 0 1"
	for _, hold := range []bool{false, true} {
		cfg := Config{Player: DefaultPlayer, Budget: Budget{Rollouts: 10000}, Seed: 1, Workers: 1, History: HistoryOff,
			Mate: 4, MateVisits: 20, Tactics: 2, TacticsRoot: 4, TacticsProve: true, TacticsThreats: true, TacticsLine: 4, TacticsHold: hold}
		pos := chessPos(t, wac74)
		res := search(t, mustPlayer(t, cfg), pos)
		if got := pos.EncodeMove(res.Move, variants.Canonical); (got == "f4f1") != hold {
			t.Errorf("hold %v: played %s; want f4f1 played %v", hold, got, hold)
		}
	}
}

// TestTacticsLineMarks checks the table of a search's line nodes: a
// node marked is found at its ply, one never marked at 0, the root's
// children stop at maxRaised, and the table stops marking at three
// quarters full rather than looping.
func TestTacticsLineMarks(t *testing.T) {
	var tp tacParts
	for n := int32(1); n <= 40; n++ {
		tp.mark(n, 1)
	}
	for n := int32(1); n <= 40; n++ {
		if got, want := tp.plyOf(n), 1; n > maxRaised {
			want = 0
			if got != want {
				t.Errorf("root child %d past maxRaised: ply %d, want 0", n, got)
			}
		} else if got != want {
			t.Errorf("root child %d: ply %d, want 1", n, got)
		}
	}
	for n := int32(1000); n < 1000+tacticLineSlots; n++ {
		tp.mark(n, 2+int(n%3))
	}
	if tp.nlines != tacticLineSlots*3/4 {
		t.Errorf("%d marked, want the table to stop at %d", tp.nlines, tacticLineSlots*3/4)
	}
	if got := tp.plyOf(1001); got != 2+1001%3 {
		t.Errorf("node 1001: ply %d, want %d", got, 2+1001%3)
	}
	if got := tp.plyOf(999); got != 0 {
		t.Errorf("node 999, never marked: ply %d", got)
	}
	if got := tp.plyOf(0); got != 0 {
		t.Errorf("the root: ply %d", got)
	}
}

// After the arena is compacted the line marks follow their nodes to
// their new indices; a node not kept loses its mark, and so does the
// root's child count it held.
func TestTacticsLineMarksRenumbered(t *testing.T) {
	var tp tacParts
	tp.mark(5, 1)
	tp.mark(9, 1)
	tp.mark(12, 3)
	tp.floors[0], tp.floors[1], tp.nfloors = floorMark{5, 0.5}, floorMark{9, 0.7}, 2
	remap := make([]int32, 20)
	for i := range remap {
		remap[i] = -1
	}
	remap[0], remap[5], remap[12] = 0, 2, 4 // node 9 is not kept
	tp.renumber(remap)
	for n, want := range map[int32]int{2: 1, 4: 3, 5: 0, 9: 0, 12: 0} {
		if got := tp.plyOf(n); got != want {
			t.Errorf("node %d after renumbering: ply %d, want %d", n, got, want)
		}
	}
	if tp.nlines != 2 || tp.nroot != 1 {
		t.Errorf("%d marks, %d root children; want 2 and 1", tp.nlines, tp.nroot)
	}
	// The held values follow their nodes too (-tactics-hold).
	if v, ok := tp.floorOf(2); !ok || v != 0.5 || tp.nfloors != 1 {
		t.Errorf("node 2 held %v %v, %d held; want 0.5 true, 1", v, ok, tp.nfloors)
	}
	if _, ok := tp.floorOf(5); ok {
		t.Error("node 5 still held after renumbering")
	}
}

// The default player with the tactical search allocates nothing per
// warm iteration.
func TestTacticsIterationAllocatesNothing(t *testing.T) {
	pos, err := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	tr := configuredTree(pos, 1<<14, 300, Config{Player: DefaultPlayer, Tactics: 3, TacticsRoot: 4, TacticsProve: true, TacticsThreats: true, TacticsLine: 6, TacticsHold: true})
	if allocs := testing.AllocsPerRun(200, tr.iterate); allocs != 0 {
		t.Errorf("%v allocations per iteration", allocs)
	}
}

// BenchmarkTacticsIteration is the default player's iteration with the
// tactical search of N turns at new nodes, from the start, from a
// middlegame full of checks and captures (kiwipete) and from Win at
// Chess 1: its cost per iteration against "off"; searches/it is the
// share of new nodes searched.
func BenchmarkTacticsIteration(b *testing.B) {
	for _, fen := range []struct{ name, fen string }{
		{"start", chess.StartFEN},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"wac1", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"},
	} {
		for _, n := range []int{0, 1, 2, 3} {
			b.Run(fen.name+"/"+string(rune('0'+n)), func(b *testing.B) {
				pos, err := chess.ParseFEN(fen.fen)
				if err != nil {
					b.Fatal(err)
				}
				tr := configuredTree(pos, 1<<20, 1000, Config{Player: DefaultPlayer, Tactics: n})
				b.ReportAllocs()
				start, from := time.Now(), tr.tactics
				for b.Loop() {
					tr.iterate()
				}
				b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "iterations/s")
				b.ReportMetric(float64(tr.tactics-from)/float64(b.N), "searches/it")
			})
		}
	}
}
