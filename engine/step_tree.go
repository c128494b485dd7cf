package engine

import (
	"math"
	"slices"

	"rollout/variants"
)

// TreeNode is a read-only value copy of one node of a Stepper's tree and,
// down to the depth asked for, of its most visited children: what a tree
// widget draws. Figures are for the side that moved into the node (the
// side that chose it among its siblings), the view a learner reads a
// move's value from.
type TreeNode struct {
	ID NodeID
	// Move is the move into the node in display text ("" at the root);
	// Depth its distance from the root in plies.
	Move  string
	Depth int
	// Mover is the side that moved into the node (at the root: the side
	// not to move), the side N, W, Mean, UCB, Proven and Exact are for.
	Mover variants.Side
	N     int64
	W     float64
	Mean  float64
	// StdErr is Mean's standard error, 0 below two visits (one result
	// has no spread to measure).
	StdErr float64
	// UCB is the node's UCB1 value under its parent now (Mean plus
	// c*sqrt(ln N(parent) / N)); +Inf if unvisited, 0 at the root and for
	// the flat players.
	UCB float64
	// Proven is the value MCTS-Solver has proven (+1 win, -1 loss, 0 not
	// proven or a draw).
	Proven int8
	// Exact is the game-theoretic value from the variant's solver (+1,
	// 0, -1), when HasExact: only for games with a solver, only when
	// TreeOptions.Exact asked for it, and (Connect Four) only when the
	// solver proved it within its budget.
	Exact    int8
	HasExact bool
	// Outcome is the game's outcome in the game's own words ("Black wins
	// by checkmate") if it is over at the node, else "".
	Outcome string
	// Children are the node's most visited children (in VisitOrder:
	// equal visits by the higher mean, then the move's text), at most TreeOptions.TopK of them, expanded down to
	// TreeOptions.Depth; More counts the children left out ("… 17
	// more"), Unexpanded the legal moves without a child yet, and Legal
	// the node's legal moves (-1 until the search first reaches it).
	// MoreN is the visits of the children left out, together.
	Children   []TreeNode
	More       int
	MoreN      int64
	Unexpanded int
	Legal      int
}

// TreeOptions says how much of the tree Tree copies out.
type TreeOptions struct {
	// Depth is the number of levels of children below the node (0: the
	// node alone).
	Depth int
	// TopK is the most children listed per node, most visited first;
	// 0 lists them all.
	TopK int
	// Exact asks for the solver's value of every node copied, where the
	// variant has a solver (cached, so asking again is cheap). A bounded
	// solver (Connect Four's) gets 200,000 positions per node; a node it
	// does not prove in those has no exact value.
	Exact bool
}

// Tree copies out the tree from the root.
func (s *Stepper) Tree(opt TreeOptions) TreeNode { return s.node(0, 0, opt) }

// Subtree copies out the tree below node id, for a widget that unfolds
// one node at a time; false if there is no such node.
func (s *Stepper) Subtree(id NodeID, opt TreeOptions) (TreeNode, bool) {
	if id < 0 || int(id) >= s.size() {
		return TreeNode{}, false
	}
	return s.node(id, s.depthOf(id), opt), true
}

// size is the number of nodes.
func (s *Stepper) size() int {
	if s.treeOK {
		return len(s.t.nodes)
	}
	return len(s.legal) + 1
}

func (s *Stepper) depthOf(id NodeID) int {
	if !s.treeOK {
		return min(int(id), 1)
	}
	d := 0
	for n := int32(id); n > 0; n = s.t.nodes[n].parent {
		d++
	}
	return d
}

// node copies node id at depth d and its children.
func (s *Stepper) node(id NodeID, d int, opt TreeOptions) TreeNode {
	tn := TreeNode{ID: id, Depth: d, Mover: s.sideInto(d), Legal: -1}
	var kids []NodeID
	if s.treeOK {
		nd := &s.t.nodes[id]
		tn.N, tn.W, tn.Mean, tn.Proven = nd.stats.n, float64(nd.stats.sum)/fixedOne, nd.stats.mean(), nd.proven
		tn.StdErr = nd.stats.stdErr()
		tn.Legal = int(nd.moves)
		if nd.moves == uncounted { // a leaf not yet expanded
			tn.Legal = len(s.nodePosition(int32(id)).LegalMoves(nil))
		}
		if nd.moves >= 0 {
			tn.Unexpanded = tn.Legal - int(nd.created)
		}
		if nd.outcome.Over() {
			tn.Outcome = s.outcomeText(nd.outcome)
		}
		if id != 0 {
			par := &s.t.nodes[nd.parent]
			tn.Move = s.nodePosition(nd.parent).EncodeMove(nd.move, variants.Display)
			tn.UCB = ucb(&nd.stats, math.Log(float64(par.stats.n)), s.t.c)
		}
		for _, c := range s.t.children(int32(id)) {
			kids = append(kids, NodeID(c))
		}
	} else {
		tn.N, tn.W, tn.Mean = s.flatFigures(id)
		if id > 0 {
			tn.StdErr = s.sp.tallies[id-1].stdErr()
		}
		if id == 0 {
			tn.Legal = len(s.legal)
			for i := range s.legal {
				kids = append(kids, NodeID(i+1))
			}
		} else {
			tn.Move = s.texts[id-1]
		}
	}
	if opt.Exact {
		tn.Exact, tn.HasExact = s.exact(id)
	}
	if len(kids) > 0 && opt.Depth > 0 {
		sub := opt
		sub.Depth--
		s.sortChildren(id, kids)
		if opt.TopK > 0 && len(kids) > opt.TopK {
			tn.More = len(kids) - opt.TopK
			for _, c := range kids[opt.TopK:] {
				tn.MoreN += s.visits(c)
			}
			kids = kids[:opt.TopK]
		}
		for _, c := range kids {
			tn.Children = append(tn.Children, s.node(c, d+1, sub))
		}
	} else if len(kids) > 0 {
		tn.More = len(kids)
		for _, c := range kids {
			tn.MoreN += s.visits(c)
		}
	}
	return tn
}

// sortChildren orders node id's children kids as VisitOrder ranks them:
// the tree made them in legal order (or the priors'), which listed
// equal visits apart from the choice the study's table shows.
func (s *Stepper) sortChildren(id NodeID, kids []NodeID) {
	type key struct {
		n    int64
		mean float64
		text string
	}
	keys := make(map[NodeID]key, len(kids))
	pos := s.root
	if s.treeOK {
		pos = s.nodePosition(int32(id))
	}
	for _, c := range kids {
		k := key{n: s.visits(c)}
		if s.treeOK {
			nd := &s.t.nodes[c]
			k.mean = nd.stats.mean()
			k.text = pos.EncodeMove(nd.move, variants.Display)
		} else {
			_, _, k.mean = s.flatFigures(c)
			k.text = s.texts[c-1]
		}
		keys[c] = k
	}
	slices.SortStableFunc(kids, func(a, b NodeID) int {
		ka, kb := keys[a], keys[b]
		return VisitOrder(pos, ka.n, ka.mean, ka.text, kb.n, kb.mean, kb.text)
	})
}

// visits is node id's N.
func (s *Stepper) visits(id NodeID) int64 {
	if s.treeOK {
		return s.t.nodes[id].stats.n
	}
	n, _, _ := s.flatFigures(id)
	return n
}

// flatFigures are a flat player's node's N, W and mean (the root's for
// the side not to move).
func (s *Stepper) flatFigures(id NodeID) (int64, float64, float64) {
	if id > 0 {
		ts := &s.sp.tallies[id-1]
		return ts.n, float64(ts.sum) / fixedOne, ts.mean()
	}
	var sum int64
	for i := range s.sp.tallies {
		sum += s.sp.tallies[i].sum
	}
	n := s.sp.done
	w := -float64(sum) / fixedOne
	if n == 0 {
		return 0, 0, 0
	}
	return n, w, w / float64(n)
}

// exactBudget is the positions a bounded solver may search per node.
const exactBudget = 200_000

// exact is the solver's value of node id for the side that moved into
// it, when the variant has a solver and (if it is a bounded one) it
// proves the value within exactBudget, from the stepper's ExactValues;
// answers, "unknown" included, are cached per node too.
func (s *Stepper) exact(id NodeID) (int8, bool) {
	if v, ok := s.solved[id]; ok {
		return v, v != unsolved
	}
	if _, ok := s.root.(variants.Solver); !ok {
		return 0, false
	}
	pos, _ := s.NodePosition(id)
	v, ok := s.exactValues.Value(pos, ExactBudget{Nodes: exactBudget})
	if !ok {
		v = unsolved
	}
	s.solved[id] = v
	return v, ok
}

// unsolved marks a node whose value the bounded solver did not prove.
const unsolved int8 = 2
