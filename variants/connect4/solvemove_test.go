package connect4

import (
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"rollout/variants"
)

var (
	optimalCount = flag.Int("c4optimal.n", 16, "positions TestSolveMoveOptimal checks")
	optimalMin   = flag.Int("c4optimal.min", 9, "fewest stones of TestSolveMoveOptimal's positions")
	optimalNodes = flag.Uint64("c4optimal.nodes", 1<<30, "node budget of TestSolveMoveOptimal's searches")
	optimalSkip  = flag.Bool("c4optimal.survey", false, "TestSolveMoveOptimal only logs the nodes, checks nothing")
)

// randomQuiet returns a position after a random game of n stones that is
// not over and that the side to move cannot win at once.
func randomQuiet(rng *rand.Rand, n int) *Position {
	for {
		p := New()
		for p.Ply() < n && p.result == variants.Ongoing {
			ms := p.LegalMoves(nil)
			p.Play(ms[rng.IntN(len(ms))])
		}
		if p.result == variants.Ongoing && winningCells(p.cur, p.mask)&playable(p.mask) == 0 {
			return p
		}
	}
}

// TestSolveMoveOptimal: on random positions of 0 to 12 stones, either
// side to move, the move SolveMoveNodes proves from an empty table keeps
// the position's value, as the solver without a limit gives it (the
// value of the position and of the move's child, each solved on its
// own). The nodes each search took are logged: a player at 100 ms must
// search that many in its time.
func TestSolveMoveOptimal(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 0 to 12 stones in")
	}
	rng := rand.New(rand.NewPCG(27, 8))
	for i := range *optimalCount {
		p := randomQuiet(rng, *optimalMin+i%(13-*optimalMin))
		sharedTable().clear()
		s := searcher{t: sharedTable(), limits: solveLimits{nodes: *optimalNodes}}
		s.useBook()
		start := time.Now()
		m, v, ok := s.solveMove(p)
		took := time.Since(start)
		if *optimalSkip {
			t.Logf("%2d stones %s proven %v: %d nodes, %v", p.ply, p.Encode(), ok, s.nodes, took.Round(time.Millisecond))
			continue
		}
		if !ok {
			t.Fatalf("%s: not proven within %d nodes", p.Encode(), s.limits.nodes)
		}
		want := p.Value()
		c := *p
		c.Play(m)
		got := v
		if c.result == variants.Ongoing {
			got = -c.Value()
		} else if c.result == variants.Draw {
			got = 0
		} else {
			got = 1
		}
		t.Logf("%2d stones %s value %+d move %c: %d nodes, %v", p.ply, p.Encode(), want, 'a'+byte(m), s.nodes, took.Round(time.Millisecond))
		if v != want || got != want {
			t.Errorf("%s: move %c said %+d and is worth %+d, the position %+d", p.Encode(), 'a'+byte(m), v, got, want)
		}
	}
}

// BenchmarkSolveMovePositions proves a best move of each of
// benchPositions from a cleared table, without the book (bare) and with
// it read inside the search (book), and reports the positions searched
// and the process's CPU time per position: the book's price is a map
// lookup at every position of its depth.
func BenchmarkSolveMovePositions(b *testing.B) {
	for _, withBook := range []bool{false, true} {
		name := "bare"
		if withBook {
			name = "book"
		}
		b.Run(name, func(b *testing.B) {
			benchSolves(b, withBook, func(s *searcher, p *Position) bool {
				_, _, ok := s.solveMove(p)
				return ok
			})
		})
	}
}

// TestSolveMoveBounds: cut short by a node budget, the search for a
// best move reports bounds that hold the position's value, and a move
// that keeps at least the lower bound whenever that is above -1 (the
// move a player falls back on); without a budget it proves the value.
// On one worker and on two (splitQuestions, a budget a worker), both
// on the first question or apart (UseBothOnFirst).
func TestSolveMoveBounds(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 12 to 16 stones in")
	}
	rng := rand.New(rand.NewPCG(5, 9))
	defer UseBothOnFirst(true)
	safe := 0
	for i := range 24 {
		p := randomQuiet(rng, 12+i%5)
		want := p.Value()
		for _, k := range []struct {
			nodes   uint64
			workers int
			apart   bool
		}{{1_000, 1, false}, {10_000, 1, false}, {100_000, 1, false}, {1_000, 2, false}, {10_000, 2, false}, {100_000, 2, false}, {0, 2, false},
			{10_000, 2, true}, {100_000, 2, true}, {0, 2, true}} {
			nodes := k.nodes
			UseBothOnFirst(!k.apart)
			sharedTable().clear()
			s := searcher{t: sharedTable(), limits: solveLimits{nodes: nodes}}
			s.useBook()
			m, lo, hi := s.solveMoveBoundsOn(p, k.workers)
			if want < lo || want > hi || nodes == 0 && lo != hi {
				t.Fatalf("%s within %d nodes on %d workers (apart %v): value %+d, found [%+d, %+d]", p.Encode(), nodes, k.workers, k.apart, want, lo, hi)
			}
			if lo == -1 {
				continue
			}
			got := keptValue(p, m)
			if got < lo {
				t.Fatalf("%s within %d nodes on %d workers (apart %v): move %c kept %+d, said at least %+d", p.Encode(), nodes, k.workers, k.apart, 'a'+byte(cellColumn(m)), got, lo)
			}
			if lo < hi {
				safe++
			}
		}
	}
	t.Logf("%d searches cut short with a move proven not to lose", safe)
}

// TestSafeMoveNext: a search for a best move stopped by its node budget
// before it proved any move reports the move it was proving, and every
// move before it in the search's order is lost (it asks "is it at least
// a draw?" first, so those are the moves it refuted). On one worker and
// on two (splitQuestions).
func TestSafeMoveNext(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 10 to 14 stones in")
	}
	rng := rand.New(rand.NewPCG(3, 14))
	// The draw's question first at every number of stones, as the
	// test's reasoning needs.
	defer UseWinFirst(winFirstOn.Load())
	UseWinFirst(false)
	seen := 0
	for i := range 30 {
		p := randomQuiet(rng, 10+i%5)
		for _, nodes := range []uint64{1, 5_000, 50_000} {
			workers := 1 + i%2
			sharedTable().clear()
			s := searcher{t: sharedTable(), limits: solveLimits{nodes: nodes}}
			s.useBook()
			m, lo, hi := s.solveMoveBoundsOn(p, workers)
			if lo != -1 || hi == -1 {
				continue
			}
			seen++
			order, n, _ := rootMovesBy(p, s.evalOrderPly)
			k := slices.Index(order[:n], m)
			if k < 0 {
				t.Fatalf("%s within %d nodes: move %c is not among the search's", p.Encode(), nodes, 'a'+byte(cellColumn(m)))
			}
			for _, earlier := range order[:k] {
				c := *p
				c.Play(variants.Move(cellColumn(earlier)))
				if c.result == variants.Ongoing && c.Value() != 1 {
					t.Errorf("%s within %d nodes: move %c before %c in the order is not lost", p.Encode(), nodes, 'a'+byte(cellColumn(earlier)), 'a'+byte(cellColumn(m)))
				}
			}
		}
	}
	if seen < 10 {
		t.Errorf("only %d searches stopped before proving a move", seen)
	}
}

// TestWinFirst: at 10 stones, "is it a win?" first (UseWinFirst)
// proves the same values as "is it at least a draw?" first, on one
// worker and two, and a search cut short by its node budget proves
// bounds that hold the value, with a move that keeps the lower one.
func TestWinFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 10 stones in")
	}
	rng := rand.New(rand.NewPCG(10, 10))
	defer UseWinFirst(winFirstOn.Load())
	won := 0
	for range 12 {
		p := randomQuiet(rng, 10)
		want := p.Value()
		if want == 1 {
			won++
		}
		for _, win := range []bool{false, true} {
			UseWinFirst(win)
			for _, k := range []struct {
				nodes   uint64
				workers int
			}{{20_000, 1}, {20_000, 2}, {0, 1}, {0, 2}} {
				sharedTable().clear()
				s := searcher{t: sharedTable(), limits: solveLimits{nodes: k.nodes}}
				s.useBook()
				m, lo, hi := s.solveMoveBoundsOn(p, k.workers)
				if want < lo || want > hi || k.nodes == 0 && lo != hi {
					t.Fatalf("%s, win first %v, %d nodes on %d workers: value %+d, found [%+d, %+d]", p.Encode(), win, k.nodes, k.workers, want, lo, hi)
				}
				if lo == -1 {
					continue
				}
				got := keptValue(p, m)
				if got < lo {
					t.Fatalf("%s, win first %v, %d nodes on %d workers: move %c kept %+d, said at least %+d", p.Encode(), win, k.nodes, k.workers, 'a'+byte(cellColumn(m)), got, lo)
				}
			}
		}
	}
	t.Logf("%d of 12 positions won", won)
}

// TestCutShortMove: a search of two workers cut short with nothing
// proven of a move plays the first move not refuted of the first open
// question, but never one that "is it at least a draw?" refuted (proven
// to lose) while "is it a win?" came first.
func TestCutShortMove(t *testing.T) {
	question := func(med int, refuted uint32) *rootQuestion {
		q := &rootQuestion{med: med}
		q.refuted = refuted
		return q
	}
	for _, c := range []struct {
		name   string
		qs     []*rootQuestion
		lo, hi int
		want   int
	}{
		{"draw first", []*rootQuestion{question(-1, 0b011), question(0, 0b100)}, -1, 1, 2},
		{"win first, none lost", []*rootQuestion{question(0, 0b001), question(-1, 0)}, -1, 1, 1},
		{"win first, its move lost", []*rootQuestion{question(0, 0b001), question(-1, 0b110)}, -1, 1, 3},
		{"win first, every other lost", []*rootQuestion{question(0, 0b0111), question(-1, 0b1110)}, -1, 1, 0},
		{"win answered no", []*rootQuestion{question(0, 0b1111), question(-1, 0b0001)}, -1, 0, 1},
		{"every move lost", []*rootQuestion{question(0, 0), question(-1, 0b1111)}, -1, 1, -1},
	} {
		sp := &split{qs: c.qs, n: 4, lo: c.lo, hi: c.hi}
		if got := sp.cutShortMove(); got != c.want {
			t.Errorf("%s: cutShortMove = %d, want %d", c.name, got, c.want)
		}
	}
}

// keptValue is the value for p's mover that the move m (a cell) keeps:
// 1 where it wins at once, 0 where it draws, else the solver's value of
// the position after it, negated.
func keptValue(p *Position, m uint64) int {
	c := *p
	c.Play(variants.Move(cellColumn(m)))
	switch c.result {
	case variants.Ongoing:
		return -c.Value()
	case variants.Draw:
		return 0
	}
	return 1
}
