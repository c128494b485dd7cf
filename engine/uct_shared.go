package engine

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"rollout/variants"
)

// Tree parallelism (Config.Parallel = ParallelTree): every worker walks
// one shared tree, so a second core deepens the one tree rather than
// growing a second one beside it (root parallelism, the default).
//
// Selection runs without any lock where the selection rule is UCB1 with
// knowledge (selectInformed, the default player's): the walker descends
// on its own position reading only fields the tree writes with atomic
// stores while it is shared (visits, value sum, minimax value, proof,
// child link, counts of children and moves) or never changes once a node
// is linked (move, prior, sibling link), and a node is linked to its
// parent only once it is whole. Every write of a node is made under one
// mutex (the marks of virtual loss, below, are not the nodes'),
// which a walker takes where its selection stopped: it goes on selecting
// from there (usually it stops at once; another walker may have given
// the node children meanwhile), then expands, and takes it again for the
// backup, with the leaf's work between them outside it: the new node's
// evaluation (chess's default leaf) or the rollout, on the walker's own
// position. Readers of the nodes under the mutex need no atomics:
// nothing of them is written outside it. Other selection rules (PUCT, the roulette, plain UCB1)
// select under the mutex. A walker (one per worker)
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
// choosing it) until its backup, so another walker's selection
// meanwhile finds that line a little worse and usually takes another.
// Where selection runs without the lock, a walker marks each node as it
// steps to it (an atomic add on the node's count in the tree's marks),
// so a walker selecting at the same moment sees it at once and parts
// from it rather than take the same path, as it did when the loss was
// added under the lock once the selection was made; the nodes the
// locked part adds to the path are marked too, and every mark is taken
// back once the backup is made. The marks are apart from n and sum, and only atomic
// operations touch them, so the locked code's plain reads of n and sum
// race with nothing. A walker's own marks are never read by its own
// selection (it reads the marks of the children it chooses among, not
// of the node it stands on), so one walker grows the tree iterate
// grows. Where selection runs under the lock the loss is in n and sum,
// the two it reads, added under the lock once the path is selected and
// taken back by the backup's own add.
//
// Recycling a full arena renumbers the nodes, which a walker holds by
// index while it selects and between its two locked parts; a gate (a
// read-write lock each chunk of a walker's iterations holds for
// reading: per iteration, its two atomic adds on a line both walkers
// write were a cost of their own) lets the worker that recycles, between
// its chunks, wait for the chunks in flight and keep new ones out.

// walker is one worker's walk state in a shared tree. The padding at
// both ends keeps one walker's fields, which its worker writes every
// iteration, off the cache lines of whatever the allocator puts beside
// it, such as the other walker.
type walker struct {
	_ [64]byte
	// root is the walker's own copy of the tree's root position, which
	// its selection without the lock starts from (the tree's is read
	// by reports under the lock, and reading it may write its scratch).
	root  variants.Position
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
	_      [64]byte
}

// sharedTree is a tree that several workers search at once.
type sharedTree struct {
	t *tree
	// mu guards the tree: every write of its nodes, and every read or
	// write of its kids, orders, proofs and scratch. done, beside it,
	// counts the iterations the workers finished, under it: every
	// backup writes both, and on one cache line that is one line
	// passed between the cores, not two.
	mu   sync.Mutex
	done int64
	// gate is held for reading by each chunk of a walker's iterations,
	// and for writing by a recycle.
	gate sync.RWMutex
	// home is the tree's own walk state, installed whenever no walker's
	// is.
	home walker
	// claimed counts the iterations the workers took from an iteration
	// budget.
	claimed atomic.Int64
	// decided mirrors t.decided(), for the workers' loop tests outside
	// the lock, which read it every iteration: it is written only when
	// it changes, so the line it shares with the fields below, which
	// only selection reads, stays in both cores' caches.
	decided atomic.Bool
	// nodes is the tree's arena to its capacity, for selection without
	// the lock: its slice never moves, and the tree's own header, which
	// grows under the lock, is not read outside it.
	nodes []node
	// free is set where the selection rule can run without the lock;
	// rule is what it reads of the tree's configuration, copied, since
	// a walker under the lock installs its own evaluation and priors in
	// the tree.
	free bool
	rule freeRule
}

// freeRule is the configuration selection without the lock reads: the
// tree's exploration constants (below and at the root), minimax weight,
// progressive bias weight and widening, and whether it evaluates and
// rates moves.
type freeRule struct {
	c, rootC, a, w, widen float64
	ev, pr                bool
}

// newSharedTree wraps t, prepared for a search by cfg (tree.prepare
// with worker 0), for walkers to share.
func newSharedTree(t *tree) *sharedTree {
	sh := &sharedTree{t: t}
	if t.nodes[0].moves < 0 { // descend's first step, before any walker reads the root
		t.classify(0, t.rootPos)
	}
	t.shared = true
	sh.nodes = t.nodes[:cap(t.nodes)]
	sh.free = (t.ev != nil || t.pr != nil) && !t.puct && !t.roulette
	sh.rule = freeRule{c: t.c, rootC: t.rootC, a: t.a, w: t.w, widen: t.widen, ev: t.ev != nil, pr: t.pr != nil}
	sh.home = t.walkState()
	sh.decided.Store(t.decided())
	if t.marks == nil && sh.free {
		t.marks = newArena[int32](t, t.capacity, false)[:t.capacity]
	}
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
	wk := &walker{root: p.Clone(), pos: p, k: kernelFor(p, cfg), path: make([]int32, 0, 64)}
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

// iterate runs one iteration of wk on the shared tree: selection
// without the lock (descendFree); its last steps and the expansion
// under it, virtual loss on the path; the leaf's evaluation or rollout
// outside it; the backup under it again. The caller holds the gate for
// reading.
func (sh *sharedTree) iterate(wk *walker) {
	t := sh.t

	n, depth := sh.descendFree(wk)
	marked := len(wk.path) // descendFree marked them where it selected
	sh.mu.Lock()
	t.use(wk)
	t.lazy = true
	n, depth = t.descendFrom(n, depth)
	if t.rateOutside(n) {
		// The node's first expansion lists and rates every legal move
		// (a fifth of a default chess iteration): the walker does it on
		// its own position, the lock released and its path held by
		// virtual loss, and expand orders them. If another walker
		// expanded the node meanwhile, expand follows the order it made.
		if sh.free {
			sh.mark(t.path[marked:], 1)
			marked = len(t.path)
		} else {
			t.virtualLoss(1)
		}
		t.save(wk)
		t.use(&sh.home)
		sh.mu.Unlock()
		wk.legal = wk.pos.LegalMoves(wk.legal[:0])
		wk.priors = wk.priors[:0]
		if pl, ok := wk.pr.(variants.PriorLister); ok {
			wk.priors = slices.Grow(wk.priors, len(wk.legal))[:len(wk.legal)]
			pl.Priors(wk.legal, wk.priors)
		} else {
			for _, m := range wk.legal {
				wk.priors = append(wk.priors, wk.pr.Prior(m))
			}
		}
		sh.mu.Lock()
		t.use(wk)
		if !sh.free {
			t.virtualLoss(-1)
		}
		t.pre, t.preLegal, t.preNode = wk.priors, wk.legal, n
	}
	n, depth, t.fresh = t.expand(n, depth)
	t.pre, t.preLegal = nil, nil
	t.deepest = max(t.deepest, depth)
	pending, mate, plies, drawValue := t.pending, t.pendingMate, t.mateNew, t.drawValue
	t.lazy, t.pending, t.pendingMate = false, false, false
	var s sample
	nd := &t.nodes[n]
	h, key := nd.h, nd.key // a new leaf's value where the cache held it
	exact := n != 0 && (nd.proven != 0 || nd.outcome.Over())
	if exact {
		s = t.simulate(n, depth) // a proven or finished leaf: its value
	}
	if sh.free {
		sh.mark(t.path[marked:], 1)
	} else {
		t.virtualLoss(1)
	}
	t.save(wk)
	t.use(&sh.home)
	sh.mu.Unlock()

	var v float64
	var mated proof
	if mate {
		// expand's mate search (mateProve), by the walker's own
		// position: a mate found makes the leaf exact, not evaluated.
		// Mate's value is for the side to move at the leaf, a proof's
		// for the side that moved into it.
		if mv, l := wk.ms.Mate(plies); mv != 0 {
			mated = proof{int8(-mv), uint8(l)}
			s, h, exact, pending = provenSample(mated.value, depth, drawValue), float32(mated.value), true, false
			wk.iter++ // as simulate counts an exact leaf
		}
	}
	if pending {
		// expand's evaluation, by the walker's own position.
		v = wk.ev.Evaluate()
		h = -float32(v * fiftyScaleOf(wk.draws, sh.t.fifty))
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
	if mated.value != 0 {
		// Another walker may have proven the node meanwhile (by the
		// same value: it is the same position).
		if nd := &t.nodes[n]; nd.proven == 0 {
			t.setProof(nd, mated.value, mated.plies)
			t.proofs[nd.key] = mated
			t.setH(nd, h)
		}
	}
	if pending {
		// Another walker may have proven the node meanwhile, or made
		// its children, whose minimax value is then the node's.
		if nd := &t.nodes[n]; nd.proven == 0 && nd.child < 0 {
			t.setH(nd, h)
		}
		if t.evals != nil {
			t.evals.put(key, v)
		}
	}
	t.lost = !sh.free // backpropagate takes the virtual loss back as it adds s
	t.backpropagate(s)
	t.lost = false
	if d := t.decided(); d != sh.decided.Load() {
		sh.decided.Store(d)
	}
	sh.done++ // under the lock: a published count is the tree's
	t.save(wk)
	t.use(&sh.home)
	sh.mu.Unlock()
	if sh.free {
		// The marks, taken back after the lock: only atomic
		// operations touch them, and the gate keeps a recycle out
		// until the iteration is done.
		sh.mark(wk.path, -1)
	}
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
// those a walker listed outside the lock where it rated n's priors,
// the root's those the search keeps to (rootLegal).
func (t *tree) legalAt(n int32, p variants.Position) []variants.Move {
	if n == 0 && t.only != nil {
		return t.rootLegal()
	}
	if t.pre != nil && t.preNode == n {
		return append(t.legal[:0], t.preLegal...)
	}
	return p.LegalMoves(t.legal[:0])
}

// priorAt is priorOf for m, node n's legal move i (in t.legal), read
// from the priors a walker rated outside the lock where it rated n's.
func (t *tree) priorAt(n int32, i int, m variants.Move) float64 {
	if t.preAt(n) {
		return t.pre[i]
	}
	return t.priorOf(n, m)
}

// preAt reports whether a walker rated node n's legal moves (t.legal)
// outside the lock, their priors in t.pre.
func (t *tree) preAt(n int32) bool {
	return t.pre != nil && t.preNode == n && len(t.pre) == len(t.legal)
}

// virtualLoss adds (d = 1) or removes (d = -1) a visit lost for the
// side choosing it at every node of t.path.
func (t *tree) virtualLoss(d int64) {
	for _, i := range t.path {
		s := &t.nodes[i].stats
		atomic.AddInt64(&s.n, d)
		atomic.AddInt64(&s.sum, -d*fixedOne)
	}
}

// mark adds d (1, or -1 to take them back) to the marks of the nodes
// of path but the root, which selection never counts them at.
func (sh *sharedTree) mark(path []int32, d int32) {
	for _, i := range path {
		if i != 0 {
			atomic.AddInt32(&sh.t.marks[i], d)
		}
	}
}

// descendFree is descend without the tree's lock, on the walker's own
// position and path, where the selection rule allows (sh.free; else it
// stops at the root). It stops where descend would, or at a node not yet
// classified; the walker goes on from there under the lock
// (descendFrom), which stops at once unless the node changed meanwhile.
// What it reads may be a moment old or half updated (a visit counted
// before its value): that steers one selection, never the tree's
// structure, which only the locked part changes.
func (sh *sharedTree) descendFree(wk *walker) (int32, int) {
	p := wk.pos
	p.CopyFrom(wk.root)
	wk.path = append(wk.path[:0], 0)
	if !sh.free {
		return 0, 0
	}
	r, nodes := &sh.rule, sh.nodes
	n, depth := int32(0), 0
	for {
		nd := &nodes[n]
		moves := atomic.LoadInt32(&nd.moves)
		if moves < 0 {
			return n, depth
		}
		if proven, over, _ := nd.head(); n != 0 && (proven != 0 || over || moves == 0) {
			return n, depth // closed
		}
		created := atomic.LoadInt32(&nd.created)
		if created < moves && (!r.pr || created < 2+int32(r.widen*math.Sqrt(float64(atomic.LoadInt64(&nd.stats.n))))) {
			return n, depth // widened's room for another child
		}
		c := sh.selectFree(n)
		if c < 0 {
			return n, depth
		}
		n = c
		atomic.AddInt32(&sh.t.marks[n], 1) // the other walker's selection sees it at once
		p.Play(nodes[n].move)
		depth++
		wk.path = append(wk.path, n)
	}
}

// selectFree is selectInformed (UCB1's rule, not PUCT's) without the
// lock: the same values from atomic loads, the same proof rules, and
// the other walkers' marks on the children counted as virtual losses.
// Those are read only where another walker's selection may have
// passed: at the root, and at a node marked by more walkers than this
// one (a child's mark is its parent's too), which spares a read a
// child, a likely cache miss, everywhere else.
func (sh *sharedTree) selectFree(n int32) int32 {
	r, nodes, marks := &sh.rule, sh.nodes, sh.t.marks
	others := n == 0 || atomic.LoadInt32(&marks[n]) > 1
	logN := lnVisits(atomic.LoadInt64(&nodes[n].stats.n))
	ec := r.c
	if n == 0 && r.rootC > 0 { // explorationAt
		ec = r.rootC
	}
	best, bestV := int32(-1), math.Inf(-1)
	win, winPlies := int32(-1), uint8(0)
	for pass := 0; pass < 2 && best < 0; pass++ {
		for c := atomic.LoadInt32(&nodes[n].child); c >= 0; c = nodes[c].next {
			cn := &nodes[c]
			proven, _, plies := cn.head()
			if proven != 0 && pass == 0 {
				if proven == 1 && (win < 0 || plies <= winPlies) {
					win, winPlies = c, plies
				}
				continue // proven: only when no child is open
			}
			var m int32
			if others {
				m = atomic.LoadInt32(&marks[c])
			}
			if v := r.value(cn, m, logN, ec); best < 0 || v > bestV {
				best, bestV = c, v
			}
		}
		if best < 0 && win >= 0 {
			return win
		}
	}
	return best
}

// value is selectInformed's value of a child from atomic loads, with marks other walkers'
// selections in flight through the node, each counted as a virtual
// loss.
func (r *freeRule) value(cn *node, marks int32, logN, c float64) float64 {
	n := atomic.LoadInt64(&cn.stats.n) + int64(marks)
	if n == 0 {
		return math.Inf(1)
	}
	q := (float64(atomic.LoadInt64(&cn.stats.sum))/fixedOne - float64(marks)) / float64(n)
	if r.ev {
		q = (1-r.a)*q + r.a*float64(math.Float32frombits(atomic.LoadUint32((*uint32)(unsafe.Pointer(&cn.h)))))
	}
	q += c * math.Sqrt(logN/float64(n))
	if r.pr {
		q += r.w * float64(cn.prior) / float64(n+1)
	}
	return q
}

// The proof, outcome and proof length lead a node, in its first four
// bytes, which head loads as one word and setProof stores as one: Go has
// no atomic bytes. These fail to compile if the layout moves.
var (
	_ [0]struct{} = [unsafe.Offsetof(node{}.outcome) - 1]struct{}{}
	_ [0]struct{} = [unsafe.Offsetof(node{}.plies) - 3]struct{}{}
	_ [0]struct{} = [unsafe.Sizeof(variants.Outcome{}) - 2]struct{}{}
)

// head loads node nd's proof, whether its game is over and its proof's
// length as one word, for a walker reading without the lock.
func (nd *node) head() (proven int8, over bool, plies uint8) {
	w := atomic.LoadUint32((*uint32)(unsafe.Pointer(nd)))
	b := (*[4]byte)(unsafe.Pointer(&w))
	return int8(b[0]), variants.Result(b[1]) != variants.Ongoing, b[3]
}

// setProof sets node nd's proof and its length: in a shared tree with
// one atomic store of the node's first word (see head).
func (t *tree) setProof(nd *node, v int8, plies uint8) {
	if !t.shared {
		nd.proven, nd.plies = v, plies
		return
	}
	w := *(*[4]byte)(unsafe.Pointer(nd)) // under the lock: no other writer
	w[0], w[3] = byte(v), plies
	atomic.StoreUint32((*uint32)(unsafe.Pointer(nd)), *(*uint32)(unsafe.Pointer(&w)))
}

// setH sets node nd's minimax value, atomically in a shared tree.
func (t *tree) setH(nd *node, h float32) {
	if t.shared {
		atomic.StoreUint32((*uint32)(unsafe.Pointer(&nd.h)), math.Float32bits(h))
	} else {
		nd.h = h
	}
}

// setMoves sets node nd's count of legal moves, atomically in a shared
// tree.
func (t *tree) setMoves(nd *node, moves int32) {
	if t.shared {
		atomic.StoreInt32(&nd.moves, moves)
	} else {
		nd.moves = moves
	}
}

// addShared is add in a shared tree: the visit and the value sum, which
// walkers read without the lock, by atomic adds. Where the visit's
// virtual loss is on the node (lost), the visit it counted stays and
// the loss it scored is taken back with the same add: one atomic add
// where the two steps took four.
func (t *tally) addShared(s sample, lost bool) {
	if lost {
		atomic.AddInt64(&t.sum, s.value+fixedOne)
	} else {
		atomic.AddInt64(&t.n, 1)
		atomic.AddInt64(&t.sum, s.value)
	}
	t.addDetail(s)
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
		sh.gate.RLock()
		for i := int64(0); i < n && (first || !s.stopped()) && !sh.decided.Load(); i++ {
			sh.iterate(wk)
		}
		sh.gate.RUnlock()
		// The root and its count are read and published under the
		// tree's lock, so the last publication is the whole search's.
		sh.mu.Lock()
		t.rootTallies(local, proven)
		full := t.full
		s.publish(0, local, proven, sh.done, len(t.nodes), now)
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
