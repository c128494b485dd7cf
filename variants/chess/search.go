package chess

import (
	"fmt"

	"rollout/variants"
)

var _ variants.LeafSearcher = (*Position)(nil)

// A leaf that looks further: with SetLeafDepth(d), Evaluate is a
// negamax alpha-beta search of d plies over every legal move, with the
// capture quiescence search (quiesce) at its leaves, instead of the
// quiescence search alone. A tree search that scores its leaves by
// Evaluate then sees a quiet threat one or two moves off (a fork, a
// pin, a mate in one) that capture resolution cannot. Each ply costs
// about the position's number of moves in quiescence searches, less
// what alpha-beta cuts, so the depth trades iterations for accuracy;
// docs/strength.md has the measurement that chose it.
//
// Move ordering is what makes alpha-beta cut: captures most valuable
// victim first (least valuable attacker among equals) and queen
// promotions, then the two killer moves of the ply (quiet moves that
// cut before at the same ply of this search), then the rest. One ply
// before the quiescence search, a move whose position's static value
// cannot raise alpha is not searched at all (frontierCut): most quiet
// moves, which is what makes a ply cost little more than the static
// values of its moves. Mates are
// scored mateCP less the plies to them, so the nearer mate is the
// better one; a stalemate is 0. Repetitions and the fifty-move rule
// are not seen inside the search (the tree sees them, engine's Draws).
//
// The king-aware terms (SetEval("king")) are taken once, at the
// searched position, and added to the search's value, as resolved does
// for the quiescence search: the material the search wins or loses
// changes far more than king safety, and the terms at every leaf would
// triple a leaf's cost.

// MaxLeafDepth is the deepest leaf search SetLeafDepth takes: at 3 plies
// a leaf costs thousands of quiescence searches and a tree search at
// 100 ms a move runs too few iterations to choose well.
const MaxLeafDepth = 3

// Killer moves' and promotions' ordering keys, above every quiet move
// (0) and below the captures (victim*16 - attacker, at least 1584).
const (
	killerKey0 = 1000
	killerKey1 = 999
	captureKey = 2000 // added to a capture's MVV-LVA key
)

// abStack holds one leaf search's state: the board of each ply, the
// killer moves of each ply and the quiescence stack of its leaves.
// Passing it by pointer keeps the recursion off the heap.
type abStack struct {
	boards  [MaxLeafDepth + 2]board
	killers [MaxLeafDepth + 1][2]Move
	q       qStack
	checks  bool   // a ply of checks before the quiescence search
	prune   qPrune // what the quiescence search skips
}

// LeafChecks reports whether Evaluate searches a ply of quiet checks
// before the quiescence search (SetLeafChecks).
func (p *Position) LeafChecks() bool { return p.checks }

// SetLeafChecks makes Evaluate (and EvaluateCP) search, at the leaves
// of its alpha-beta search (at p itself with a leaf depth of 0), the
// quiet checks of the side to move before the quiescence search, for p
// and every copy made from it (variants.LeafSearcher).
func (p *Position) SetLeafChecks(on bool) { p.checks = on }

// LeafDepth returns the plies Evaluate searches before the quiescence
// search (0: the quiescence search alone).
func (p *Position) LeafDepth() int { return int(p.leaf) }

// MaxLeafDepth returns the deepest search SetLeafDepth takes
// (variants.LeafSearcher).
func (p *Position) MaxLeafDepth() int { return MaxLeafDepth }

// SetLeafDepth makes Evaluate (and EvaluateCP) an alpha-beta search of d
// plies with the quiescence search at its leaves, for p and every copy
// made from it; 0 is the quiescence search alone. A depth outside 0 to
// MaxLeafDepth is an error and changes nothing.
func (p *Position) SetLeafDepth(d int) error {
	if d < 0 || d > MaxLeafDepth {
		return fmt.Errorf("chess: leaf depth %d out of range (want 0 to %d)", d, MaxLeafDepth)
	}
	p.leaf = uint8(d)
	return nil
}

// searched is the value of b in centipawns for the side to move: an
// alpha-beta search of depth plies with quiescence at its leaves, with
// checks a ply of quiet checks before it (checksPly), the king-aware
// terms (by kind) taken once at b, the quiescence search pruned by
// prune; depth 0 without checks is resolved.
func (b *board) searched(kind evalKind, depth int, checks bool, prune qPrune) int32 {
	if depth <= 0 && !checks {
		return b.resolved(kind, prune)
	}
	var st abStack
	st.boards[0] = *b
	st.checks = checks
	st.prune = prune
	v := alphaBeta(&st, 0, min(depth, MaxLeafDepth), -mateCP, mateCP)
	if kind != evalStandard && v > -mateCP+MaxLeafDepth && v < mateCP-MaxLeafDepth {
		s := b.pstSums()
		v += b.evaluateFrom(kind, s) - s.value(b.side)
	}
	return v
}

// alphaBeta is a fail-hard negamax search of st.boards[ply] to depth
// plies, then quiesce. A side with no legal move is mated (scored
// -mateCP+ply, so a nearer mate is worth more to the winner) or
// stalemated (0).
func alphaBeta(st *abStack, ply, depth int, alpha, beta int32) int32 {
	b := &st.boards[ply]
	if depth == 0 {
		if st.checks {
			return checksPly(st, ply, alpha, beta)
		}
		return leafValue(st, b, ply, alpha, beta)
	}
	var s setList
	if b.genSets(&s) == 0 {
		if b.inCheck() {
			return -mateCP + int32(ply)
		}
		return 0
	}
	var moves moveList
	var keys [maxMoves]int32
	n := s.expand(&moves)
	k := &st.killers[ply]
	for i := 0; i < n; i++ {
		keys[i&(maxMoves-1)] = b.orderKey(moves[i&(maxMoves-1)], k)
	}
	for i := 0; i < n; i++ {
		// Selection sort, as quiesce does: a cut usually comes early.
		best := i
		for j := i + 1; j < n; j++ {
			if keys[j&(maxMoves-1)] > keys[best&(maxMoves-1)] {
				best = j
			}
		}
		moves[i&(maxMoves-1)], moves[best&(maxMoves-1)] = moves[best&(maxMoves-1)], moves[i&(maxMoves-1)]
		keys[i&(maxMoves-1)], keys[best&(maxMoves-1)] = keys[best&(maxMoves-1)], keys[i&(maxMoves-1)]
		m := moves[i&(maxMoves-1)]
		c := &st.boards[ply+1]
		*c = *b
		c.play(m)
		if depth == 1 && frontierCut(c, alpha) {
			continue
		}
		v := -alphaBeta(st, ply+1, depth-1, -beta, -alpha)
		if v >= beta {
			if keys[i&(maxMoves-1)] < captureKey && k[0] != m {
				k[0], k[1] = m, k[0]
			}
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}

// leafValue is the quiescence value of b, the board at ply, within
// alpha and beta; a mate there counts its plies, as alphaBeta's do.
func leafValue(st *abStack, b *board, ply int, alpha, beta int32) int32 {
	st.q[0] = *b
	v := quiesce(&st.q, st.prune, 0, b.pstSums(), alpha, beta)
	if v <= -mateCP {
		v = max(-mateCP+int32(ply), alpha)
	}
	return v
}

// checksPly is the quiescence search of st.boards[ply] widened by one
// ply of quiet checks: the side to move may stand on the quiescence
// value or give a check that is not a capture, the reply searched with
// every evasion and then the captures. So a mate in one and a check
// that wins a piece after the evasion (a fork, a skewer) are in the
// value, for about the cost of the few checks a position has. In check
// it is the quiescence search, which searches every evasion already.
func checksPly(st *abStack, ply int, alpha, beta int32) int32 {
	b := &st.boards[ply]
	v := leafValue(st, b, ply, alpha, beta)
	if v >= beta || b.inCheck() {
		return v
	}
	alpha = max(alpha, v)
	var s setList
	b.genSets(&s)
	ci := b.newCheckInfo()
	empty := ^b.all()
	for i := 0; i < s.n; i++ {
		e := &s.sets[i&(maxSets-1)]
		if e.kind != kindNormal {
			continue // promotions are the quiescence search's; castling checks are rare
		}
		for t := e.to & empty; t != 0; {
			to := popLSB(&t)
			from := int(e.from)
			if from < 0 {
				from = to - int(e.delta)
			}
			m := newMove(from, to, kindNormal)
			if !b.givesCheck(m, &ci) {
				continue
			}
			c := &st.boards[ply+1]
			*c = *b
			c.play(m)
			v := -leafValue(st, c, ply+1, -beta, -alpha)
			if v >= beta {
				return beta
			}
			alpha = max(alpha, v)
		}
	}
	return alpha
}

// frontierCut reports whether the move that led to c, one ply before
// the quiescence search, cannot raise alpha, so its quiescence search
// can be skipped (futility pruning without a margin, and exact): out of
// check the side to move at c may stand pat, so the move is worth at
// most the negated static value of c, and if that is not above alpha
// the search's value cannot change. In check there is no stand pat, and
// a stalemate (0) may be worth more than alpha to a losing side: those
// are searched.
func frontierCut(c *board, alpha int32) bool {
	if c.inCheck() || -c.static() > alpha {
		return false
	}
	return alpha >= 0 || c.hasLegalMove()
}

// orderKey is the ordering key of the legal move m of b: captures by
// MVV-LVA above everything, then queen promotions, the ply's killer
// moves, and the quiet moves at 0; under-promotions last.
func (b *board) orderKey(m Move, killers *[2]Move) int32 {
	to, kind := mTo(m), mKind(m)
	var key int32
	if pc := b.mailbox[to]; pc != 0 {
		key = captureKey + pieceCP[pc&7-1]*16 - int32(b.mailbox[mFrom(m)]&7-1)
	} else if kind == kindEnPassant {
		key = captureKey + pieceCP[pawn]*16 - pawn
	}
	if kind == kindPromotion {
		if mPromo(m) != queen {
			return -1
		}
		return key + captureKey + pieceCP[queen]
	}
	switch {
	case key > 0:
		return key
	case m == killers[0]:
		return killerKey0
	case m == killers[1]:
		return killerKey1
	}
	return 0
}
