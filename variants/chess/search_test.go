package chess

import "testing"

// The leaf search sees what capture resolution alone cannot: a quiet
// mate, a fork by a check; the ply of checks sees those two for less.
func TestLeafSearch(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		depth  int
		checks bool
		lo, hi int
	}{
		{"quiet mate unseen at 0", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 0, false, 100, 400},
		{"quiet mate in one", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1, false, mateCP - 1, mateCP - 1},
		{"mate in one at depth 3", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3, false, mateCP - 1, mateCP - 1},
		{"mate in one by the checks", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 0, true, mateCP - 1, mateCP - 1},
		{"fork unseen at 0", "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1", 0, false, -300, -100},
		{"fork by a check", "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1", 1, false, 200, 500},
		{"fork by the checks", "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1", 0, true, 200, 500},
		// Black's checks: Nc2+ forks king and queen.
		{"the other side's fork", "4k3/8/8/8/3n4/8/8/Q3K3 b - - 0 1", 0, true, 200, 500},
		{"no check to give", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 0, true, 50, 250},
		{"mated", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 2, false, -mateCP, -mateCP},
		{"mated, checks", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 0, true, -mateCP, -mateCP},
		{"stalemated", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 2, false, 0, 0},
		{"start", StartFEN, 2, false, -60, 60},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.SetLeafDepth(tc.depth); err != nil {
				t.Fatal(err)
			}
			p.SetLeafChecks(tc.checks)
			before := p.Encode()
			if cp := p.EvaluateCP(); cp < tc.lo || cp > tc.hi {
				t.Errorf("depth %d: EvaluateCP = %d, want in [%d, %d]", tc.depth, cp, tc.lo, tc.hi)
			}
			if v := p.Evaluate(); v < -1 || v > 1 {
				t.Errorf("Evaluate = %v, want in [-1, 1]", v)
			}
			if p.Encode() != before {
				t.Errorf("the search changed the position to %s", p.Encode())
			}
		})
	}
}

// negamax is alphaBeta without the pruning and the ordering: the value
// alpha-beta must return, whatever it cuts.
func negamax(b *board, depth, ply int) int32 {
	if depth == 0 {
		var st qStack
		st[0] = *b
		if v := quiesce(&st, qFull, 0, b.pstSums(), -mateCP, mateCP); v > -mateCP {
			return v
		}
		return -mateCP + int32(ply)
	}
	var list moveList
	n := b.genLegal(&list)
	if n == 0 {
		if b.inCheck() {
			return -mateCP + int32(ply)
		}
		return 0
	}
	best := int32(-mateCP)
	for _, m := range list[:n] {
		c := *b
		c.play(m)
		best = max(best, -negamax(&c, depth-1, ply+1))
	}
	return best
}

// Alpha-beta with its ordering and killers returns the minimax value on
// every Win at Chess position (depth 1 and 2) and is colour-symmetric.
func TestLeafSearchIsMinimax(t *testing.T) {
	fens := suitePositions(t, "../../testdata/wac.epd")
	if testing.Short() {
		fens = fens[:20]
	}
	for _, depth := range []int{1, 2} {
		for i, fen := range fens {
			if depth == 2 && i%5 != 0 {
				continue // depth 2 without pruning is slow; a fifth suffices
			}
			p, m := parseMirrored(t, fen)
			got := p.b.searched(evalStandard, depth, false, qFull)
			if want := negamax(&p.b, depth, 0); got != want {
				t.Fatalf("%s depth %d: alpha-beta %d, minimax %d", fen, depth, got, want)
			}
			if mv := m.b.searched(evalStandard, depth, false, qFull); mv != got {
				t.Fatalf("%s depth %d: %d, mirrored %d", fen, depth, got, mv)
			}
		}
	}
}

// A leaf search adds every evaluation's own terms, taken once at the
// leaf, to the searched material and tables, as capture resolution
// does: each kind's value at depth 1 and with checks is the standard
// search's plus the kind's terms at b. (Until this test only king's
// were added, and every other kind silently played standard's with
// -leaf-depth or -leaf-checks.)
func TestLeafSearchAddsEveryKindsTerms(t *testing.T) {
	fens := suitePositions(t, "../../testdata/wac.epd")[:20]
	for kind := range evalKind(len(evalNames)) {
		if kind == evalStandard {
			continue
		}
		for _, fen := range fens {
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			s := p.b.pstSums()
			terms := p.b.evaluateFrom(kind, s) - s.value(p.b.side)
			for _, c := range []struct {
				depth  int
				checks bool
			}{{1, false}, {0, true}} {
				std := p.b.searched(evalStandard, c.depth, c.checks, qFull)
				if std <= -mateCP+MaxLeafDepth || std >= mateCP-MaxLeafDepth {
					continue
				}
				if got := p.b.searched(kind, c.depth, c.checks, qFull); got != std+terms {
					t.Fatalf("%s, %s, depth %d checks %v: %d, want the standard %d plus the terms %d", evalNames[kind], fen, c.depth, c.checks, got, std, terms)
				}
			}
		}
	}
}

// SetLeafDepth takes 0 to MaxLeafDepth, carries to copies, and refuses
// the rest without a change.
func TestSetLeafDepth(t *testing.T) {
	p := NewPosition()
	if err := p.SetLeafDepth(2); err != nil {
		t.Fatal(err)
	}
	for _, d := range []int{-1, MaxLeafDepth + 1, 100} {
		if err := p.SetLeafDepth(d); err == nil {
			t.Errorf("SetLeafDepth(%d) accepted", d)
		}
	}
	if p.LeafDepth() != 2 {
		t.Errorf("LeafDepth = %d after refused depths, want 2", p.LeafDepth())
	}
	if c := p.Clone().(*Position); c.LeafDepth() != 2 {
		t.Errorf("a clone searches %d plies, want 2", c.LeafDepth())
	}
	var q Position
	q.CopyFrom(p)
	if q.LeafDepth() != 2 {
		t.Errorf("a copy searches %d plies, want 2", q.LeafDepth())
	}
}

func TestLeafSearchAllocs(t *testing.T) {
	p, _ := ParseFEN("r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3")
	p.SetEval("king")
	for d := 0; d <= MaxLeafDepth; d++ {
		for _, checks := range []bool{false, true} {
			p.SetLeafDepth(d)
			p.SetLeafChecks(checks)
			if n := testing.AllocsPerRun(10, func() { p.Evaluate() }); n != 0 {
				t.Errorf("depth %d, checks %v: Evaluate allocates %v times", d, checks, n)
			}
		}
	}
}

// BenchmarkLeafDepth times the whole Evaluate (king-aware, as the
// default player's) over the Win at Chess positions at each leaf depth:
// the cost per leaf a tree search pays for looking further.
func BenchmarkLeafDepth(b *testing.B) {
	ps := wacPositions(b, func(p *Position) { p.SetEval("king") })
	for _, leaf := range []struct {
		name   string
		depth  int
		checks bool
	}{{"0", 0, false}, {"checks", 0, true}, {"1", 1, false}, {"1+checks", 1, true}, {"2", 2, false}, {"3", 3, false}} {
		b.Run(leaf.name, func(b *testing.B) {
			for _, p := range ps {
				p.SetLeafDepth(leaf.depth)
				p.SetLeafChecks(leaf.checks)
			}
			benchEvaluate(b, ps)
		})
	}
}
