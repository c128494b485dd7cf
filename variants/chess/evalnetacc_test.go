package chess

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// accGames are the start positions of the accumulator's random games:
// the start, and positions rich in castling, en passant and
// promotions.
var accGames = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbqkb1r/pp1p1ppp/5n2/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
}

// The accumulator a position keeps by Play holds the same sums as
// netTerm's, summed afresh, after every move of random games (captures,
// promotions, castling, en passant) and through CopyFrom, for networks
// of 16 to 128 units, king-relative ones whose kings cross from one
// view to another, and the built-in ones; so its correction and
// Evaluate's value are the same to the centipawn.
func TestNetAccumulator(t *testing.T) {
	was, wasKings := netBuilt[evalNet], netBuilt[evalNetKings32]
	t.Cleanup(func() { netBuilt[evalNet], netBuilt[evalNetKings32] = was, wasKings; netGen++ })
	type net struct {
		eval string
		w    *NetWeights
	}
	nets := []net{{"net-leaves32", nil}, {"net-leaves", nil}, {"net-terms", nil}, {"net-kings32ce", nil}}
	for _, h := range []int{16, 32, 64, 128} {
		nets = append(nets, net{"net", randomNet(h, uint64(h)+100)})
	}
	nets = append(nets, net{"net-kings32", randomNetOf(32, true, 200)}, net{"net-kings32", randomNetOf(32, true, 201)})
	kinds := map[int]int{}
	crossings := 0
	r := rand.New(rand.NewPCG(5, 6))
	for _, nt := range nets {
		if nt.w != nil {
			if err := SetNetOf(nt.eval, nt.w); err != nil {
				t.Fatal(err)
			}
		}
		for g := range 12 {
			p, err := ParseFEN(accGames[g%len(accGames)])
			if err != nil {
				t.Fatal(err)
			}
			if err := p.SetEval(nt.eval); err != nil {
				t.Fatal(err)
			}
			if p.acc == nil {
				t.Fatalf("%s: no accumulator", nt.eval)
			}
			c := NewPosition()
			var moves []Move
			for ply := 0; ply < 160; ply++ {
				checkAcc(t, nt.eval, p, true)
				if ply%9 == 4 {
					c.CopyFrom(p)
					if c.acc == nil || c.acc == p.acc {
						t.Fatalf("%s: CopyFrom shares or drops the accumulator", nt.eval)
					}
					p, c = c, p
					checkAcc(t, nt.eval, p, true)
				}
				if p.Outcome().Over() {
					break
				}
				moves = p.LegalMoves(moves[:0])
				m := moves[r.IntN(len(moves))]
				k := mKind(m)
				if k == kindNormal && p.b.mailbox[mTo(m)] != 0 {
					k = 4 // a capture
				}
				kinds[k]++
				if pc := p.b.mailbox[mFrom(m)]; nt.w != nil && nt.w.Kings && int(pc&7)-1 == king {
					us := int(pc >> 3)
					if netKingView(us, mFrom(m), true) != netKingView(us, mTo(m), true) {
						crossings++
					}
				}
				p.Play(m)
			}
		}
	}
	for k, name := range []string{"quiet move", "promotion", "en passant", "castling", "capture"} {
		if kinds[k] == 0 {
			t.Errorf("the random games played no %s", name)
		}
	}
	if crossings < 10 {
		t.Errorf("the king-relative networks' kings crossed from one view to another %d times", crossings)
	}
}

// checkAcc checks p's accumulator against sums built afresh, and its
// correction and value against netTerm's and searched's; fresh that
// its current entry is p's board's before it is evaluated.
func checkAcc(t *testing.T, eval string, p *Position, fresh bool) {
	t.Helper()
	a := p.acc
	if !fresh {
		p.netTermAcc()
	}
	if a.keys[a.d] != p.b.hash || a.gen != netGen {
		t.Fatalf("%s, %s: the accumulator went stale (entry %d)", eval, p, a.d)
	}
	afresh := netAcc{net: a.net}
	afresh.reset(&p.b)
	if !slices.Equal(a.entry(a.d), afresh.entry(0)) {
		t.Fatalf("%s, %s: the accumulator's sums are not the ones summed afresh", eval, p)
	}
	if got, want := p.netTermAcc(), p.b.netCorrection(p.eval); got != want {
		t.Fatalf("%s, %s: correction %d by the accumulator, %d afresh", eval, p, got, want)
	}
	if got, want := p.searchedNet(), p.b.searched(p.eval, int(p.leaf), p.checks, p.qprune); got != want {
		t.Fatalf("%s, %s: value %d by the accumulator, %d afresh", eval, p, got, want)
	}
}

// Only a network evaluation keeps an accumulator: another evaluation
// drops it, and so does a copy of a position without one. A stale one
// (the board played without Play) is built afresh when evaluated.
func TestNetAccumulatorOnlyForNetworks(t *testing.T) {
	p := NewPosition()
	for _, e := range []string{"", "standard", "king", "fitted-terms", "pawns-fifty"} {
		if err := p.SetEval(e); err != nil {
			t.Fatal(err)
		}
		if p.acc != nil {
			t.Fatalf("SetEval(%q) keeps an accumulator", e)
		}
	}
	if err := p.SetEval("net-leaves32"); err != nil {
		t.Fatal(err)
	}
	if p.acc == nil {
		t.Fatal("SetEval(net-leaves32) keeps no accumulator")
	}
	if err := p.SetEval("no-such-eval"); err == nil || p.acc == nil {
		t.Fatal("a bad SetEval changed the accumulator or was not refused")
	}
	p.b.play(p.LegalMoves(nil)[0]) // behind the accumulator's back
	want := p.b.searched(p.eval, 0, false, p.qprune)
	if got := p.searchedNet(); got != want {
		t.Fatalf("a stale accumulator's value %d, afresh %d", got, want)
	}
	checkAcc(t, "net-leaves32", p, true)
	c := NewPosition()
	p.CopyFrom(c)
	if p.acc != nil {
		t.Fatal("CopyFrom a position without an accumulator kept one")
	}
}

// Playing and evaluating with an accumulator allocates nothing once a
// copy's accumulator exists.
func TestNetAccumulatorAllocs(t *testing.T) {
	root := NewPosition()
	if err := root.SetEval("net-leaves32"); err != nil {
		t.Fatal(err)
	}
	moves := root.LegalMoves(nil)
	c := NewPosition()
	c.CopyFrom(root)
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		c.CopyFrom(root)
		c.Play(moves[i%len(moves)])
		c.Evaluate()
		i++
	})
	if allocs != 0 {
		t.Fatalf("%v allocations a move and evaluation", allocs)
	}
}

// A tree's walk copies its root and plays down from it again and
// again: the accumulator's entries kept from earlier lines are reused
// by key, and stay the sums afresh, through lines that share a prefix
// or leave it, and a network changed between walks.
func TestNetAccumulatorWalks(t *testing.T) {
	was := netBuilt[evalNet]
	t.Cleanup(func() { netBuilt[evalNet] = was; netGen++ })
	r := rand.New(rand.NewPCG(7, 8))
	for _, fen := range accGames {
		root, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if err := root.SetEval("net"); err != nil {
			t.Fatal(err)
		}
		walk := NewPosition()
		var moves []Move
		for i := range 300 {
			if i%100 == 50 {
				if err := SetNet(randomNet(32, uint64(i))); err != nil {
					t.Fatal(err)
				}
			}
			walk.CopyFrom(root)
			if i%100 == 50 {
				// The copy's entries are stale: its evaluation builds
				// them afresh.
				checkAcc(t, "net", walk, false)
				checkAcc(t, "net", root, false)
			}
			for range r.IntN(14) {
				checkAcc(t, "net", walk, true)
				moves = walk.LegalMoves(moves[:0])
				if len(moves) == 0 {
					break
				}
				walk.Play(moves[r.IntN(min(len(moves), 3))])
			}
			checkAcc(t, "net", walk, true)
		}
	}
}
