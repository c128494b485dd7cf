package engine

import (
	"math/bits"
	"sync/atomic"

	"rollout/variants"
)

// node is one position of a uct tree. Nodes live in a tree's arena and
// link to each other by index, so the tree is one slice the garbage
// collector never walks node by node, and growing it allocates nothing
// once the arena has its size.
type node struct {
	// Selection reads proven, next, prior, u and stats.n of every child
	// (selectInformed), so they lead the node, in its first 32 bytes:
	// nodes are 128 bytes, on a huge page, so those bytes share one
	// cache line (at 120 bytes apart they did for five nodes in eight;
	// with h, prior and next at the node's end, a child's reads took two
	// lines, or three).
	//
	// proven is the exact value, when known, for the side that moved into
	// the node: +1 a win, -1 a loss, 0 not proven (or a draw). MCTS-Solver
	// (Winands, Bjornsson and Saito 2008) proves values up the tree.
	proven int8
	// outcome is set when the node's position is over.
	outcome variants.Outcome
	// plies is, once the node is proven, the length of the proof's line:
	// the plies from the node's position to the end of the game (0 where
	// the game is over), the winner's line as short and the loser's as
	// long as the proofs found (see prove), saturating at 255. A proven
	// win is played by its shortest line and a mate in one is never
	// passed over for a longer mate. It fills the byte of padding after
	// outcome, so it costs no memory.
	plies uint8
	// next links the node to its next sibling (-1: none); see child.
	next int32
	// h is the node's implicit minimax value (Config.Minimax) for the
	// side that moved into it: the static evaluation when it is made,
	// then the negated maximum of its children's. prior is the game's
	// prior for the move into the node (Config.Prior). Both are 0 when
	// their part is off.
	h, prior float32
	// u is the value selection reads for the node's mean (blended):
	// stats.sum/stats.n, mixed with h by the tree's weight a where the
	// tree evaluates, as selectInformed computed it for every child of
	// every node it passed; kept by backpropagate for the nodes of its
	// path, the only ones whose visits or h change (refreshU). Not kept
	// in a shared tree, whose virtual losses change the visits under it.
	u float64
	// stats are the rollouts through the node, scored for the side that
	// made the move into it: the side choosing among its siblings.
	stats tally
	move  variants.Move // the move into the node
	// parent and child link the tree: the parent and the first child
	// (the most recently created); -1 for none. key identifies the
	// node's position for the proof table. (Declared in this order, the
	// node has no padding.)
	parent int32
	key    uint64
	child  int32
	// kids, once every legal move has a child, is where the node's
	// children are listed in legal order in the tree's kids array, so
	// selection reads their indices from one run of memory instead of
	// chasing next links from node to node (each a likely cache miss
	// that the processor cannot start before the last one ends). Until
	// then it is -1, or, once the node has been expanded by priors, -2-i
	// where its expansion order starts at index i of the tree's order
	// array (see nextByPrior): a node needs its order only while it has
	// moves without a child, and its kids list only once it has none.
	kids int32
	// created counts the children made so far; they are the position's
	// first created legal moves, in legal order. moves is the number of
	// legal moves, -1 until the node is first reached and uncounted
	// until it is first expanded (0 where the game is over).
	created, moves int32
}

// tree is one worker's search tree with everything an iteration needs, so
// iterating allocates nothing once the arena and the scratch slices have
// grown to their size.
type tree struct {
	// The padding at both ends keeps the slice headers every iteration
	// writes (nodes, kids, path, legal) off the cache lines of whatever
	// the allocator puts beside the tree, such as another worker's tree
	// (unpadded, two trees were 224 bytes apart, one's nodes header on
	// the line of the other's proof table).
	_     [64]byte
	nodes []node
	// kids holds, for each node whose legal moves all have children, the
	// indices of those children in legal order (see node.kids). A node
	// is listed only once its parent is full, and in no other list, so
	// kids never needs more room than nodes.
	kids []int32
	// order holds, for each node expanded by priors that still has moves
	// without a child, its legal moves' indices in expansion order
	// (nextByPrior), so a node's priors are computed once and not at each
	// of its expansions; empty without priors, and emptied with every
	// compaction. priors is the scratch list of one node's priors.
	order    []uint8
	priors   []float64
	rest     []variants.Move // finishOrder's moves to place
	capacity int             // the most nodes the tree may hold
	rootPos  variants.Position
	pos      variants.Position // the walk's position
	legal    []variants.Move
	// only is the root's moves the search keeps to (Config.RootMoves,
	// the legal ones in legal order), nil where it searches them all.
	only     []variants.Move
	path     []int32
	sibs     []int32 // uct-roulette's list of a widened node's children (siblings)
	k        *kernel
	sel      stream // in-tree random choices (uct-roulette)
	c        float64
	roulette bool
	// a and w are the implicit minimax weight and the progressive bias
	// weight; ev and pr are the walk position's evaluation and priors,
	// nil while their part is off (or the game has none).
	a, w float64
	// uA and uEv are the a and whether it blended (ev set) that the
	// nodes' u were computed with; prepare computes every node's again
	// when they change (refreshAllU).
	uA  float64
	uEv bool
	// mmk is Config.MinimaxChildren: a node's h is its children's
	// negamax once it has made mmk of them (at least 1).
	mmk int32
	ev  variants.Evaluator
	pr  variants.Priorer
	// widen is progressive widening's width K (Config.Widen, 0 taken
	// as DefaultWiden): a node with priors has 2 + K·sqrt(visits)
	// children.
	widen float64
	// puct is set under Config.Select's SelectPUCT (with priors): a
	// child's prior field then holds its P, the softmax of the priors
	// of its parent's legal moves at temperature puctT, and selection
	// adds puctC·P·sqrt(N)/(1+n) instead of UCB1's term and progressive
	// bias. orderP holds, beside each entry of order, that move's P, so
	// the moves' priors are normalised once per node. fpu, above 0,
	// makes a node's next move a candidate of selection in place of
	// progressive widening (Config.FPU). rootC, above 0, is the
	// exploration constant at the root (Config.RootExploration).
	puct              bool
	puctC, puctT, fpu float64
	rootC             float64
	orderP            []float32
	// seeds are the root moves' priors and values from a shallow
	// search (Config.RootDepth, rootsearch.go), empty while off; probe
	// is that search's scratch position, seedVals its values sorted.
	seeds    []rootSeed
	seedVals []float32
	probe    variants.Position
	// fresh is set while the iteration's leaf was made by this
	// iteration's expansion.
	fresh bool
	// lazy is set while the tree is shared by workers (uct_shared.go):
	// expand then leaves a new node's evaluation to the walker, outside
	// the tree's lock, and sets pending; and, where it evaluates, the new
	// node's mate search (Config.Mate), setting pendingMate.
	lazy, pending, pendingMate bool
	// shared is set while workers share the tree: the fields walkers
	// read without the lock (see descendFree) are then written with
	// atomic stores. lost is set while backpropagate's path carries the
	// walker's virtual loss, which it then takes back as it adds.
	shared, lost bool
	// marks counts, per node, the walkers of a shared tree whose
	// selection without the lock has passed through the node and whose
	// virtual loss is not yet on it (uct_shared.go): allocated, at the
	// arena's capacity, when the tree is first shared; every count is 0
	// between iterations.
	marks []int32
	// pre, while set, holds the priors of node preNode's legal moves
	// preLegal, listed and rated by a shared tree's walker outside the
	// lock (legalAt, priorAt).
	pre      []float64
	preLegal []variants.Move
	preNode  int32
	// draws is the walk position's repetitions where Config.Draws is
	// on, nil while off (or the game has no repetitions); fifty is set
	// under DrawsAll, whose evaluation fades with the fifty-move
	// counter; drawValue is a draw's value for the root's side to move
	// (DrawsAll's contempt: below 0 when the root's side stands better,
	// above when worse; the centre's, Config.EvalCentre).
	draws     variants.Repeater
	fifty     bool
	drawValue float64
	// centre is the centre its positions' evaluation was set to
	// (Config.EvalCentre), a lead in centipawns for the first side: a
	// search on another centre searches afresh.
	centre int
	// ms is the walk position's mate search (mate.go), nil while off;
	// mateNew and mateExpand are its plies at each new node and at a
	// node's first expansion (Config.Mate, Config.MateExpand), and
	// mateVisits the visits a new node's parent needs for the first
	// (Config.MateVisits).
	ms                  MateSearcher
	mateNew, mateExpand int
	mateVisits          int64
	// tac is the walk position's tactical search (tactics.go), nil
	// while off; tacs its settings (Config.Tactics, TacticsRoot,
	// TacticsProve), and tactics counts the searches run this search.
	tac     Tactician
	tacs    tacParts
	tactics int64
	// hist is the tree's move history (Config.History, history.go),
	// nil while off; histW its weight W, and rootSide the side to move
	// at the root, for which the backups score their samples.
	hist     *moveHistory
	histW    float64
	rootSide variants.Side
	// histShrink is the samples a mean advantage is shrunk by
	// (Config.HistoryShrink, historyShrink where 0); killB the killer
	// bonus (Config.HistoryKiller, 0: off) and killers the killer
	// move of each depth; histLate Config.HistoryLate.
	histShrink float64
	killB      float64
	killers    [maxKillerDepth]variants.Move
	histLate   bool
	// evalPr is the walk position's evaluation priors where
	// Config.PriorEval is on (nil: off), on within priorEval plies of
	// the root.
	evalPr    EvalPriorer
	priorEval int
	// orderH holds, under the history and not PUCT, each move's prior
	// with its history bonus as a node's first expansion rated it, at
	// the index of its legal move from the start of the node's order
	// (the first expansion places the best orderFirst by them, and
	// finishOrder the others, in the order a full sort made). Indexed
	// as order is, never appended to.
	orderH []float64
	// evals is the leaves' evaluation cache (Config.EvalCache,
	// evalcache.go), nil while off.
	evals *evalCache

	base  uint64 // the worker's seed stream
	iter  uint64 // iterations run this search: the rollout's work unit
	remap []int32
	// full is set when an expansion found the arena full; the player
	// then recycles (see recycle) between chunks of iterations.
	full bool
	// recycled counts the recycles of this tree.
	recycled int
	// deepest is the longest path from the root iterate has walked and
	// expanded this search (UCI's seldepth).
	deepest int
	// proofs maps position keys to proven values (for the side that moved
	// into the position), so a position proven once is known wherever it
	// recurs in the tree by another move order: the transpositions that
	// make a tree of Nim or tic-tac-toe positions so much larger than the
	// game. It lives as long as the tree.
	proofs map[uint64]proof
	_      [64]byte
}

// orderPerNode sizes a tree's order array, in bytes per node of its
// capacity: a chess tree of the default player uses 8 to 11 (a third
// of its nodes are expanded, at some 30 moves each), and pages never
// touched are never resident.
const orderPerNode = 16

// rouletteFloor is the weight every child keeps on uct-roulette's wheel, so
// a move whose mean is the worst possible can still be tried again.
const rouletteFloor = 0.02

// newTree makes a tree whose arena is sized to its node budget at once
// (see newArena): only the nodes actually used become resident, and the
// arena never doubles past its budget by copying.
func newTree(capacity int, c float64, useRoulette bool) *tree {
	capacity = max(capacity, 2)
	t := &tree{
		capacity: capacity,
		legal:    make([]variants.Move, 0, 256),
		rest:     make([]variants.Move, 0, 256),
		sibs:     make([]int32, 0, 256),
		c:        c,
		roulette: useRoulette,
		sel:      newStream(),
		proofs:   make(map[uint64]proof),
	}
	// Nodes are read at random, so they get huge pages; a kids list is
	// read in one run, and its arena is small enough that 2 MiB steps
	// would show in a think's resident memory.
	t.nodes = newArena[node](t, capacity, true)
	t.kids = newArena[int32](t, capacity, false)
	return t
}

// reset empties the tree and roots it at pos.
func (t *tree) reset(pos variants.Position) {
	t.nodes, t.kids, t.order = t.nodes[:0], t.kids[:0], t.order[:0]
	if t.evals != nil {
		t.evals.forgetOrders()
	}
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
	i := t.newNode(parent, m)
	if i >= 0 && parent >= 0 {
		t.link(parent, i)
	}
	return i
}

// newNode appends a node for move m under parent without linking it to
// the parent, so no walk reaches it yet; it returns -1 when the arena
// is full.
func (t *tree) newNode(parent int32, m variants.Move) int32 {
	if len(t.nodes) >= t.capacity {
		t.full = true
		return -1
	}
	i := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{move: m, parent: parent, child: -1, next: -1, kids: -1, moves: -1})
	return i
}

// link makes node i, made by newNode, the parent's first child. In a
// shared tree it publishes the node with atomic stores: a walker
// selecting without the lock (descendFree) that reads the parent's new
// child or count sees the node whole.
func (t *tree) link(parent, i int32) {
	p := &t.nodes[parent]
	t.nodes[i].next = p.child
	if t.shared {
		atomic.StoreInt32(&p.child, i)
		atomic.StoreInt32(&p.created, p.created+1)
	} else {
		p.child = i
		p.created++
	}
	if p.created == p.moves {
		t.listKids(parent)
	}
}

// listKids lists the children of n, a node with a child for every legal
// move, in legal order in the kids array.
func (t *tree) listKids(n int32) {
	nd := &t.nodes[n]
	start := len(t.kids)
	t.kids = t.kids[:start+int(nd.created)]
	k := len(t.kids)
	for c := nd.child; c >= 0; c = t.nodes[c].next { // newest first
		k--
		t.kids[k] = c
	}
	nd.kids = int32(start)
}

// kidsOf returns the children of n in legal order, or nil while some
// legal move of n has no child.
func (t *tree) kidsOf(n int32) []int32 {
	nd := &t.nodes[n]
	if nd.kids < 0 {
		return nil
	}
	return t.kids[nd.kids : nd.kids+nd.created]
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

// keep compacts the arena to the subtree under r, which becomes the root,
// keeping every node of it as it is.
func (t *tree) keep(r int32) { t.compact(r, 0) }

// recycle makes room in a full arena so a long think goes on growing
// its tree: it collapses the subtrees under the least visited nodes back
// into leaves, keeping each one's statistics, proof and minimax value,
// and compacts the arena, keeping at most about half of it. A node keeps
// its children while it has at least T visits (the root always does),
// and it keeps all of them or none, so every node's children are still
// the first of its moves in expansion order and expansion resumes where
// it left off. Visits only fall from parent to child, so "every ancestor
// has T visits" is "the parent has", and compact's one ascending pass
// marks and moves the kept nodes. T is the smallest power of two that
// keeps at most half the capacity. Proofs stay in the proof table, so a
// recycled proven line is known again as soon as it is reached, unless
// the table has grown past the arena's capacity: then it is emptied, the
// same bound setRoot keeps between searches, so a think of any length
// holds at most that many proofs (clear keeps the map's storage, so its
// memory stops growing there too) and resident memory stays flat.
func (t *tree) recycle() {
	t.full = false
	if len(t.proofs) > t.capacity {
		clear(t.proofs)
	}
	if len(t.nodes) < 2 {
		return
	}
	// byBits[k]: nodes whose parent's visits have bit length k.
	var byBits [65]int
	for i := 1; i < len(t.nodes); i++ {
		byBits[bits.Len64(uint64(t.nodes[t.nodes[i].parent].stats.n))]++
	}
	goal, kept, k := t.capacity/2, 1, 64
	for ; k > 0 && kept+byBits[k] <= goal; k-- {
		kept += byBits[k]
	}
	// Kept: the nodes whose parent's visits have bit length above k,
	// those of at least T = 2^k visits.
	t.compact(0, int64(1)<<k)
	t.recycled++
}

// compact is the one pass behind keep and recycle: it keeps the subtree
// under r, which becomes the root at index 0, and in it the children of
// r and of every node with at least threshold visits (0: of every node);
// a kept node below the threshold becomes a leaf with its statistics,
// proof and minimax value. A child is always created after its parent,
// so one ascending pass marks the kept nodes (a node is kept when its
// parent is and keeps its children) and a second moves every kept node
// down to its new index without overwriting one not yet moved.
func (t *tree) compact(r int32, threshold int64) {
	if cap(t.remap) < len(t.nodes) {
		t.remap = make([]int32, len(t.nodes))
	}
	remap := t.remap[:len(t.nodes)]
	expanded := func(i int32) bool { return i == r || t.nodes[i].stats.n >= threshold }
	for i := range remap[:r] {
		remap[i] = -1
	}
	remap[r] = 0
	n := int32(1)
	for i := r + 1; i < int32(len(t.nodes)); i++ {
		remap[i] = -1
		// A node after r has a parent (only the root has none), and one
		// before r has remap -1.
		if p := t.nodes[i].parent; remap[p] >= 0 && expanded(p) {
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
		nd.next = relink(remap, nd.next)
		if expanded(i) {
			nd.child = relink(remap, nd.child)
		} else {
			nd.child, nd.created, nd.kids = -1, 0, -1
		}
		t.nodes[j] = nd
	}
	t.nodes = t.nodes[:n]
	t.tacs.renumber(remap)
	t.nodes[0].parent, t.nodes[0].next, t.nodes[0].move = -1, -1, variants.NoMove
	t.kids, t.order = t.kids[:0], t.order[:0]
	if t.evals != nil {
		t.evals.forgetOrders()
	}
	for i := range t.nodes {
		switch nd := &t.nodes[i]; {
		case nd.kids >= 0:
			t.listKids(int32(i))
		case nd.kids < -1:
			nd.kids = -1 // its order is made again when it is next expanded
		}
	}
}

func relink(remap []int32, i int32) int32 {
	if i < 0 {
		return -1
	}
	return remap[i]
}

// positionKey identifies p for the proof table without allocating when it
// can: the position's own hash (variants.Hasher: every built-in game), else
// a hash of its grid, side to move and ply (the ply keeps move limits
// sound), else a hash of its position text, which allocates once per new
// node. Repetition history is not part of a key, so in the rare line where
// a repetition would turn a proven result into a draw the proof is trusted
// anyway.
func positionKey(p variants.Position) uint64 {
	if k, ok := p.(variants.Hasher); ok {
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

// decided reports whether more iterations cannot change the choice: a
// root move is a proven win and no shorter win can be hiding among the
// others. A win at once cannot be beaten; a win 2 plies after the move
// can be beaten only by a win at once, which is proven as soon as its
// node is made, so it is settled once every legal move at the root has a
// child; a longer one once every root child is proven. Until then the
// search goes on among the open children, looking for a shorter win (see
// selectChild). (A proven loss everywhere does not stop the search: the
// longest defence is still worth finding against an opponent who may
// err.) Each worker checks its own tree, so stopping on a proof keeps a
// rollout budget's results reproducible.
func (t *tree) decided() bool {
	if len(t.nodes) == 0 || t.nodes[0].proven != -1 {
		return false // the cheap test: no root child is a proven win yet
	}
	root := &t.nodes[0]
	shortest, _, open := t.childProofs(0)
	unmade := root.created < root.moves
	return settledBy(shortest, unmade, open || unmade)
}

// settledBy is decided's rule: the shortest proven win at the root is
// shortest plies after the move (-1: none), some root move has no child
// yet (unmade), some is not proven (open, unmade ones included).
func settledBy(shortest int, unmade, open bool) bool {
	switch {
	case shortest < 0:
		return false
	case shortest == 0:
		return true
	case shortest <= 2:
		return !unmade
	}
	return !open
}

// cramped reports whether the arena lacks room for a child of every one
// of the root's legal moves (there are legal of them) that has none yet.
func (t *tree) cramped(legal int) bool {
	return len(t.nodes)+legal-int(t.nodes[0].created) > t.capacity
}

// rootTallies copies the statistics and proofs of the root's children into
// ts and proofs, which are indexed by the root's legal moves; a move
// without a child gets a zero tally. The children are matched to the
// legal moves by their moves: pure uct creates them in legal order, but
// progressive widening creates them best prior first.
func (t *tree) rootTallies(ts []tally, proofs []proof) {
	for i := range ts {
		ts[i], proofs[i] = tally{}, proof{}
	}
	t.legal = t.rootLegal()
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		if i := t.legalIndex(t.nodes[c].move); i >= 0 && i < len(ts) {
			nd := &t.nodes[c]
			ts[i], proofs[i] = nd.stats, proof{nd.proven, nd.plies}
		}
	}
}

// rootLegal lists in t.legal the root's moves the search considers:
// those it keeps to (t.only) where it keeps to some, else every legal
// one.
func (t *tree) rootLegal() []variants.Move {
	if t.only != nil {
		return append(t.legal[:0], t.only...)
	}
	return t.rootPos.LegalMoves(t.legal[:0])
}

// legalIndex is the index of m in t.legal, or -1.
func (t *tree) legalIndex(m variants.Move) int {
	for i, l := range t.legal {
		if l == m {
			return i
		}
	}
	return -1
}

// proof is a proven value with the length of its line, as the proof
// table keeps it and the root's table reports it: value +1 a win, -1 a
// loss, 0 not proven, for the side that moved into the position; plies
// from the position to the end of the game (see node.plies).
type proof struct {
	value int8
	plies uint8
}

// longer returns plies+1, saturating at 255.
func longer(plies uint8) uint8 {
	if plies == 255 {
		return 255
	}
	return plies + 1
}

// MaxLines is how many root moves, the most visited, a uct search keeps
// a principal variation for (MoveStats.Line): UCI's MultiPV at most.
const MaxLines = 8

// maxLineLen bounds a principal variation, in plies after the root move.
const maxLineLen = 64

// lineVisits is the least visits a child needs to extend a principal
// variation: one visit is the expansion alone, nothing searched below.
const lineVisits = 2

// line is the principal variation below node n: at each node its most
// visited child (ties as VisitOrder breaks them) while that
// child has lineVisits visits, at most maxLineLen moves. Below a proven
// node it follows the proof instead (proofChild), so a mate's line runs
// to the mate: a proven child is final after its first visit, and
// "score mate -1" came with a variation of our move alone.
func (t *tree) line(n int32) []variants.Move {
	var pv []variants.Move
	for len(pv) < maxLineLen {
		if c := t.proofChild(n); c >= 0 {
			pv = append(pv, t.nodes[c].move)
			n = c
			continue
		}
		best := int32(-1)
		for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
			if t.nodes[c].stats.n >= lineVisits && (best < 0 || t.visitRank(c, best) < 0) {
				best = c
			}
		}
		if best < 0 {
			break
		}
		pv = append(pv, t.nodes[best].move)
		n = best
	}
	return pv
}

// visitRank is VisitOrder between two children c and b of one node.
// Their moves' texts are read only where visits and means tie, which is
// rare: the node's position is replayed from the root for them.
func (t *tree) visitRank(c, b int32) int {
	cs, bs := &t.nodes[c].stats, &t.nodes[b].stats
	if cs.n != bs.n || cs.mean() != bs.mean() {
		return VisitOrder(nil, cs.n, cs.mean(), "", bs.n, bs.mean(), "")
	}
	var path []variants.Move
	for n := t.nodes[c].parent; n > 0; n = t.nodes[n].parent {
		path = append(path, t.nodes[n].move)
	}
	pos := t.rootPos.Clone()
	for i := len(path) - 1; i >= 0; i-- {
		pos.Play(path[i])
	}
	return variants.CompareMoveTexts(pos, pos.EncodeMove(t.nodes[c].move, variants.Display), pos.EncodeMove(t.nodes[b].move, variants.Display))
}

// proofChild is the child of a proven node n its proof goes through, -1
// for none (n not proven, or the proving child not in the tree: a value
// from the proof table): where the side to move at n wins, its shortest
// proven win; where it loses, the longest of its proven losses, the
// defence the proof's length counts.
func (t *tree) proofChild(n int32) int32 {
	v := t.nodes[n].proven
	if v == 0 {
		return -1
	}
	best := int32(-1)
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		cn := &t.nodes[c]
		if cn.proven != -v {
			continue
		}
		if best < 0 || v < 0 && cn.plies < t.nodes[best].plies || v > 0 && cn.plies > t.nodes[best].plies {
			best = c
		}
	}
	return best
}

// rootLines returns, indexed by the root's legal moves (t.legal, as
// rootTallies leaves it), the principal variation after each of the
// MaxLines most visited root children; nil for the others.
func (t *tree) rootLines(legal int) [][]variants.Move {
	type kid struct {
		node int32
		n    int64
	}
	var top [MaxLines]kid
	k := 0
	for c := t.nodes[0].child; c >= 0; c = t.nodes[c].next {
		n := t.nodes[c].stats.n
		if n == 0 || k == MaxLines && n <= top[k-1].n {
			continue
		}
		if k < MaxLines {
			k++
		}
		i := k - 1
		for ; i > 0 && top[i-1].n < n; i-- {
			top[i] = top[i-1]
		}
		top[i] = kid{c, n}
	}
	lines := make([][]variants.Move, legal)
	for _, kd := range top[:k] {
		if i := t.legalIndex(t.nodes[kd.node].move); i >= 0 && i < legal {
			lines[i] = t.line(kd.node)
		}
	}
	return lines
}
