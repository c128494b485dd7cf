package engine

import (
	"testing"

	"rollout/variants"
)

// A root move's score reads from White's side whoever moves, mates as
// moves to mate, and W/D/L only where they are game results.
func TestEvaluationOf(t *testing.T) {
	uct := Config{Player: "uct"}
	def := Config{Player: "uct", Estimator: Eval}
	ext := Config{Player: "uci:stockfish", Estimator: Eval}
	m := MoveStats{Mean: variants.MeanOfCentipawns(150), Wins: 500, Draws: 300, Losses: 200}
	for _, c := range []struct {
		name  string
		cfg   Config
		m     MoveStats
		mover variants.Side
		text  string
		wdl   string
	}{
		{"White's move, plain", uct, m, variants.First, "+1.50", "W 50% D 30% L 20%"},
		{"Black's move, plain", uct, m, variants.Second, "-1.50", "W 20% D 30% L 50%"},
		{"default: no W/D/L", def, m, variants.First, "+1.50", ""},
		{"an external engine's wdl", ext, m, variants.Second, "-1.50", "W 20% D 30% L 50%"},
		{"no counts", uct, MoveStats{}, variants.First, "0.00", ""},
		{"White mates in 2", uct, MoveStats{Mean: 1, Proof: 3}, variants.First, "#2", ""},
		{"Black mates in 2", uct, MoveStats{Mean: 1, Proof: 3}, variants.Second, "#-2", ""},
		{"White is mated in 1", uct, MoveStats{Mean: -1, Proof: -2}, variants.First, "#-1", ""},
		{"Black is mated in 3", uct, MoveStats{Mean: -1, Proof: -6}, variants.Second, "#3", ""},
	} {
		e := EvaluationOf(c.cfg, c.m, c.mover)
		if e.Text() != c.text || e.WDLText() != c.wdl {
			t.Errorf("%s: %q %q, want %q %q", c.name, e.Text(), e.WDLText(), c.text, c.wdl)
		}
		if want := variants.FirstSideMean(c.m.Mean, c.mover); e.Mean != want {
			t.Errorf("%s: bar mean %v, want %v", c.name, e.Mean, want)
		}
	}
}

func TestPermille(t *testing.T) {
	for _, c := range []struct {
		w, d, l    int64
		pw, pd, pl int
	}{{0, 0, 0, 0, 1000, 0}, {1, 1, 1, 333, 334, 333}, {2, 0, 1, 667, 0, 333}, {1, 0, 0, 1000, 0, 0}} {
		if w, d, l := Permille(c.w, c.d, c.l); w != c.pw || d != c.pd || l != c.pl {
			t.Errorf("Permille(%d, %d, %d) = %d %d %d, want %d %d %d", c.w, c.d, c.l, w, d, l, c.pw, c.pd, c.pl)
		}
	}
}

func TestWhiteShare(t *testing.T) {
	for _, c := range []struct {
		e    Evaluation
		want float64
	}{{Evaluation{}, 0.5}, {Evaluation{Mean: 1}, 1}, {Evaluation{Mean: -0.5}, 0.25}, {Evaluation{Mean: 2}, 1}, {Evaluation{Mean: 0.9, Mate: -2}, 0}, {Evaluation{Mate: 1}, 1}} {
		if got := c.e.WhiteShare(); got != c.want {
			t.Errorf("%+v: %v, want %v", c.e, got, c.want)
		}
	}
}

// EvaluationAfter is the position's after the move as lichess counts a
// mate: Black's first move of a mate in 2 (proof 3) leaves #-1, White's
// mating move (proof 1) leaves the mate on the board, its bar all
// White's; a losing proof keeps its count after the move; a move
// without a proof reads as EvaluationOf.
func TestEvaluationAfter(t *testing.T) {
	for _, c := range []struct {
		m     MoveStats
		mover variants.Side
		text  string
		share float64
	}{
		{MoveStats{Mean: 1, Proof: 3}, variants.Second, "#-1", 0},
		{MoveStats{Mean: 1, Proof: 1}, variants.First, "1-0", 1},
		{MoveStats{Mean: 1, Proof: 1}, variants.Second, "0-1", 0},
		{MoveStats{Mean: -1, Proof: -4}, variants.First, "#-2", 0},
		{MoveStats{Mean: 0, Rollouts: 10}, variants.First, "0.00", 0.5},
	} {
		e := EvaluationAfter(Config{}, c.m, c.mover, 1)
		if e.Text() != c.text || e.WhiteShare() != c.share {
			t.Errorf("%+v by %v: %q, bar %v; want %q, bar %v", c.m, c.mover, e.Text(), e.WhiteShare(), c.text, c.share)
		}
	}
}
