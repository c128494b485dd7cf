package chess

import (
	"slices"
	"strings"
	"testing"

	"rollout/variants"
)

// abPosition is fen set up as the default player's leaves are.
func abPosition(t *testing.T, fen string) *Position {
	t.Helper()
	p := mustFEN(t, fen)
	if err := p.SetEval("pieces-passers"); err != nil {
		t.Fatal(err)
	}
	if err := p.SetQSearch("see"); err != nil {
		t.Fatal(err)
	}
	return p
}

// deepen searches p to depth plies (or until limit nodes) and returns
// the search; prune names its prunings.
func deepen(p *Position, depth int, limit int64, prune ...string) variants.AlphaBeta {
	s := p.NewAlphaBeta()
	for _, name := range prune {
		if err := s.SetPruning(name); err != nil {
			panic(err)
		}
	}
	s.Start(p)
	for d := 1; d <= depth; d++ {
		if !s.Deepen(d, limit, nil) {
			break
		}
	}
	return s
}

// The search finds the mates of Win at Chess's first and 57th
// positions and scores them by their length: Qg6 mates in two (every
// reply allows a mate in one, which Mate proves on its own), Rf8+ in
// three.
func TestAlphaBetaMates(t *testing.T) {
	for _, tc := range []struct {
		name, fen, move string
		mate            int
	}{
		{"WAC.001, mate in 2", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", "g3g6", 3},
		{"WAC.057, mate in 3", "r3q1kr/ppp5/3p2pQ/8/3PP1b1/5R2/PPP3P1/5RK1 w - - 0 1", "f3f8", 5},
		{"the back rank, mate in 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", 1},
	} {
		p := abPosition(t, tc.fen)
		for _, prune := range p.AlphaBetaPrunings() {
			best := deepen(p, tc.mate+1, 0, prune).Best()
			if got := p.EncodeMove(best.Move, variants.Canonical); got != tc.move || best.Mate != tc.mate {
				t.Errorf("%s, pruning %s: %s, mate %d plies; want %s, %d", tc.name, prune, got, best.Mate, tc.move, tc.mate)
			}
		}
		best := deepen(p, tc.mate+1, 0).Best()
		if tc.mate != 3 {
			continue
		}
		after := p.Clone().(*Position)
		after.Play(best.Move)
		for _, r := range after.LegalMoves(nil) {
			q := after.Clone().(*Position)
			q.Play(r)
			if v, n := q.Mate(1); v != 1 || n != 1 {
				t.Errorf("%s: after %s %s no mate in one", tc.name, tc.move, after.EncodeMove(r, variants.Canonical))
			}
		}
	}
}

// The side to move that is mated in one whatever it plays says so.
func TestAlphaBetaMated(t *testing.T) {
	p := abPosition(t, "7k/8/6K1/8/8/8/8/R7 b - - 0 1")
	if best := deepen(p, 4, 0).Best(); best.Mate != -2 {
		t.Errorf("mate %d plies, want -2 (mated in one)", best.Mate)
	}
}

// A search under a node budget plays a legal move and comes out the
// same every time: the same nodes, move and root scores, whatever ran
// before in the process.
func TestAlphaBetaDeterministic(t *testing.T) {
	for _, fen := range []string{StartFEN,
		"r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 3 9",
		"r4rk1/ppp2ppp/2n5/2bqp3/8/P2PB3/1PP1NPPP/R2Q1RK1 w - - 0 1"} {
		p := abPosition(t, fen)
		for _, prune := range p.AlphaBetaPrunings() {
			a := deepen(p, 30, 20000, prune)
			b := deepen(p, 30, 20000, prune)
			if a.Nodes() != 20000 || b.Nodes() != 20000 {
				t.Errorf("%s, %s: %d and %d nodes, want 20000", fen, prune, a.Nodes(), b.Nodes())
			}
			if a.Best() != b.Best() || !slices.Equal(a.RootScores(), b.RootScores()) || !slices.Equal(a.Line(), b.Line()) {
				t.Errorf("%s, %s: two searches differ: %+v and %+v", fen, prune, a.Best(), b.Best())
			}
			if !slices.Contains(p.LegalMoves(nil), a.Best().Move) {
				t.Errorf("%s, %s: best move %v is not legal", fen, prune, a.Best().Move)
			}
			if a.Best().Depth < 2 {
				t.Errorf("%s, %s: depth %d after 20000 nodes", fen, prune, a.Best().Depth)
			}
		}
	}
}

// A stop that answers true ends the search at its next poll, and the
// move it keeps is still a legal one.
func TestAlphaBetaStops(t *testing.T) {
	p := abPosition(t, StartFEN)
	s := p.NewAlphaBeta()
	s.Start(p)
	calls := 0
	stop := func() bool { calls++; return true }
	for d := 1; d <= 30; d++ {
		if !s.Deepen(d, 0, stop) {
			break
		}
	}
	if calls != 1 || s.Nodes() != abPollEvery {
		t.Errorf("stop called %d times, %d nodes; want 1 and %d", calls, s.Nodes(), abPollEvery)
	}
	if !slices.Contains(p.LegalMoves(nil), s.Best().Move) {
		t.Errorf("best move %v is not legal", s.Best().Move)
	}
}

// A position seen before in the game since the last irreversible move
// is a draw to the search, and one not seen is not.
func TestAlphaBetaRepetition(t *testing.T) {
	p := abPosition(t, StartFEN)
	for _, m := range []string{"g1f3", "g8f6", "f3g1"} {
		mv, err := p.DecodeMove(m)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(mv)
	}
	s := p.NewAlphaBeta().(*alphaBetaSearch)
	s.Start(p)
	for _, tc := range []struct {
		move  string
		drawn bool
	}{{"f6g8", true}, {"b8c6", false}} {
		m, err := p.DecodeMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		s.boards[1] = s.boards[0]
		s.boards[1].play(m)
		s.keys[1] = s.boards[1].key()
		if got := s.drawn(1); got != tc.drawn {
			t.Errorf("%s: drawn %v, want %v", tc.move, got, tc.drawn)
		}
	}
}

// SetPruning takes the names AlphaBetaPrunings lists, "" as "none",
// and refuses another with the list, changing nothing.
func TestAlphaBetaSetPruning(t *testing.T) {
	p := abPosition(t, StartFEN)
	s := p.NewAlphaBeta().(*alphaBetaSearch)
	for _, name := range append(p.AlphaBetaPrunings(), "") {
		if err := s.SetPruning(name); err != nil {
			t.Errorf("SetPruning(%q): %v", name, err)
		}
	}
	s.SetPruning("null-lmr")
	if err := s.SetPruning("nul"); err == nil || !strings.Contains(err.Error(), "none, null, lmr, null-lmr") || !s.null || !s.lmr {
		t.Errorf("SetPruning(nul): %v, null %v, lmr %v", err, s.null, s.lmr)
	}
}

// A search allocates nothing once its root is set.
func TestAlphaBetaAllocs(t *testing.T) {
	p := abPosition(t, "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 3 9")
	s := p.NewAlphaBeta()
	s.SetPruning("null-lmr")
	s.Start(p)
	allocs := testing.AllocsPerRun(3, func() {
		s.Start(p)
		for d := 1; d <= 4; d++ {
			s.Deepen(d, 0, nil)
		}
		s.RootScores()
		s.Line()
	})
	if allocs != 0 {
		t.Errorf("%v allocations a search, want 0", allocs)
	}
}

// BenchmarkAlphaBeta searches the start position and a middlegame to a
// fixed depth; nodes/op says how many nodes that is.
func BenchmarkAlphaBeta(b *testing.B) {
	for _, tc := range []struct{ name, fen string }{
		{"start", StartFEN},
		{"middlegame", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 3 9"},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p, err := ParseFEN(tc.fen)
			if err != nil {
				b.Fatal(err)
			}
			p.SetEval("pieces-passers")
			p.SetQSearch("see")
			s := p.NewAlphaBeta()
			var nodes int64
			b.ReportAllocs()
			for b.Loop() {
				s.Start(p)
				for d := 1; d <= 5; d++ {
					s.Deepen(d, 0, nil)
				}
				nodes += s.Nodes()
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
