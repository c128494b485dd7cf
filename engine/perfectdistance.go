package engine

import (
	"slices"
	"time"

	"rollout/variants"
)

// playDistance is the distanceSolver of a game without one of its own
// (tic-tac-toe, nim): a depth-limited negamax over the game's own moves,
// exact at the game's end and 0 at the depth's edge, deepened a ply at
// a time, so its first depth that sees a win on every line is the
// soonest win and its first that sees every move lose the latest loss.
// It is small games' search: no table, one position a ply, bounded by
// time and a node count.
type playDistance struct {
	pos variants.Position
}

// distanceWin is a win's score at the root's ply: a win at ply p (the
// root's move is ply 1) scores distanceWin-p, a loss -(distanceWin-p).
const distanceWin = 1 << 20

// distanceSearch is one DistanceMoveWithin's state.
type distanceSearch struct {
	deadline time.Time
	maxNodes uint64
	nodes    uint64
	aborted  bool
	deeper   bool                // a line reached the depth's edge undecided
	plies    []variants.Position // plies[d]: the position d plies below the root
	moves    [][]variants.Move   // moves[d]: the legal moves there
}

// DistanceMoveWithin implements distanceSolver for any game (connect4's
// is the same search on its bitboards): the move among the given ones
// (every legal move if none) that wins soonest, or, when every move
// loses, loses latest; outcome 1 or -1 when the search saw the game end
// on every line within plies, else 0 with the move that lasted the
// deepest search done. It stops after limit or nodes positions (0: no
// bound).
func (d playDistance) DistanceMoveWithin(limit time.Duration, nodes uint64, among []variants.Move) (m variants.Move, plies, outcome int) {
	if len(among) == 0 {
		among = d.pos.LegalMoves(nil)
	}
	s := distanceSearch{deadline: time.Now().Add(limit), maxNodes: nodes}
	order := slices.Clone(among)
	for depth := 1; depth <= 1024; depth++ {
		best, score, ok := s.root(d.pos, order, depth)
		if !ok {
			break
		}
		plies = depth
		i := slices.Index(order, best)
		copy(order[1:i+1], order[:i])
		order[0] = best
		switch {
		case score > distanceWin/2:
			return best, distanceWin - score, 1
		case score < -distanceWin/2:
			return best, distanceWin + score, -1
		case !s.deeper:
			return best, plies, 0 // every line ended before depth: a draw
		}
		s.deeper = false
	}
	return order[0], plies, 0
}

// root scores each move to depth plies and returns the best; false if
// the search ran out of time or nodes first.
func (s *distanceSearch) root(pos variants.Position, among []variants.Move, depth int) (variants.Move, int, bool) {
	best, bestScore := among[0], -2*distanceWin
	for _, m := range among {
		v := -s.negamax(pos, m, 1, depth-1, -2*distanceWin, -bestScore)
		if s.aborted {
			return 0, 0, false
		}
		if v > bestScore {
			best, bestScore = m, v
		}
	}
	return best, bestScore, true
}

// negamax scores, for the side to move after m, the position m makes
// from parent, ply plies below the root, searching depth more plies.
func (s *distanceSearch) negamax(parent variants.Position, m variants.Move, ply, depth, alpha, beta int) int {
	s.nodes++
	if s.nodes%1024 == 0 && (time.Now().After(s.deadline) || s.maxNodes > 0 && s.nodes >= s.maxNodes) {
		s.aborted = true
	}
	if s.aborted {
		return 0
	}
	for len(s.plies) <= ply {
		s.plies = append(s.plies, parent.Clone())
		s.moves = append(s.moves, nil)
	}
	pos := s.plies[ply]
	pos.CopyFrom(parent)
	mover := pos.ToMove()
	pos.Play(m)
	if o := pos.Outcome(); o.Over() {
		// From the side to move now, the mover's opponent.
		return -o.ScoreFor(mover) * (distanceWin - ply)
	}
	if depth == 0 {
		s.deeper = true
		return 0
	}
	s.moves[ply] = pos.LegalMoves(s.moves[ply][:0])
	for _, c := range s.moves[ply] {
		v := -s.negamax(pos, c, ply+1, depth-1, -beta, -alpha)
		if s.aborted {
			return 0
		}
		if v > alpha {
			alpha = v
			if alpha >= beta {
				break
			}
		}
	}
	return alpha
}
