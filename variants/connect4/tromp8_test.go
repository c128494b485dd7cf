package connect4

import (
	"math/rand/v2"
	"rollout/variants"
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

// TestTromp8Forced: our records of positions where X must block that
// the database leaves out and X does not win (tromp8Forced) decode,
// are such positions, and re-encode to themselves, as every record of
// the database does; a seeded sample of them, and of the other
// positions where X must block (from the database, or wins for X),
// agrees with the bare solver.
func TestTromp8Forced(t *testing.T) {
	tromp8Once.Do(loadTromp8)
	if len(tromp8Forced)%3 != 0 {
		t.Fatalf("%d bytes is not a whole number of 3-byte records", len(tromp8Forced))
	}
	listed := map[uint64]bool{}
	for _, dat := range [][]byte{tromp8Dat, tromp8Forced} {
		for i := 0; i < len(dat); i += 3 {
			rec := uint32(dat[i])<<16 | uint32(dat[i+1])<<8 | uint32(dat[i+2])
			p, v, ok := decodeTromp8(rec)
			if !ok {
				t.Fatalf("record %06x does not decode", rec)
			}
			if got := encodeTromp8(&p, v); got != rec {
				t.Fatalf("%s: encoded %06x, record %06x", p.Encode(), got, rec)
			}
			if &dat[0] == &tromp8Forced[0] && (!forcedBlock(&p) || listed[canonical(p.key())]) {
				t.Fatalf("%s: X must block %v, in the database %v", p.Encode(), forcedBlock(&p), listed[canonical(p.key())])
			}
			listed[canonical(p.key())] = true
		}
	}
	all := Positions8()
	var in, out []Position
	for _, p := range all {
		if winningCells(p.cur, p.mask)&playable(p.mask) != 0 || !forcedBlock(&p) {
			continue
		}
		if _, _, lost := rootMoves(&p); lost {
			continue
		}
		if _, ok := tromp8Map[canonical(p.key())]; ok {
			in = append(in, p)
		} else {
			out = append(out, p)
		}
	}
	t.Logf("%d positions where X must block, not lost at once: %d with a record (the database's or ours: losses and draws), %d wins", len(in)+len(out), len(in), len(out))
	if len(in) == 0 {
		t.Fatal("no forced position listed")
	}
	if testing.Short() {
		return
	}
	rng := rand.New(rand.NewPCG(8, 3))
	n := 3
	if raceEnabled {
		n = 1
	}
	for _, set := range [][]Position{in, out} {
		for range n {
			p := set[rng.IntN(len(set))]
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
}

// TestTromp8Sample checks a seeded sample of the values the search reads
// at 8 stones (tromp8Value) against the bare solver (ProveNodes, which
// reads neither them nor the book), of three kinds: positions with a
// record (draws and losses for X: the database's, or ours of the
// positions where X must block that it leaves out, tromp8Forced),
// positions without one where X need not block (wins for X: the
// database lists every draw and loss of those), and positions without
// one where X must block. Those are wins only because of our records:
// the database leaves out 4,549 positions where X must block, 160 of
// them draws or losses for X, which "not listed" alone would call wins
// (TestTromp8Forced samples them). Positions X wins at once, and those
// it loses at once (two threats to parry, which the search sees before
// it reads the value), are skipped.
func TestTromp8Sample(t *testing.T) {
	if testing.Short() {
		t.Skip("proves 10 positions of 8 stones, some seconds")
	}
	tromp8Once.Do(loadTromp8)
	level := everyLevels(New(), tromp8Ply)[tromp8Ply]
	rng := rand.New(rand.NewPCG(8, 1))
	in, out, forced := 0, 0, 0
	nIn, nOut, nForced := 4, 4, 2
	if raceEnabled {
		nIn, nOut, nForced = 1, 1, 1
	}
	for in < nIn || out < nOut || forced < nForced {
		p := level[rng.IntN(len(level))]
		_, listed := tromp8Map[canonical(p.key())] // the database's record or ours
		isForced := winningCells(p.cur^p.mask, p.mask)&playable(p.mask) != 0
		switch {
		case winningCells(p.cur, p.mask)&playable(p.mask) != 0:
			continue // X wins at once: no question
		case isForced && lostAtOnce(&p):
			continue // the search never reads its value
		case listed && in >= nIn, !listed && !isForced && out >= nOut, !listed && isForced && forced >= nForced:
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

// lostAtOnce reports whether the side to move loses p at once: two
// threats to parry, or every move under one.
func lostAtOnce(p *Position) bool {
	_, _, lost := rootMoves(p)
	return lost
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

// TestSafeMoveTromp8: at 8 stones the root's value comes from the
// database, so a lost position is answered at once, and in a won one a
// search cut short claims no move (it asks only "is it a win?"), while
// one that finishes proves a move that keeps the value (checked by the
// bare solver where it proves it within twice the search's budget).
func TestSafeMoveTromp8(t *testing.T) {
	UseMoves8(false) // the search's own answer, not the book of moves
	defer UseMoves8(true)
	tromp8Once.Do(loadTromp8)
	level := everyLevels(New(), tromp8Ply)[tromp8Ply]
	rng := rand.New(rand.NewPCG(8, 2))
	var lost, won, drawn *Position
	for lost == nil || won == nil || drawn == nil {
		p := level[rng.IntN(len(level))]
		if winningCells(p.cur, p.mask)&playable(p.mask) != 0 {
			continue
		}
		switch tromp8Value(p.key()) {
		case -1:
			lost = &p
		case 0:
			drawn = &p
		case 1:
			won = &p
		}
	}
	search := func(p *Position, nodes uint64) (uint64, int, int) {
		s := searcher{limits: solveLimits{nodes: nodes}, t: newTable(minTableBits)}
		s.useBook()
		return s.solveMoveBounds(p)
	}
	if _, lo, hi := search(lost, 1); lo != -1 || hi != -1 {
		t.Errorf("%s, lost: bounds [%d, %d] within 1 node, want [-1, -1]", lost.Encode(), lo, hi)
	}
	if _, lo, hi := search(won, 1); lo != -1 || hi != 1 {
		t.Errorf("%s, won: bounds [%d, %d] within 1 node, want [-1, 1]", won.Encode(), lo, hi)
	}
	if _, lo, hi := search(drawn, 1); lo != -1 || hi != 0 {
		t.Errorf("%s, drawn: bounds [%d, %d] within 1 node, want [-1, 0]", drawn.Encode(), lo, hi)
	}
	budget := uint64(5_000_000)
	if raceEnabled {
		budget /= 10
	}
	for _, c := range []struct {
		p    *Position
		want int
	}{{won, 1}, {drawn, 0}} {
		best, lo, hi := search(c.p, budget)
		if lo == -1 && hi == c.want && c.want == 1 || lo == -1 && hi == 0 {
			t.Logf("%s: no move proven within %d nodes", c.p.Encode(), budget)
			continue
		}
		if lo != c.want || hi != c.want {
			t.Errorf("%s: bounds [%d, %d], want %d", c.p.Encode(), lo, hi, c.want)
			continue
		}
		child := *c.p
		child.Play(variants.Move(cellColumn(best)))
		if v, ok := child.ProveNodes(2 * budget); ok && -v != c.want {
			t.Errorf("%s: move %c leads to %d for the opponent, want %d", c.p.Encode(), 'a'+cellColumn(best), v, -c.want)
		}
	}
}

// TestParentsLower: on random positions of 9 stones, wherever the
// parents' bound says O wins or at least draws, the player's search
// without the bound (which the tests above check against the bare
// solver) gives O at least that; with it, and with "is it a win?"
// asked first, the same value and a move that keeps it (its child
// proven without the bound), also where the bound says nothing. Each
// kind of bound occurs.
func TestParentsLower(t *testing.T) {
	if testing.Short() {
		t.Skip("proves positions of 9 stones, some seconds")
	}
	defer UseParents(true)
	rng := rand.New(rand.NewPCG(9, 9))
	want := [3]int{3, 3, 2} // positions bounded at -1 (none), 0, +1
	if raceEnabled {
		want = [3]int{1, 1, 1}
	}
	var got [3]int
	for tried := 0; got != want && tried < 500; tried++ {
		p := randomQuiet(rng, 9)
		lo := parentsLower(p.cur, p.mask)
		if got[lo+1] >= want[lo+1] {
			continue
		}
		got[lo+1]++
		solve := func(p *Position, on bool) (uint64, int, int, uint64) {
			UseParents(on)
			sharedTable().clear()
			s := searcher{t: sharedTable()}
			s.useBook()
			best, lo, hi := s.solveMoveBounds(p)
			return best, lo, hi, s.nodes
		}
		_, v, _, without := solve(p, false)
		if v < lo {
			t.Errorf("%s: the parents' bound gives O at least %+d; the search without it %+d", p.Encode(), lo, v)
		}
		best, vlo, vhi, with := solve(p, true)
		if vlo != v || vhi != v {
			t.Errorf("%s: [%+d, %+d] with the bound, %+d without", p.Encode(), vlo, vhi, v)
			continue
		}
		child := *p
		child.Play(variants.Move(cellColumn(best)))
		UseParents(false)
		sharedTable().clear()
		if cv, _ := child.solveFrom(solveLimits{}, true); -cv != v {
			t.Errorf("%s: move %c is worth %+d, the position %+d", p.Encode(), 'a'+cellColumn(best), -cv, v)
		}
		t.Logf("%s: bound %+d, value %+d; %d nodes with the bound, %d without", p.Encode(), lo, v, with, without)
	}
	if got != want {
		t.Errorf("found %v positions bounded at -1, 0 and +1, want %v", got, want)
	}
}
