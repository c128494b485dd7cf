package engine

import (
	"fmt"
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/connect4"
)

// mateFEN is the position from issue 17 where uct, its tree kept from the
// previous move, answered d6d5 (a longer proven win, first in legal
// order) where Qe6# and Qf8# mate at once.
const mateFEN = "8/5kr1/3Q4/1P3Bp1/4P2p/B1K2P1N/p6P/R6R w - - 2 27"

func chessPos(t testing.TB, fen string, moves ...string) variants.Position {
	t.Helper()
	p, err := chess.Variant.Parse(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, mt := range moves {
		m, err := p.DecodeMove(mt)
		if err != nil {
			t.Fatal(err)
		}
		p.Play(m)
	}
	return p
}

// A proven win is played by its shortest line. The player first searches
// the position after 1.Qd5+ (for Black, proving it lost), then, tree and
// proof table kept, the same position after 1...Ke8 2.Qd6 Kf7: there
// d6d5's node is proven at once from the table, before the mates are
// made, which is how the old rule (the first proven win in legal order,
// the search stopped at once) played it.
func TestUCTPlaysShortestProvenWin(t *testing.T) {
	for _, name := range []string{"uct", "uct-roulette", "default"} {
		p := mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 20000}, Seed: PlayerSeed(7, variants.Second), Workers: 1, Policy: Light})
		search(t, p, chessPos(t, mateFEN, "d6d5"))
		pos := chessPos(t, mateFEN, "d6d5", "f7e8", "d5d6", "e8f7")
		res := search(t, p, pos)
		got := pos.EncodeMove(res.Move, variants.Canonical)
		if got != "d6e6" && got != "d6f8" {
			t.Fatalf("%s played %s, want the mate in one d6e6 or d6f8 (%d iterations, stopped by %s)", name, got, res.Rollouts, res.Stopped)
		}
		for _, m := range res.Moves {
			if m.Move == res.Move && m.Proof != 1 {
				t.Fatalf("%s: the mate's proof is %d plies, want 1", name, m.Proof)
			}
			if m.Text == "Qd5+" && m.Proof != 0 && m.Proof <= 1 {
				t.Fatalf("%s: Qd5+ proven in %d plies", name, m.Proof)
			}
		}
		if res.Stopped != StopProven && res.Stopped != StopOneMoveWin {
			t.Fatalf("%s stopped by %s, want proven or one-move win", name, res.Stopped)
		}
	}
}

// A win at once settles the search as soon as its node is made (pure
// uct), or before any iteration under progressive widening, which makes
// the root's children best prior first and may reach a mate late.
func TestUCTStopsAtWinAtOnce(t *testing.T) {
	for _, name := range []string{"uct", "default"} {
		pos := chessPos(t, mateFEN)
		res := search(t, mustPlayer(t, Config{Player: name, Budget: Budget{Rollouts: 100000}, Seed: 1, Workers: 1}), pos)
		got := pos.EncodeMove(res.Move, variants.Canonical)
		if (got != "d6e6" && got != "d6f8") || (res.Stopped != StopProven && res.Stopped != StopOneMoveWin) || res.Rollouts >= 1000 {
			t.Fatalf("%s played %s after %d iterations, stopped by %s; want a mate in one, proven, at once", name, got, res.Rollouts, res.Stopped)
		}
	}
}

// A mate in one is played even when the tree has no room for its node:
// with a node budget of 20 the root's 40-odd moves never all get a child.
func TestUCTMateInOneWithoutRoom(t *testing.T) {
	pos := chessPos(t, mateFEN)
	res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 2000}, Seed: 1, Workers: 1, NodeBudget: 20}), pos)
	if got := pos.EncodeMove(res.Move, variants.Canonical); got != "d6e6" && got != "d6f8" {
		t.Fatalf("played %s, want a mate in one", got)
	}
}

// A proven loss is delayed by its longest line: at nim 2/2 every move
// loses, taking a whole heap at once (the opponent takes the other), the
// others two moves later.
func TestUCTDelaysProvenLoss(t *testing.T) {
	pos := nimPos(t, "2/2 1")
	res := search(t, mustPlayer(t, Config{Player: "uct", Budget: Budget{Rollouts: 5000}, Seed: 1, Workers: 1}), pos)
	for _, m := range res.Moves {
		want := -2
		if m.Text == "1:1" || m.Text == "2:1" {
			want = -4
		}
		if m.Proof != want {
			t.Errorf("%s: proof %d plies, want %d", m.Text, m.Proof, want)
		}
	}
	if got := pos.EncodeMove(res.Move, variants.Canonical); got != "1:1" && got != "2:1" {
		t.Fatalf("played %s, want a move taking one object", got)
	}
}

// choose takes the shortest proven win, else the most visited open move,
// else the longest proven loss.
func TestChooseByProofLength(t *testing.T) {
	ts := []tally{{n: 100}, {n: 50}, {n: 10}, {n: 5}}
	cases := []struct {
		proofs []proof
		want   int
	}{
		{[]proof{{1, 6}, {0, 0}, {1, 0}, {1, 2}}, 2},
		{[]proof{{0, 0}, {-1, 1}, {0, 0}, {0, 0}}, 0},
		{[]proof{{-1, 1}, {0, 0}, {-1, 3}, {0, 0}}, 1},
		{[]proof{{-1, 1}, {-1, 5}, {-1, 3}, {-1, 5}}, 1},
	}
	for i, c := range cases {
		if got := choose(nil, ts, c.proofs, nil); got != c.want {
			t.Errorf("case %d: chose %d, want %d", i, got, c.want)
		}
	}
}

// A full arena is recycled: the least visited subtrees collapse into
// leaves, at most about half the arena is kept, the tree stays whole
// (links, children lists, visits falling from parent to child) and the
// root's statistics keep growing with every iteration.
func TestUCTRecycle(t *testing.T) {
	for _, v := range []*variants.Variant{connect4.Variant, chess.Variant} {
		const capacity = 400
		tr := warmTree(v.Start(), capacity, 0, Plain)
		iters := 4000
		for i := range iters {
			tr.iterate()
			if !tr.full {
				continue
			}
			tr.recycle()
			if n := len(tr.nodes); n > capacity/2+int(tr.nodes[0].created) {
				t.Fatalf("%s: %d nodes kept of %d after a recycle", v.Name, n, capacity)
			}
			if err := treeWhole(tr); err != nil {
				t.Fatalf("%s after iteration %d: %v", v.Name, i+1, err)
			}
		}
		if tr.recycled < 3 {
			t.Fatalf("%s: %d recycles in %d iterations of a %d-node tree", v.Name, tr.recycled, iters, capacity)
		}
		if n := tr.nodes[0].stats.n; n != int64(iters) {
			t.Fatalf("%s: root visits %d after %d iterations", v.Name, n, iters)
		}
	}
}

// A long think's proof table is bounded like its arena: a recycle of a
// tree whose table holds more proofs than the arena holds nodes empties
// the table, and keeps a table within the bound.
func TestUCTRecycleBoundsProofs(t *testing.T) {
	tr := warmTree(connect4.Variant.Start(), 64, 0, Plain)
	for k := range uint64(64) {
		tr.proofs[k+1] = proof{1, 3}
	}
	tr.recycle()
	if n := len(tr.proofs); n != 64 {
		t.Fatalf("a table at the bound: %d proofs after a recycle, want 64", n)
	}
	tr.proofs[1000] = proof{-1, 2}
	tr.recycle()
	if n := len(tr.proofs); n != 0 {
		t.Fatalf("a table past the bound: %d proofs after a recycle, want 0", n)
	}
}

// treeWhole checks the links and counts of every node of tr.
func treeWhole(tr *tree) error {
	for i := range tr.nodes {
		nd := &tr.nodes[i]
		if i > 0 && (nd.parent < 0 || nd.parent >= int32(i)) {
			return fmt.Errorf("node %d: parent %d", i, nd.parent)
		}
		var sum int64
		count := int32(0)
		for c := nd.child; c >= 0; c = tr.nodes[c].next {
			if tr.nodes[c].parent != int32(i) {
				return fmt.Errorf("node %d: child %d has parent %d", i, c, tr.nodes[c].parent)
			}
			sum += tr.nodes[c].stats.n
			count++
		}
		if count != nd.created {
			return fmt.Errorf("node %d: %d children linked, %d created", i, count, nd.created)
		}
		if nd.stats.n < sum {
			return fmt.Errorf("node %d: %d visits, fewer than its children's %d", i, nd.stats.n, sum)
		}
		if err := kidsAgree(tr, int32(i)); err != nil {
			return err
		}
	}
	return nil
}
