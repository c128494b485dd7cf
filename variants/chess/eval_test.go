package chess

import (
	"math"
	"slices"
	"testing"
)

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name, fen string
		lo, hi    int // centipawns for the side to move
	}{
		{"start is even", StartFEN, -30, 30},
		{"a knight up", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 250, 400},
		{"mirrored: a knight down", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -400, -250},
		// The knight on f2 is en prise to the king: after capture
		// resolution Black has lost it for a pawn.
		{"hung knight taken", "rnbqkb1r/pppp1ppp/8/4p3/4P3/5N2/PPPP1nPP/RNBQKB1R w KQkq - 0 4", 150, 450},
		// Qxd5 wins a queen but Black recaptures: an exchange, even.
		{"queen trade resolved", "rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3", -60, 60},
		{"checkmated", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", -mateCP, -mateCP},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 0, 0},
		// Qxf7 is a capture that mates: quiescence sees it.
		{"mate by capture", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", mateCP, mateCP},
		// Bxf7+ Kxf7 would win the queen back... in check Black must
		// evade, and Qxd8 then wins the queen: no stand pat in check.
		{"check before the exchange", "rnb1kbnr/pppp1ppp/8/4p3/2B1P2q/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3", -200, 200},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			before := p.Encode()
			cp := p.EvaluateCP()
			if cp < tc.lo || cp > tc.hi {
				t.Errorf("EvaluateCP = %d, want in [%d, %d]", cp, tc.lo, tc.hi)
			}
			v := p.Evaluate()
			if v < -1 || v > 1 || math.IsNaN(v) {
				t.Errorf("Evaluate = %v, want in [-1, 1]", v)
			}
			if want := math.Tanh(float64(cp) * math.Ln10 / (2 * EvalScale)); math.Abs(v-want) > 1e-12 {
				t.Errorf("Evaluate = %v, want the logistic of %d cp, %v", v, cp, want)
			}
			if p.Encode() != before {
				t.Errorf("Evaluate changed the position to %s", p.Encode())
			}
		})
	}
}

// TestEvaluateSymmetric checks that colour-mirrored positions evaluate
// the same for the side to move.
func TestEvaluateSymmetric(t *testing.T) {
	pairs := [][2]string{
		{"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3"},
		{"8/5k2/8/3p4/8/2K5/8/8 w - - 0 1", "8/8/2k5/8/3P4/8/5K2/8 b - - 0 1"},
	}
	for _, pr := range pairs {
		a, _ := ParseFEN(pr[0])
		b, _ := ParseFEN(pr[1])
		if a.EvaluateCP() != b.EvaluateCP() {
			t.Errorf("%s: %d, mirrored %s: %d", pr[0], a.EvaluateCP(), pr[1], b.EvaluateCP())
		}
	}
}

func TestEvaluateAllocs(t *testing.T) {
	p, _ := ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3")
	if n := testing.AllocsPerRun(100, func() { p.Evaluate() }); n != 0 {
		t.Errorf("Evaluate allocates %v times", n)
	}
	moves := p.LegalMoves(nil)
	if n := testing.AllocsPerRun(100, func() { p.Prior(moves[3]) }); n != 0 {
		t.Errorf("Prior allocates %v times", n)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	p, _ := ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3")
	b.ReportAllocs()
	for b.Loop() {
		p.Evaluate()
	}
}

func TestPrior(t *testing.T) {
	tests := []struct {
		fen, move string
		lo, hi    float64
	}{
		{StartFEN, "e2e4", 0.45, 0.55}, // quiet
		{"rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "d4e5", 0.6, 0.75}, // wins a pawn
		{"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "f3g5", 0.45, 0.55},  // safe square
		{"rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "f3d4", 0.0, 0.2},  // hangs to exd4
		{"rnbqkbnr/ppp1pppp/8/3p4/4N3/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1", "e4c3", 0.8, 1},    // out of attack
		{"rnbqkbnr/ppp1pppp/8/3p4/4N3/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1", "e4d6", 0.0, 0.2},  // into attack
		{"7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e7e8q", 0.95, 1},                                 // promotion
	}
	for _, tc := range tests {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.DecodeMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if v := p.Prior(m); v < tc.lo || v > tc.hi {
			t.Errorf("%s %s: Prior = %.3f, want in [%g, %g]", tc.fen, tc.move, v, tc.lo, tc.hi)
		}
	}
}

// quiesceRoot, resolved's capture search, gives quiesce's value with
// the widest window on the capture generator's positions, whatever it
// prunes: the roots with no capture to search it answers without the
// stack, the others by quiesce's steps.
func TestQuiesceRoot(t *testing.T) {
	quiet := 0
	for _, b := range qgenPositions(t) {
		for _, prune := range []qPrune{qFull, qPruneSEE, qPruneSEE | qPruneDelta} {
			var st qStack
			st[0] = b
			sums := b.pstSums()
			if got, want := b.quiesceRoot(prune, sums), quiesce(&st, prune, 0, sums, -mateCP, mateCP); got != want {
				t.Fatalf("%s, prune %d: %d, quiesce %d", fenOf(&b), prune, got, want)
			}
		}
		var l capList
		if check, pinned := b.checkOrPins(); !check {
			if b.genCaptures(&l, pinned); l.n == 0 {
				quiet++
			}
		}
	}
	if quiet == 0 {
		t.Fatal("no root without a capture")
	}
}

// SetLeafHook's function sees each position Evaluate evaluates, in the
// position's copies too, and nil stops it.
func TestLeafHook(t *testing.T) {
	p := NewPosition()
	var seen []string
	p.SetLeafHook(func(q *Position) { seen = append(seen, q.Encode()) })
	p.Evaluate()
	c := p.Clone().(*Position)
	m, err := c.DecodeMove("e4")
	if err != nil {
		t.Fatal(err)
	}
	c.Play(m)
	v := c.Evaluate()
	want := []string{NewPosition().Encode(), c.Encode()}
	if !slices.Equal(seen, want) {
		t.Fatalf("seen %q, want %q", seen, want)
	}
	c.SetLeafHook(nil)
	if c.Evaluate() != v || len(seen) != 2 {
		t.Fatalf("after nil: value %v (was %v), %d seen", c.Evaluate(), v, len(seen))
	}
}
