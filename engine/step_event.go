package engine

import "rollout/variants"

// Phase is one of the four steps of a Monte Carlo tree search iteration,
// in the order a Stepper runs them. The flat players (flat, roulette) have
// no tree to grow: their iterations skip PhaseExpand.
type Phase uint8

// The phases of an iteration.
const (
	// PhaseSelect walks from the root down the tree, at each node choosing
	// a child by UCB1 (uct), by roulette wheel (uct-roulette), or the next
	// root move in turn (flat, roulette).
	PhaseSelect Phase = iota
	// PhaseExpand adds one node to the tree under the node selection
	// stopped at (uct players only).
	PhaseExpand
	// PhaseSimulate plays one random rollout from the new node to the end
	// of the game (or scores it exactly when its value is known).
	PhaseSimulate
	// PhaseBackprop adds the rollout's result to every node on the path.
	PhaseBackprop
)

var phaseNames = [...]string{"select", "expand", "simulate", "backpropagate"}

// String returns the phase's name as the trace writes it: "select",
// "expand", "simulate" or "backpropagate".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// NodeID names a node of a Stepper's tree for as long as the Stepper
// lives: 0 is the root, and a node keeps its ID (nodes are never moved
// or freed while a study runs). For the flat players, node i+1 is the
// root's legal move i. NoNode means none.
type NodeID int32

// NoNode is the NodeID of no node (an expansion that added nothing).
const NoNode NodeID = -1

// Event is what one phase of one iteration did, as plain values copied
// out of the search (never pointers into it): safe to keep, to send to
// another goroutine, and to render long after the tree has moved on.
// Exactly one of Select, Expand, Simulate and Backprop is filled in, the
// one Phase names; the others are zero.
type Event struct {
	// Iteration numbers the iteration the phase belongs to, from 1.
	Iteration int64
	Phase     Phase
	Select    SelectEvent
	Expand    ExpandEvent
	Simulate  SimulateEvent
	Backprop  BackpropEvent
}

// SelectEvent is the selection phase: the choices made on the way down.
type SelectEvent struct {
	// Levels holds one choice per edge walked, root first. It is empty
	// when selection stops at the root (the root still has a move without
	// a child, as in every iteration until each root move has one).
	Levels []Level
	// Leaf is the node selection stopped at, and Depth its depth (plies
	// from the root).
	Leaf  NodeID
	Depth int
	// Stop says why selection stopped at Leaf: "unexpanded" (it has legal
	// moves without a child: expansion adds one), "terminal" (the game is
	// over there), "proven" (its exact value is known) or "flat" (a flat
	// player's root move).
	Stop string
}

// Level is one choice of the selection phase: every candidate child of a
// node, with the figures the choice was made by, and the one chosen.
type Level struct {
	// Node is the node choosing, Depth its depth, ToMove the side choosing
	// (the side that moves into the children).
	Node   NodeID
	Depth  int
	ToMove variants.Side
	// Visits is the node's N, the N of ln N in the exploration term.
	Visits int64
	// Children lists the node's children in legal-move order.
	Children []Candidate
	// Chosen is the index in Children of the child chosen.
	Chosen int
	// Rule says how: "ucb" (the highest Value, UCB1's or with knowledge
	// its blend, the first of equals in legal-move order), "puct"
	// (AlphaZero's Q + c*P*sqrt(N)/(1+n), Config.Select),
	// "proven win" (the shortest proven win, taken once no child is open),
	// "roulette" (drawn with probability Share), or "round robin" (flat
	// and roulette players: each root move in turn).
	Rule string
	// Minimax and Prior are the weights a and w of the knowledge the
	// choice was made with (Config.Minimax where the game evaluates,
	// Config.Prior where it has priors); 0 when off, and then under
	// Rule "ucb" Value is UCB. Under Rule "puct" Minimax is the blend
	// of its Q and Prior is 0 (PUCT's P has no weight but C).
	Minimax, Prior float64
	// C is PUCT's exploration constant at this node under Rule "puct"
	// (Config.PUCT, or Config.RootExploration at the root); 0 under the
	// other rules, whose Explore uses UCB1's c.
	C float64
	// Tied counts the selectable children whose Value equals the
	// chosen one's, the chosen one included, under Rule "ucb": 1 when the
	// choice was clear, more when a tie was broken by taking the first of
	// them in legal-move order. 0 for the other rules.
	Tied int
}

// Candidate is one child as selection saw it.
type Candidate struct {
	Node NodeID
	// Move is the move into the child, in the variant's display text.
	Move string
	// N is the child's visits; Mean its mean result in [-1, 1] for the
	// side that moves into it (the side choosing).
	N    int64
	Mean float64
	// Explore is the exploration term c*sqrt(ln Visits / N) and UCB is
	// Mean + Explore, the figure UCB1 maximises; both are +Inf for an
	// unvisited child (UCB1 tries those first). Zero for flat players.
	Explore, UCB float64
	// Value is the figure selection maximised: under Rule "ucb" UCB,
	// or with knowledge (Level.Minimax, Level.Prior) the mean blended
	// with the child's minimax value, (1-a)*Mean + a*minimax, plus
	// Explore and the progressive bias w*Prior/(N+1); under Rule
	// "puct" Q + c*Prior*sqrt(Visits)/(1+N), Q the mean blended as
	// under knowledge and c Level.C; +Inf for an unvisited child.
	Value float64
	// Prior is the child's prior where selection reads one: under
	// progressive bias (Level.Prior) the game's prior in [0, 1], under
	// PUCT its P, the priors' softmax over the node's moves; 0 where
	// selection reads none.
	Prior float64
	// Share is the child's chance on the roulette wheel (uct-roulette:
	// (Mean+1)/2 + 0.02 over the total; roulette: its accumulated Tong
	// score over the total, the wheel it finally plays from); 0 for
	// players without a wheel.
	Share float64
	// Proven is the child's proven value for the side moving into it
	// (+1 win, -1 loss, 0 not proven), from MCTS-Solver's proofs.
	Proven int8
	// Skipped marks a child selection may not choose: a proven child (a
	// loss, or at the root a win while a shorter one is looked for) while
	// other children are open.
	Skipped bool
}

// ExpandEvent is the expansion phase.
type ExpandEvent struct {
	// Parent is the node expanded (the leaf selection stopped at).
	Parent NodeID
	// Node is the node added, NoNode when nothing was added: the leaf is
	// terminal or proven (Reason "terminal", "proven") or the tree is at
	// its node budget ("full").
	Node   NodeID
	Reason string
	// Move is the move into the new node, in display text, and Depth the
	// new node's depth.
	Move  string
	Depth int
	// Outcome is the game's outcome at the new node in the game's own
	// words ("X wins by three in a row"), when it is over there (""
	// otherwise); Proven a value the proof table already held
	// for its position, for the side that moved into it.
	Outcome string
	Proven  int8
}

// SimulateEvent is the simulation phase: the rollout and its result.
type SimulateEvent struct {
	// From is the node the rollout starts at, Depth its depth.
	From  NodeID
	Depth int
	// Exact is true when no rollout was played: the game is over at From
	// or its value is proven, and Result is that exact value.
	Exact bool
	// Moves are the rollout's moves from From, in display text. Complete
	// is false if they could not all be recovered (a variant whose fast
	// rollout loop is not a prefix of itself under a shorter cap); the
	// result is the real one either way.
	Moves    []string
	Complete bool
	// Result is the rollout's game result for the root's side to move:
	// +1 win, 0 draw, -1 loss (under rb, the coupled plain rollout's).
	// Value is what the estimator scored, in [-1, 1], for the same side:
	// the result itself for plain, the integrated value for rb.
	Result int8
	Value  float64
	// Outcome says how the rollout's game ended, in the game's own words
	// (Variant.OutcomeText: "O wins by three in a row", "Draw by ply
	// cap"); "integrated" when rb integrated the rest instead of playing
	// it, "proven" when the value is known exactly.
	Outcome string
	// Plies is the game's length from the root (tree part included);
	// Capped reports that the ply cap ended it.
	Plies  int
	Capped bool
	// RB holds, under the rb estimator, one entry per ply of the rollout:
	// the exact chance that the random mover wins at once and the
	// survival weight the value added at that ply was multiplied by.
	RB []RBPly
}

// RBPly is one ply of a Rao-Blackwellised rollout.
type RBPly struct {
	// Mover is the side to move; Wins of its Legal moves win at once, so
	// P = Wins/Legal is its exact chance of winning on this move.
	Mover variants.Side
	Wins  int
	Legal int
	P     float64
	// Survive is the chance the rollout got this far undecided; the ply
	// adds Survive*P (for Mover) to the value, and the next ply's Survive
	// is Survive*(1-P).
	Survive float64
}

// BackpropEvent is the backpropagation phase: what every node on the
// path had before and has after the result was added.
type BackpropEvent struct {
	// Result is the value backed up, for the root's side to move.
	Result float64
	// Nodes holds the path from the root to the leaf.
	Nodes []NodeUpdate
}

// NodeUpdate is one node's change in backpropagation. A node's figures
// are always from the point of view of the side that moved into it (the
// side choosing among it and its siblings), so the same result is added
// with alternating signs down the path.
type NodeUpdate struct {
	Node  NodeID
	Move  string // "" for the root
	Depth int
	// For is the side the node's figures count for: the side that moved
	// into it (at the root: the side not to move). Added is the value
	// added, for that side.
	For   variants.Side
	Added float64
	// N and W (the sum of values, so mean = W/N) before and after.
	NBefore, NAfter int64
	WBefore, WAfter float64
	// Proven is the node's proven value after the update (for For), and
	// NewlyProven reports that this update proved it.
	Proven      int8
	NewlyProven bool
}
