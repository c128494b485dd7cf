package connect4

import (
	"math/bits"
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// A player needs a best move, not every move's value: one search of the
// position whose root remembers which move refuted the null window finds
// it, where proving the position and then each move's value searched
// most of the tree up to eight times.

// SolveMoveWithin tries to prove the position's value (+1 win, 0 draw,
// -1 loss for the side to move) and a move that keeps it, within the
// time limit (0 or less: no limit), and reports whether it did; when it
// did not, the move and the value mean nothing. The game must not be
// over. When every move loses, the move is the one the solver would try
// first (it blocks an immediate threat if there is one).
func (p *Position) SolveMoveWithin(limit time.Duration) (m variants.Move, value int, proven bool) {
	var l solveLimits
	if limit > 0 {
		l.deadline = time.Now().Add(limit)
	}
	return p.solveMove(l)
}

// SolveMoveNodes is SolveMoveWithin with a budget of searched positions
// instead of time, so the same call proves the same move on any machine
// (given the same earlier calls, since the shared table remembers them).
func (p *Position) SolveMoveNodes(nodes uint64) (m variants.Move, value int, proven bool) {
	return p.solveMove(solveLimits{nodes: nodes})
}

func (p *Position) solveMove(l solveLimits) (variants.Move, int, bool) {
	s := searcher{limits: l, t: sharedTable()}
	s.useBook()
	return s.solveMove(p)
}

// SafeMoveWithin is SolveMoveWithin that, when the time runs out, still
// reports what it proved: the position's value lies in [lower, upper],
// and when lower is above -1 the move keeps at least lower (a move proven
// not to lose, when only the question "is it a win?" is left open).
// lower == upper means the value and the move are proven. When lower is
// -1 and upper is not, nothing is proven of the move: it is the one the
// search was proving when it stopped, the first in its order that it
// had not refuted (the solver's own best guess). A finished game has no
// move: the bounds are then -1 and 1.
func (p *Position) SafeMoveWithin(limit time.Duration) (m variants.Move, lower, upper int) {
	if p.result != variants.Ongoing {
		return 0, -1, 1
	}
	var l solveLimits
	if limit > 0 {
		l.deadline = time.Now().Add(limit)
	}
	s := searcher{limits: l, t: sharedTable()}
	s.useBook()
	workers := 1
	if twoWorkersOn.Load() {
		workers = 2
	}
	best, lo, hi := s.solveMoveBoundsOn(p, workers)
	return variants.Move(cellColumn(best)), lo, hi
}

// twoWorkersOn says whether SafeMoveWithin searches on two goroutines
// (UseTwoWorkers).
var twoWorkersOn atomic.Bool

func init() { twoWorkersOn.Store(true) }

// UseTwoWorkers switches whether SafeMoveWithin, perfect's search for a
// best move, runs on two goroutines (on by default) or on the caller's
// alone. With two, both take the root's moves of the first question in
// turn, and one that runs out of them goes on to the second question's,
// so that a drawn position, whose two questions must both be proven,
// costs about half the wall time on two cores (docs/connect4.md). The
// values are the same either way; the move of a search cut short may
// differ. SolveMoveWithin and SolveMoveNodes stay on one goroutine, so
// a node budget proves the same move on any machine. The sweep's
// -c4perfect.twoworkers=false plays perfect on one. Searches already
// running are not affected.
func UseTwoWorkers(on bool) { twoWorkersOn.Store(on) }

// solveMove is SolveMoveWithin on the searcher s.
func (s *searcher) solveMove(p *Position) (variants.Move, int, bool) {
	if p.result != variants.Ongoing {
		return 0, 0, false
	}
	best, lo, hi := s.solveMoveBounds(p)
	if lo != hi {
		return 0, 0, false
	}
	return variants.Move(cellColumn(best)), lo, true
}

// solveMoveBounds is at most two null-window searches of the root, as
// solve, the move that failed one high being the answer: first "is it at
// least a draw?", whose move a player can fall back on when the second,
// "is it a win?", does not end in time (searched the other way round, a
// search cut short left no move proven not to lose). It returns that
// move and the bounds on the value it proved, [-1, 1] when nothing.
func (s *searcher) solveMoveBounds(p *Position) (best uint64, lo, hi int) {
	return s.solveMoveBoundsOn(p, 1)
}

// solveMoveBoundsOn is solveMoveBounds on the given number of workers,
// 1 or 2 (splitQuestions); s.nodes becomes the sum of theirs.
func (s *searcher) solveMoveBoundsOn(p *Position, workers int) (best uint64, lo, hi int) {
	if win := winningCells(p.cur, p.mask) & playable(p.mask); win != 0 {
		return win & -win, 1, 1
	}
	order, _, _ := rootMovesBy(p, s.evalOrderPly)
	best, lo, hi = order[0], -1, 1
	// At 8 stones Tromp's database gives the value, so only the question
	// that finds a move keeping it is asked: in a lost position every
	// move is as good, in a won one the time goes to "is it a win?"
	// alone (a drawing move, found first, would not be optimal).
	from := -1
	questions := [2]int{-1, 0}
	// At 9 stones the parents' values may say O wins (parentsLower):
	// then "is it a win?" is the one question, whose move keeps the
	// value. Asking "is it at least a draw?" first proved a drawing
	// move of a won position, in up to 1.5 million nodes, before the
	// winning one, in 0.3 million. Where they do not, "is it a win?"
	// still comes first: of random 9-stone positions the parents leave
	// open, O wins 44 and draws 26 (and loses 80, where any move
	// keeps the value); played as perfect plays, at 0.5 to 1 million
	// nodes this order kept the value in 1 to 3 more of those 70 than
	// the other, at 1.5 million in one fewer, and the sweep at 100 ms
	// on a free core went from 239 to 240 of 240. Its weak side: a
	// drawn position whose "is it a win?" does not end in time has no
	// move proven not to lose (docs/connect4.md). So where the parents
	// say "at least a draw" (O draws as often as it wins there: 8 and
	// 8 of 16 random positions), "is it at least a draw?" comes first:
	// its move is optimal in a drawn position, where "is it a win?"
	// must fail first (seed 1111's miss: 1.1 million nodes for the
	// drawing move against 2.4 million for the failure), and at 0.6
	// to 1.2 million nodes it missed none of the 16 (8 won) where
	// "is it a win?" first missed one.
	if s.parents && p.ply == tromp8Ply+1 {
		switch parentsLower(p.cur, p.mask) {
		case 1:
			from = 0
		case -1:
			questions = [2]int{0, -1}
		}
	}
	// At 10 stones (X to move) "is it a win?" comes first as well
	// (UseWinFirst): X wins far more of those positions than it draws,
	// and a won position's move needs that question alone (seed 909's
	// miss: 523,452 nodes from a cleared table, against 738,125 with
	// "is it at least a draw?" first).
	if s.winFirst && p.ply == tromp8Ply+2 {
		questions = [2]int{0, -1}
	}
	if s.tromp8 && p.ply == tromp8Ply {
		v := tromp8Value(p.key())
		// The book of moves of 8 stones (moves8.go) holds a move that
		// keeps the value of every won position, where a proof of it
		// may take the search millions of positions.
		if s.moves8 && v >= 0 {
			if m, ok := moves8Move(p.cur, p.mask); ok {
				return m, v, v
			}
		}
		switch v {
		case -1:
			return best, -1, -1
		case 0:
			hi = 0
		case 1:
			from = 0
		}
	}
	if workers > 1 {
		var asked []int
		for _, med := range questions {
			if med >= lo && med < hi && med >= from {
				asked = append(asked, med)
			}
		}
		if _, n, lost := rootMovesBy(p, s.evalOrderPly); !lost && n > 1 && p.ply < Cells-2 && len(asked) > 0 {
			return s.splitQuestions(p, asked, lo, hi)
		}
	}
	for _, med := range questions {
		if med < lo || med >= hi || med < from {
			continue
		}
		r, m := s.root(p, med, med+1)
		if s.aborted {
			if lo == -1 && s.next != 0 {
				best = s.next
			}
			return best, lo, hi
		}
		if r <= med {
			hi = r
		} else {
			lo, best = r, m
		}
	}
	return best, lo, hi
}

// cellColumn returns the column of the single cell c.
func cellColumn(c uint64) int { return bits.TrailingZeros64(c) / stride }

// root is negamax at the root (which must not be won at once) with its
// best move: the one that fails the window (alpha, beta) high, or, when
// none does, the first of the search's order. It records nothing for
// the root, whose value the caller learns from it.
func (s *searcher) root(p *Position, alpha, beta int) (int, uint64) {
	order, n, lost := rootMovesBy(p, s.evalOrderPly)
	if lost {
		return -1, order[0]
	}
	if p.ply >= Cells-2 {
		return 0, order[0] // both sides' last stones cannot make a line
	}
	theirs := p.cur ^ p.mask
	for _, m := range order[:n] {
		v := -s.negamax(theirs, p.mask|m, int(p.ply)+1, -beta, -alpha)
		if s.aborted {
			s.next = m
			return 0, 0
		}
		if v >= beta {
			return v, m
		}
		alpha = max(alpha, v)
	}
	return alpha, order[0]
}

// rootMoves returns the moves negamax would search at p, as cells, in
// its order, and whether p is lost at once (two threats to parry, or
// every move under one): then the first move is one to play anyway (a
// block if there is a threat).
func rootMoves(p *Position) (order [Width]uint64, n int, lost bool) {
	return rootMovesBy(p, 0)
}

// rootMovesBy is rootMoves in the order of a searcher whose
// evalOrderPly is evalPly (orderMoves): the player's searches break
// ties of the threat count by the static evaluation at the root too.
func rootMovesBy(p *Position, evalPly int) (order [Width]uint64, n int, lost bool) {
	cur, mask := p.cur, p.mask
	threats := winningCells(cur^mask, mask)
	moves := playable(mask)
	if forced := moves & threats; forced != 0 {
		if forced&(forced-1) != 0 {
			order[0] = forced & -forced
			return order, 1, true
		}
		moves = forced
	}
	if safe := moves &^ (threats >> 1); safe != 0 {
		moves = safe
	} else {
		order[0] = moves & -moves
		return order, 1, true
	}
	order, n = orderMoves(cur, mask, moves, int(p.ply), evalPly)
	return order, n, false
}

// winFirstOn says whether the player's search for a best move asks
// "is it a win?" first at 10 stones (UseWinFirst).
var winFirstOn atomic.Bool

func init() { winFirstOn.Store(true) }

// UseWinFirst switches whether the player's search for a best move
// (perfect's), at a root of 10 stones, asks "is it a win?" before "is
// it at least a draw?" (on by default) or after, as before. Of 300
// random 10-stone positions (the sweep's games) X wins 180, draws 14
// and loses 106, and a won position's move needs only "is it a win?":
// the sweep's misses of seeds 909, 1616 and 2121, won 10-stone
// positions, take 29%, 41% and 20% fewer nodes this way on one worker;
// a drawn one's drawing move comes after the failure of "is it a
// win?" (the hard drawn one of hardPositions: 9% more). At 450,000
// then 150,000 nodes a worker, two workers, 1,000 random 10-stone
// positions, perfect's move missed the value in 2 of them against 4
// (docs/connect4.md). Values are the same either way. The sweep's
// -c4perfect.winfirst=false plays perfect without it. Searches
// already running are not affected.
func UseWinFirst(on bool) { winFirstOn.Store(on) }

// bothFirstOn says whether both workers of splitQuestions start on the
// first question (UseBothOnFirst).
var bothFirstOn atomic.Bool

func init() { bothFirstOn.Store(true) }

// UseBothOnFirst switches whether the two workers of SafeMoveWithin
// both start on its first question, each taking the next of its moves
// (on by default), or the second worker on the second question. A
// search cut short plays the first move of the first open question
// that it has not refuted, so that question's refutations are what
// keep a short answer's value: where "at least a draw?" comes first,
// both workers on it prove the losing moves the order puts first lost
// twice as fast, and the move played is the drawing one behind them
// sooner (seed 1111's miss, docs/connect4.md). With the workers on
// different questions, a won position's "is it a win?" starts at once.
// The values are the same either way. The sweep's
// -c4perfect.bothfirst=false starts them apart, as before.
func UseBothOnFirst(on bool) { bothFirstOn.Store(on) }

// rootQuestion is one null-window question at the root, "is the value
// above med?", whose moves splitQuestions hands out to its workers.
type rootQuestion struct {
	med  int
	next atomic.Int32 // the index in the order of the next move to hand out
	// stop tells the workers searching its moves to give up: the
	// question, or the whole search, is decided, or a limit was hit.
	stop atomic.Bool
	// refuted has bit i set when the order's move i is proven not to
	// fail high (guarded by split.mu).
	refuted uint32
}

// split is the state two workers of splitQuestions share.
type split struct {
	mu     sync.Mutex
	qs     []*rootQuestion
	order  [Width]uint64
	n      int
	lo, hi int
	best   uint64 // the move that proved lo, when lo is above -1
	out    bool   // a worker hit its time or node limit
}

// splitQuestions is solveMoveBounds's questions (meds, in order, within
// the bounds [lo, hi] already known) on two workers, this goroutine and
// one more, each a copy of s with its own node count. Both take the
// first question's root moves in the search's order, each the next not
// handed out (with s.bothFirst; without, the second worker starts on
// the second question's); a worker that finds none left goes on to the
// other question's. A move that fails a question's window high answers
// it (the value is above med, by that move); a question whose every
// move is refuted is answered the other way. Once the answers decide
// the value, or a worker hits its limit, the other gives up within
// timeCheck positions. The bounds proven are those of the sequential
// search; cut short, with nothing proven of the move, it is the first
// of the first open question's order not refuted nor proven to lose
// (cutShortMove).
func (s *searcher) splitQuestions(p *Position, meds []int, lo, hi int) (uint64, int, int) {
	sp := &split{lo: lo, hi: hi}
	sp.order, sp.n, _ = rootMovesBy(p, s.evalOrderPly)
	for _, med := range meds {
		sp.qs = append(sp.qs, &rootQuestion{med: med})
	}
	helper := *s
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		helper.work(p, sp, !s.bothFirst)
	}()
	s.work(p, sp, false)
	wg.Wait()
	s.nodes += helper.nodes
	s.helperNodes = helper.nodes
	s.aborted = s.aborted || helper.aborted
	best := sp.order[0]
	if sp.lo > -1 {
		best = sp.best
	} else if sp.lo < sp.hi {
		// Cut short with nothing proven of a move.
		if i := sp.cutShortMove(); i >= 0 {
			best = sp.order[i]
		}
	}
	return best, sp.lo, sp.hi
}

// cutShortMove returns the index in sp.order of the move to play when
// the search was cut short with nothing proven of a move (lo is -1): the
// first move not refuted of the first question still open, among those
// "is it at least a draw?" did not refute, which are proven to lose
// (where "is it a win?" comes first, the other worker may have refuted
// the move the first question is on); with none, the first of those;
// -1 when every move is proven to lose.
func (sp *split) cutShortMove() int {
	var lost uint32
	for _, q := range sp.qs {
		if q.med == -1 {
			lost = q.refuted
		}
	}
	first, notLost := -1, -1
	for _, q := range sp.qs {
		if q.med < sp.lo || q.med >= sp.hi {
			continue
		}
		for i := range sp.n {
			if lost&(1<<i) != 0 {
				continue
			}
			if notLost < 0 {
				notLost = i
			}
			if q.refuted&(1<<i) == 0 {
				first = i
				break
			}
		}
		break
	}
	if first < 0 {
		return notLost
	}
	return first
}

// work is one worker of splitQuestions: it searches the root moves the
// questions hand out until none is left or the search is decided or cut
// short.
func (s *searcher) work(p *Position, sp *split, second bool) {
	// second starts on the second question, then the first.
	theirs := p.cur ^ p.mask
	ply := int(p.ply) + 1
	defer func() { s.stop = nil }()
	for k := range sp.qs {
		if second {
			k = (k + 1) % len(sp.qs)
		}
		q := sp.qs[k]
		s.stop = &q.stop
		for !q.stop.Load() {
			i := int(q.next.Add(1) - 1)
			if i >= sp.n {
				break
			}
			m := sp.order[i]
			s.aborted = false
			v := -s.negamax(theirs, p.mask|m, ply, -(q.med + 1), -q.med)
			sp.mu.Lock()
			switch {
			case s.aborted && !q.stop.Load():
				// A limit: nothing more will be proven in time.
				sp.out = true
				for _, q := range sp.qs {
					q.stop.Store(true)
				}
			case s.aborted:
				// The question was decided meanwhile.
			case v > q.med:
				// Fail-soft: the value is at least v.
				if v > sp.lo {
					sp.lo, sp.best = v, m
				}
				q.stop.Store(true)
			default:
				q.refuted |= 1 << i
				if q.refuted == 1<<sp.n-1 {
					sp.hi = min(sp.hi, q.med)
					q.stop.Store(true)
				}
			}
			// A question the bounds now settle needs no more work.
			for _, o := range sp.qs {
				if o.med < sp.lo || o.med >= sp.hi {
					o.stop.Store(true)
				}
			}
			out := sp.out
			sp.mu.Unlock()
			if out {
				s.aborted = true
				return
			}
		}
	}
	s.aborted = false
}
