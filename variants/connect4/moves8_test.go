package connect4

import (
	"flag"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

var (
	moves8Sample = flag.Int("c4moves8.sample", 0, "TestMoves8Cost: won positions of 8 stones to prove a move of (0: skip)")
	moves8First  = flag.Uint64("c4moves8.first", 16384, "TestMoves8Cost: the first round's budget")
	moves8Seed   = flag.Uint64("c4moves8.seed", 1, "TestMoves8Cost: the sample's seed")
	moves8Want   = flag.Int("c4moves8.value", 1, "TestMoves8Cost: the value of the positions sampled, 1 won or 0 drawn")
	moves8R      = flag.Int("c4moves8.rounds", 2, "TestMoves8Cost: rounds of growing budgets before the unlimited one")
)

// TestMoves8Cost measures what the generator's proofs cost: on a seeded
// sample of won positions of 8 stones, the nodes of its rounds
// (keepingMove) and of one null-window search of the root as perfect
// asks ("is it a win?"), each from a cleared table of its own.
func TestMoves8Cost(t *testing.T) {
	if *moves8Sample == 0 {
		t.Skip("a measurement: -c4moves8.sample N")
	}
	moves8Rounds = *moves8R
	all := Positions8()
	rng := rand.New(rand.NewPCG(*moves8Seed, 8))
	var sample []int
	for len(sample) < *moves8Sample {
		i := rng.IntN(len(all))
		p := all[i]
		if tromp8Value(p.key()) == *moves8Want && winningCells(p.cur, p.mask)&playable(p.mask) == 0 && !slices.Contains(sample, i) {
			sample = append(sample, i)
		}
	}
	var rounds, root []uint64
	var cpuRounds, cpuRoot time.Duration
	for _, i := range sample {
		p := all[i]
		s := searcher{t: newTable(tableBits)}
		s.useBook()
		t0 := time.Now()
		col, n, err := s.keepingMove(&p, *moves8Want, *moves8First)
		cpuRounds += time.Since(t0)
		if err != nil {
			t.Fatal(err)
		}
		s2 := searcher{t: newTable(tableBits)}
		s2.useBook()
		t0 = time.Now()
		r, m := s2.root(&p, *moves8Want-1, *moves8Want)
		cpuRoot += time.Since(t0)
		if r < *moves8Want {
			t.Errorf("%s: the root search says %d", p.Encode(), r)
		}
		rounds, root = append(rounds, n), append(root, s2.nodes)
		t.Logf("%s rounds %c %d  root %c %d", p.Encode(), 'a'+byte(col), n, 'a'+byte(cellColumn(m)), s2.nodes)
	}
	stat := func(name string, v []uint64, d time.Duration) {
		s := slices.Clone(v)
		slices.Sort(s)
		var sum uint64
		for _, x := range s {
			sum += x
		}
		t.Logf("%s: median %d, 90th %d, max %d, mean %d, wall %v", name, s[len(s)/2], s[len(s)*9/10], s[len(s)-1], sum/uint64(len(s)), d)
	}
	stat("rounds", rounds, cpuRounds)
	stat("root", root, cpuRoot)
}

func BenchmarkEnumerate8(b *testing.B) {
	for b.Loop() {
		enumerate8()
	}
}

var moves8Seeds = flag.String("c4moves8.seeds", "", "TestMoves8SweepList: print the won positions of 8 stones among these sweep seeds' positions, comma-separated")

// TestMoves8SweepList prints the won positions of 8 stones among the
// engine sweep's positions of the given seeds, one a line, for
// mkbook -moves8 -only: the ones the sweep asks perfect about.
func TestMoves8SweepList(t *testing.T) {
	if *moves8Seeds == "" {
		t.Skip("a listing: -c4moves8.seeds")
	}
	for _, f := range strings.Split(*moves8Seeds, ",") {
		seed, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range sweepPositions(seed, 40, 0, 12) {
			if p.Ply() == tromp8Ply && tromp8Value(p.key()) >= 0 {
				i, _ := moves8Index(p.key())
				fmt.Printf("%s %d %d %d\n", p.Encode(), tromp8Value(p.key()), seed, i)
			}
		}
	}
}

// TestPositions8: the book's implicit keys are every position of 8
// stones in play up to mirror images, in increasing canonical key
// order, as the map-based enumeration of the value books counts them
// (91,295), each read back from its key.
func TestPositions8(t *testing.T) {
	all := Positions8()
	if len(all) != 91295 {
		t.Fatalf("%d positions of 8 stones, want 91,295", len(all))
	}
	for i := range all {
		p := &all[i]
		k := p.key()
		if k != canonical(k) || i > 0 && all[i-1].key() >= k {
			t.Fatalf("%d: %s out of order or not canonical", i, p.Encode())
		}
		if p.ply != tromp8Ply || won(p.cur) || won(p.cur^p.mask) || bits.OnesCount64(p.mask) != tromp8Ply {
			t.Fatalf("%d: %s is not a game of 8 stones in play", i, p.Encode())
		}
		if j, ok := Moves8Index(p); !ok || j != i {
			t.Fatalf("%d: %s found at %d, %v", i, p.Encode(), j, ok)
		}
		m := p.mirror()
		if j, ok := Moves8Index(&m); !ok || j != i {
			t.Fatalf("%d: the mirror image of %s found at %d, %v", i, p.Encode(), j, ok)
		}
	}
}

// mirror returns the position's mirror image (a and g swapped, and so
// on).
func (p Position) mirror() Position {
	var cur, mask uint64
	for col := range Width {
		cur |= (p.cur >> (stride * col) & (1<<stride - 1)) << (stride * (Width - 1 - col))
		mask |= (p.mask >> (stride * col) & (1<<stride - 1)) << (stride * (Width - 1 - col))
	}
	p.cur, p.mask = cur, mask
	return p
}

// TestMoves8Embedded: the embedded book has half a byte for every
// position of 8 stones, and each move it holds is legal in a position
// Tromp's database does not say is lost, not won at once, and not a
// move that loses at once; it counts the entries.
func TestMoves8Embedded(t *testing.T) {
	all := Positions8()
	if want := (len(all) + 1) / 2; len(moves8Dat) != want {
		t.Fatalf("the book has %d bytes, want %d", len(moves8Dat), want)
	}
	won, drawn := 0, 0
	weights := Weights8()
	var mass, covered float64 // of the won positions, by Weights8
	for i := range all {
		p := &all[i]
		if tromp8Value(p.key()) == 1 && winningCells(p.cur, p.mask)&playable(p.mask) == 0 {
			mass += weights[i]
		}
		cell, ok := moves8Move(p.cur, p.mask)
		nib := moves8Dat[i/2] >> (4 * (i & 1)) & 15
		if !ok {
			if nib != 0 {
				t.Errorf("%s: entry %d is no move", p.Encode(), nib)
			}
			continue
		}
		v := tromp8Value(p.key())
		if v < 0 || winningCells(p.cur, p.mask)&playable(p.mask) != 0 {
			t.Errorf("%s: an entry for a position of value %d or won at once", p.Encode(), v)
		}
		order, n, _ := rootMoves(p)
		if !slices.Contains(order[:n], cell) {
			t.Errorf("%s: move %c loses at once", p.Encode(), 'a'+byte(cellColumn(cell)))
		}
		if v == 1 {
			won++
			covered += weights[i]
		} else {
			drawn++
		}
	}
	t.Logf("%d won positions with a winning move (%.1f%% of their probability in a random game), %d drawn with a drawing move", won, 100*covered/mass, drawn)
}

// TestMoves8Sample proves with the bare solver (ProveNodes, which reads
// neither book nor database) that a seeded sample of the book's moves
// keep Tromp's value: the position each leads to is lost for the
// opponent (or, after a drawing move, not won).
func TestMoves8Sample(t *testing.T) {
	if testing.Short() {
		t.Skip("proves positions of 9 stones, some seconds")
	}
	all := Positions8()
	rng := rand.New(rand.NewPCG(8, 9))
	want := 4
	if raceEnabled {
		want = 1
	}
	checked, proven := 0, 0
	for tries := 0; checked < want && tries < 100_000; tries++ {
		p := all[rng.IntN(len(all))]
		m, ok := p.Moves8Move()
		if !ok {
			continue
		}
		checked++
		v := tromp8Value(p.key())
		c := p
		c.Play(m)
		got, ok := c.ProveNodes(50_000_000)
		if !ok {
			t.Logf("%s %c: not proven within 50M nodes", p.Encode(), 'a'+byte(m))
			continue
		}
		proven++
		if -got != v {
			t.Errorf("%s: the book's move %c is worth %d, Tromp's value %d", p.Encode(), 'a'+byte(m), -got, v)
		}
	}
	if checked == 0 {
		t.Fatal("no entry found in the book")
	}
	t.Logf("%d of %d sampled moves proven", proven, checked)
}

// TestGenerateMoves8 runs the generator on a few positions, checks
// each move and value it writes with the bare solver, that the output
// reads back and packs into a book that perfect's search reads, and
// that a resumed run proves nothing again.
func TestGenerateMoves8(t *testing.T) {
	all := Positions8()
	listed := tromp8Listed()
	// Positions whose proof is cheap: a few won, one drawn; and, for
	// the run of positions where X must block, two the database leaves
	// out (a single move, no search).
	var only, forced []int
	wonN, drawnN := 0, 0
	for i := range all {
		p := &all[i]
		if winningCells(p.cur, p.mask)&playable(p.mask) != 0 {
			continue
		}
		_, n, lost := rootMoves(p)
		if forcedBlock(p) {
			if !lost && !listed[canonical(p.key())] && len(forced) < 2 && cheap(p, 1) {
				forced = append(forced, i)
			}
			continue
		}
		switch v := tromp8Value(p.key()); {
		case v == 1 && n > 1 && wonN < 3 && cheap(p, 1):
			wonN++
		case v == 0 && n > 1 && drawnN < 1 && cheap(p, 0):
			drawnN++
		default:
			continue
		}
		only = append(only, i)
		if len(only) == 4 && len(forced) == 2 {
			break
		}
	}
	if len(only) != 4 || len(forced) != 2 {
		t.Fatalf("found %d and %d positions", len(only), len(forced))
	}
	var out strings.Builder
	for _, opts := range []Moves8Options{{Workers: 2, First: 64, Draws: true, Only: only}, {Workers: 2, Forced: true, Only: forced}} {
		if err := GenerateMoves8(&out, opts, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := GenerateMoves8(&out, Moves8Options{Workers: 2, First: 64, Draws: true, Only: only}, nil); err != nil {
		t.Fatal(err)
	}
	entries, err := ReadMoves8(strings.NewReader(out.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(only)+len(forced) {
		t.Fatalf("%d entries for %d positions:\n%s", len(entries), len(only)+len(forced), out.String())
	}
	for _, e := range entries {
		p := all[e.Index]
		if !forcedBlock(&p) && e.Value != tromp8Value(p.key()) {
			t.Errorf("%s: value %d, Tromp's %d", p.Encode(), e.Value, tromp8Value(p.key()))
		}
		c := p
		c.Play(variants.Move(e.Col))
		if v, ok := c.ProveNodes(20_000_000); !ok || -v != e.Value {
			t.Errorf("%s: move %c worth %d (proven %v), want %d", p.Encode(), 'a'+byte(e.Col), -v, ok, e.Value)
		}
	}
	done := map[int]bool{}
	for i := range entries {
		done[i] = true
	}
	var again strings.Builder
	if err := GenerateMoves8(&again, Moves8Options{Workers: 2, Draws: true, Only: only}, done); err != nil || again.Len() != 0 {
		t.Errorf("a resumed run wrote %q, %v", again.String(), err)
	}
	if err := GenerateMoves8(&again, Moves8Options{Workers: 2, Forced: true, Only: forced}, done); err != nil || again.Len() != 0 {
		t.Errorf("a resumed run wrote %q, %v", again.String(), err)
	}
	// The packed book, read by the player's search.
	saved := moves8Dat
	defer func() { moves8Dat = saved }()
	moves8Dat = PackMoves8(Moves8Cols(entries))
	for _, e := range entries {
		p := all[e.Index]
		for _, q := range []Position{p, p.mirror()} {
			s := searcher{t: newTable(minTableBits), limits: solveLimits{nodes: 1}}
			s.useBook()
			m, lo, hi := s.solveMoveBounds(&q)
			want := e.Col
			if q.key() != p.key() {
				want = Width - 1 - want
			}
			if cellColumn(m) != want || lo != e.Value || hi != e.Value {
				t.Errorf("%s: the search plays %c (%d, %d), want %c (%d) from the book", q.Encode(), 'a'+byte(cellColumn(m)), lo, hi, 'a'+byte(want), e.Value)
			}
		}
	}
}

// cheap reports whether the player's search proves a move of p keeping
// want within 200,000 positions.
func cheap(p *Position, want int) bool {
	s := searcher{t: newTable(minTableBits), limits: solveLimits{nodes: 200_000}}
	s.useBook()
	r, _ := s.root(p, want-1, want)
	return !s.aborted && r >= want
}

// TestWeights8: the random-game probabilities that order a -likely run
// are positive for every position of 8 stones (each is reachable) and
// sum to the probability that 8 random moves do not end the game, which
// the same recursion without the positions gives.
func TestWeights8(t *testing.T) {
	w := Weights8()
	var sum float64
	for i, x := range w {
		if x <= 0 {
			t.Fatalf("%s: weight %g", Positions8()[i].Encode(), x)
		}
		sum += x
	}
	// The chance a game of random moves is still on after 8 stones,
	// by sequences: play every one of them, 7^8, cut where a game ends.
	var still func(p Position, prob float64) float64
	still = func(p Position, prob float64) float64 {
		if p.ply == tromp8Ply {
			return prob
		}
		moves := p.LegalMoves(nil)
		var s float64
		for _, m := range moves {
			c := p
			c.Play(m)
			if c.result == variants.Ongoing {
				s += still(c, prob/float64(len(moves)))
			}
		}
		return s
	}
	if testing.Short() {
		return
	}
	if want := still(Position{}, 1); math.Abs(sum-want) > 1e-9 {
		t.Errorf("weights sum to %.12f, want %.12f", sum, want)
	}
}
