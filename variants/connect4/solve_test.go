package connect4

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"syscall"
	"testing"
	"time"
)

// exhaustive returns the value of b for the side to move by trying every
// line of play to the end, with no pruning and no heuristics, memoised on
// the board: the oracle the solver is checked against.
func exhaustive(b board, memo map[board]int) int {
	if v, ok := memo[b]; ok {
		return v
	}
	var v int
	switch {
	case b.winner() != 0:
		v = -1 // the side that just moved made the line
	case b.n == Cells:
		v = 0
	default:
		v = -1
		for _, c := range b.moves() {
			nb := b
			nb.play(c)
			v = max(v, -exhaustive(nb, memo))
		}
	}
	memo[b] = v
	return v
}

func TestValueKnown(t *testing.T) {
	tests := []struct {
		pos  string
		want int
	}{
		{"7/7/7/7/7/7 x", 1},                                     // the published solution
		{"7/7/7/7/7/3x3 o", -1},                                  // X started in the centre
		{"7/7/7/7/7/2x4 o", 0},                                   // ... next to it
		{"7/7/7/7/7/x6 o", 1},                                    // ... on the edge
		{"7/7/7/7/ooo4/xxx4 x", 1},                               // X completes the bottom row
		{"7/7/7/7/1ooo3/1xxx1x1 o", -1},                          // O can block only one end
		{"7/7/3x3/3x3/3x3/oo1xo2 o", -1},                         // X has won
		{"oxxxooo/oooxoxx/oxxooxx/xoxoxox/oxooxoo/xxoxoxx x", 0}, // full
	}
	for _, tt := range tests {
		p, err := Parse(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Value(); got != tt.want {
			t.Errorf("Value(%s) = %d, want %d", tt.pos, got, tt.want)
		}
		if got, ok := p.SolveWithin(time.Minute); !ok || got != tt.want {
			t.Errorf("SolveWithin(%s) = %d, %v; want %d, true", tt.pos, got, ok, tt.want)
		}
	}
}

// quietPositions returns n positions in play with between 6 and most
// empty cells, from random games that avoided winning moves.
func quietPositions(rng *rand.Rand, n, most int) []board {
	var out []board
	for len(out) < n {
		if b, ok := quietGame(rng, 6+rng.IntN(most-5)); ok {
			out = append(out, *b)
		}
	}
	return out
}

// TestValueMatchesExhaustive compares the solver with the exhaustive
// search on random positions with at most 12 empty cells.
func TestValueMatchesExhaustive(t *testing.T) {
	n := 300
	if raceEnabled {
		n = 15 // the oracle and the sampling dominate, not the solver
	}
	rng := rand.New(rand.NewPCG(11, 12))
	tally := map[int]int{}
	for _, b := range quietPositions(rng, n, 12) {
		p, err := Parse(b.text())
		if err != nil {
			t.Fatal(err)
		}
		want := exhaustive(b, map[board]int{})
		tally[want]++
		if got := p.Value(); got != want {
			t.Errorf("Value(%s) = %d, exhaustive search says %d", b.text(), got, want)
		}
	}
	t.Logf("values of %d positions: %d wins, %d draws, %d losses for the side to move", n, tally[1], tally[0], tally[-1])
	if !raceEnabled && (tally[1] == 0 || tally[0] == 0 || tally[-1] == 0) {
		t.Errorf("the sample lacks a kind of value: %v", tally)
	}
}

// TestSolveWithinLimits checks that a bounded search gives up on a
// position far from the end, and proves one near it.
func TestSolveWithinLimits(t *testing.T) {
	// Two stones: minutes of search for the bare solver, a few hundred
	// positions down to Tromp's database of 8-stone positions.
	two, _ := Parse("7/7/7/7/7/2xo3 x")
	if v, ok := two.ProveNodes(10000); ok {
		t.Errorf("ProveNodes(10000) from two stones proved %d", v)
	}
	if _, ok := two.SolveNodes(10000); !ok {
		t.Errorf("SolveNodes(10000) from two stones, with the database, proved nothing")
	}
	// Nine stones, past the database: millions of positions.
	early, _ := Parse("7/7/7/7/1x1xo2/ox1oxxo o")
	if v, ok := early.SolveNodes(10000); ok {
		t.Errorf("SolveNodes(10000) from nine stones proved %d", v)
	}
	start := time.Now()
	if v, ok := early.SolveWithin(20 * time.Millisecond); ok {
		t.Errorf("SolveWithin(20ms) from nine stones proved %d", v)
	}
	t.Logf("SolveWithin(20ms) returned after %v", time.Since(start))
	if v, ok := New().SolveNodes(1); !ok || v != 1 {
		t.Errorf("SolveNodes(1) of the empty board = %d, %v; want the book's 1, true", v, ok)
	}
	rng := rand.New(rand.NewPCG(13, 14))
	n := 20
	if raceEnabled {
		n = 5
	}
	for _, b := range quietPositions(rng, n, 12) {
		p, _ := Parse(b.text())
		v, ok := p.SolveNodes(1 << 30)
		if want := exhaustive(b, map[board]int{}); !ok || v != want {
			t.Errorf("SolveNodes(%s) = %d, %v; want %d, true", b.text(), v, ok, want)
		}
	}
}

// TestValueConcurrent solves positions from several goroutines at once
// through the shared table; under -race it proves the table's accesses
// are safe, and the values must match a one-goroutine run.
func TestValueConcurrent(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	n := 40
	if raceEnabled {
		n = 8
	}
	boards := quietPositions(rng, n, 12)
	want := make([]int, len(boards))
	for i, b := range boards {
		want[i] = exhaustive(b, map[board]int{})
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, b := range boards {
				p, _ := Parse(b.text())
				if got := p.Value(); got != want[i] {
					t.Errorf("goroutine %d: Value(%s) = %d, want %d", g, b.text(), got, want[i])
				}
			}
		}()
	}
	wg.Wait()
}

// BenchmarkSolve times solving a position with 16 stones (26 empty
// cells) from an empty table each time.
func BenchmarkSolve(b *testing.B) {
	p, err := Parse("7/7/3o3/2ox3/1oxxo2/1xoxxo1 x")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		table.clear()
		p.Value()
	}
}

// TestHashDistinct checks that the distinct positions after 0 to 7 plies
// (76,959 by A212693's counts) have distinct hashes, and that the start's
// hash is the one its text parses to.
func TestHashDistinct(t *testing.T) {
	seen := map[uint64]string{}
	level := []Position{*New()}
	for range 8 {
		var next []Position
		for _, p := range level {
			if prev, ok := seen[p.Hash()]; ok && prev != p.Encode() {
				t.Fatalf("%s and %s share the hash %#x", prev, p.Encode(), p.Hash())
			}
			if _, ok := seen[p.Hash()]; ok {
				continue
			}
			seen[p.Hash()] = p.Encode()
			for _, m := range p.LegalMoves(nil) {
				c := p
				c.Play(m)
				next = append(next, c)
			}
		}
		level = next
	}
	if len(seen) != 76959 {
		t.Errorf("%d distinct hashes after 0 to 7 plies, want 76959", len(seen))
	}
	if q, _ := Parse("7/7/7/7/7/7 x"); q.Hash() != New().Hash() {
		t.Errorf("the parsed start hashes to %#x, New() to %#x", q.Hash(), New().Hash())
	}
}

// benchPositions is the fixed set BenchmarkSolvePositions solves: quiet
// positions (random games that avoided winning moves, seeded) with 12 to
// 16 stones, where a cold-table proof takes thousands to millions of nodes.
func benchPositions(tb testing.TB) []*Position {
	rng := rand.New(rand.NewPCG(41, 42))
	var out []*Position
	for len(out) < 10 {
		b, ok := quietGame(rng, Cells-12-len(out)%5)
		if !ok {
			continue
		}
		p, err := Parse(b.text())
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// BenchmarkSolvePositions proves each of benchPositions from a cleared
// table, without the book, and reports the positions searched and the
// time per position.
func BenchmarkSolvePositions(b *testing.B) {
	benchSolves(b, false, func(s *searcher, p *Position) bool {
		_, ok := s.solve(p, false)
		return ok
	})
}

// benchSolves times solve, which must prove, on each of benchPositions
// from a cleared table, with the book read inside the search or not,
// and reports the positions searched and the time per position.
func benchSolves(b *testing.B, withBook bool, solve func(s *searcher, p *Position) bool) {
	ps := benchPositions(b)
	var nodes uint64
	ps[0].SolveNodes(1) // allocate the table outside the timing
	if withBook {
		bookOnce.Do(loadBook)
	}
	// One searcher, made before the timing: solve, a function value,
	// takes it by pointer, so one made in the loop would be allocated.
	s := new(searcher)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			b.StopTimer()
			table.clear()
			b.StartTimer()
			*s = searcher{t: table}
			if withBook {
				s.useBook()
			}
			if !solve(s, p) {
				b.Fatal("not proven")
			}
			nodes += s.nodes
		}
	}
	n := float64(b.N * len(ps))
	b.ReportMetric(float64(nodes)/n, "nodes/pos")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/n, "ns/pos")
	// The process's CPU time (clearing the table included) says more than
	// the wall time on a machine shared with other work.
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/n, "cpu-ns/pos")
}

// cpuTime returns the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestSolveAllocates checks that a search allocates nothing: the table is
// allocated once, and a search's state lives on the stack.
func TestSolveAllocates(t *testing.T) {
	ps := benchPositions(t)
	ps[0].SolveNodes(1)
	for _, p := range ps[:3] {
		if n := testing.AllocsPerRun(2, func() { table.clear(); p.SolveNodes(1 << 30) }); n != 0 {
			t.Errorf("solving %s allocated %v times", p.Encode(), n)
		}
	}
}

// TestClaimEven: the player's search with the claimeven rule proves the
// same values as the bare solver without it (ProveNodes, its own table),
// on random positions of 12 to 20 stones, and searches fewer positions
// in all.
func TestClaimEven(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 40 positions 12 to 20 stones in twice")
	}
	rng := rand.New(rand.NewPCG(31, 7))
	var with, without uint64
	tally := map[int]int{}
	for i := range 40 {
		p := randomQuiet(rng, 12+i%9)
		sharedTable().clear()
		s := searcher{t: sharedTable()}
		s.useBook()
		if !s.claimEven {
			t.Fatal("the player's search does not use claimeven")
		}
		got, _ := s.solve(p, false)
		want, bareNodes := bareSolve(p)
		with, without = with+s.nodes, without+bareNodes
		tally[want]++
		if got != want {
			t.Errorf("%s: %+d with claimeven, %+d without", p.Encode(), got, want)
		}
	}
	t.Logf("values %v; %d positions searched with claimeven, %d without", tally, with, without)
	if with >= without {
		t.Errorf("claimeven searched %d positions, the bare solver %d", with, without)
	}
}

// TestOddThreatWins: every position of random games where the odd-threat
// rule says the first player wins (O to move) is a win for X by the bare
// solver, and the rule holds in some of them: a false win would make
// the player's search prove wrong values.
func TestOddThreatWins(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the positions where the rule holds, 15 to 35 stones in")
	}
	// An odd number of stones: O to move.
	sampleRule(t, 41, 3, 15, 50000, func(p *Position) bool { return oddThreatWins(p.cur, p.mask, false) },
		func(v int) string {
			if v != -1 {
				return fmt.Sprintf("the odd-threat rule says O loses; the bare solver gives O %+d", v)
			}
			return ""
		})
}

// TestOddThreat: the player's search with the odd-threat rule proves the
// same values as without it, on random positions of 12 to 20 stones,
// and searches fewer positions in all.
func TestOddThreat(t *testing.T) {
	with, without := ruleValues(t, "the odd-threat rule", UseOddThreat, 43, 9)
	if with >= without {
		t.Errorf("the odd-threat rule searched %d positions, %d without", with, without)
	}
}

// TestClaimEvenRule: in random positions with X to move, wherever the
// claimeven rule says X cannot win the bare solver gives X at most a
// draw, and wherever it says O wins, a loss for X; the rule holds in
// some of them, with and without columns of odd empty cells.
func TestClaimEvenRule(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the positions where the rule holds, 14 to 34 stones in")
	}
	rng := rand.New(rand.NewPCG(47, 5))
	held, wins, withOdd, tried := 0, 0, 0, 0
	for held < 200 && tried < 50000 {
		tried++
		p := randomQuiet(rng, 14+2*rng.IntN(11)) // an even number: X to move
		xNoWin, oWins := claimEven(p.cur, p.mask, 0)
		if !xNoWin {
			continue
		}
		held++
		if oWins {
			wins++
		}
		if (p.mask+bottomRow)&evenRows != 0 {
			withOdd++
		}
		v, _ := bareSolve(p)
		if v > 0 || oWins && v != -1 {
			t.Errorf("%s: the claimeven rule says X cannot win (O wins: %v); the bare solver gives X %+d", p.Encode(), oWins, v)
		}
	}
	t.Logf("the rule held in %d of %d positions (%d with odd columns), O wins in %d", held, tried, withOdd, wins)
	if held < 200 || wins == 0 || withOdd == 0 {
		t.Errorf("the rule held in only %d of %d random positions (%d with odd columns), O wins in %d", held, tried, withOdd, wins)
	}
}

// TestDeadLines: in random positions, wherever deadLines says a side
// can no longer win, the bare solver gives it at most a draw; the rule
// holds for each side in some of them.
func TestDeadLines(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the positions where the rule holds, 24 to 38 stones in")
	}
	rng := rand.New(rand.NewPCG(53, 7))
	mover, other, tried := 0, 0, 0
	for mover+other < 200 && tried < 50000 {
		tried++
		p := randomQuiet(rng, 24+rng.IntN(15))
		moverNoWin, otherNoWin := deadLines(p.cur, p.mask)
		if !moverNoWin && !otherNoWin {
			continue
		}
		if moverNoWin {
			mover++
		}
		if otherNoWin {
			other++
		}
		v, _ := bareSolve(p)
		if moverNoWin && v > 0 || otherNoWin && v < 0 {
			t.Errorf("%s: deadLines says the side to move cannot win %v, the other %v; the bare solver gives %+d", p.Encode(), moverNoWin, otherNoWin, v)
		}
	}
	t.Logf("the side to move could not win in %d, the other in %d, of %d positions", mover, other, tried)
	if mover == 0 || other == 0 {
		t.Errorf("the rule held for the side to move in %d, for the other in %d, of %d random positions", mover, other, tried)
	}
}

// TestClaimEvenAnyDeadLines: the player's search with claimeven tried
// after every move of O's and with the dead-lines bound proves the same
// values as without each, on random positions of 12 to 20 stones, and
// each searches fewer positions in all.
func TestClaimEvenAnyDeadLines(t *testing.T) {
	if testing.Short() {
		t.Skip("solves 40 positions 12 to 20 stones in three times")
	}
	defer UseClaimEvenAny(true)
	defer UseDeadLines(true)
	rng := rand.New(rand.NewPCG(59, 11))
	// Both on, claimeven only after O's moves into odd columns, no dead
	// lines.
	configs := [3][2]bool{{true, true}, {false, true}, {true, false}}
	var nodes [3]uint64
	for i := range 40 {
		p := randomQuiet(rng, 12+i%9)
		var got [3]int
		for k, c := range configs {
			UseClaimEvenAny(c[0])
			UseDeadLines(c[1])
			sharedTable().clear()
			s := searcher{t: sharedTable()}
			s.useBook()
			got[k], _ = s.solve(p, false)
			nodes[k] += s.nodes
		}
		if got[1] != got[0] || got[2] != got[0] {
			t.Errorf("%s: %+d with both, %+d with claimeven after O's odd columns only, %+d without dead lines", p.Encode(), got[0], got[1], got[2])
		}
	}
	t.Logf("positions searched: %d with both, %d with claimeven after O's odd columns only, %d without dead lines", nodes[0], nodes[1], nodes[2])
	if nodes[0] >= nodes[1] || nodes[0] >= nodes[2] {
		t.Errorf("positions searched: %d with both, %d with claimeven after O's odd columns only, %d without dead lines", nodes[0], nodes[1], nodes[2])
	}
}

// TestDeepTable: the player's search proves the same values with the
// deep table as without, on random positions of 12 to 20 stones, from
// a cleared table each time.
func TestDeepTable(t *testing.T) {
	ruleValues(t, "the deep table", UseDeepTable, 61, 13)
}

// TestEvalOrder: the player's search with the static evaluation in its
// move order proves the same values as without, on random positions of
// 12 to 20 stones.
func TestEvalOrder(t *testing.T) {
	ruleValues(t, "the evaluation order", UseEvalOrder, 79, 29)
}

// TestClaimEvenThreatsRule: in random positions with X to move where
// claimeven alone leaves X a four but O's even threats cut it, the bare
// solver gives X a loss, as claimEven with evenThreats says; the rule
// holds in some of them.
func TestClaimEvenThreatsRule(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the positions where the rule holds, 14 to 34 stones in")
	}
	// An even number of stones: X to move.
	var oWins bool
	sampleRule(t, 67, 17, 14, 100000, func(p *Position) bool {
		if xNoWin, _ := claimEven(p.cur, p.mask, 0); xNoWin {
			return false
		}
		var xNoWin bool
		xNoWin, oWins = claimEven(p.cur, p.mask, winningCells(p.cur^p.mask, p.mask))
		return xNoWin
	}, func(v int) string {
		if !oWins || v != -1 {
			return fmt.Sprintf("claimeven with O's even threats says X cannot win (O wins: %v); the bare solver gives X %+d", oWins, v)
		}
		return ""
	})
}

// TestClaimEvenThreats: the player's search with O's even threats in
// claimeven proves the same values as without, on random positions of
// 12 to 20 stones, and searches fewer positions in all.
func TestClaimEvenThreats(t *testing.T) {
	with, without := ruleValues(t, "O's even threats", UseClaimEvenThreats, 71, 19)
	if with >= without {
		t.Errorf("positions searched: %d with O's even threats, %d without", with, without)
	}
}

// TestOddThreatEvenRule: in random positions with O to move where the
// odd-threat rule alone leaves O a four but X's even threats cut it,
// the bare solver gives O a loss, as oddThreatWins with evenThreats
// says; the rule holds in some of them.
func TestOddThreatEvenRule(t *testing.T) {
	if testing.Short() {
		t.Skip("solves the positions where the rule holds, 15 to 35 stones in")
	}
	// An odd number of stones: O to move.
	sampleRule(t, 73, 23, 15, 200000, func(p *Position) bool {
		return !oddThreatWins(p.cur, p.mask, false) && oddThreatWins(p.cur, p.mask, true)
	}, func(v int) string {
		if v != -1 {
			return fmt.Sprintf("the odd-threat rule with X's even threats says O loses; the bare solver gives O %+d", v)
		}
		return ""
	})
}

// TestOddThreatEven: the player's search with X's even threats in the
// odd-threat rule proves the same values as without, on random
// positions of 12 to 20 stones, and searches fewer positions in all.
func TestOddThreatEven(t *testing.T) {
	with, without := ruleValues(t, "X's even threats", UseOddThreatEven, 79, 29)
	if with >= without {
		t.Errorf("positions searched: %d with X's even threats, %d without", with, without)
	}
}

// ruleValues solves 40 random positions of 12 to 20 stones, each from a
// cleared table, with a part of the player's search on and off (use
// turns it on or off; it is left on): the values must agree. It returns
// the positions searched with the part and without, for the callers
// whose part must search fewer.
func ruleValues(t *testing.T, rule string, use func(bool), seed1, seed2 uint64) (with, without uint64) {
	t.Helper()
	if testing.Short() {
		t.Skip("solves 40 positions 12 to 20 stones in twice")
	}
	defer use(true)
	rng := rand.New(rand.NewPCG(seed1, seed2))
	var nodes [2]uint64
	for i := range 40 {
		p := randomQuiet(rng, 12+i%9)
		var got [2]int
		for k, on := range []bool{true, false} {
			use(on)
			sharedTable().clear()
			s := searcher{t: sharedTable()}
			s.useBook()
			got[k], _ = s.solve(p, false)
			nodes[k] += s.nodes
		}
		if got[1] != got[0] {
			t.Errorf("%s: %+d with %s, %+d without", p.Encode(), got[0], rule, got[1])
		}
	}
	t.Logf("positions searched: %d with %s, %d without", nodes[0], rule, nodes[1])
	return nodes[0], nodes[1]
}

// bareSolve solves p with the bare solver (ProveNodes' search, with no
// bound) from its own table, cleared: the value for the side to move
// and the positions searched.
func bareSolve(p *Position) (value int, nodes uint64) {
	proveOnce.Do(func() { proveTable = newTable(tableBits) })
	proveTable.clear()
	bare := searcher{t: proveTable}
	value, _ = bare.solve(p, false)
	return value, bare.nodes
}

// sampleRule checks a rule of the solver against the bare solver on
// random quiet positions (randomQuiet) of first, first+2, ... first+20
// stones, drawn by the seeds seed1 and seed2: holds says whether the rule
// holds in a position, and check, given the bare solver's value of one
// where it does, what is wrong with that value ("" where nothing is).
// It draws until the rule has held in 200 positions or limit were
// drawn, and fails the test where it held in fewer (checkHeld).
func sampleRule(t *testing.T, seed1, seed2 uint64, first, limit int, holds func(p *Position) bool, check func(v int) string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed1, seed2))
	held, tried := 0, 0
	for held < 200 && tried < limit {
		tried++
		p := randomQuiet(rng, first+2*rng.IntN(11))
		if !holds(p) {
			continue
		}
		held++
		v, _ := bareSolve(p)
		if wrong := check(v); wrong != "" {
			t.Errorf("%s: %s", p.Encode(), wrong)
		}
	}
	checkHeld(t, held, tried)
}

// checkHeld logs how often a rule held among the random positions
// tried, and fails the test where it held in fewer than 200 of them.
func checkHeld(t *testing.T, held, tried int) {
	t.Helper()
	t.Logf("the rule held in %d of %d positions", held, tried)
	if held < 200 {
		t.Errorf("the rule held in only %d of %d random positions", held, tried)
	}
}
