package connect4

import (
	"math/rand/v2"
	"testing"
)

// TestTromp8Decodes decodes every record of the embedded database: each
// a position of 8 stones nobody has won, a draw or a loss for X.
func TestTromp8Decodes(t *testing.T) {
	if len(tromp8Dat)%3 != 0 {
		t.Fatalf("%d bytes is not a whole number of 3-byte records", len(tromp8Dat))
	}
	counts := map[int]int{}
	for i := 0; i < len(tromp8Dat); i += 3 {
		rec := uint32(tromp8Dat[i])<<16 | uint32(tromp8Dat[i+1])<<8 | uint32(tromp8Dat[i+2])
		p, v, ok := decodeTromp8(rec)
		if !ok {
			t.Fatalf("record %d (%06x) does not decode", i/3, rec)
		}
		if _, err := Parse(p.Encode()); err != nil {
			t.Fatalf("record %d: %v", i/3, err)
		}
		counts[v]++
	}
	if counts[0] != 8178 || counts[-1] != 26108 {
		t.Errorf("draws and losses: %d, %d; want 8178, 26108", counts[0], counts[-1])
	}
}

// TestTromp8Sample checks a seeded sample of the database against the
// bare solver (ProveNodes, which reads neither it nor the book): entries
// (draws and losses for X) and positions of 8 stones it leaves out (wins
// for X), among them some where X must block a threat.
func TestTromp8Sample(t *testing.T) {
	if testing.Short() {
		t.Skip("proves 10 positions of 8 stones, some seconds")
	}
	tromp8Once.Do(loadTromp8)
	level := everyLevels(New(), tromp8Ply)[tromp8Ply]
	rng := rand.New(rand.NewPCG(8, 1))
	in, out, forced := 0, 0, 0
	for in < 4 || out < 4 || forced < 2 {
		p := level[rng.IntN(len(level))]
		_, listed := tromp8Map[canonical(p.key())]
		isForced := winningCells(p.cur^p.mask, p.mask)&playable(p.mask) != 0
		switch {
		case winningCells(p.cur, p.mask)&playable(p.mask) != 0:
			continue // X wins at once: no question
		case listed && in >= 4, !listed && !isForced && out >= 4, !listed && isForced && forced >= 2:
			continue
		case listed:
			in++
		case isForced:
			forced++
		default:
			out++
		}
		want, ok := p.ProveNodes(50_000_000)
		if !ok {
			t.Logf("%s: not proven within 50M nodes", p.Encode())
			continue
		}
		if got := tromp8Value(p.key()); got != want {
			t.Errorf("%s: database %d, solver %d", p.Encode(), got, want)
		}
	}
}

// TestTromp8Shallow: with the database, the solver proves positions of
// 2 to 6 stones within a node budget that the bare solver is far from
// (tens of millions of nodes and more, docs/connect4.md).
func TestTromp8Shallow(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 6))
	for _, n := range []int{2, 3, 4, 5, 6} {
		for range 3 {
			p := New()
			for p.Ply() < n {
				ms := p.LegalMoves(nil)
				c := *p
				c.Play(ms[rng.IntN(len(ms))])
				if c.result == 0 {
					*p = c
				}
			}
			s := searcher{limits: solveLimits{nodes: 2_000_000}, t: newTable(minTableBits)}
			s.useBook()
			if _, ok := s.solve(p, true); !ok {
				t.Errorf("%s: not proven within 2M nodes", p.Encode())
			}
			t.Logf("%s: %d nodes", p.Encode(), s.nodes)
		}
	}
}
