package chess

import (
	"math"
	"math/rand/v2"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

// chiSquareCritical approximates the chi-square quantile for df degrees of
// freedom at z standard deviations (Wilson-Hilferty).
func chiSquareCritical(df int, z float64) float64 {
	d := float64(df)
	a := 2 / (9 * d)
	return d * math.Pow(1-a+z*math.Sqrt(a), 3)
}

// TestRolloutUniform checks with a chi-square test that Rollout's first
// move is uniform over the legal moves, including positions in check
// where most candidate moves are illegal and one full of promotions.
func TestRolloutUniform(t *testing.T) {
	fens := []string{
		StartFEN,
		kiwipete,
		pos4,                                  // in check: 6 of ~40 moves legal
		"4k3/8/8/8/1b6/8/8/R2QK2R w KQ - 0 1", // in check by a bishop
		pos4m,                                 // black to move, with promotions
		"8/8/8/KPp4r/8/8/8/7k w - c6 0 1",     // en passant pinned along the rank
	}
	perMove := 400
	if raceEnabled {
		perMove = 100
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, fen := range fens {
		root, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		moves := root.LegalMoves(nil)
		index := map[string]int{}
		for i, m := range moves {
			c := root.Clone().(*Position)
			c.Play(m)
			index[c.Encode()] = i
		}
		counts := make([]int, len(moves))
		var p Position
		n := perMove * len(moves)
		for i := 0; i < n; i++ {
			p.CopyFrom(root)
			if _, plies := p.Rollout(rng, 1); plies != 1 {
				t.Fatalf("Rollout(cap 1) played %d plies in %s", plies, fen)
			}
			j, ok := index[p.Encode()]
			if !ok {
				t.Fatalf("Rollout played a move that is not legal: %s -> %s", fen, p.Encode())
			}
			counts[j]++
		}
		chi := 0.0
		for _, c := range counts {
			d := float64(c) - float64(perMove)
			chi += d * d / float64(perMove)
		}
		if df := len(moves) - 1; df > 0 && chi > chiSquareCritical(df, 3.5) {
			t.Errorf("%s: chi-square %.1f over %d moves exceeds %.1f: not uniform %v", fen, chi, len(moves), chiSquareCritical(df, 3.5), counts)
		}
	}
}

// TestRolloutEnds checks that rollouts end by a rule, report the plies
// played, and stop at the cap.
func TestRolloutEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	root := NewPosition()
	var p Position
	reasons := map[variants.Reason]int{}
	for i := 0; i < 300; i++ {
		p.CopyFrom(root)
		o, plies := p.Rollout(rng, Variant.PlyCap)
		if !o.Over() || plies > Variant.PlyCap {
			t.Fatalf("rollout %d: %v after %d plies", i, o, plies)
		}
		if o.Reason != variants.PlyCap {
			if got := p.Outcome(); got != o {
				t.Fatalf("rollout ended with %v but Outcome() = %v in %s", o, got, p.Encode())
			}
		} else if plies != Variant.PlyCap {
			t.Fatalf("ply cap after %d plies", plies)
		}
		if p.Ply() != plies {
			t.Fatalf("Ply() = %d after %d plies", p.Ply(), plies)
		}
		reasons[o.Reason]++
	}
	for _, r := range []variants.Reason{variants.Checkmate, variants.InsufficientMaterial, variants.FiftyMoveRule} {
		if reasons[r] == 0 {
			t.Errorf("no rollout ended by %v in 300: %v", r, reasons)
		}
	}
	over := play(t, StartFEN, "f3 e5 g4 Qh4#")
	if o, n := over.Rollout(rng, 10); o != variants.Win(variants.Second, variants.Checkmate) || n != 0 {
		t.Errorf("Rollout from a mate = %v, %d", o, n)
	}
}

// TestSortWins compares SortWins with playing every move and asking
// Outcome, along random games, and on hand-made mates.
func TestSortWins(t *testing.T) {
	t.Parallel() // among the package's longest: overlaps the others on a second core
	cases := []struct {
		fen  string
		wins []string
	}{
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", []string{"a1a8"}},
		{StartFEN, nil},
		{"k7/8/1K6/8/8/8/7Q/8 w - - 0 1", []string{"h2h8"}},
		{"2k5/P7/2K5/8/8/8/8/8 w - - 0 1", []string{"a7a8q", "a7a8r"}},
		{"k7/2P5/1K6/8/8/8/8/8 w - - 0 1", []string{"c7c8q", "c7c8r"}},
	}
	for _, c := range cases {
		p := play(t, c.fen, "")
		moves := p.LegalMoves(nil)
		n := p.SortWins(moves)
		want := bruteWins(p, moves)
		if len(want) != len(c.wins) {
			t.Errorf("%s: brute force finds %d mates, the table %d", c.fen, len(want), len(c.wins))
		}
		if n != len(want) {
			t.Errorf("%s: SortWins found %d mates, brute force %d", c.fen, n, len(want))
		}
		for _, m := range moves[:n] {
			if !want[m] {
				t.Errorf("%s: %s is not a mate", c.fen, p.EncodeMove(m, variants.Canonical))
			}
		}
	}
	games := 200
	if raceEnabled {
		games = 30
	}
	rng := rand.New(rand.NewPCG(9, 10))
	var moves []variants.Move
	for g := 0; g < games; g++ {
		p := NewPosition()
		for ply := 0; ply < 300 && !p.Outcome().Over(); ply++ {
			moves = p.LegalMoves(moves[:0])
			n := p.SortWins(moves)
			want := bruteWins(p, moves)
			if n != len(want) {
				t.Fatalf("%s: SortWins found %d mates, brute force %d", p.Encode(), n, len(want))
			}
			for _, m := range moves[:n] {
				if !want[m] {
					t.Fatalf("%s: %s is not a mate", p.Encode(), p.EncodeMove(m, variants.Canonical))
				}
			}
			p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

func bruteWins(p *Position, moves []variants.Move) map[variants.Move]bool {
	wins := map[variants.Move]bool{}
	var c Position // one scratch copy: Clone allocated a position a move
	for _, m := range moves {
		c.CopyFrom(p)
		c.Play(m)
		if o := c.Outcome(); o.Reason == variants.Checkmate {
			wins[m] = true
		}
	}
	return wins
}

// TestZeroAllocs pins the rollout path at zero allocations from
// Kiwipete (castling, pins, promotions nearby), and LegalMoves into a slice
// that must grow is still the caller's one allocation, not ours.
func TestZeroAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	root, _ := ParseFEN(kiwipete)
	varianttest.ZeroAllocs(t, root)
	m, _ := root.DecodeMove("O-O")
	var p Position
	if n := testing.AllocsPerRun(100, func() { p.CopyFrom(root); p.Play(m) }); n != 0 {
		t.Errorf("CopyFrom+Play O-O: %v allocations, want 0", n)
	}
}
