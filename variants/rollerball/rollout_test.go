package rollerball

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollout/variants"
	"rollout/variants/varianttest"
)

// The contract's interfaces, checked at compile time.
var (
	_ variants.Position  = (*Position)(nil)
	_ variants.Roller    = (*Position)(nil)
	_ variants.WinSorter = (*Position)(nil)
	_ variants.Grid      = (*Position)(nil)
	_ variants.Perfter   = (*Position)(nil)
	_ variants.Hasher    = (*Position)(nil)
)

// TestZeroAllocs pins the rollout path and perft at zero allocations
// from position A (captures available).
func TestZeroAllocs(t *testing.T) {
	root := playMoves(t, movesA)
	varianttest.ZeroAllocs(t, root)
	if n := testing.AllocsPerRun(50, func() { _ = root.Perft(2) }); n != 0 {
		t.Errorf("Perft: %v allocations per run", n)
	}
}

// TestRolloutEnds checks that a rollout stops by the rules or the cap, and
// that its outcome is the position's own Outcome at the end.
func TestRolloutEnds(t *testing.T) {
	runs := 2000
	if raceEnabled {
		runs = 200
	}
	rng := rand.New(rand.NewPCG(3, 4))
	root := Start()
	p := root.Clone().(*Position)
	reasons := map[variants.Reason]int{}
	for i := 0; i < runs; i++ {
		plyCap := []int{5, 60, 1000}[i%3]
		p.CopyFrom(root)
		o, n := p.Rollout(rng, plyCap)
		reasons[o.Reason]++
		if p.Ply() != n || n > plyCap {
			t.Fatalf("rollout %d: %d plies, ply %d, cap %d", i, n, p.Ply(), plyCap)
		}
		switch {
		case o.Reason == variants.PlyCap:
			if n != plyCap || o.Result != variants.Draw || p.Outcome().Over() {
				t.Fatalf("rollout %d: %v after %d plies, cap %d, position %v", i, o, n, plyCap, p.Outcome())
			}
		case o != p.Outcome():
			t.Fatalf("rollout %d: returned %v, position says %v", i, o, p.Outcome())
		}
	}
	t.Logf("endings: %v", reasons)
	for _, r := range []variants.Reason{variants.Checkmate, variants.ThreefoldRepetition, variants.MoveLimit, variants.PlyCap} {
		if reasons[r] == 0 {
			t.Errorf("no rollout ended by %v: %v", r, reasons)
		}
	}
}

// TestRolloutUniform is a chi-square test that Rollout's first move is
// uniform over the legal moves, in positions where many pseudo-legal moves
// are illegal (B: White in check) and at the start.
func TestRolloutUniform(t *testing.T) {
	perMove := 1500
	if raceEnabled {
		perMove = 300
	}
	// chi-square critical values at p = 0.001 by degrees of freedom.
	critical := map[int]float64{3: 16.27, 6: 22.46, 16: 39.25}
	for _, tt := range []struct{ name, moves string }{{"B", movesB}, {"start", ""}, {"A", movesA}} {
		root := playMoves(t, tt.moves)
		legal := root.LegalMoves(nil)
		index := map[string]int{}
		for i, m := range legal {
			c := root.Clone()
			c.Play(m)
			index[strings.Fields(c.Encode())[0]] = i
		}
		counts := make([]int, len(legal))
		rng := rand.New(rand.NewPCG(5, uint64(len(legal))))
		p := root.Clone().(*Position)
		n := perMove * len(legal)
		for i := 0; i < n; i++ {
			p.CopyFrom(root)
			if _, plies := p.Rollout(rng, 1); plies != 1 {
				t.Fatalf("%s: rollout played %d plies", tt.name, plies)
			}
			j, ok := index[strings.Fields(p.Encode())[0]]
			if !ok {
				t.Fatalf("%s: rollout reached %s, not a legal move's result", tt.name, p.Encode())
			}
			counts[j]++
		}
		var chi float64
		for _, c := range counts {
			d := float64(c) - float64(perMove)
			chi += d * d / float64(perMove)
		}
		if chi > critical[len(legal)-1] {
			t.Errorf("%s: chi-square %.1f over %d moves, counts %v", tt.name, chi, len(legal), counts)
		}
	}
}

// TestTargetSetsExact checks the sets Rollout draws from in every position
// of many random games from the start and from A, B and C (see
// checkTargetSets); FuzzParse checks them in arbitrary positions.
func TestTargetSetsExact(t *testing.T) {
	games := 300
	if raceEnabled {
		games = 30
	}
	var roots []*Position
	for _, ms := range []string{"", movesA, movesB, movesC} {
		roots = append(roots, playMoves(t, ms))
	}
	rng := rand.New(rand.NewPCG(9, 10))
	checked := 0
	for g := 0; g < games; g++ {
		p := roots[g%len(roots)].Clone().(*Position)
		for !p.Outcome().Over() {
			legal := checkTargetSets(t, p)
			checked++
			p.Play(legal[rng.IntN(len(legal))])
		}
	}
	t.Logf("%d positions", checked)
}

// checkTargetSets checks that every legal move of p is in one of the sets
// Rollout draws from, that the sets' total counts their moves, and that
// every move of a set not marked for testing is legal (only the king's and
// pinned pieces' moves may not be). It returns the legal moves.
func checkTargetSets(t *testing.T, p *Position) []variants.Move {
	t.Helper()
	legal := p.LegalMoves(nil)
	want := map[variants.Move]bool{}
	for _, m := range legal {
		want[m] = true
	}
	var sets [maxSets]targetSet
	ns, total := p.b.pseudoSets(&sets)
	got := 0
	for _, e := range sets[:ns] {
		for ts := e.to; ts != 0; ts &= ts - 1 {
			for _, promo := range [][]int{{empty}, {bishop, rook}}[e.promo] {
				m := newMove(int(e.from), lowest(ts), promo)
				got++
				if e.test == 0 && !want[m] {
					t.Fatalf("%s: move %s is in an untested set but illegal", p.Encode(), p.EncodeMove(m, variants.Canonical))
				}
				delete(want, m)
			}
		}
	}
	if len(want) != 0 || got != total {
		t.Fatalf("%s: %d legal moves missing from the sets (total %d, counted %d)", p.Encode(), len(want), total, got)
	}
	return legal
}
