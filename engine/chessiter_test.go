package engine

import (
	"testing"

	"rollout/variants/chess"
)

// chessSpeedPositions are the positions the default's chess iteration is
// measured from (docs/strength.md, "Speed"): the start, Win at Chess 1,
// and a middlegame and an endgame of the default's games against
// Stockfish at UCI_Elo 2000 (game 3, ply 20, and game 1, ply 90).
var chessSpeedPositions = []struct{ name, fen string }{
	{"start", chess.StartFEN},
	{"wac1", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1"},
	{"middlegame", "r1bq1rk1/1p1p1pbp/2n1p1p1/7n/2BP4/P1N1BN2/2P2PPP/R2Q1RK1 w - - 0 15"},
	{"endgame", "7k/p5p1/1b5p/8/P4P2/1rP3PK/8/3R4 w - - 1 50"},
}

// BenchmarkChessIteration sets the default player's iterations per
// CPU-second at chess from each of chessSpeedPositions, with the
// default's evaluation (the move history on), with pieces-passers-pawns,
// without the history (-history 0, the default before it), and with
// the fitted quiet order (-quiet-order fitted), on a
// warm tree. Under callgrind
// (--toggle-collect='*tree).iterate') it gives the instructions an
// iteration, which no load changes.
func BenchmarkChessIteration(b *testing.B) {
	for _, p := range chessSpeedPositions {
		pos, err := chess.ParseFEN(p.fen)
		if err != nil {
			b.Fatal(err)
		}
		for _, part := range []string{"default", "pieces-passers-pawns", "nohistory", "net", "net-terms", "net-leaves", "net-leaves64", "fitted-terms", "qo-fitted"} {
			cfg := Config{Player: DefaultPlayer}
			switch part {
			case "pieces-passers-pawns", "net", "net-terms", "net-leaves", "net-leaves64", "fitted-terms":
				cfg.Eval = part
			case "nohistory":
				cfg.History = HistoryOff
			case "qo-fitted":
				cfg.QuietOrder = "fitted"
			}
			b.Run(p.name+"/"+part, func(b *testing.B) {
				tr := configuredTree(pos, 1<<20, 200, cfg)
				benchIterations(b, tr)
			})
		}
	}
}
