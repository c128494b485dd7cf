package connect4

import (
	"math/bits"
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
	best, lo, hi := s.solveMoveBounds(p)
	return variants.Move(cellColumn(best)), lo, hi
}

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
	if win := winningCells(p.cur, p.mask) & playable(p.mask); win != 0 {
		return win & -win, 1, 1
	}
	order, _, _ := rootMoves(p)
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
	order, n, lost := rootMoves(p)
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
	var score [Width]int
	for _, col := range centreFirst {
		m := moves & column(col)
		if m == 0 {
			continue
		}
		sc := bits.OnesCount64(winningCells(cur|m, mask))
		// Insertion sort, stable: equal threat counts keep centre-first.
		i := n
		for ; i > 0 && score[i-1] < sc; i-- {
			order[i], score[i] = order[i-1], score[i-1]
		}
		order[i], score[i] = m, sc
		n++
	}
	return order, n, false
}
