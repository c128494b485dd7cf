package engine

import (
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// Config.Mate is labelled and checked against the game.
func TestConfigMate(t *testing.T) {
	cfg := Config{Player: DefaultPlayer, Mate: 1, MateExpand: 3}.ForGame(chess.NewPosition())
	if l := cfg.Label(); !strings.Contains(l, "+mate1x3") || !strings.Contains(cfg.Knowledge(), "mate search 1/3 plies") {
		t.Fatalf("label %q, knowledge %q", l, cfg.Knowledge())
	}
	visits := Config{Player: DefaultPlayer, Mate: 4, MateVisits: 20}.ForGame(chess.NewPosition())
	if l := visits.Label(); !strings.Contains(l, "+mate4v20") || !strings.Contains(visits.Knowledge(), "mate search 4/0 plies, below 20 visits") {
		t.Fatalf("label %q, knowledge %q", l, visits.Knowledge())
	}
	for _, c := range []struct {
		cfg  Config
		pos  variants.Position
		says string // "" accepted
	}{
		{Config{Mate: 3}, chess.NewPosition(), ""},
		{Config{MateExpand: 2}, chess.NewPosition(), ""},
		{Config{}, tictactoe.Variant.Start(), ""},
		{Config{Mate: 4}, chess.NewPosition(), ""},
		{Config{Mate: 5}, chess.NewPosition(), "-mate 5: want 0 to 4"},
		{Config{MateExpand: -1}, chess.NewPosition(), "-mate-expand -1: want 0 to 4"},
		{Config{Mate: 1}, tictactoe.Variant.Start(), "tictactoe has no mate search"},
		{Config{Mate: 4, MateVisits: 20}, chess.NewPosition(), ""},
		{Config{MateVisits: 20}, chess.NewPosition(), "-mate-visits 20: set -mate"},
		{Config{Mate: 4, MateVisits: -1}, chess.NewPosition(), "-mate-visits -1: want a number of visits"},
	} {
		err := CheckMate(c.cfg, c.pos)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("CheckMate(%d/%d, %s): %v, want %q", c.cfg.Mate, c.cfg.MateExpand, c.pos.Variant().Name, err, c.says)
		}
	}
}

// The mate search proves what the tree alone does not see at a small
// budget: Philidor's smothered mate in two (1.Qg8+ Rxg8 2.Nf7#, a queen
// given up, a move the priors rate last), Win at Chess 50's mate in
// three by checks (1.Rxb6+, lost in four for the side in check), and a
// rook move that leaves
// the back rank to a mate in one, proven lost as soon as it is made (or
// first expanded).
func TestUCTMateSearch(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		cfg       Config
		move      string // the move played
		proof     int    // its proof (plies from the root, negative for a loss)
		lost      string // a move proven lost, "" none
	}{
		{"smothered, no search", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", Config{}, "", 0, ""},
		{"smothered, mate in one only", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", Config{Mate: 1}, "", 0, ""},
		{"smothered, at each node", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", Config{Mate: 2}, "b3g8", 3, ""},
		{"a rook given for a mate in three by checks", "k4r2/1R4pb/1pQp1n1p/3P4/5p1P/3P2P1/r1q1R2K/8 w - - 0 1", Config{Mate: 4}, "b7b6", 5, ""},
		{"back rank", "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", Config{Mate: 1}, "", 0, "Ra2"},
		{"back rank, at first expansions", "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", Config{MateExpand: 1}, "", 0, "Ra2"},
		// The root's children are searched whatever the root's visits.
		{"smothered, below well visited nodes", "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1", Config{Mate: 2, MateVisits: 1000}, "b3g8", 3, ""},
		{"back rank, below well visited nodes", "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", Config{Mate: 1, MateVisits: 1000}, "", 0, "Ra2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			cfg := c.cfg
			cfg.Player, cfg.Budget, cfg.Seed, cfg.Workers = DefaultPlayer, Budget{Rollouts: 400}, 1, 1
			pos := chessPos(t, c.fen)
			res := search(t, mustPlayer(t, cfg), pos)
			got := pos.EncodeMove(res.Move, variants.Canonical)
			var proof int
			lost := false
			for _, m := range res.Moves {
				if m.Move == res.Move {
					proof = m.Proof
				}
				if m.Text == c.lost && m.Proof == -2 {
					lost = true
				}
			}
			if c.move != "" && (got != c.move || proof != c.proof) {
				t.Errorf("played %s, proof %d; want %s, proof %d", got, proof, c.move, c.proof)
			}
			if c.move == "" && (got == "b3g8" || proof > 0) {
				t.Errorf("played %s, proof %d, without the mate search", got, proof)
			}
			if c.lost != "" && (!lost || proof < 0) {
				t.Errorf("%s not proven lost in 2 plies, or the move played (%s, proof %d) is", c.lost, got, proof)
			}
		})
	}
}

// TestMateVisits checks Config.MateVisits: a node made below a node of
// fewer visits than it asks for, other than the root, is not searched,
// so none of the tree's leaves below the root's children is proven by
// a mate in one it does not reach (in the back-rank position, where
// every new node is searched, many are).
func TestMateVisits(t *testing.T) {
	pos, err := chess.ParseFEN("3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, visits := range []int{0, 1 << 30} {
		tr := configuredTree(pos, 1<<16, 2000, Config{Player: DefaultPlayer, Mate: 1, MateVisits: visits})
		deep := 0
		for i := 1; i < len(tr.nodes); i++ {
			nd := &tr.nodes[i]
			if nd.parent > 0 && nd.proven != 0 && !nd.outcome.Over() && nd.child < 0 {
				deep++
			}
		}
		if (deep > 0) != (visits == 0) {
			t.Errorf("-mate-visits %d: %d leaves below the root's children proven by the search", visits, deep)
		}
	}
}

// BenchmarkMateIteration is the default player's iteration with the
// mate search at each new node (N) and at first expansions (xM), from
// the start and from a middlegame full of checks and captures
// (kiwipete): its cost per node against "off".
func BenchmarkMateIteration(b *testing.B) {
	for _, fen := range []struct{ name, fen string }{
		{"start", chess.StartFEN},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
	} {
		for _, m := range []struct {
			name           string
			mate, mateExpd int
		}{{"off", 0, 0}, {"1", 1, 0}, {"2", 2, 0}, {"3", 3, 0}, {"4", 4, 0}, {"1x3", 1, 3}, {"2x3", 2, 3}} {
			b.Run(fen.name+"/"+m.name, func(b *testing.B) {
				pos, err := chess.ParseFEN(fen.fen)
				if err != nil {
					b.Fatal(err)
				}
				tr := configuredTree(pos, 1<<20, 1000, Config{Player: DefaultPlayer, Mate: m.mate, MateExpand: m.mateExpd})
				b.ReportAllocs()
				start := time.Now()
				for b.Loop() {
					tr.iterate()
				}
				b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "iterations/s")
			})
		}
	}
}
