package chess

import "rollout/variants"

// A selective tactical search for the tree's new nodes (engine's
// Tactician): capture resolution scores a sacrifice by the material it
// gives (Qxh7+ Kxh7, a queen down), so the tree gives it one visit at
// -0.96 and never looks again, though the checks after it win. Baier
// and Winands' MCTS-IP seeds a new node with a shallow search's value
// instead of its first look; here that search is the quiescence search
// widened, for one side only (the attacker), by its checks: at each of
// the attacker's first few turns it may stand on the quiescence value
// or give any check, the defender then answering with every evasion,
// or, out of check, standing pat or capturing (each capture searched
// further the same way). So Bxh7+ Kxh7 Ng5+ Kg8 Qxe7, or Rxf7 Kxf7
// Qb3+ Ke8 Qxb7, are in the node's value from its first visit, for the
// few checks a position has, where a full-width ply costs the tree most
// of its iterations (docs/strength.md). Adding moves for one side only
// raises that side's value above the quiescence value; a node budget
// bounds the search (past it the attacker stands pat). Mates are scored
// as the quiescence search scores them, nearer ones better. Boards are
// copied, never unmade; nothing is allocated.

// MaxTacticChecks is the most attacker's turns Tactics searches checks
// at.
const MaxTacticChecks = 4

// tacticPlies bounds the plies of a tactical line: a check and an
// evasion per attacker's turn, with a capture and a recapture between.
const tacticPlies = 4*MaxTacticChecks + 2

// TacticBudget is the most nodes one tactical search visits before the
// attacker stops looking for checks, unless told otherwise: some
// 20-100 µs.
const TacticBudget = 400

// tacStack is one tactical search's state: the board of each ply, the
// quiescence stack of its leaves, the attacker, the nodes visited and
// the most it may visit.
type tacStack struct {
	boards   [tacticPlies + 1]board
	q        qStack
	attacker uint8
	nodes    int
	budget   int
}

// MaxTacticChecks returns the most attacker's turns Tactics takes
// (MaxTacticChecks).
func (p *Position) MaxTacticChecks() int { return MaxTacticChecks }

// Tactics returns the evaluation of the position for the side to move
// on Evaluate's scale, by the quiescence search widened by the checks
// of one side, the attacker (the side that moved into the position
// when mover is set, else the side to move), at its first checks turns
// (1 to MaxTacticChecks; 0 is Evaluate's capture resolution) and
// within budget nodes (TacticBudget where budget is 0 or less), m
// being the move that led to the position, and the mate it proves, if
// any (tacticMate): the plies to it, positive when the side to move
// mates, negative when it is mated, else 0. It searches, and reports ok,
// only where m is what the attacker's checks may answer: with mover,
// a check or a capture whose piece stands attacked (a sacrifice that
// takes something or gives check: Qxh7+, Nxf7, Bxh7+), the quiet moves
// that leave a piece en prise being nearly all blunders; without, a
// capture (the sacrificed piece taken: Kxh7); m NoMove asks for the
// search whatever the move. The king-aware terms are
// taken once, at the position, as Evaluate takes them. It does not
// allocate and leaves the receiver unchanged.
func (p *Position) Tactics(m Move, mover bool, checks, budget int) (value float64, mate int, ok bool) {
	if m != variants.NoMove && !p.b.tacticalAfter(m, mover) {
		return 0, 0, false
	}
	cp := p.b.tactical(p.eval, mover, min(checks, MaxTacticChecks), budget)
	return p.value(cp), p.b.tacticMate(cp, mover), true
}

// Threat returns the tactical search's value of the position for the
// side to move were it to pass: the side that moved into it moves
// again, with its checks for checks turns and within budget nodes (as
// Tactics), so a quiet move's threat (a mate, a piece won by a check)
// is seen. A pass is rarely the defender's best, so the value is a
// bound the defender's replies can only raise, not a proof. It reports
// false where a pass is not a position (in check, or with an en passant
// capture to give up). It does not allocate and leaves the receiver
// unchanged.
func (p *Position) Threat(checks, budget int) (float64, bool) {
	b := p.b
	if b.inCheck() || b.ep != noSquare {
		return 0, false
	}
	b.side ^= 1
	return p.value(-b.tactical(p.eval, false, min(checks, MaxTacticChecks), budget)), true
}

// tacticMate is the mate Tactics proves on b, the tactical search's
// value being cp for the side to move: the plies to it (positive when
// the side to move mates), or 0 where cp is no mate or the search
// cannot prove one. A mate the search scores is a forced one: the
// defender's every evasion is searched wherever it is in check, and
// out of check it may stand pat, which no mate score survives. Two
// things it does not see could still save the defender, and they
// decide: the fifty-move rule within the line (none is proved within
// tacticPlies+qDepth half-moves of it), and an under-promotion that
// only the quiescence search's evasions leave out (none is proved where
// the defender has a pawn a step from promoting). The plies are the
// tactical line's own, the last capture resolution's counted as one.
func (b *board) tacticMate(cp int32, mover bool) int {
	if cp > -mateCP+tacticPlies+1 && cp < mateCP-tacticPlies-1 {
		return 0
	}
	if int(b.halfmove)+tacticPlies+qDepth >= 100 {
		return 0
	}
	attacker := b.side
	if mover {
		attacker ^= 1
	}
	defender := attacker ^ 1
	if b.pieces[defender][pawn]&[2]uint64{white: rank7, black: rank2}[defender] != 0 {
		return 0
	}
	plies := int(mateCP - max(cp, -cp))
	plies = max(plies, 1)
	if cp < 0 {
		return -plies
	}
	return plies
}

// tacticalAfter is Tactics's test of the move m that led to b.
func (b *board) tacticalAfter(m Move, mover bool) bool {
	from, to := mFrom(m), mTo(m)
	pc := b.mailbox[to]
	if pc == 0 || int(pc>>3) == int(b.side) {
		return false // not the move into b
	}
	// A capture resets the fifty-move counter, as a pawn's step does;
	// a pawn captures across files.
	capture := b.halfmove == 0 && (int(pc&7)-1 != pawn || from&7 != to&7) || mKind(m) == kindEnPassant
	if !mover {
		return capture
	}
	if b.inCheck() {
		return true
	}
	return capture && b.attackedBy(int(b.side), to, b.all())
}

// TacticsCP is Tactics in centipawns, for tests and docs.
func (p *Position) TacticsCP(mover bool, checks int) int {
	return int(p.b.tactical(p.eval, mover, min(checks, MaxTacticChecks), 0))
}

// tactical is Tactics in centipawns for the side to move.
func (b *board) tactical(kind evalKind, mover bool, checks, budget int) int32 {
	if checks <= 0 {
		return b.resolved(kind, qFull)
	}
	var st tacStack
	st.boards[0] = *b
	st.budget = budget
	if budget <= 0 {
		st.budget = TacticBudget
	}
	st.attacker = b.side
	if mover {
		st.attacker ^= 1
	}
	// The quiescence value first: the search is asked only whether the
	// attacker's checks beat it, and by how much, so the defender stops
	// at the first answer that holds the attacker to it (a blunder's
	// capture, nearly always the first tried) instead of looking for
	// its best.
	st.q[0] = *b
	q := quiesce(&st.q, qFull, 0, b.pstSums(), -mateCP, mateCP)
	if q <= -mateCP || q >= mateCP {
		return quiesceMate(b, q)
	}
	alpha, beta := q, int32(mateCP)
	if b.side != st.attacker {
		alpha, beta = -mateCP, q
	}
	v := tactic(&st, 0, checks, alpha, beta)
	if kind != evalStandard && v > -mateCP+tacticPlies && v < mateCP-tacticPlies {
		s := b.pstSums()
		v += b.evaluateFrom(kind, s) - s.value(b.side)
	}
	return v
}

// quiesceMate is the mate q, the quiescence value of b for the side to
// move (-mateCP or mateCP), with the least plies it can have (the
// quiescence search counts none): the side to move mating in one at
// the soonest, or mated now where it has no move, else in two.
func quiesceMate(b *board, q int32) int32 {
	if q >= mateCP {
		return mateCP - 1
	}
	var s setList
	if b.genSets(&s) == 0 {
		return q
	}
	return -mateCP + 2
}

// tactic is the fail-hard value of st.boards[ply] for the side to move
// within alpha and beta, the attacker having checks turns with checks
// left.
func tactic(st *tacStack, ply, checks int, alpha, beta int32) int32 {
	b := &st.boards[ply]
	if checks == 0 || ply >= tacticPlies {
		return tacLeaf(st, b, ply, alpha, beta)
	}
	st.nodes++
	if b.side == st.attacker {
		return tacAttack(st, b, ply, checks, alpha, beta)
	}
	if b.inCheck() {
		// Every evasion: a proof for the attacker must hold against
		// each of them.
		var s setList
		if b.genSets(&s) == 0 {
			return max(alpha, min(-mateCP+int32(ply), beta))
		}
		for i := 0; i < s.n; i++ {
			e := &s.sets[i&(maxSets-1)]
			for t := e.to; t != 0; {
				to := popLSB(&t)
				// Every promotion piece: a proof holds against each.
				for pt := queen; pt >= knight; pt-- {
					c := &st.boards[ply+1]
					*c = *b
					c.play(setMove(e, to, pt))
					v := -tactic(st, ply+1, checks, -beta, -alpha)
					if v >= beta {
						return beta
					}
					alpha = max(alpha, v)
					if e.kind != kindPromotion {
						break
					}
				}
			}
		}
		return alpha
	}
	// Out of check the defender stands pat or captures, as in the
	// quiescence search, each capture answered by the attacker's
	// checks again.
	stand := b.static()
	if stand >= beta {
		return beta
	}
	alpha = max(alpha, stand)
	var l capList
	b.genCaptures(&l, b.pinnedOut())
	for i := 0; i < l.n; i++ {
		m := l.next(i)
		c := &st.boards[ply+1]
		*c = *b
		c.play(m)
		v := -tactic(st, ply+1, checks, -beta, -alpha)
		if v >= beta {
			return beta
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// tacAttack is tactic at the attacker's turn: it stands on the
// quiescence value or gives a check, each check's line searched with
// one turn of checks fewer. In check (a defender's check answered) it
// is the quiescence value, which searches every evasion.
func tacAttack(st *tacStack, b *board, ply, checks int, alpha, beta int32) int32 {
	v := tacLeaf(st, b, ply, alpha, beta)
	if v >= beta || b.inCheck() || st.nodes >= st.budget {
		return v
	}
	alpha = v
	var s setList
	if b.genSets(&s) == 0 {
		return alpha
	}
	ci := b.newCheckInfo()
	b.checkSets(&s, &ci)
	// The checks that capture the most first, as the quiescence search
	// orders its captures: a cut usually comes at the first.
	var l capList
	for i := 0; i < s.n && l.n < qMoves; i++ {
		e := &s.sets[i&(maxSets-1)]
		for t := e.to; t != 0 && l.n < qMoves; {
			to := popLSB(&t)
			m := setMove(e, to, queen)
			if e.kind == kindPromotion && !b.givesCheck(m, &ci) {
				m = setMove(e, to, knight)
			}
			if b.givesCheck(m, &ci) {
				l.put(m, victimKey[b.mailbox[to]&15])
			}
		}
	}
	for i := 0; i < l.n; i++ {
		m := l.next(i)
		c := &st.boards[ply+1]
		*c = *b
		c.play(m)
		v := -tactic(st, ply+1, checks-1, -beta, -alpha)
		if v >= beta {
			return beta
		}
		alpha = max(alpha, v)
	}
	return alpha
}

// tacLeaf is the quiescence value of b, the board at ply, within alpha
// and beta; a mate there counts its plies, as alphaBeta's do: the side
// to move mated at ply, or mating at ply+1 at the soonest (the
// quiescence search scores a mate by its captures or evasions without
// their plies, so a mate in one capture here is as long as one a
// check gives), so that of two mates the tactical search finds the
// shorter has the fewer plies (Win at Chess 60: 1.Qh8+ Bxh8 2.Rxh8#
// before 1.Qh7+, a mate in four).
func tacLeaf(st *tacStack, b *board, ply int, alpha, beta int32) int32 {
	st.q[0] = *b
	v := quiesce(&st.q, qFull, 0, b.pstSums(), alpha, beta)
	switch {
	case v <= -mateCP:
		v = max(-mateCP+int32(ply), alpha)
	case v >= mateCP:
		v = max(mateCP-int32(min(ply+1, tacticPlies)), alpha)
	}
	return v
}
