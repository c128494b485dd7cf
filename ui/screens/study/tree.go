package study

import (
	"time"

	"rollout/engine"
	"rollout/ui/components/tree"
	"rollout/variants"
)

// treeRoot builds the tree view's items from the stepper: the root with
// all its children, and below every node the view shows open, that
// node's children, one Subtree call per open node, so a chess tree costs
// what is on screen, not what is in memory. Nodes on the shown
// iteration's path are marked, and the node it added is marked new.
func (s *Model) treeRoot() *tree.Item {
	path := map[engine.NodeID]bool{}
	newNode := engine.NoNode
	if ev := s.event(engine.PhaseSelect); ev != nil {
		path[0] = true
		for _, lv := range ev.Select.Levels {
			path[lv.Children[lv.Chosen].Node] = true
		}
	}
	if ev := s.event(engine.PhaseExpand); ev != nil && ev.Expand.Node != engine.NoNode {
		path[ev.Expand.Node] = true
		newNode = ev.Expand.Node
	}
	// Exact values come from s.exactAt, which bounds the solver's time
	// per frame; the engine's TreeOptions.Exact would wait for a proof of
	// up to 200,000 positions per node.
	opt := engine.TreeOptions{Depth: 1}
	tn, _ := s.step.Subtree(0, opt)
	root := &tree.Item{Key: "", Text: "root", N: tn.N, OnPath: path[0], Node: 0}
	var fill func(it *tree.Item, tn engine.TreeNode, depth int)
	fill = func(it *tree.Item, tn engine.TreeNode, depth int) {
		it.More = 0
		for _, c := range tn.Children {
			ci := tree.Item{Key: it.Key + "/" + c.Move, Text: c.Move, Node: c.ID, N: c.N, Mean: c.Mean,
				OnPath: path[c.ID], IsNew: c.ID == newNode}
			if it.Key == "" {
				ci.Key = c.Move
			}
			if pos, ok := s.step.NodePosition(c.ID); ok {
				ci.Exact, ci.HasExact = s.exactAt(pos)
			}
			if s.treeHasUCB() {
				ci.UCB, ci.HasUCB, ci.Proven = c.UCB, true, c.Proven
			}
			ci.Kids = c.More + len(c.Children)
			if depth < 12 && ci.Kids > 0 && s.tree.Open(&ci) {
				if sub, ok := s.step.Subtree(c.ID, opt); ok {
					fill(&ci, sub, depth+1)
				}
			} else if c.More > 0 {
				ci.More = c.More
			}
			it.Children = append(it.Children, ci)
		}
		markDisagreement(it, "")
	}
	fill(root, tn, 0)
	if s.player().ChoosesBy != engine.ByVisits && s.step.Iterations() > 0 {
		// The flat players prefer by mean (or wheel score), not visits: at
		// the root their preference is the move they would play now.
		for i := range root.Children {
			root.Children[i].Disagree = false
		}
		markDisagreement(root, s.snap.BestText)
	}
	return root
}

// treeHasUCB reports whether the player selects by UCB (uct), so the
// tree's UCB column means something.
func (s *Model) treeHasUCB() bool { return s.player().SelectsByUCB }

// player describes the studied player, so the screen adapts to what it
// offers (UCB selection, choice by visits) without comparing its name.
func (s *Model) player() engine.PlayerInfo {
	info, _ := engine.Info(s.cfg.Player)
	return info
}

// markDisagreement marks the child the Monte Carlo search prefers when
// the solver rates another child higher for the same side. The preferred
// child is the one named prefer, or if prefer is "" the most visited
// (strictly: a tie is no preference; the children come sorted by N).
func markDisagreement(it *tree.Item, prefer string) {
	if len(it.Children) < 2 {
		return
	}
	pick := -1
	for i, c := range it.Children {
		if c.Text == prefer {
			pick = i
		}
	}
	if prefer == "" && it.Children[0].N > it.Children[1].N {
		pick = 0
	}
	if pick < 0 || !it.Children[pick].HasExact {
		return
	}
	best := int8(-2)
	for _, c := range it.Children {
		if !c.HasExact {
			return // a child without a value: no verdict
		}
		best = max(best, c.Exact)
	}
	if it.Children[pick].Exact < best {
		it.Children[pick].Disagree = true
	}
}

// rootExact returns the exact value of each root move (by display text)
// for the side to move, where one is known.
func (s *Model) rootExact() map[string]int8 {
	out := map[string]int8{}
	for _, m := range s.snap.Moves {
		pos := s.root.Clone()
		pos.Play(m.Move)
		if v, ok := s.exactAt(pos); ok {
			out[m.Text] = v
		}
	}
	return out
}

// exactNodeTime is the most one node's proof may take, and
// exactFrameTime the most one frame spends on proofs: the screen stays
// responsive while values fill in frame by frame. A position not proven
// is tried again in a later frame (the solver keeps what it learnt).
const (
	exactNodeTime  = 2 * time.Millisecond
	exactFrameTime = 4 * time.Millisecond
)

// proofClock is one frame's time for bounded proofs (Connect Four's
// solver); games with an unbounded solver are not limited by it.
type proofClock struct{ deadline time.Time }

// frame starts a frame's time for bounded proofs.
func (c *proofClock) frame() { c.deadline = time.Now().Add(exactFrameTime) }

// exactAt is the exact value of pos for the side that moved into it, from
// the study's engine.ExactValues, where the game has a solver and (for a
// bounded one) a proof is found in what is left of the frame's time.
func (s *Model) exactAt(pos variants.Position) (int8, bool) {
	// No time left: a known value still shows (ExactValues answers from
	// its cache before it looks at the budget).
	left := max(0, min(exactNodeTime, time.Until(s.proofs.deadline)))
	return s.exact.Value(pos, engine.ExactBudget{Time: left})
}
