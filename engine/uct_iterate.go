package engine

import (
	"math"
	"math/bits"
	"slices"

	"rollout/variants"
)

// One uct iteration is four phases, each a method of its own so that the
// player's iterate and the study Stepper run the very same code: descend
// (selection), expand, simulate and backpropagate. Between phases the
// tree's walk state (pos at the current node, path from the root) carries
// what the next phase needs; only one goroutine ever drives a tree.

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
	n, depth := t.descend()
	n, depth, t.fresh = t.expand(n, depth)
	t.deepest = max(t.deepest, depth)
	t.backpropagate(t.simulate(n, depth))
}

// descend is the selection phase: from the root it follows selectChild
// while the node it stands on is open (not over, not proven) and has a
// child for every legal move. It leaves t.pos at the node it stops on and
// t.path as the nodes from the root to it, and returns that node and its
// depth.
func (t *tree) descend() (int32, int) {
	t.pos.CopyFrom(t.rootPos)
	t.path = append(t.path[:0], 0)
	if t.nodes[0].moves < 0 {
		t.classify(0, t.pos)
	}
	return t.descendFrom(0, 0)
}

// descendFrom is descend's walk from node n at the given depth, t.pos
// its position and t.path the nodes from the root to it: a shared
// tree's walker goes on from where its selection without the lock
// stopped (descendFree).
func (t *tree) descendFrom(n int32, depth int) (int32, int) {
	p := t.pos
	for {
		nd := &t.nodes[n]
		if nd.moves < 0 { // defensive: every created node is classified at once
			t.classify(n, p)
			return n, depth
		}
		if t.closed(n) || nd.created < nd.moves && nd.created < t.widened(nd) {
			return n, depth
		}
		c := t.selectChild(n)
		if c < 0 { // first-play urgency chose n's next move without a child
			return n, depth
		}
		n = c
		p.Play(t.nodes[n].move)
		depth++
		t.path = append(t.path, n)
	}
}

// closed reports whether the walk stops at node n whatever its children:
// a node below the root whose game is over or whose value is proven.
func (t *tree) closed(n int32) bool {
	nd := &t.nodes[n]
	return n != 0 && (nd.proven != 0 || nd.outcome.Over() || nd.moves == 0)
}

// classify fills in what a node knows on its first visit: its outcome if
// the game is over there, else its position key and any value the proof
// table already holds for it. Its legal moves are counted when it is
// first expanded (moves is uncounted until then): that generates them
// anyway, and most nodes are leaves that never are.
func (t *tree) classify(n int32, p variants.Position) {
	nd := &t.nodes[n]
	if o := p.Outcome(); o.Over() {
		nd.outcome, nd.moves = o, 0
		// The side that moved into the node is the one not to move.
		nd.proven, nd.plies = int8(o.ScoreFor(p.ToMove().Other())), 0
		return
	}
	// Under Config.Draws a position that occurred before, on the path or
	// in the game, is a draw: a side that can repeat it can repeat it
	// again, and the search need not walk to the third time to see it.
	// Not at the root, which is searched whatever led to it.
	if n != 0 && t.draws != nil && t.draws.Repeated() {
		nd.outcome, nd.moves = variants.DrawBy(variants.ThreefoldRepetition), 0
		return
	}
	nd.moves = uncounted
	nd.key = positionKey(p)
	pr := t.proofs[nd.key]
	nd.proven, nd.plies = pr.value, pr.plies
}

// endEvalPriors turns the walk position's evaluation priors off again
// where expand turned them on (pev), so that no rating outside expand
// pays for them.
func (t *tree) endEvalPriors(pev bool) {
	if pev {
		t.evalPr.SetEvalPriors(false)
	}
}

// uncounted is node.moves of a node classify found open, until expand
// counts its legal moves: more than any node has children, so descend
// stops at it and expand expands it, as they would with the count.
const uncounted = math.MaxInt32

// expand is the expansion phase: at the node n where descend stopped, if
// it is open and has a legal move without a child, it adds a child for
// the first such move (children are made in legal order), plays it,
// classifies the new node and returns it with its depth and true. It
// adds nothing, returning n, when n is closed or the arena is full.
func (t *tree) expand(n int32, depth int) (int32, int, bool) {
	nd := &t.nodes[n]
	if t.closed(n) || nd.created >= nd.moves {
		return n, depth, false
	}
	p := t.pos
	var m variants.Move
	var prior float64
	// Config.PriorEval: the priors rated here weigh the evaluation
	// near the root.
	pev := t.evalPr != nil && depth < t.priorEval
	if pev {
		t.evalPr.SetEvalPriors(true)
	}
	if lp, ok := p.(legalPicker); ok && t.pr != nil && nd.kids < -1 && !t.histLate && (n != 0 || t.only == nil) {
		// The node's expansion order is kept (nextByPrior): the move
		// it makes next is known by its index, and a game that picks
		// one legal move by index need not list the others.
		if !t.ordered(nd) {
			t.legal = t.legalAt(n, p)
			t.finishOrder(n)
		}
		i := -2 - nd.kids + nd.created
		m = lp.LegalMove(int(t.order[i]))
		prior = t.keptPrior(n, i, m)
	} else {
		t.legal = t.legalAt(n, p)
		if nd.moves == uncounted {
			t.setMoves(nd, int32(len(t.legal)))
			if nd.moves == 0 { // defensive: a game over without its outcome
				t.endEvalPriors(pev)
				return n, depth, false
			}
			// A node proven now is a leaf the iteration scores exactly.
			if t.mateExpand > 0 && t.mateProve(n, t.mateExpand) {
				if t.ev != nil {
					t.setH(nd, float32(nd.proven))
				}
				t.endEvalPriors(pev)
				return n, depth, false
			}
		}
		m = t.legal[nd.created]
		if t.pr != nil {
			m, prior = t.nextByPrior(n)
		}
	}
	t.endEvalPriors(pev)
	// The new node is linked to n once it is whole (classified, its
	// prior and value set), so a walker selecting without a shared
	// tree's lock never reads it half made.
	c := t.newNode(n, m)
	if c < 0 {
		return n, depth, false // the arena is full: roll out from this leaf
	}
	t.nodes[c].prior = float32(prior)
	p.Play(m)
	t.path = append(t.path, c)
	t.classify(c, p)
	mate := t.mateNew > 0 && t.mateAt(n)
	if cn := &t.nodes[c]; t.lazy && t.ev != nil && t.ms != nil && mate && cn.proven == 0 && !cn.outcome.Over() {
		// A shared tree's walker runs the mate search outside the
		// lock, with the leaf's evaluation (uct_shared.go).
		t.pendingMate = true
	} else if mate {
		t.mateProve(c, t.mateNew)
	}
	if t.ev != nil {
		cn := &t.nodes[c]
		switch {
		case cn.proven != 0:
			cn.h = float32(cn.proven)
		case cn.outcome.Over():
			cn.h = float32(t.drawFor(depth + 1))
		case t.lazy:
			// A shared tree's walker evaluates the leaf outside the
			// tree's lock (uct_shared.go), unless the cache holds it.
			if v, ok := t.cached(cn.key); ok {
				cn.h = -float32(v * t.fiftyScale())
			} else {
				t.pending = true
			}
		default:
			// Evaluate is for the side to move at c, the opponent of
			// the side that moved into it.
			cn.h = -float32(t.evaluate(cn.key) * t.fiftyScale())
			if t.tac != nil {
				t.tacticSeed(n, c)
			}
		}
	}
	t.link(n, c)
	return c, depth + 1, true
}

// evaluate is the walk position's static evaluation, key its position
// key: from the tree's cache where it has one (Config.EvalCache) and
// holds the key, else the evaluation's own, kept in the cache.
func (t *tree) evaluate(key uint64) float64 {
	if t.evals == nil {
		return t.ev.Evaluate()
	}
	if v, ok := t.evals.get(key); ok {
		return v
	}
	v := t.ev.Evaluate()
	t.evals.put(key, v)
	return v
}

// cached is the evaluation the tree's cache (Config.EvalCache) holds
// for key, and whether it holds one.
func (t *tree) cached(key uint64) (float64, bool) {
	if t.evals == nil {
		return 0, false
	}
	return t.evals.get(key)
}

// simulate is the simulation phase: one rollout from t.pos, the position
// of node n at the given depth, with the worker's kernel and the random
// stream of this iteration; or, when the game is over at n or its value
// is proven, that exact value with no rollout. The sample is scored for
// the root's side to move.
func (t *tree) simulate(n int32, depth int) sample {
	var s sample
	if nd := &t.nodes[n]; n != 0 && (nd.proven != 0 || nd.outcome.Over()) {
		s = provenSample(nd.proven, depth, t.drawValue)
	} else if t.fresh && t.ev != nil && t.k.reusesLeafEval() {
		s = leafSample(nd.h, depth)
	} else {
		s = t.k.run(t.pos, depth, t.base, t.iter)
	}
	t.iter++
	return s
}

// provenSample is simulate's sample at a leaf of exact value proven
// (for the side that moved into it) at the given depth, scored for the
// root's side to move; drawValue is a draw's value for that side.
func provenSample(proven int8, depth int, drawValue float64) sample {
	// sign turns a value for the side that moved into the leaf into one
	// for the root's side to move.
	sign := int8(-1)
	if depth%2 == 1 {
		sign = 1
	}
	score := sign * proven
	s := sample{value: int64(score) * fixedOne, plain: score, plies: int32(depth), tong: tongScore(score, int32(depth))}
	if score == 0 && drawValue != 0 {
		s.value = int64(math.Round(drawValue * fixedOne))
	}
	return s
}

// backpropagate is the backpropagation phase: it adds s (scored for the
// root's side to move) to every node on t.path, negated at the nodes the
// opponent moved into, then carries proofs up the path as far as they go.
func (t *tree) backpropagate(s sample) {
	if t.hist != nil {
		t.recordHistory(s)
	}
	flipped := sample{value: -s.value, plain: -s.plain, plies: s.plies, capped: s.capped, tong: tongScore(-s.plain, s.plies)}
	for d, i := range t.path {
		x := flipped
		if d%2 == 1 { // moved into by the root's side
			x = s
		}
		if t.shared {
			t.nodes[i].stats.addShared(x, t.lost)
		} else {
			t.nodes[i].stats.add(x)
		}
	}
	if t.ev != nil {
		t.backupMinimax()
	}
	if !t.shared {
		for _, i := range t.path {
			t.refreshU(&t.nodes[i])
		}
		if t.tacs.nfloors > 0 && len(t.path) > 1 {
			if _, ok := t.tacs.floorOf(t.path[1]); ok {
				nd := &t.nodes[t.path[1]]
				nd.u = max(nd.u, float64(nd.h))
			}
		}
	}
	// Proofs can only start at the leaf: no other node's value changed,
	// and a node its children prove was proven when the last of them
	// was. An unproven leaf (nearly every leaf, at chess) proves nothing,
	// so its parent's children need not be read.
	if t.nodes[t.path[len(t.path)-1]].proven == 0 {
		return
	}
	for d := len(t.path) - 1; d > 0; d-- {
		if !t.prove(t.path[d-1]) {
			break
		}
	}
}

// backupMinimax carries the implicit minimax values up t.path: each
// node's h becomes the negated best h among its children (from the side
// choosing there, the children's h are for it), a proven child counting
// its proof, once the node has made t.mmk children (Config.MinimaxChildren;
// before that h stays its own evaluation: the best of a few children made
// in prior order bounds the node's value, it does not estimate it). It
// stops where a value does not change, since nothing above can change
// then.
func (t *tree) backupMinimax() {
	for d := len(t.path) - 2; d >= 0; d-- {
		n := t.path[d]
		nd := &t.nodes[n]
		if nd.child < 0 || nd.created < t.mmk && nd.created < nd.moves {
			return
		}
		best := float32(-2)
		for c := nd.child; c >= 0; c = t.nodes[c].next {
			cn := &t.nodes[c]
			v := cn.h
			if cn.proven != 0 {
				v = float32(cn.proven)
			}
			best = max(best, v)
		}
		if d == 1 && t.tacs.nfloors > 0 {
			if f, ok := t.tacs.floorOf(n); ok && -best < f {
				best = -f
			}
		}
		if nd.h == -best {
			return
		}
		t.setH(nd, -best)
	}
}

// prove tries to prove node n from its children and reports whether it
// did (so the caller tries the parent next). With a child proven won for
// the side choosing at n, n is lost for the side that moved into it, and
// its line is one ply longer than the shortest such win; with every
// child proven lost, n is won, and its line is one ply longer than the
// longest defence. Children not yet made, or not yet proven, may hold a
// shorter win: a line's length is what the proofs found, an upper bound
// on the winner's shortest (the root goes on searching for a shorter
// one, see decided). Each step down a proven line shortens it, so a
// player that always takes its shortest proven win reaches the end and
// cannot walk in a circle.
func (t *tree) prove(n int32) bool {
	nd := &t.nodes[n]
	if nd.proven != 0 {
		return false
	}
	win, longest, open := t.childProofs(n)
	switch {
	case win >= 0:
		t.setProof(nd, -1, longer(uint8(win)))
	case !open && nd.created == nd.moves && nd.moves > 0: // every move lost
		t.setProof(nd, 1, longer(longest))
	default:
		return false
	}
	t.proofs[nd.key] = proof{nd.proven, nd.plies}
	return true
}

// childProofs sums up the proofs of n's children, as prove and decided
// read them: the line length of the shortest proven win for the side
// choosing at n (-1: none), of the longest proven loss, and whether some
// child is not proven (children not yet made are not counted).
func (t *tree) childProofs(n int32) (win int, longest uint8, open bool) {
	win = -1
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		switch cn := &t.nodes[c]; cn.proven {
		case 1:
			if win < 0 || int(cn.plies) < win {
				win = int(cn.plies)
			}
		case 0:
			open = true
		case -1:
			longest = max(longest, cn.plies)
		}
	}
	return win, longest, open
}

// selectChild picks the child of n to descend to: the highest UCB1 value
// (see ucb), or for uct-roulette a child drawn with probability
// proportional to Q + rouletteFloor, Q = (mean+1)/2 in [0, 1], among the
// open (unproven) children. Proven children are passed over while any
// child is open: only the root gets here with a proven win among its
// children (any other node is proven by it, and closed), and there the
// search goes on looking for a shorter win until decided says none can
// be left. With no open child: the shortest proven win, else (every child
// a proven loss) the UCB1 choice among all. n has a child for every
// legal move (descend selects nowhere else), so its children are listed
// in the kids array, in legal-move order; ties go to the first of equals
// in that order, the rule a learner reading the children left to right
// expects.
func (t *tree) selectChild(n int32) int32 {
	kids := t.kidsOf(n)
	if t.roulette {
		if kids == nil { // progressive widening: some moves have no child yet
			kids = t.siblings(n)
		}
		return t.spin(kids)
	}
	if t.ev != nil || t.pr != nil {
		return t.selectInformed(n)
	}
	// One pass does the proofs and UCB1 at once; the values of proven
	// children only matter when none is open (the second pass, rarely
	// run).
	logN := lnVisits(t.nodes[n].stats.n)
	ec := t.explorationAt(n)
	best, bestV := int32(-1), math.Inf(-1)
	win := int32(-1)
	for _, c := range kids {
		cn := &t.nodes[c]
		switch cn.proven {
		case 1:
			if win < 0 || cn.plies < t.nodes[win].plies {
				win = c
			}
		case 0:
			if v := ucb(&cn.stats, logN, ec); best < 0 || v > bestV {
				best, bestV = c, v
			}
		}
	}
	if best >= 0 {
		return best
	}
	if win >= 0 {
		return win
	}
	for _, c := range kids {
		if v := ucb(&t.nodes[c].stats, logN, ec); best < 0 || v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// widened is how many children node nd may have before selection goes
// on below it: all of its moves for pure uct (every move is tried once
// before any twice), but 2 + K·sqrt(visits) with priors, K being
// Config.Widen (progressive widening: the moves are added best prior
// first, so a node's few promising moves are searched deeply long before
// its last is tried; at K = 1 and 1,000 visits a node has up to 33
// children).
func (t *tree) widened(nd *node) int32 {
	if t.pr == nil {
		return nd.moves
	}
	if t.fpu > 0 {
		// Selection decides (selectPUCT): one child to choose among.
		return 1
	}
	return 2 + int32(t.widen*math.Sqrt(float64(nd.stats.n)))
}

// legalPicker is a position that returns the legal move at index i of
// its LegalMoves list without listing the others (chess's generator
// keeps its moves as sets and counts its way to the i-th). expand asks
// it for a node whose expansion order is kept, where listing every
// move to take one was a tenth of a default chess iteration.
type legalPicker interface {
	LegalMove(i int) variants.Move
}

// nextByPrior returns the legal move of node n (t.legal holds its moves)
// with no child yet and the best prior, the first in legal order among
// equals, and that prior: the expansion order under progressive
// widening. The first time it expands a node it rates every move and
// keeps the node's expansion order in t.order (the moves that have a
// child first, then the others by prior), so a later expansion rates
// only the move it makes: a node's life costs one prior per move, not
// one per move and expansion. Where the order array is full (or the
// node has more moves than an index byte holds) it rates every move
// without a child each time, choosing the same.
func (t *tree) nextByPrior(n int32) (variants.Move, float64) {
	nd := &t.nodes[n]
	if nd.kids < -1 {
		if !t.ordered(nd) {
			t.finishOrder(n)
		}
		i := -2 - nd.kids + nd.created
		if t.histLate {
			return t.lateNext(n, i)
		}
		m := t.legal[t.order[i]]
		return m, t.keptPrior(n, i, m)
	}
	var made [4]uint64 // bit i: legal move i has a child (at most 256 moves)
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		mv := t.nodes[c].move
		for i, l := range t.legal {
			if l == mv {
				made[i>>6&3] |= 1 << (i & 63)
				break
			}
		}
	}
	// A transposition of a node expanded before shares its order
	// (Config.EvalCache): the same moves, priors and P. Not under the
	// move history (Config.History), whose priors change as the search
	// learns: the first expansion's order would not be this one's, and
	// the cache must leave the tree as it is.
	share, print := t.evals != nil && t.histW == 0 && n != 0 && nd.created == 0, uint64(0)
	if share {
		print = legalPrint(t.legal)
		if s, ok := t.evals.order(nd.key, print); ok {
			nd.kids = -2 - s
			m := t.legal[t.order[s]]
			return m, t.keptPrior(n, s, m)
		}
	}
	start := len(t.order)
	if len(t.legal) > 255 || start+len(t.legal) > cap(t.order) || cap(t.priors) < 256 || madeCount(&made) != int(nd.created) {
		if t.puct {
			return t.nextByP(n, &made)
		}
		best, bestP := variants.NoMove, math.Inf(-1)
		for i, l := range t.legal {
			if i < 256 && made[i>>6&3]&(1<<(i&63)) != 0 {
				continue
			}
			p := t.priorOf(n, l)
			if t.hist != nil {
				p = t.historyPrior(p, l, t.killerAt(len(t.path)-1), t.pos.ToMove())
			}
			if p > bestP {
				best, bestP = l, p
			}
		}
		return best, bestP
	}
	t.order = t.order[:start+len(t.legal)]
	order := t.order[start:]
	t.priors = t.priors[:len(t.legal)]
	// The order is built in ord and the priors read through an array
	// (t.priors is made with room for 256), indices masked to 8 bits,
	// so that the loop below checks no bounds.
	pr := (*[256]float64)(t.priors[:256])
	var ord [256]uint8
	k := 0
	for i := range t.legal {
		if made[i>>6&3]&(1<<(i&63)) != 0 {
			ord[k&255] = uint8(i)
			k++
		}
	}
	// A game that rates its moves together (variants.PriorLister) does
	// so for less, where no seed or walker rated them.
	listed := false
	if pl, ok := t.pr.(variants.PriorLister); ok && !t.seededAt(n) && !t.preAt(n) {
		pl.Priors(t.legal, pr[:len(t.legal)])
		listed = true
	}
	// The others by prior, best first, by insertion (stable: the first
	// in legal order first among equals), each at the first place whose
	// prior is below its own: the sorted run does not increase, so
	// those places are a suffix of it, which the move walks back over
	// from the run's end. A node has some 30 moves: shifting them a
	// byte at a time costs less than a bisection and a copy each.
	//
	// Where the moves were rated together, or under the history, and
	// PUCT (which normalises every move's P now) does not weigh them,
	// only the best orderFirst are placed (a move at or below the last
	// of a full run is not among them, and one above it pushes the
	// last out): half of the nodes expanded never make a second child
	// and 4% more than 8, so finishOrder places the others only for a
	// node that needs them. It rates them again, or under the history
	// (whose bonuses change as the search goes) reads the corrected
	// priors this expansion keeps in orderH.
	first := k
	hist, side, kill := t.hist != nil, variants.Side(0), variants.NoMove
	if hist {
		side, kill = t.pos.ToMove(), t.killerAt(len(t.path)-1)
	}
	last := len(t.legal)
	if (listed || hist) && !t.puct && !t.histLate {
		last = min(last, first+orderFirst)
	}
	for i, l := range t.legal {
		if made[i>>6&3]&(1<<(i&63)) != 0 {
			continue
		}
		p := pr[i&255]
		if !listed {
			p = t.priorAt(n, i, l)
			pr[i&255] = p
		}
		if hist {
			// Config.History: the prior the node keeps for the move,
			// its order and progressive bias, is corrected by what the
			// search learnt of it elsewhere.
			raw := p
			p = t.historyPrior(p, l, kill, side)
			pr[i&255] = p
			if t.histLate {
				t.orderH[start+i] = raw // lateNext adds the bonus of its time
			} else if !t.puct {
				t.orderH[start+i] = p
			}
		}
		if k == last {
			if pr[ord[(k-1)&255]] >= p {
				continue
			}
			k--
		}
		j := k
		for ; j > first && pr[ord[(j-1)&255]] < p; j-- {
			ord[j&255] = ord[(j-1)&255]
		}
		ord[j&255] = uint8(i)
		k++
	}
	copy(order, ord[:k])
	if k < len(order) {
		order[k] = unplaced
	}
	nd.kids = int32(-2 - start)
	if share {
		t.evals.putOrder(nd.key, print, int32(start))
	}
	if t.puct {
		t.normalise(n, order, &made, t.orderP[start:start+len(order)])
		return t.legal[order[nd.created]], float64(t.orderP[start+int(nd.created)])
	}
	i := order[nd.created]
	return t.legal[i], t.priors[i]
}

// lateNext is nextByPrior's choice at a later expansion of node n
// under Config.HistoryLate, i the index of its next entry in the
// order array: of the moves without a child, the one whose prior (the
// game's, kept in orderH) with the history's bonus now is best, the
// first in the order among equals, swapped into entry i; and that
// corrected prior. t.legal holds n's legal moves.
func (t *tree) lateNext(n, i int32) (variants.Move, float64) {
	nd := &t.nodes[n]
	start := -2 - nd.kids
	end := start + int32(len(t.legal))
	side, kill := t.pos.ToMove(), t.killerAt(len(t.path)-1)
	best, bestP := i, math.Inf(-1)
	for j := i; j < end; j++ {
		l := t.order[j]
		if p := t.historyPrior(t.orderH[start+int32(l)], t.legal[l], kill, side); p > bestP {
			best, bestP = j, p
		}
	}
	t.order[i], t.order[best] = t.order[best], t.order[i]
	return t.legal[t.order[i]], bestP
}

// orderFirst is how many moves without a child nextByPrior places in
// a node's expansion order at its first expansion where it rates them
// together; finishOrder places the others.
const orderFirst = 8

// unplaced marks the first entry of a node's expansion order that
// nextByPrior left for finishOrder: no legal move's index, since a node
// keeps its order only with at most 255 moves.
const unplaced = 255

// ordered reports whether the next entry of node nd's kept expansion
// order (nd.kids < -1) is in its final place, not unplaced.
func (t *tree) ordered(nd *node) bool {
	return t.order[-2-nd.kids+nd.created] != unplaced
}

// finishOrder places the moves of node n's kept expansion order that
// nextByPrior left out (see orderFirst), t.legal its legal moves: they
// are rated (together where the game can) and placed by prior, best
// first, the first in legal order among equals, after those placed
// before, which all rank above them. The order is then the one a full
// sort at the first expansion made. The node's next entry is the first
// unplaced: those before it have made its children.
func (t *tree) finishOrder(n int32) {
	nd := &t.nodes[n]
	start := -2 - nd.kids
	done := int(nd.created)
	order := t.order[start : start+int32(len(t.legal))]
	var placed [4]uint64
	for _, i := range order[:done] {
		placed[i>>6&3] |= 1 << (i & 63)
	}
	// The priors in t.priors (made with room for 256), which no
	// expansion is using: an array of the stack would escape through
	// the interface call.
	var idx [256]uint8
	ps := (*[256]float64)(t.priors[:256])
	rest := t.rest[:0]
	for i, l := range t.legal {
		if placed[i>>6&3]&(1<<(i&63)) == 0 {
			idx[len(rest)&255] = uint8(i)
			rest = append(rest, l)
		}
	}
	t.rest = rest
	if t.hist != nil {
		// The priors with their history bonuses the first expansion
		// rated, kept (nextByPrior): the bonuses have moved since.
		h := t.orderH[start : start+int32(len(t.legal))]
		for j := range rest {
			ps[j] = h[idx[j]]
		}
	} else if pl, ok := t.pr.(variants.PriorLister); ok && !t.seededAt(n) && !t.preAt(n) {
		pl.Priors(rest, ps[:len(rest)])
	} else {
		for j, l := range rest {
			ps[j] = t.priorAt(n, int(idx[j]), l)
		}
	}
	// By insertion, as nextByPrior places its moves, in legal order.
	for j := range rest {
		p, i := ps[j&255], idx[j&255]
		k := j
		for ; k > 0 && ps[(k-1)&255] < p; k-- {
			ps[k&255], idx[k&255] = ps[(k-1)&255], idx[(k-1)&255]
		}
		ps[k&255], idx[k&255] = p, i
	}
	copy(order[done:], idx[:len(rest)])
}

// softmax is SelectPUCT's weight of a move of prior p before the
// normalisation: exp((p-1)/T), the largest prior's weight at most 1, so
// no temperature overflows it.
func (t *tree) softmax(p float64) float64 { return math.Exp((p - 1) / t.puctT) }

// normalise fills ps, beside a node's expansion order, with each move's
// P under SelectPUCT: its softmax weight over the sum of all the node's
// legal moves' (t.priors holds the priors of the moves without a child;
// those of the moves with one, rarely any, are rated again). Each
// weight is computed once, in place of its prior in t.priors, which
// nextByPrior has done with: an exponential is some 10 ns, and a node
// has 30-odd moves.
func (t *tree) normalise(n int32, order []uint8, made *[4]uint64, ps []float32) {
	z := 0.0
	for _, i := range order {
		if made[i>>6&3]&(1<<(i&63)) != 0 {
			t.priors[i] = t.priorOf(n, t.legal[i])
		}
		t.priors[i] = t.softmax(t.priors[i])
		z += t.priors[i]
	}
	for j, i := range order {
		ps[j] = float32(t.priors[i] / z)
	}
}

// nextByP is nextByPrior under SelectPUCT where the node has no
// expansion order: the best prior among the moves without a child and
// its P, every legal move rated for the normalisation.
func (t *tree) nextByP(n int32, made *[4]uint64) (variants.Move, float64) {
	best, bestP, z := variants.NoMove, -1.0, 0.0
	for i, l := range t.legal {
		p := t.priorOf(n, l)
		z += t.softmax(p)
		if (i >= 256 || made[i>>6&3]&(1<<(i&63)) == 0) && p > bestP {
			best, bestP = l, p
		}
	}
	return best, t.softmax(bestP) / z
}

// keptPrior is the prior of m, node n's next move by its kept
// expansion order, at index i of the order array: under PUCT the
// normalised P kept beside the order, under Config.History the prior
// with its history bonus the first expansion kept in orderH, else the
// game's prior.
func (t *tree) keptPrior(n, i int32, m variants.Move) float64 {
	if t.puct {
		return float64(t.orderP[i])
	}
	if t.hist != nil {
		// As a float32, as the node's child keeps it.
		return float64(float32(t.orderH[-2-t.nodes[n].kids+int32(t.order[i])]))
	}
	return t.priorOf(n, m)
}

// madeCount is the number of moves marked in nextByPrior's made set.
func madeCount(made *[4]uint64) int {
	return bits.OnesCount64(made[0]) + bits.OnesCount64(made[1]) + bits.OnesCount64(made[2]) + bits.OnesCount64(made[3])
}

// explorationAt is UCB1's exploration constant at node n: t.c, or
// Config.RootExploration's at the root where it is set.
func (t *tree) explorationAt(n int32) float64 {
	if n == 0 && t.rootC > 0 {
		return t.rootC
	}
	return t.c
}

// selectInformed is selectChild with knowledge: a child's mean is
// blended with its implicit minimax value, (1-a)·mean + a·h, and
// progressive bias adds w·prior/(visits+1); the exploration term and the
// proof rules are selectChild's. It reads the children by their
// sibling links: under progressive widening a node selects among the
// children it has before it has all of them.
func (t *tree) selectInformed(n int32) int32 {
	if t.puct {
		return t.selectPUCT(n)
	}
	logN := lnVisits(t.nodes[n].stats.n)
	ec := t.explorationAt(n)
	if !t.shared {
		return t.selectKept(n, logN, ec)
	}
	best, bestV := int32(-1), math.Inf(-1)
	win := int32(-1)
	// A child's value, (1-a)·mean + a·h + c·sqrt(ln N / n) +
	// w·prior/(n+1), computed inline with the terms' switches and
	// weights read once a node rather than through a call a child: some
	// 6% of an iteration's instructions (TestSelectInformedValues checks
	// the choice against the value computed term by term).
	blend, bias := t.ev != nil, t.pr != nil
	keep, a, w := 1-t.a, t.a, t.w
	nodes := t.nodes
	for pass := 0; pass < 2 && best < 0; pass++ {
		for c := nodes[n].child; c >= 0; {
			cn := &nodes[c]
			next := cn.next
			if cn.proven != 0 && pass == 0 {
				if cn.proven == 1 && (win < 0 || cn.plies <= nodes[win].plies) {
					win = c
				}
				c = next
				continue // proven: only when no child is open
			}
			v := math.Inf(1)
			if vn := cn.stats.n; vn != 0 {
				q := float64(cn.stats.sum) / fixedOne / float64(vn)
				if blend {
					q = keep*q + a*float64(cn.h)
				}
				v = q + ec*math.Sqrt(logN/float64(vn))
				if bias {
					v += w * float64(cn.prior) / float64(vn+1)
				}
			}
			if best < 0 || v > bestV {
				best, bestV = c, v
			}
			c = next
		}
		if best < 0 && win >= 0 {
			return win
		}
	}
	return best
}

// selectKept is selectInformed outside a shared tree, logN and ec its
// ln N and exploration constant at n: a child's blended mean is its
// kept u (refreshU), and the exploration term c·sqrt(ln N / n) is
// c·sqrt(ln N), once a node, times the child's 1/sqrt(n), which with
// the bias's 1/(n+1) comes from visitTable for the visits most
// children have: a child costs two multiplications, not a square root
// and two divisions. The values differ from the formula's in the last
// bits at most (TestSelectInformedValues, TestSameTreeDigests).
//
// A child's value is never below -Inf, so the first child's beats the
// starting bestV, and the progressive bias is added whether or not it
// is on: off, w is 0 and so is every prior, and v + 0 is v.
func (t *tree) selectKept(n int32, logN, ec float64) int32 {
	nodes := t.nodes
	w := t.w
	ecs := ec * math.Sqrt(logN)
	best, bestV := int32(-1), math.Inf(-1)
	proven := false
	if k := nodes[n].kids; k >= 0 {
		// A full node's children from its kids list, whose loads do not
		// wait on one another as the sibling links' do: last first, so
		// that equals go to the last made, as by the links, where the
		// children were made in legal order (without priors).
		kids := t.kids[k : k+nodes[n].created]
		for i := len(kids) - 1; i >= 0; i-- {
			c := kids[i]
			cn := &nodes[c]
			if cn.proven != 0 {
				proven = true
				continue
			}
			if v := cn.keptScore(ecs, w); v > bestV {
				best, bestV = c, v
			}
		}
	} else {
		for c := nodes[n].child; c >= 0; {
			cn := &nodes[c]
			next := cn.next
			if cn.proven != 0 {
				proven = true
				c = next
				continue // proven: only when no child is open
			}
			if v := cn.keptScore(ecs, w); v > bestV {
				best, bestV = c, v
			}
			c = next
		}
	}
	if best >= 0 || !proven {
		return best
	}
	// Every child proven: the shortest win, else the best of all.
	win := int32(-1)
	for c := nodes[n].child; c >= 0; c = nodes[c].next {
		if cn := &nodes[c]; cn.proven == 1 && (win < 0 || cn.plies <= nodes[win].plies) {
			win = c
		}
	}
	if win >= 0 {
		return win
	}
	for c := nodes[n].child; c >= 0; c = nodes[c].next {
		if v := nodes[c].keptScore(ecs, w); v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// keptScore is child cn's value in selectKept: its kept blended mean u,
// UCB1's exploration term and the progressive bias; +Inf while it has
// no visit. Small enough to be inlined at both of selectKept's loops.
func (cn *node) keptScore(ecs, w float64) float64 {
	vn := cn.stats.n
	if vn == 0 {
		return math.Inf(1)
	}
	if uint64(vn) < uint64(len(visitTable)) {
		f := &visitTable[vn]
		return cn.u + ecs*f.isq + w*float64(cn.prior)*f.inv
	}
	return cn.u + ecs/math.Sqrt(float64(vn)) + w*float64(cn.prior)/float64(vn+1)
}

// visitFactors are a child's visits' factors in keptScore: 1/sqrt(n)
// and 1/(n+1) (n = 0's unused: such a child is selected first).
type visitFactors struct{ isq, inv float64 }

// visitTable holds visitFactors for n below 1,024 (16 KiB): the square
// root and the two divisions a child's score took were most of
// selection's time.
var visitTable = func() (t [1024]visitFactors) {
	for i := range t {
		t[i] = visitFactors{1 / math.Sqrt(float64(i)), 1 / float64(i+1)}
	}
	return t
}()

// refreshU sets node nd's u from its statistics and h, as
// selectInformed blends them: the mean, mixed with h by the weight a
// where the tree evaluates; 0 while it has no visit.
func (t *tree) refreshU(nd *node) {
	if nd.stats.n == 0 {
		nd.u = 0
		return
	}
	q := float64(nd.stats.sum) / fixedOne / float64(nd.stats.n)
	if t.ev != nil {
		q = (1-t.a)*q + t.a*float64(nd.h)
	}
	nd.u = q
}

// refreshAllU sets every node's u again where the blend it was computed
// with (t.uA, t.uEv) is not the tree's: a kept tree prepared for a
// search with another minimax weight, or a tree new to evaluation.
func (t *tree) refreshAllU() {
	if t.uA == t.a && t.uEv == (t.ev != nil) {
		return
	}
	t.uA, t.uEv = t.a, t.ev != nil
	for i := range t.nodes {
		t.refreshU(&t.nodes[i])
	}
}

// lnVisits is ln(n) for a node's visits n, as math.Log computes it,
// from a table for the few thousand visits most nodes selection passes
// through have: a logarithm is some 20 ns, and every level of every
// descent took one.
func lnVisits(n int64) float64 {
	if uint64(n) < uint64(len(lnTable)) {
		return lnTable[n]
	}
	return math.Log(float64(n))
}

// lnTable holds math.Log(n) for n below 2,048 (16 KiB).
var lnTable = func() (t [2048]float64) {
	for i := range t {
		t[i] = math.Log(float64(i))
	}
	return t
}()

// selectPUCT is selectInformed under SelectPUCT: the child of n with
// the highest Q + c·P·sqrt(N)/(1+n), Q the mean blended with the
// minimax value as selectInformed blends it, P the child's normalised
// prior (its prior field), N the visits of n and n the child's; the
// proof rules are selectInformed's. Under first-play urgency (t.fpu) a
// node's next move without a child is one more candidate, of Q the
// node's own value less t.fpu, n = 0 and P its own (the expansion
// order's next; where the node has no order, the least P among its
// children, which the next cannot exceed): -1 when it wins, and descend
// stops there so that expand makes it.
func (t *tree) selectPUCT(n int32) int32 {
	nd := &t.nodes[n]
	ec := t.puctC
	if n == 0 && t.rootC > 0 {
		ec = t.rootC
	}
	sq := math.Sqrt(float64(nd.stats.n))
	best, bestV := int32(-1), math.Inf(-1)
	win := int32(-1)
	leastP := float32(1)
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		cn := &t.nodes[c]
		leastP = min(leastP, cn.prior)
		if cn.proven != 0 {
			if cn.proven == 1 && (win < 0 || cn.plies <= t.nodes[win].plies) {
				win = c
			}
			continue // proven: only when no child is open
		}
		if v := t.puctValue(cn, ec, sq); best < 0 || v > bestV {
			best, bestV = c, v
		}
	}
	if t.fpu > 0 && nd.created < nd.moves {
		p := leastP
		if nd.kids < -1 {
			p = t.orderP[-2-nd.kids+nd.created]
		}
		if v := t.fpuValue(n) + ec*float64(p)*sq; best < 0 || v > bestV {
			return -1
		}
	}
	if best >= 0 {
		return best
	}
	if win >= 0 {
		return win
	}
	for c := nd.child; c >= 0; c = t.nodes[c].next {
		if v := t.puctValue(&t.nodes[c], ec, sq); best < 0 || v > bestV {
			best, bestV = c, v
		}
	}
	return best
}

// puctValue is selectPUCT's value of child cn under a parent of
// sqrt(visits) sq, c the exploration constant there. An unvisited child
// (rare: a child is visited by the iteration that makes it) comes
// first, as under UCB1.
func (t *tree) puctValue(cn *node, c, sq float64) float64 {
	s := &cn.stats
	if s.n == 0 {
		return math.Inf(1)
	}
	return t.blended(cn) + c*float64(cn.prior)*sq/float64(s.n+1)
}

// blended is the value selection reads of node cn: its mean,
// blended with its minimax value h by the weight a where the tree
// evaluates (implicit minimax).
func (t *tree) blended(cn *node) float64 {
	q := cn.stats.mean()
	if t.ev != nil {
		q = (1-t.a)*q + t.a*float64(cn.h)
	}
	return q
}

// fpuValue is the Q of node n's next move without a child under
// first-play urgency: n's own value for the side choosing there (its
// statistics and minimax value are for the side that moved into it),
// blended as a child's, less t.fpu.
func (t *tree) fpuValue(n int32) float64 {
	return -t.blended(&t.nodes[n]) - t.fpu
}

// spin is uct-roulette's selection among kids (selectChild's proof
// rules).
func (t *tree) spin(kids []int32) int32 {
	open, win := false, int32(-1)
	for i := len(kids) - 1; i >= 0; i-- {
		switch cn := &t.nodes[kids[i]]; cn.proven {
		case 1:
			if win < 0 || cn.plies <= t.nodes[win].plies {
				win = kids[i]
			}
		case 0:
			open = true
		}
	}
	if !open && win >= 0 {
		return win
	}
	// On the wheel: the open children, or every child if all are lost.
	total := 0.0
	for i := len(kids) - 1; i >= 0; i-- {
		if cn := &t.nodes[kids[i]]; !open || cn.proven == 0 {
			total += reward(&cn.stats) + rouletteFloor
		}
	}
	x := t.sel.rng.Float64() * total
	last := int32(-1)
	for i := len(kids) - 1; i >= 0; i-- {
		cn := &t.nodes[kids[i]]
		if open && cn.proven != 0 {
			continue
		}
		x -= reward(&cn.stats) + rouletteFloor
		if x < 0 {
			return kids[i]
		}
		last = kids[i]
	}
	return last
}

// siblings lists the children n has by their sibling links, oldest
// first, in t.sibs (reused: nothing is allocated once it has grown):
// the wheel's list at a node progressive widening has not yet given a
// child for every legal move, where kidsOf has none.
func (t *tree) siblings(n int32) []int32 {
	t.sibs = t.sibs[:0]
	for c := t.nodes[n].child; c >= 0; c = t.nodes[c].next {
		t.sibs = append(t.sibs, c)
	}
	slices.Reverse(t.sibs)
	return t.sibs
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

// drawFor is a draw's value for the side that moved into a node at the
// given depth: the contempt value or the centre's (t.drawValue, for the
// root's side to move) turned to that side's view; 0 without
// Config.Draws or Config.EvalCentre.
func (t *tree) drawFor(depth int) float64 {
	if depth%2 == 1 {
		return t.drawValue
	}
	return -t.drawValue
}

// fiftyScale is what DrawsAll keeps of an evaluation at the walk's
// position (t.pos) as the fifty-move counter runs: all of it for the
// first fiftyFree plies without a capture or pawn move, then less and
// less down to nothing at the hundredth, where the game is drawn. A lead that cannot be turned
// into progress is worth less the nearer the rule draws it. 1 under
// any other rules.
func (t *tree) fiftyScale() float64 { return fiftyScaleOf(t.draws, t.fifty) }

// fiftyScaleOf is fiftyScale for the walk position's rules r (nil: off)
// where fifty is set (DrawsAll), 1 where it is not.
func fiftyScaleOf(r variants.Repeater, fifty bool) float64 {
	if r == nil || !fifty {
		return 1
	}
	c := r.HalfmoveClock()
	if c <= fiftyFree {
		return 1
	}
	return max(0, float64(100-c)/float64(100-fiftyFree))
}

// fiftyFree is the fifty-move counter below which fiftyScale keeps the
// whole evaluation.
const fiftyFree = 20

// contemptWeight turns the root's evaluation (for its side to move, in
// [-1, 1]) into the value of a draw for that side under Config.Draws:
// -contemptWeight·eval, so a side a rook up (0.89) scores a draw -0.45
// and avoids it, a side a rook down +0.45 and seeks it.
const contemptWeight = 0.5
