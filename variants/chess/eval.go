package chess

import (
	"fmt"
	"math"

	"rollout/variants"
)

var (
	_ variants.Evaluator  = (*Position)(nil)
	_ variants.EvalScaler = (*Position)(nil)
)

// The static evaluation is deliberately textbook: material plus
// piece-square tables (Michniewski's "simplified evaluation function"),
// tapered between a middlegame and an endgame table for the king and the
// pawns by the material left on the board, scored in centipawns. What
// makes it worth a rollout's time is that it is taken only after the
// captures have been resolved (quiesce), so a piece en prise is counted
// as lost and an exchange half played is finished first.

// pieceCP is the material value of each kind in centipawns; the king's
// is only what quiesce's move ordering needs.
var pieceCP = [6]int32{pawn: 100, knight: 320, bishop: 330, rook: 500, queen: 900, king: 2000}

// phaseWeight counts a kind towards the game phase: 24 with all the
// pieces on the board (the middlegame), 0 with only kings and pawns.
var phaseWeight = [6]int32{knight: 1, bishop: 1, rook: 2, queen: 4}

const phaseFull = 24

// The tables are written as a board is drawn, rank 8 first, from White's
// side: White's piece on sq reads entry sq^56, Black's reads entry sq.
var (
	pstMid = [6][64]int32{
		pawn: {
			0, 0, 0, 0, 0, 0, 0, 0,
			50, 50, 50, 50, 50, 50, 50, 50,
			10, 10, 20, 30, 30, 20, 10, 10,
			5, 5, 10, 25, 25, 10, 5, 5,
			0, 0, 0, 20, 20, 0, 0, 0,
			5, -5, -10, 0, 0, -10, -5, 5,
			5, 10, 10, -20, -20, 10, 10, 5,
			0, 0, 0, 0, 0, 0, 0, 0,
		},
		knight: {
			-50, -40, -30, -30, -30, -30, -40, -50,
			-40, -20, 0, 0, 0, 0, -20, -40,
			-30, 0, 10, 15, 15, 10, 0, -30,
			-30, 5, 15, 20, 20, 15, 5, -30,
			-30, 0, 15, 20, 20, 15, 0, -30,
			-30, 5, 10, 15, 15, 10, 5, -30,
			-40, -20, 0, 5, 5, 0, -20, -40,
			-50, -40, -30, -30, -30, -30, -40, -50,
		},
		bishop: {
			-20, -10, -10, -10, -10, -10, -10, -20,
			-10, 0, 0, 0, 0, 0, 0, -10,
			-10, 0, 5, 10, 10, 5, 0, -10,
			-10, 5, 5, 10, 10, 5, 5, -10,
			-10, 0, 10, 10, 10, 10, 0, -10,
			-10, 10, 10, 10, 10, 10, 10, -10,
			-10, 5, 0, 0, 0, 0, 5, -10,
			-20, -10, -10, -10, -10, -10, -10, -20,
		},
		rook: {
			0, 0, 0, 0, 0, 0, 0, 0,
			5, 10, 10, 10, 10, 10, 10, 5,
			-5, 0, 0, 0, 0, 0, 0, -5,
			-5, 0, 0, 0, 0, 0, 0, -5,
			-5, 0, 0, 0, 0, 0, 0, -5,
			-5, 0, 0, 0, 0, 0, 0, -5,
			-5, 0, 0, 0, 0, 0, 0, -5,
			0, 0, 0, 5, 5, 0, 0, 0,
		},
		queen: {
			-20, -10, -10, -5, -5, -10, -10, -20,
			-10, 0, 0, 0, 0, 0, 0, -10,
			-10, 0, 5, 5, 5, 5, 0, -10,
			-5, 0, 5, 5, 5, 5, 0, -5,
			0, 0, 5, 5, 5, 5, 0, -5,
			-10, 5, 5, 5, 5, 5, 0, -10,
			-10, 0, 5, 0, 0, 0, 0, -10,
			-20, -10, -10, -5, -5, -10, -10, -20,
		},
		king: {
			-30, -40, -40, -50, -50, -40, -40, -30,
			-30, -40, -40, -50, -50, -40, -40, -30,
			-30, -40, -40, -50, -50, -40, -40, -30,
			-30, -40, -40, -50, -50, -40, -40, -30,
			-20, -30, -30, -40, -40, -30, -30, -20,
			-10, -20, -20, -20, -20, -20, -20, -10,
			20, 20, 0, 0, 0, 0, 20, 20,
			20, 30, 10, 0, 0, 10, 30, 20,
		},
	}
	// pstEnd differs from pstMid for the king (to the centre) and the
	// pawns (the further advanced, the nearer promotion).
	pstEnd = func() [6][64]int32 {
		t := pstMid
		t[pawn] = [64]int32{
			0, 0, 0, 0, 0, 0, 0, 0,
			90, 90, 90, 90, 90, 90, 90, 90,
			50, 50, 50, 50, 50, 50, 50, 50,
			30, 30, 30, 30, 30, 30, 30, 30,
			15, 15, 15, 15, 15, 15, 15, 15,
			5, 5, 5, 5, 5, 5, 5, 5,
			0, 0, 0, 0, 0, 0, 0, 0,
			0, 0, 0, 0, 0, 0, 0, 0,
		}
		t[king] = [64]int32{
			-50, -40, -30, -20, -20, -30, -40, -50,
			-30, -20, -10, 0, 0, -10, -20, -30,
			-30, -10, 20, 30, 30, 20, -10, -30,
			-30, -10, 30, 40, 40, 30, -10, -30,
			-30, -10, 30, 40, 40, 30, -10, -30,
			-30, -10, 20, 30, 30, 20, -10, -30,
			-30, -30, 0, 0, 0, 0, -30, -30,
			-50, -30, -30, -30, -30, -30, -30, -50,
		}
		return t
	}()
)

// static is the evaluation of b in centipawns for the side to move,
// without capture resolution: material plus the piece-square tables,
// tapered as (mid*phase + end*(24-phase))/24.
func (b *board) static() int32 { return b.pstSums().value(b.side) }

// pstSum is what static sums, from White's side: the middlegame and the
// endgame values and the phase, not yet capped. A move changes it by the
// few pieces it moves, takes or promotes (pstAfter), so the quiescence
// search carries it down its lines instead of summing every piece at
// every node; sums of integers, the value is the same either way.
type pstSum struct{ mid, end, phase int32 }

// pstSums sums b's pieces: the middlegame and endgame values in one
// word a piece (pstPacked), the phase by counting each kind.
func (b *board) pstSums() pstSum {
	var packed int64
	for occ := b.all(); occ != 0; {
		sq := popLSB(&occ)
		packed += pstPacked[b.mailbox[sq]&15][sq&63]
	}
	// The low half is the middlegame's sum, modulo 2^32, so exactly
	// it (a sum of at most 32 small values); what is left is the
	// endgame's, times 2^32.
	mid := int32(packed)
	s := pstSum{mid: mid, end: int32((packed - int64(mid)) >> 32)}
	for pt := knight; pt <= queen; pt++ {
		s.phase += phaseWeight[pt] * int32(popcount(b.pieces[white][pt]|b.pieces[black][pt]))
	}
	return s
}

// pstPacked is pstTab's middlegame and endgame values as one word,
// mid + end·2^32, so that pstSums adds a piece's two by one addition.
var pstPacked = func() (t [16][64]int64) {
	for pc := range pstTab {
		for sq, e := range pstTab[pc] {
			t[pc][sq] = int64(e.end)<<32 + int64(e.mid)
		}
	}
	return t
}()

// value is static's value of the sums for side to move.
func (s pstSum) value(side uint8) int32 {
	phase := min(s.phase, phaseFull)
	v := (s.mid*phase + s.end*(phaseFull-phase)) / phaseFull
	if side == black {
		v = -v
	}
	return v
}

// pstTab is each piece's share of pstSum, by its mailbox byte
// (1+kind+8·colour, as qplay reads it) and square: its material and
// table values (Black's negated) and its phase weight, so that counting
// a piece in or out is three additions. The methods take and return
// the sums by value, which keeps them in registers.
var pstTab = func() (t [16][64]pstSum) {
	for c := white; c <= black; c++ {
		flip, sign := 56, int32(1)
		if c == black {
			flip, sign = 0, -1
		}
		for pt := pawn; pt <= king; pt++ {
			v := pieceCP[pt] * boolCP(pt != king)
			for sq := range 64 {
				t[pieceCode(c, pt)][sq] = pstSum{
					mid:   sign * (v + pstMid[pt][sq^flip]),
					end:   sign * (v + pstEnd[pt][sq^flip]),
					phase: phaseWeight[pt],
				}
			}
		}
	}
	return t
}()

// pieceCode is colour c's piece pt as the mailbox holds it.
func pieceCode(c, pt int) uint8 { return uint8(1 + pt + 8*c) }

// with is s with the piece pc (a mailbox byte) on sq counted in.
func (s pstSum) with(pc uint8, sq int) pstSum {
	e := &pstTab[pc&15][sq&63]
	return pstSum{s.mid + e.mid, s.end + e.end, s.phase + e.phase}
}

// without is s with the piece pc on sq counted out.
func (s pstSum) without(pc uint8, sq int) pstSum {
	e := &pstTab[pc&15][sq&63]
	return pstSum{s.mid - e.mid, s.end - e.end, s.phase - e.phase}
}

// pstAfter is s, the sums of b, after b plays the legal move m.
func (b *board) pstAfter(s pstSum, m Move) pstSum {
	us := int(b.side)
	from, to := mFrom(m), mTo(m)
	pc := b.mailbox[from]
	if captured := b.mailbox[to]; captured != 0 {
		s = s.without(captured, to)
	}
	s = s.without(pc, from)
	switch mKind(m) {
	case kindPromotion:
		s = s.with(pieceCode(us, mPromo(m)), to)
	case kindEnPassant:
		s = s.with(pc, to).without(pieceCode(us^1, pawn), to^8)
	case kindCastle:
		s = s.with(pc, to)
		r := pieceCode(us, rook)
		if to > from {
			s = s.without(r, to+1).with(r, to-1)
		} else {
			s = s.without(r, to-2).with(r, to+1)
		}
	default:
		s = s.with(pc, to)
	}
	return s
}

func boolCP(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// Quiescence bounds: qDepth plies of captures at most (deep enough for
// the exchanges on one square a middlegame offers; the stand-pat cut
// ends most lines long before), and mateCP, the score of being mated,
// beyond any material count.
const (
	qDepth = 8
	mateCP = 30000
	// qMoves bounds the captures looked at in one quiescence node; a
	// position with more (never seen in play) drops the rest.
	qMoves = 64
)

// qStack holds the boards of one quiescence line.
type qStack [qDepth + 1]board

// quiesce is a fail-hard alpha-beta search over captures, en passant and
// queen promotions only, with a stand pat: the side to move may always
// decline to capture and take the static value. Captures are tried most
// valuable victim first, least valuable attacker among equals. A side
// with no legal move is mated or stalemated, which quiesce scores
// exactly; in check every evasion is searched, with no stand pat. Out
// of check, prune skips the captures it names (qprune.go); 0 searches
// them all.
//
// Out of check the captures come from their own generator (qgen.go),
// and only once the stand pat has not cut: a node the stand pat cuts
// (or the last ply) asks only whether any legal move exists, which the
// first pawn push usually answers.
//
// The boards of the line searched live in st, one per ply (st[ply] is
// the position searched), rather than in a local copy per call: the
// compiler moves a recursive call's local to the heap.
func quiesce(st *qStack, prune qPrune, ply int, sums pstSum, alpha, beta int32) int32 {
	b := &st[ply]
	depth := qDepth - ply
	// The move lists are declared where they are filled: most nodes
	// return on the stand pat, and zeroing a list costs them time.
	check, pinned := b.checkOrPins()
	if check {
		var s setList
		if b.genSets(&s) == 0 {
			return -mateCP
		}
		if depth == 0 {
			// The last ply stands pat even in check.
			return max(alpha, min(sums.value(b.side), beta))
		}
		// In check there is no standing pat: every legal move is an
		// evasion and all are searched, so a mate by a capture or a
		// check at the end of an exchange is seen.
		var l capList
		b.captures(&s, &l, true)
		return quiesceMoves(st, prune, ply, sums, &l, alpha, beta)
	}
	stand := sums.value(b.side)
	if stand >= beta || depth == 0 {
		if !b.anyMoveOut(pinned) {
			return 0
		}
		return max(alpha, min(stand, beta))
	}
	var l capList
	b.genCaptures(&l, pinned)
	if l.n == 0 && !b.anyMoveOut(pinned) {
		return 0
	}
	if prune != 0 {
		return quiescePruned(st, prune, ply, sums, &l, stand, max(alpha, stand), beta)
	}
	return quiesceMoves(st, prune, ply, sums, &l, max(alpha, stand), beta)
}

// quiesceRoot is quiesce of b, whose sums are sums, with the widest
// window (-mateCP, mateCP), as resolved searches it: out of check, a
// root with no capture to search (most leaves from the opening on) is
// its stand pat, or a stalemate, without the stack of boards, which Go
// zeroes (1.8 KB) wherever it is declared; else the stack is declared
// and quiesce's own steps follow, the captures already generated.
func (b *board) quiesceRoot(prune qPrune, sums pstSum) int32 {
	const alpha, beta = -mateCP, mateCP
	check, pinned := b.checkOrPins()
	if !check {
		stand := sums.value(b.side)
		if stand >= beta {
			if !b.anyMoveOut(pinned) {
				return 0
			}
			return max(alpha, min(stand, beta))
		}
		var l capList
		b.genCaptures(&l, pinned)
		if l.n == 0 {
			if !b.anyMoveOut(pinned) {
				return 0
			}
			return max(alpha, stand) // quiesceMoves's value with no move
		}
		var st qStack
		st[0] = *b
		if prune != 0 {
			return quiescePruned(&st, prune, 0, sums, &l, stand, max(alpha, stand), beta)
		}
		return quiesceMoves(&st, prune, 0, sums, &l, max(alpha, stand), beta)
	}
	var st qStack
	st[0] = *b
	return quiesce(&st, prune, 0, sums, alpha, beta)
}

// quiesceMoves searches the moves of l at st[ply], best key first, and
// returns quiesce's value.
func quiesceMoves(st *qStack, prune qPrune, ply int, sums pstSum, l *capList, alpha, beta int32) int32 {
	b := &st[ply]
	for i := 0; i < l.n; i++ {
		m := l.next(i)
		st[ply+1] = *b
		after := st[ply+1].qplay(m, sums)
		v := -quiesce(st, prune, ply+1, after, -beta, -alpha)
		if v >= beta {
			return beta
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}

// captures lists into l the captures, en passant captures and queen
// promotions of s (with all, every move but under-promotions), with
// their ordering keys, in the order of s.
func (b *board) captures(s *setList, l *capList, all bool) {
	l.n = 0
	enemy := b.occ[b.side^1]
	for i := 0; i < s.n; i++ {
		e := &s.sets[i&(maxSets-1)]
		t := e.to
		switch {
		case all:
		case e.kind == kindNormal:
			t &= enemy
		case e.kind == kindCastle:
			t = 0
		}
		if t != 0 {
			l.addSet(b, t, int(e.from), int(e.delta), int(e.kind))
		}
	}
}

// EvalScale is the centipawn scale of Evaluate's logistic: a lead of x
// centipawns after capture resolution maps to
//
//	2/(1+10^(-x/EvalScale)) - 1  =  tanh(x·ln10/(2·EvalScale)),
//
// the expected score (win 1, loss -1) of the Elo formula with a pawn's
// worth 100 centipawns standing in for rating points: a pawn up is worth
// 0.28, a knight 0.73, a rook 0.89, a queen 0.99, and a mate in
// quiescence 1. It is the program's one mapping between values and
// pawns (variants.PawnScale, docs/evaluation.md), which UCI's score cp
// and PGN's [%eval] read back.
const EvalScale = variants.PawnScale

// evalFactor is EvalScale's logistic factor: a value is
// tanh(cp·evalFactor).
const evalFactor = math.Ln10 / (2 * EvalScale)

// SetEvalScale sets the centipawns x of the logistic by which Evaluate,
// Tactics and Threat map centipawns to values, for p and every copy
// made from it: tanh(cp·ln10/(2x)), so a lead of x centipawns is worth
// 0.82. 0 is EvalScale's (a pawn 0.28); a smaller x makes a pawn worth
// more of the value and saturates a winning lead sooner, a larger one
// the opposite. A scale variants.CheckEvalScale refuses is an error and
// changes nothing. EvaluateCP, TacticsCP and the centipawns every
// screen shows keep EvalScale's meaning.
func (p *Position) SetEvalScale(x float64) error {
	if err := variants.CheckEvalScale(x); err != nil {
		return fmt.Errorf("chess: %w", err)
	}
	p.vscale = 0
	if x != 0 {
		p.vscale = math.Ln10 / (2 * x)
	}
	return nil
}

// value maps centipawns for the side to move to Evaluate's values on
// p's logistic (SetEvalScale), from its centre (SetEvalCentre).
func (p *Position) value(cp int32) float64 { return p.valueFor(cp, p.b.side) }

// valueFor is value for centipawns of side's: the centre, a lead for
// White, is the opposite lead for Black. A mate's centipawns are so far
// beyond any centre that it stays a mate, ±1.
func (p *Position) valueFor(cp int32, side uint8) float64 {
	f := p.vscale
	if f == 0 {
		f = evalFactor
	}
	c := p.centre
	if side != white {
		c = -c
	}
	x := float64(cp)
	if p.trade != 0 && cp > -mateCP && cp < mateCP {
		x *= p.TradeFactor()
	}
	return math.Tanh((x - float64(c)) * f)
}

// SetEvalTrade sets the factor t by which a lead grows as pieces come
// off (variants.EvalTrader), for p and every copy made from it:
// Evaluate, Tactics and Threat count a lead of cp centipawns as
// cp·(1 + t·s), s the share of the game phase's pieces traded off
// (phaseWeight: 0 with every knight, bishop, rook and queen on, 1 with
// kings and pawns alone). A mate stays a mate. A factor
// variants.CheckEvalTrade refuses is an error and changes nothing.
// EvaluateCP, TacticsCP and the centipawns every screen shows keep
// their meaning.
func (p *Position) SetEvalTrade(t float64) error {
	if err := variants.CheckEvalTrade(t); err != nil {
		return fmt.Errorf("chess: %w", err)
	}
	p.trade = t
	return nil
}

// TradeFactor is 1 + t·s for p's board, SetEvalTrade's t and s the
// share of the pieces traded off: 1 with the factor off.
func (p *Position) TradeFactor() float64 {
	return 1 + p.trade*float64(phaseFull-p.b.phase())/phaseFull
}

// LeadCP is the evaluation in centipawns for the side to move with no
// centre (variants.EvalCentrer): EvaluateCP.
func (p *Position) LeadCP() int { return p.EvaluateCP() }

// SetEvalCentre centres Evaluate's logistic, and Tactics' and Threat's,
// on a lead of cp centipawns for side, for p and every copy made from
// it (variants.EvalCentrer): that lead is worth 0 to either side, a lead
// of cp+x for side is worth what x was worth before, and a lead of less
// than cp is worth less than nothing. 0 is no centre; a centre beyond
// variants.MaxEvalCentre either way is taken as that. EvaluateCP,
// TacticsCP and the centipawns every screen shows keep their meaning.
func (p *Position) SetEvalCentre(side variants.Side, cp int) {
	cp = max(-variants.MaxEvalCentre, min(cp, variants.MaxEvalCentre))
	if uint8(side) != white {
		cp = -cp
	}
	p.centre = int32(cp)
}

// EvaluateCP returns the evaluation in centipawns for the side to move,
// after capture resolution (and the leaf search, SetLeafDepth and
// SetLeafChecks): the
// figure behind Evaluate, for docs and tests.
func (p *Position) EvaluateCP() int {
	return int(p.b.searched(p.eval, int(p.leaf), p.checks, p.qprune))
}

// resolved is the quiescence value of b in centipawns for the side to
// move, by the evaluation kind. The king-aware terms are taken once, at
// b, and added to the standard quiescence value: the captures quiesce
// plays change material far more than king safety or mobility, and
// evaluating them at every quiescence node doubled an evaluation's cost
// (BenchmarkEvaluateKinds). A mate found stays a mate.
func (b *board) resolved(kind evalKind, prune qPrune) int32 {
	sums := b.pstSums()
	v := b.quiesceRoot(prune, sums)
	if kind != evalStandard && v > -mateCP && v < mateCP {
		v += b.evaluateFrom(kind, sums) - sums.value(b.side)
	}
	return v
}

// SetLeafHook makes fn see each position that p, or a copy made from
// it, evaluates by Evaluate (a search's leaves), before it is
// evaluated; nil stops it. fn must not keep or change the position. A
// tuner's way to collect the positions a search evaluates (rollout tune
// -sample-leaves), not a player's: fn is called from each worker that
// evaluates, so it guards what it shares.
func (p *Position) SetLeafHook(fn func(*Position)) { p.leafHook = fn }

// Evaluate returns the static evaluation for the side to move in
// [-1, 1]: material and tapered piece-square tables after a quiescence
// search over captures and promotions, through EvalScale's logistic
// (variants.Evaluator; SetEvalScale sets another scale); with
// SetEval("king") also king safety, mobility and pawn structure
// (evalking.go); with SetLeafDepth(d) after an alpha-beta search of d
// plies, with SetLeafChecks(true) a ply of quiet checks (search.go). It
// does not allocate.
func (p *Position) Evaluate() float64 {
	if p.leafHook != nil {
		p.leafHook(p)
	}
	if p.acc != nil {
		return p.value(p.searchedNet())
	}
	return p.value(p.b.searched(p.eval, int(p.leaf), p.checks, p.qprune))
}
