package connect4

import (
	"math/bits"
	"slices"
	"time"

	"rollout/variants"
)

// When the solver cannot prove a move in time, a player still needs a
// good one: GuessMoveWithin is a depth-limited alpha-beta search,
// deepened one ply at a time until the time is spent, whose leaves are
// scored by a static evaluation: the threats each side holds (an empty
// cell that would complete its four), counted double on the rows where
// they tend to decide the game (odd rows, counting from 1 at the
// bottom, for the first player, even ones for the second: Allis's
// zugzwang rule), and how many possible fours pass through each side's
// stones. It sees every forced line within its depth exactly, as the
// solver does (a win at once, a forced block, two threats to parry,
// never a stone under the opponent's threat), and reads the solver's
// table: a position the solver proved (in the search that ran out of
// time just before, for one) is scored by its value, not guessed.

// guessWin scores a win for the side to move; a win further away
// scores less, so the search prefers the nearest.
const guessWin = 100_000

// cellLines[row][col] is the number of possible fours through a cell.
var cellLines = [Height][Width]int{
	{3, 4, 5, 7, 5, 4, 3},
	{4, 6, 8, 10, 8, 6, 4},
	{5, 8, 11, 13, 11, 8, 5},
	{5, 8, 11, 13, 11, 8, 5},
	{4, 6, 8, 10, 8, 6, 4},
	{3, 4, 5, 7, 5, 4, 3},
}

// oddRows holds the cells of rows 1, 3 and 5 counted from the bottom.
const oddRows = bottomRow | bottomRow<<2 | bottomRow<<4

// GuessMoveWithin returns the move among the given ones (every legal
// move if among is empty) that the deepest search completed within the
// limit prefers, and that depth (0: not even one ply fitted, the move
// is the first of among). The game must not be over.
func (p *Position) GuessMoveWithin(limit time.Duration, among []variants.Move) (m variants.Move, depth int) {
	if len(among) == 0 {
		among = p.LegalMoves(nil)
	}
	g := guesser{deadline: time.Now().Add(limit), t: sharedTable()}
	order := slices.Clone(among)
	for d := 1; d <= Cells-int(p.ply); d++ {
		m, ok := g.root(p, order, d)
		if !ok {
			break
		}
		depth = d
		// The next, deeper search tries this one first: its score
		// makes the best window for the rest.
		i := slices.Index(order, m)
		copy(order[1:i+1], order[:i])
		order[0] = m
	}
	return order[0], depth
}

// guesser is one depth-limited search's state.
type guesser struct {
	t        *ttable // the solver's, read only; nil reads none
	deadline time.Time
	maxNodes uint64 // 0: no limit but the deadline
	nodes    uint64
	aborted  bool
}

// root searches each move to the given depth and returns the best, or
// false if the time ran out first.
func (g *guesser) root(p *Position, among []variants.Move, depth int) (variants.Move, bool) {
	m, _, ok := g.rootScore(p, among, depth)
	return m, ok
}

// rootScore is root with the best move's score: exact within the depth
// (a win or a loss by its ply: guessWin less the ply it comes at).
func (g *guesser) rootScore(p *Position, among []variants.Move, depth int) (variants.Move, int, bool) {
	best, bestScore := among[0], -2*guessWin
	for _, m := range among {
		c := *p
		c.Play(m)
		var v int
		switch {
		case c.result == variants.Draw:
			v = 0
		case c.result != variants.Ongoing:
			v = guessWin
		default:
			v = -g.negamax(c.cur, c.mask, int(c.ply), depth-1, -2*guessWin, -bestScore)
		}
		if g.aborted {
			return 0, 0, false
		}
		if v > bestScore {
			best, bestScore = m, v
		}
	}
	return best, bestScore, true
}

// negamax scores the position (cur = the side to move's stones, mask =
// all stones) for the side to move, searching depth more plies.
func (g *guesser) negamax(cur, mask uint64, ply, depth, alpha, beta int) int {
	g.nodes++
	if g.nodes%timeCheck == 0 && (time.Now().After(g.deadline) || g.maxNodes > 0 && g.nodes >= g.maxNodes) {
		g.aborted = true
	}
	if g.aborted {
		return 0
	}
	moves := playable(mask)
	if winningCells(cur, mask)&moves != 0 {
		return guessWin - ply
	}
	theirs := cur ^ mask
	threats := winningCells(theirs, mask)
	if forced := moves & threats; forced != 0 {
		if forced&(forced-1) != 0 {
			return -(guessWin - ply - 1)
		}
		moves = forced
	}
	moves &^= threats >> 1
	if moves == 0 {
		return -(guessWin - ply - 1)
	}
	if ply >= Cells-2 {
		return 0
	}
	if depth >= 2 && g.t != nil {
		// A proven value is exact; the probe costs a cache miss, too
		// much at the leaves.
		switch lo, hi := g.t.bounds(canonical(cur + mask)); {
		case lo == 1:
			return guessWin - ply - 2
		case hi == -1:
			return -(guessWin - ply - 2)
		case lo == 0 && hi == 0:
			return 0
		}
	}
	if depth <= 0 {
		return evaluate(cur, mask, ply)
	}
	order, n := orderMoves(cur, mask, moves, ply, 0) // threats, then centre first
	for _, m := range order[:n] {
		v := -g.negamax(theirs, mask|m, ply+1, depth-1, -beta, -alpha)
		if g.aborted {
			return 0
		}
		if v >= beta {
			return v
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// DistanceMoveWithin is the move among the given ones (every legal
// move if among is empty) that ends the game best by the clock of the
// plies: the soonest win, else, when every move loses, the latest loss,
// as a perfect player plays a position the solver has decided, whose
// values say only win, draw or loss. It is the depth-limited search of
// GuessMoveWithin, deepened a ply at a time, without the solver's table
// (a proven value there says nothing of when the game ends), stopped at
// the limit's time or after nodes positions (0: no bound). decided says
// the search saw the game end on every line within plies: outcome is
// then 1 (the move wins) or -1 (it loses), and plies counts the plies
// to that end, the move's own among them. Undecided (outcome 0), plies
// is the depth the search completed and the move one that lasts through
// it, or the first of among when not even one ply fitted. The game must
// not be over.
func (p *Position) DistanceMoveWithin(limit time.Duration, nodes uint64, among []variants.Move) (m variants.Move, plies, outcome int) {
	if len(among) == 0 {
		among = p.LegalMoves(nil)
	}
	g := guesser{deadline: time.Now().Add(limit), maxNodes: nodes}
	order := slices.Clone(among)
	for d := 1; d <= Cells-int(p.ply); d++ {
		m, v, ok := g.rootScore(p, order, d)
		if !ok {
			break
		}
		plies = d
		i := slices.Index(order, m)
		copy(order[1:i+1], order[:i])
		order[0] = m
		switch {
		case v == guessWin: // a win at once
			return m, 1, 1
		case v > guessWin/2: // a win by the stone at guessWin-v
			return m, guessWin - v - int(p.ply) + 1, 1
		case v < -guessWin/2: // a loss by the stone at guessWin+v
			return m, guessWin + v - int(p.ply) + 1, -1
		}
	}
	return order[0], plies, 0
}

// evaluate is the static score of a quiet position for the side to move
// (cur its stones, mask all stones, ply their number).
func evaluate(cur, mask uint64, ply int) int {
	theirs := cur ^ mask
	mine, their := winningCells(cur, mask), winningCells(theirs, mask)
	// The first player moves at even plies; its good rows are the odd
	// ones (from 1), the second player's the even ones.
	myRows, theirRows := uint64(oddRows), boardMask&^uint64(oddRows)
	if ply%2 == 1 {
		myRows, theirRows = theirRows, myRows
	}
	score := 40*(bits.OnesCount64(mine)-bits.OnesCount64(their)) +
		40*(bits.OnesCount64(mine&myRows)-bits.OnesCount64(their&theirRows))
	for b := cur; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		score += cellLines[i%stride][i/stride]
	}
	for b := theirs; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		score -= cellLines[i%stride][i/stride]
	}
	return score
}
