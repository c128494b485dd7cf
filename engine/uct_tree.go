package engine

import (
	"math"

	"rollout/variants"
)

// node is one position of a uct tree. Nodes live in a tree's arena and
// link to each other by index, so the tree is one slice the garbage
// collector never walks node by node, and growing it allocates nothing
// once the arena has its size.
type node struct {
	// stats are the rollouts through the node, scored for the side that
	// made the move into it: the side choosing among its siblings.
	stats tally
	move  variants.Move // the move into the node
	// parent, child and next link the tree: the first child (the most
	// recently created) and the next sibling; -1 for none.
	parent, child, next int32
	// created counts the children made so far; they are the position's
	// first created legal moves, in legal order. moves is the number of
	// legal moves, -1 until the node is first reached.
	created, moves int32
	// outcome is set when the node's position is over.
	outcome variants.Outcome
	// proven is the exact value, when known, for the side that moved into
	// the node: +1 a win, -1 a loss, 0 not proven (or a draw). MCTS-Solver
	// (Winands, Bjornsson and Saito 2008) proves values up the tree.
	proven int8
	// key identifies the node's position for the proof table.
	key uint64
}

// tree is one worker's search tree with everything an iteration needs, so
// iterating allocates nothing once the arena and the scratch slices have
// grown to their size.
type tree struct {
	nodes    []node
	capacity int // the most nodes the tree may hold
	rootPos  variants.Position
	pos      variants.Position // the walk's position
	legal    []variants.Move
	path     []int32
	k        *kernel
	sel      stream // in-tree random choices (uct-roulette)
	c        float64
	roulette bool
	base     uint64 // the worker's seed stream
	iter     uint64 // iterations run this search: the rollout's work unit
	remap    []int32
	// proofs maps position keys to proven values (for the side that moved
	// into the position), so a position proven once is known wherever it
	// recurs in the tree by another move order: the transpositions that
	// make a tree of Nim or tic-tac-toe positions so much larger than the
	// game. It lives as long as the tree.
	proofs map[uint64]int8
}

// rouletteFloor is the weight every child keeps on uct-roulette's wheel, so
// a move whose mean is the worst possible can still be tried again.
const rouletteFloor = 0.02

// initialArena is the number of nodes an empty arena is made with; it
// doubles as the tree grows, up to the node budget.
const initialArena = 1 << 10

func newTree(capacity int, c float64, useRoulette bool) *tree {
	return &tree{
		nodes:    make([]node, 0, min(capacity, initialArena)),
		capacity: max(capacity, 2),
		legal:    make([]variants.Move, 0, 256),
		c:        c,
		roulette: useRoulette,
		sel:      newStream(),
		proofs:   make(map[uint64]int8),
	}
}

// reset empties the tree and roots it at pos.
func (t *tree) reset(pos variants.Position) {
	t.nodes = t.nodes[:0]
	t.setRoot(pos)
	t.alloc(-1, variants.NoMove)
}

func (t *tree) setRoot(pos variants.Position) {
	if t.rootPos == nil || t.rootPos.Variant() != pos.Variant() || len(t.proofs) > t.capacity {
		t.rootPos, t.pos = pos.Clone(), pos.Clone()
		clear(t.proofs)
	} else {
		t.rootPos.CopyFrom(pos)
	}
}

// alloc appends a node for move m under parent and links it as the
// parent's first child; it returns -1 when the arena is full.
func (t *tree) alloc(parent int32, m variants.Move) int32 {
	if len(t.nodes) >= t.capacity {
		return -1
	}
	if len(t.nodes) == cap(t.nodes) {
		grown := make([]node, len(t.nodes), min(2*cap(t.nodes), t.capacity))
		copy(grown, t.nodes)
		t.nodes = grown
	}
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{move: m, parent: parent, child: -1, next: -1, moves: -1})
	if parent >= 0 {
		p := &t.nodes[parent]
		t.nodes[i].next = p.child
		p.child = i
		p.created++
	}
	return i
}

// reroot looks for pos at the root, among its children or among its
// grandchildren (the position after the opponent's reply), comparing
// position texts, and keeps the subtree found. It reports whether it kept
// anything; if not the caller resets the tree.
func (t *tree) reroot(pos variants.Position) bool {
	if len(t.nodes) == 0 || t.rootPos == nil || t.rootPos.Variant() != pos.Variant() {
		return false
	}
	want := pos.Encode()
	if t.rootPos.Encode() == want {
		return true
	}
	found := int32(-1)
	child := t.pos
	grand := pos.Clone()
	for c := t.nodes[0].child; c >= 0 && found < 0; c = t.nodes[c].next {
		child.CopyFrom(t.rootPos)
		child.Play(t.nodes[c].move)
		if child.Encode() == want {
			found = c
			break
		}
		for g := t.nodes[c].child; g >= 0; g = t.nodes[g].next {
			grand.CopyFrom(child)
			grand.Play(t.nodes[g].move)
			if grand.Encode() == want {
				found = g
				break
			}
		}
	}
	if found < 0 {
		return false
	}
	t.keep(found)
	t.rootPos.CopyFrom(pos)
	return true
}

// keep compacts the arena to the subtree under r, which becomes the root.
// A child is always created after its parent, so one ascending pass marks
// the subtree (a node is kept when its parent is) and moves every kept
// node down to its new index without overwriting one not yet moved.
func (t *tree) keep(r int32) {
	if cap(t.remap) < len(t.nodes) {
		t.remap = make([]int32, len(t.nodes))
	}
	remap := t.remap[:len(t.nodes)]
	for i := range remap[:r] {
		remap[i] = -1
	}
	remap[r] = 0
	n := int32(1)
	for i := r + 1; i < int32(len(t.nodes)); i++ {
		remap[i] = -1
		if p := t.nodes[i].parent; p >= r && remap[p] >= 0 {
			remap[i] = n
			n++
		}
	}
	for i := r; i < int32(len(t.nodes)); i++ {
		j := remap[i]
		if j < 0 {
			continue
		}
		nd := t.nodes[i]
		nd.parent = relink(remap, nd.parent)
		nd.child = relink(remap, nd.child)
		nd.next = relink(remap, nd.next)
		t.nodes[j] = nd
	}
	t.nodes = t.nodes[:n]
	t.nodes[0].parent, t.nodes[0].next, t.nodes[0].move = -1, -1, variants.NoMove
}

func relink(remap []int32, i int32) int32 {
	if i < 0 {
		return -1
	}
	return remap[i]
}

// iterate runs one uct iteration: select a path by UCB1 (or the roulette
// wheel) while every move of a node has a child, expand one new child,
// run one rollout from it with the shared kernel (or score it exactly if
// the game is over there or its value is proven), and add the result to
// every node on the path, each from the point of view of the side that
// moved into it. Then proofs move up: a node one of whose children is a
// proven win for the side choosing there is a proven loss for the side
// that moved into it, and a node whose children are all proven losses is
// a proven win. Proofs let the tree stop wasting visits on decided lines,
// which plain UCT at nim, where random rollouts say almost nothing, needs.
func (t *tree) iterate() {
	p := t.pos
	p.CopyFrom(t.rootPos)
	t.path = append(t.path[:0], 0)
	n := int32(0)
	depth := 0
	for {
		nd := &t.nodes[n]
		if nd.moves < 0 {
			if o := p.Outcome(); o.Over() {
				nd.outcome, nd.moves = o, 0
				// The side that moved into the node is the one not to move.
				nd.proven = int8(o.ScoreFor(p.ToMove().Other()))
			} else {
				t.legal = p.LegalMoves(t.legal[:0])
				nd.moves = int32(len(t.legal))
				nd.key = positionKey(p)
				nd.proven = t.proofs[nd.key]
			}
			if n != 0 {
				break // a new leaf: roll out from here
			}
		}
		if n != 0 && (nd.proven != 0 || nd.outcome.Over() || nd.moves == 0) {
			break
		}
		if nd.created < nd.moves {
			t.legal = p.LegalMoves(t.legal[:0])
			m := t.legal[nd.created]
			c := t.alloc(n, m)
			if c < 0 {
				break // the arena is full: roll out from this leaf
			}
			p.Play(m)
			depth++
			t.path = append(t.path, c)
			n = c
			continue // classify the new child, then roll out from it
		}
		n = t.selectChild(n)
		p.Play(t.nodes[n].move)
		depth++
		t.path = append(t.path, n)
	}
	// sign turns a value for the side that moved into n into one for the
	// root's side to move.
	sign := int8(-1)
	if depth%2 == 1 {
		sign = 1
	}
	var s sample
	if nd := &t.nodes[n]; n != 0 && (nd.proven != 0 || nd.outcome.Over()) {
		score := sign * nd.proven
		s = sample{value: int64(score) * fixedOne, plain: score, plies: int32(depth), tong: tongScore(score, int32(depth))}
	} else {
		s = t.k.run(p, depth, t.base, t.iter)
	}
	t.iter++
	flipped := sample{value: -s.value, plain: -s.plain, plies: s.plies, capped: s.capped, tong: tongScore(-s.plain, s.plies)}
	for d, i := range t.path {
		if d%2 == 1 { // moved into by the root's side
			t.nodes[i].stats.add(s)
		} else {
			t.nodes[i].stats.add(flipped)
		}
	}
	for d := len(t.path) - 1; d > 0; d-- {
		if !t.prove(t.path[d-1]) {
			break
		}
	}
}

// prove tries to prove node n from its children and reports whether it
// did (so the caller tries the parent next).
func (t *tree) prove(n int32) bool {
	nd := &t.nodes[n]
	if nd.proven != 0 {
		return false
	}
	allLost := nd.created == nd.moves && nd.moves > 0
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		switch t.nodes[c].proven {
		case 1:
			nd.proven = -1
			t.proofs[nd.key] = -1
			return true
		case 0:
			allLost = false
		}
	}
	if allLost {
		nd.proven = 1
		t.proofs[nd.key] = 1
		return true
	}
	return false
}

// keyer is implemented by positions with a cheap hash of everything that
// decides their future (chess's Zobrist key).
type keyer interface{ Hash() uint64 }

// positionKey identifies p for the proof table without allocating when it
// can: the position's own hash if it has one (chess), else a hash of its
// grid, side to move and ply (tic-tac-toe, Rollerball: the ply keeps move
// limits sound), else a hash of its position text, which allocates once
// per new node (Nim). Repetition history is not part of a key, so in the
// rare line where a repetition would turn a proven result into a draw the
// proof is trusted anyway.
func positionKey(p variants.Position) uint64 {
	if k, ok := p.(keyer); ok {
		return k.Hash()
	}
	if g, ok := p.(variants.Grid); ok {
		files, ranks := g.Dims()
		h := splitmix64(uint64(p.Ply())<<1 | uint64(p.ToMove()))
		for sq := range variants.Square(files * ranks) {
			c := g.Cell(sq)
			h = splitmix64(h ^ uint64(c.Piece)<<8 ^ uint64(c.Owner)<<16 ^ uint64(sq)<<24)
		}
		return h
	}
	return fnv64(p.Encode())
}

// selectChild picks the child of n to descend to: the highest UCB1 value
// (see ucb), or for uct-roulette a child drawn with probability
// proportional to Q + rouletteFloor, Q = (mean+1)/2 in [0, 1]. Ties go to
// the first child in the list.
func (t *tree) selectChild(n int32) int32 {
	nd := &t.nodes[n]
	// A proven win is always taken (only the root gets here with one);
	// proven losses are skipped unless nothing else is left.
	skip := int8(2) // matches no child
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		switch t.nodes[c].proven {
		case 1:
			return c
		case 0:
			skip = -1
		}
	}
	if t.roulette {
		total := 0.0
		for c := nd.child; c >= 0; c = t.nodes[c].next {
			if t.nodes[c].proven != skip {
				total += reward(&t.nodes[c].stats) + rouletteFloor
			}
		}
		x := t.sel.rng.Float64() * total
		last := int32(-1)
		for c := nd.child; c >= 0; c = t.nodes[c].next {
			if t.nodes[c].proven == skip {
				continue
			}
			x -= reward(&t.nodes[c].stats) + rouletteFloor
			if x < 0 {
				return c
			}
			last = c
		}
		return last
	}
	logN := math.Log(float64(nd.stats.n))
	best, bestV := int32(-1), math.Inf(-1)
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].proven == skip {
			continue
		}
		if v := ucb(&t.nodes[c].stats, logN, t.c); best < 0 || v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// reward maps a mean in [-1, 1] to UCB1's reward scale [0, 1].
func reward(s *tally) float64 { return (s.mean() + 1) / 2 }

// ucb is UCB1's value of a child with statistics s under a parent with
// ln(visits) logN: mean + c*sqrt(ln N / n) on the mean's own scale [-1, 1],
// the scale the tables show. On UCB1's textbook [0, 1] reward scale this is
// an exploration constant of c/2: with the default c = sqrt(2), about 0.71,
// which explores less than the textbook sqrt(2) and, with the proofs,
// finds Nim's winning replies at 20,000 iterations where the textbook
// constant misses some. An unvisited child comes first.
func ucb(s *tally, logN, c float64) float64 {
	if s.n == 0 {
		return math.Inf(1)
	}
	return s.mean() + c*math.Sqrt(logN/float64(s.n))
}

// decided reports whether more iterations cannot change the choice: a root
// child is a proven win. (A proven loss everywhere does not stop the
// search: the most visited move is still the most stubborn defence against
// an opponent who may err.) The root's own proof is not enough, since it
// may come from the proof table before the winning child has been found
// in this tree. Each worker checks its own tree, so stopping on a proof
// keeps a rollout budget's results reproducible.
func (t *tree) decided() bool {
	if len(t.nodes) == 0 || t.nodes[0].proven != -1 {
		return false
	}
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		if t.nodes[c].proven == 1 {
			return true
		}
	}
	return false
}

// rootTallies copies the statistics and proofs of the root's children into
// ts and proven, which are indexed by the root's legal moves; a move
// without a child gets a zero tally. The children were created in legal order and are linked newest
// first.
func (t *tree) rootTallies(ts []tally, proven []int8) {
	for i := range ts {
		ts[i], proven[i] = tally{}, 0
	}
	root := &t.nodes[0]
	k := root.created - 1
	for c := root.child; c >= 0; c = t.nodes[c].next {
		ts[k], proven[k] = t.nodes[c].stats, t.nodes[c].proven
		k--
	}
}
