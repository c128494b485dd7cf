package chess

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestQuietOrder checks that the "pst" quiet order, and the king orders
// built on it, rank the moves a player would make first above the ones
// progressive widening used to meet first by generator order.
func TestQuietOrder(t *testing.T) {
	const middlegame = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
	tests := []struct {
		name, fen string
		better    []string // each above every move of worse
		worse     []string
	}{
		{"development from the start", StartFEN, []string{"g1f3", "b1c3", "e2e4", "d2d4"}, []string{"a2a3", "h2h3", "b1a3", "g1h3"}},
		{"the reply to 1.d4", "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", []string{"g8f6", "d7d5", "e7e6"}, []string{"a7a6", "h7h6", "b8a6"}},
		{"castling above a king step", middlegame, []string{"e1g1"}, []string{"e1f1", "e1e2", "h1f1", "h1g1"}},
		{"a rook move that keeps castling", middlegame, []string{"d2d3"}, []string{"h1g1"}},
		{"short castling above long", "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 8", []string{"e1g1"}, []string{"e1c1"}},
		{"a pawn that attacks a knight", "rnbqkb1r/pppppppp/5n2/8/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 1 3", []string{"e4e5"}, []string{"c2c4", "h2h3", "f2f3"}},
		{"a knight that forks", "r3q2k/8/8/1N6/8/8/8/7K w - - 0 1", []string{"b5c7"}, []string{"b5d4", "b5d6"}},
		{"the king to the centre in an ending", "8/5k2/8/8/8/8/5K2/8 w - - 0 1", []string{"f2e3", "f2f3"}, []string{"f2g1", "f2e1"}},
	}
	for _, order := range []string{"pst", "king", "king-hot", "king-max"} {
		for _, tc := range tests {
			t.Run(order+"/"+tc.name, func(t *testing.T) {
				p, err := ParseFEN(tc.fen)
				if err != nil {
					t.Fatal(err)
				}
				if err := p.SetQuietOrder(order); err != nil {
					t.Fatal(err)
				}
				for _, b := range tc.better {
					for _, w := range tc.worse {
						if pb, pw := priorOf(t, p, b), priorOf(t, p, w); pb <= pw {
							t.Errorf("%s %.3f, want above %s %.3f", b, pb, w, pw)
						}
					}
				}
			})
		}
	}
}

// TestQuietOrderKing checks that the king orders raise the quiet moves
// that attack the enemy king or guard the own one above moves the pst
// order rated alike or better, and weigh a check and a capture next to
// the king more than pst does.
func TestQuietOrderKing(t *testing.T) {
	const (
		// Black castled short, White's knight may come to g5.
		italian = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQ - 1 6"
		// White threatens Qxf7 mate.
		scholar = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3"
		// Kings castled on opposite wings (a Dragon).
		dragon = "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/2KR1B1R w - - 3 9"
		// Bxh7+, the Greek gift.
		greek = "r1bq1rk1/pppn1ppp/4pn2/3p4/2PP4/3BPN2/PP3PPP/RNBQK2R w KQ - 0 7"
	)
	tests := []struct {
		name, order, fen string
		better, worse    []string // under order, each above every move of worse
	}{
		{"a knight to the castled king", "king", italian, []string{"f3g5"}, []string{"a2a3", "h2h3", "c4b3"}},
		{"guards of f7", "king", scholar, []string{"d8e7", "g8h6", "d8f6"}, []string{"f8d6", "h7h6", "a7a6"}},
		{"a pawn storm", "king-hot", dragon, []string{"g2g4", "h2h4"}, []string{"a2a3", "b2b3"}},
		{"the bishop to h6", "king-hot", dragon, []string{"e3h6"}, []string{"b2b3", "a2a4"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.SetQuietOrder(tc.order); err != nil {
				t.Fatal(err)
			}
			for _, b := range tc.better {
				for _, w := range tc.worse {
					if pb, pw := priorOf(t, p, b), priorOf(t, p, w); pb <= pw {
						t.Errorf("%s %.3f, want above %s %.3f", b, pb, w, pw)
					}
				}
			}
		})
	}
	t.Run("a check next to the king", func(t *testing.T) {
		p, err := ParseFEN(greek)
		if err != nil {
			t.Fatal(err)
		}
		var last float64
		for _, q := range []string{"pst", "king", "king-hot", "king-max"} {
			p.SetQuietOrder(q)
			if v := priorOf(t, p, "d3h7"); v <= last {
				t.Errorf("%s: Bxh7+ %.3f, want above the previous order's %.3f", q, v, last)
			} else {
				last = v
			}
		}
	})
}

// priorOf is p's Prior of the move text, failing t if it is not one.
func priorOf(t *testing.T, p *Position, text string) float64 {
	t.Helper()
	m, err := p.DecodeMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return p.Prior(m)
}

// TestQuietOrderFlat checks that the flat order, the default, rates the
// start position's moves all alike, as before the option.
func TestQuietOrderFlat(t *testing.T) {
	p := NewPosition()
	if got := p.QuietOrder(); got != "flat" {
		t.Errorf("QuietOrder() = %q, want flat", got)
	}
	for _, m := range p.LegalMoves(nil) {
		if v := p.Prior(m); v != 0.5 {
			t.Errorf("%s: Prior = %g, want 0.5", uci(m), v)
		}
	}
}

func TestSetQuietOrder(t *testing.T) {
	tests := []struct {
		name, want, err string
	}{
		{"", "flat", ""},
		{"pst", "pst", ""},
		{"PST", "pst", ""},
		{"King-Hot", "king-hot", ""},
		{"flat", "flat", ""},
		{"tables", "pst", `chess: unknown quiet-move order "tables" (want one of flat, pst, king, king-hot, king-max, fitted)`},
	}
	p := NewPosition()
	for _, tc := range tests {
		p.SetQuietOrder("pst")
		err := p.SetQuietOrder(tc.name)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("SetQuietOrder(%q) = %v, want %s", tc.name, err, tc.err)
			}
		} else if err != nil {
			t.Errorf("SetQuietOrder(%q) = %v", tc.name, err)
		}
		if got := p.QuietOrder(); got != tc.want {
			t.Errorf("after SetQuietOrder(%q): %q, want %q", tc.name, got, tc.want)
		}
		if got := p.Clone().(*Position).QuietOrder(); got != tc.want {
			t.Errorf("a clone after SetQuietOrder(%q): %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestPriorAllocs(t *testing.T) {
	p, _ := ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3")
	moves := p.LegalMoves(nil)
	for _, q := range p.QuietOrders() {
		p.SetQuietOrder(q)
		if n := testing.AllocsPerRun(100, func() {
			for _, m := range moves {
				p.Prior(m)
			}
		}); n != 0 {
			t.Errorf("%s: Prior allocates %v times", q, n)
		}
	}
}

// BenchmarkPrior times Prior over every legal move of a middlegame
// position, as an expansion rates them, in each quiet order.
func BenchmarkPrior(b *testing.B) {
	p, _ := ParseFEN("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8")
	moves := p.LegalMoves(nil)
	for _, q := range p.QuietOrders() {
		b.Run(q, func(b *testing.B) {
			p.SetQuietOrder(q)
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					p.Prior(m)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/move")
		})
	}
}

// TestLogisticTable checks that the table gives the formula's values
// bit for bit, inside its span and beyond.
func TestLogisticTable(t *testing.T) {
	for g := int32(-3000); g <= 3000; g++ {
		if got, want := logistic(g), 1/(1+math.Exp(-float64(g)/priorScale)); got != want {
			t.Fatalf("logistic(%d) = %v, want %v", g, got, want)
		}
	}
}

// TestPriorCheck checks that Prior's test for a check, the board after
// the move in check, agrees with givesCheck on every legal move of the
// positions of random games.
func TestPriorCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var moves []Move
	checks := 0
	for range 200 {
		p := NewPosition()
		for ply := 0; ply < 120 && !p.Outcome().Over(); ply++ {
			b := &p.b
			moves = p.LegalMoves(moves[:0])
			ci := b.newCheckInfo()
			for _, m := range moves {
				nb := *b
				nb.play(m)
				if want := b.givesCheck(m, &ci); nb.inCheck() != want {
					t.Fatalf("%s %s: in check after the move %v, givesCheck %v", p.Encode(), uci(m), !want, want)
				} else if want {
					checks++
				}
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
	if checks == 0 {
		t.Fatal("no checking move met")
	}
}
