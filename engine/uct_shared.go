package engine

import (
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// Tree parallelism (Config.Parallel = ParallelTree): every worker walks
// one shared tree, so a second core deepens the one tree rather than
// growing a second one beside it (root parallelism, the default).
//
// The locking is one mutex for the tree's structure, held for selection
// and expansion and again for the backup, with the leaf's work between
// them outside it: the new node's evaluation (chess's default leaf) or
// the rollout, on the walker's own position. A walker (one per worker)
// holds what an iteration carries across the unlocked part: its
// position, evaluation, priors, mate search, repetition rules, kernel,
// path and random stream. Under the lock the walker's fields are
// installed in the tree, so descend, expand and backpropagate run
// unchanged, and the tree's own are put back before the lock is
// released, so a worker reading the tree for a report (root tallies,
// lines, minimax values) never touches a position a walker is using.
//
// Virtual loss keeps the walkers apart: the path a walker has selected
// counts one more visit and one more loss at every node (for the side
// choosing it) until its backup removes them, so another walker's
// selection meanwhile finds that line a little worse and usually takes
// another. Only n and sum carry it, the two that selection reads.
//
// Recycling a full arena renumbers the nodes, which a walker between
// its two locked parts holds by index; a gate (a read-write lock each
// iteration holds for reading) lets the worker that recycles wait for
// the iterations in flight and keep new ones out.

// walker is one worker's walk state in a shared tree.
type walker struct {
	pos   variants.Position
	ev    variants.Evaluator
	pr    variants.Priorer
	ms    MateSearcher
	draws variants.Repeater
	k     *kernel
	path  []int32
	base  uint64
	iter  uint64
	fresh bool
	// legal and priors are the scratch of the priors a walker rates
	// outside the lock (rateOutside).
	legal  []variants.Move
	priors []float64
}

// sharedTree is a tree that several workers search at once.
type sharedTree struct {
	t *tree
	// mu guards the tree: every read or write of its nodes, kids,
	// orders, proofs and scratch.
	mu sync.Mutex
	// gate is held for reading by each iteration, from its selection to
	// its backup, and for writing by a recycle.
	gate sync.RWMutex
	// home is the tree's own walk state, installed whenever no walker's
	// is.
	home walker
	// done counts the iterations the workers finished; claimed those
	// they took from an iteration budget.
	done, claimed atomic.Int64
	// decided mirrors t.decided() after each backup, for the workers'
	// loop tests outside the lock.
	decided atomic.Bool
}

// newSharedTree wraps t, prepared for a search by cfg (tree.prepare
// with worker 0), for walkers to share.
func newSharedTree(t *tree) *sharedTree {
	sh := &sharedTree{t: t}
	sh.home = t.walkState()
	sh.decided.Store(t.decided())
	return sh
}

// walkState is the tree's current walk state as a walker.
func (t *tree) walkState() walker {
	return walker{pos: t.pos, ev: t.ev, pr: t.pr, ms: t.ms, draws: t.draws, k: t.k, path: t.path, base: t.base, iter: t.iter, fresh: t.fresh}
}

// save copies the tree's walk state back to wk, whose scratch it keeps.
func (t *tree) save(wk *walker) {
	wk.pos, wk.ev, wk.pr, wk.ms, wk.draws, wk.k = t.pos, t.ev, t.pr, t.ms, t.draws, t.k
	wk.path, wk.base, wk.iter, wk.fresh = t.path, t.base, t.iter, t.fresh
}

// use installs wk's walk state in the tree.
func (t *tree) use(wk *walker) {
	t.pos, t.ev, t.pr, t.ms, t.draws, t.k = wk.pos, wk.ev, wk.pr, wk.ms, wk.draws, wk.k
	t.path, t.base, t.iter, t.fresh = wk.path, wk.base, wk.iter, wk.fresh
}

// newWalker makes worker w's walk state for the shared tree: a position
// of its own set up as the tree's, the same parts in play on it, its
// own kernel and seed stream.
func (sh *sharedTree) newWalker(cfg Config, base uint64, w int) *walker {
	t := sh.t
	p := t.rootPos.Clone()
	configurePos(p, cfg)
	wk := &walker{pos: p, k: kernelFor(p, cfg), path: make([]int32, 0, 64)}
	wk.base = splitmix64(base ^ splitmix64(uint64(w)+0x5eed))
	if t.ev != nil {
		wk.ev = p.(variants.Evaluator)
	}
	if t.pr != nil {
		wk.pr = p.(variants.Priorer)
	}
	if t.ms != nil {
		wk.ms = p.(MateSearcher)
	}
	if t.draws != nil {
		wk.draws = p.(variants.Repeater)
	}
	return wk
}

// iterate runs one iteration of wk on the shared tree: selection and
// expansion under the lock, virtual loss on the path; the leaf's
// evaluation or rollout outside it; the backup under it again.
func (sh *sharedTree) iterate(wk *walker) {
	t := sh.t
	sh.gate.RLock()
	defer sh.gate.RUnlock()

	sh.mu.Lock()
	t.use(wk)
	t.lazy = true
	n, depth := t.descend()
	if t.rateOutside(n) {
		// The node's first expansion lists and rates every legal move
		// (a fifth of a default chess iteration): the walker does it on
		// its own position, the lock released and its path held by
		// virtual loss, and expand orders them. If another walker
		// expanded the node meanwhile, expand follows the order it made.
		t.virtualLoss(1)
		t.save(wk)
		t.use(&sh.home)
		sh.mu.Unlock()
		wk.legal = wk.pos.LegalMoves(wk.legal[:0])
		wk.priors = wk.priors[:0]
		for _, m := range wk.legal {
			wk.priors = append(wk.priors, wk.pr.Prior(m))
		}
		sh.mu.Lock()
		t.use(wk)
		t.virtualLoss(-1)
		t.pre, t.preLegal, t.preNode = wk.priors, wk.legal, n
	}
	n, depth, t.fresh = t.expand(n, depth)
	t.pre, t.preLegal = nil, nil
	t.deepest = max(t.deepest, depth)
	pending := t.pending
	t.lazy, t.pending = false, false
	var s sample
	nd := &t.nodes[n]
	exact := n != 0 && (nd.proven != 0 || nd.outcome.Over())
	if exact {
		s = t.simulate(n, depth) // a proven or finished leaf: its value
	}
	t.virtualLoss(1)
	t.save(wk)
	t.use(&sh.home)
	sh.mu.Unlock()

	var h float32
	if pending {
		// expand's evaluation, by the walker's own position.
		h = -float32(wk.ev.Evaluate() * fiftyScaleOf(wk.draws))
	}
	if !exact {
		if wk.fresh && wk.ev != nil && wk.k.reusesLeafEval() {
			s = leafSample(h, depth) // simulate's shortcut
		} else {
			s = wk.k.run(wk.pos, depth, wk.base, wk.iter)
		}
		wk.iter++
	}

	sh.mu.Lock()
	t.use(wk)
	if pending {
		// Another walker may have proven the node meanwhile, or made
		// its children, whose minimax value is then the node's.
		if nd := &t.nodes[n]; nd.proven == 0 && nd.child < 0 {
			nd.h = h
		}
	}
	t.virtualLoss(-1)
	t.backpropagate(s)
	sh.decided.Store(t.decided())
	sh.done.Add(1) // under the lock: a published count is the tree's
	t.save(wk)
	t.use(&sh.home)
	sh.mu.Unlock()
}

// rateOutside reports whether expanding node n, where descend stopped,
// rates every legal move by its prior first (nextByPrior's first
// expansion of a node), which a walker can do outside the lock. The
// root is left to expand, whose priors may be seeded (Config.RootDepth).
func (t *tree) rateOutside(n int32) bool {
	nd := &t.nodes[n]
	return t.pr != nil && n != 0 && nd.kids == -1 && nd.created < nd.moves && !t.closed(n)
}

// legalAt lists the legal moves of node n at position p in t.legal:
// those a walker listed outside the lock where it rated n's priors.
func (t *tree) legalAt(n int32, p variants.Position) []variants.Move {
	if t.pre != nil && t.preNode == n {
		return append(t.legal[:0], t.preLegal...)
	}
	return p.LegalMoves(t.legal[:0])
}

// priorAt is priorOf for m, node n's legal move i (in t.legal), read
// from the priors a walker rated outside the lock where it rated n's.
func (t *tree) priorAt(n int32, i int, m variants.Move) float64 {
	if t.pre != nil && t.preNode == n && len(t.pre) == len(t.legal) {
		return t.pre[i]
	}
	return t.priorOf(n, m)
}

// virtualLoss adds (d = 1) or removes (d = -1) a visit lost for the
// side choosing it at every node of t.path.
func (t *tree) virtualLoss(d int64) {
	for _, i := range t.path {
		s := &t.nodes[i].stats
		s.n += d
		s.sum -= d * fixedOne
	}
}

// recycle makes room in the full arena once the iterations in flight
// have ended; a worker that finds it already made does nothing.
func (sh *sharedTree) recycle() {
	sh.gate.Lock()
	defer sh.gate.Unlock()
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.t.full {
		sh.t.recycle()
	}
}

// workShared is uctSearch.work for one of the workers of a shared tree:
// it runs iterations until the search stops, the deadline passes, the
// root is decided or the iteration budget limit (-1: none) is claimed,
// publishing the shared root after each chunk. The lead worker also
// publishes the principal variations.
func (s *uctSearch) workShared(sh *sharedTree, wk *walker, lead bool, limit int64) {
	t := sh.t
	local := make([]tally, len(s.legal))
	proven := make([]proof, len(s.legal))
	chunk := int64(1)
	var lined time.Time
	var now time.Time
	// The first chunk runs whatever the clock and the stop flag say, as
	// in work, so a search always answers with a searched move.
	for first := true; first || !s.stopped() && !sh.decided.Load(); first = false {
		if !first {
			if now = s.deadline.now(); s.deadline.passedAt(now) {
				s.halt(StopTime)
				break
			}
		}
		n := chunk
		if limit >= 0 {
			from := sh.claimed.Add(n) - n
			if from >= limit {
				break
			}
			n = min(n, limit-from)
		}
		began := time.Now()
		for i := int64(0); i < n && (first || !s.stopped()) && !sh.decided.Load(); i++ {
			sh.iterate(wk)
		}
		// The root and its count are read and published under the
		// tree's lock, so the last publication is the whole search's.
		sh.mu.Lock()
		t.rootTallies(local, proven)
		full := t.full
		s.publish(0, local, proven, sh.done.Load(), len(t.nodes), now)
		sh.mu.Unlock()
		if full {
			sh.recycle()
		}
		if sh.home.ev != nil {
			sh.mu.Lock()
			s.publishMinimax(0, t)
			sh.mu.Unlock()
		}
		if lead && time.Since(lined) >= linesEvery {
			sh.mu.Lock()
			s.publishLines(0, t)
			sh.mu.Unlock()
			lined = time.Now()
		}
		chunk = nextChunk(chunk, time.Since(began))
	}
	if lead {
		sh.mu.Lock()
		s.publishLines(0, t)
		sh.mu.Unlock()
	}
	if sh.decided.Load() {
		s.proved.Store(true)
	}
}
