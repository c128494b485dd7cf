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

// solveMove is SolveMoveWithin on the searcher s: at most two null-window
// searches of the root, as solve, the move that failed one high being the
// answer.
func (s *searcher) solveMove(p *Position) (variants.Move, int, bool) {
	if p.result != variants.Ongoing {
		return 0, 0, false
	}
	if win := winningCells(p.cur, p.mask) & playable(p.mask); win != 0 {
		return variants.Move(cellColumn(win & -win)), 1, true
	}
	lo, hi := -1, 1
	best := uint64(0)
	for lo < hi {
		med := lo + (hi-lo)/2
		r, m := s.root(p, med, med+1)
		if s.aborted {
			return 0, 0, false
		}
		if r <= med {
			hi = r
		} else {
			lo, best = r, m
		}
	}
	if best == 0 {
		// Lost whatever is played: the first move of the search's order.
		order, _, _ := rootMoves(p)
		best = order[0]
	}
	return variants.Move(cellColumn(best)), lo, true
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
