package uci

import (
	"strings"
	"testing"
)

// Issue 17: in a game against Roller, uct (Threads=1, Policy=light,
// Seed=7), its tree kept from the previous move, answered this position
// with d6d5 after 47 nodes where Qe6# and Qf8# mate at once. The session
// replays the moves that lead there: it searches the position after
// 27.Qd5+ for Black (proving it lost), then the game goes on 27...Ke8
// 28.Qd6 Kf7, and the kept player is asked for White's move. The search
// must play a mate and report it as one; so must the default player.
func TestMateInOneWithKeptTree(t *testing.T) {
	const fen = "position fen 8/5kr1/3Q4/1P3Bp1/4P2p/B1K2P1N/p6P/R6R w - - 2 27"
	for _, c := range []struct{ player, budget string }{{"uct", "go nodes 20000"}, {"uct", "go movetime 1000"}, {"default", "go nodes 5000"}} {
		budget := c.player + ", " + c.budget
		out := run(t, "setoption name Player value "+c.player, "setoption name Threads value 1", "setoption name Policy value light", "setoption name Seed value 7",
			fen+" moves d6d5", c.budget,
			fen+" moves d6d5 f7e8 d5d6 e8f7", c.budget)
		moves := bestmoves(out)
		if len(moves) != 2 || (moves[1] != "d6e6" && moves[1] != "d6f8") {
			t.Fatalf("%s: bestmoves %v, want a mate in one (d6e6 or d6f8) last:\n%s", budget, moves, out)
		}
		if !strings.Contains(out, "score mate 1 ") {
			t.Fatalf("%s: no info line says mate 1:\n%s", budget, out)
		}
	}
}
