package engine

import (
	"testing"

	"rollout/variants"
	"rollout/variants/chess"
)

// A node's legal moves are counted at its first expansion, not when it
// is made; the tree must be the same as when every node is counted at
// once, node for node, through recycles.
func TestCountAtExpansionKeepsTheTree(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		capacity  int
		cfg       Config
	}{
		{"start", chess.StartFEN, 1 << 14, Config{Player: DefaultPlayer}},
		{"wac1/recycled", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 600, Config{Player: DefaultPlayer}},
		{"endgame/draws", "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 50", 1 << 14, Config{Player: DefaultPlayer, Draws: DrawsAll}},
		{"uct", chess.StartFEN, 1 << 14, Config{Player: "uct"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			pos, err := chess.ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			cfg := c.cfg.ForGame(pos)
			var trees [2]*tree
			for i := range trees {
				trees[i] = newTree(c.capacity, cfg.Exploration, false)
				trees[i].reset(pos)
				trees[i].prepare(pos, cfg, 7, 0)
			}
			counted := 0
			for it := range 2000 {
				for i, tr := range trees {
					if tr.full {
						tr.recycle()
					}
					tr.iterate()
					if last := int32(len(tr.nodes) - 1); i == 1 && tr.nodes[last].moves == uncounted {
						tr.nodes[last].moves = int32(len(replay(tr, last).LegalMoves(nil)))
						counted++
					}
				}
				if it%500 == 499 {
					sameTrees(t, trees[0], trees[1], it, uncountedLeaves)
				}
			}
			if counted == 0 {
				t.Fatal("no node was counted at once")
			}
			if c.capacity < 2000 && trees[0].recycled == 0 {
				t.Fatal("the small arena was never recycled")
			}
		})
	}
}

// uncountedLeaves allows the legal move counts of a's nodes not yet
// expanded, which the other tree counted at once.
func uncountedLeaves(x, y *node) {
	if x.moves == uncounted && x.created == 0 && y.moves > 0 {
		x.moves = y.moves
	}
}

// replay is node n's position, its moves played from the root's.
func replay(t *tree, n int32) variants.Position {
	var moves []variants.Move
	for ; n > 0; n = t.nodes[n].parent {
		moves = append(moves, t.nodes[n].move)
	}
	p := t.rootPos.Clone()
	for i := len(moves) - 1; i >= 0; i-- {
		p.Play(moves[i])
	}
	return p
}

// The study's tree shows every node's legal moves and the moves without
// a child, counted or not yet.
func TestStepperCountsLeaves(t *testing.T) {
	s := mustStepper(t, Config{Player: DefaultPlayer, Seed: 1}, chess.Variant.Start())
	s.Run(300)
	leaves := 0
	var walk func(tn TreeNode)
	walk = func(tn TreeNode) {
		legal := len(s.nodePosition(int32(tn.ID)).LegalMoves(nil))
		if tn.Legal != legal || tn.Unexpanded != legal-len(s.t.children(int32(tn.ID))) {
			t.Fatalf("node %d: legal %d, unexpanded %d; want %d legal, %d children", tn.ID, tn.Legal, tn.Unexpanded, legal, len(s.t.children(int32(tn.ID))))
		}
		if s.t.nodes[tn.ID].moves == uncounted {
			leaves++
		}
		for _, c := range tn.Children {
			walk(c)
		}
	}
	walk(s.Tree(TreeOptions{Depth: 9}))
	if leaves == 0 {
		t.Fatal("no leaf was left uncounted")
	}
}
