package chess

import (
	"fmt"
	"strings"

	"rollout/internal/clip"
	"rollout/variants"
)

var _ variants.AlphaBetaSearcher = (*Position)(nil)

// An iterative-deepening alpha-beta search on the evaluation the tree
// search plays (variants.AlphaBeta), for the alphabeta player: the
// diagnostic that tells the search's share of the default player's
// strength from the evaluation's. Only the search differs: its leaves
// are the default's own leaf, the capture search the position is set
// to (SetQSearch) with the evaluation's terms (SetEval) taken once at
// the leaf, exactly as resolved scores a tree's leaf.
//
// The search is a fail-soft principal variation search (the first move
// with the full window, the others with a null window, searched again
// when one beats alpha), with a check extension (a side in check is
// searched a ply deeper, so a leaf is never in check), mates scored
// mateCP less the plies to them, and draws by repetition (a position
// seen before on the line or in the game since the last irreversible
// move), the fifty-move rule and insufficient material scored 0.
//
// Moves are tried in this order: the transposition table's move, the
// captures and queen promotions the static exchange does not lose
// (most valuable victim first, least valuable attacker among equals),
// the ply's two killer moves, the quiet moves by their history (how
// often, weighted by depth², they cut elsewhere) and then by the
// piece-square tables' gain, the captures that lose material, and
// under-promotions last.
//
// The transposition table holds abTableSize entries of 16 bytes (a
// key, the best move, the score, the depth, the bound and the search's
// generation), allocated once per search; an entry is replaced by a
// deeper one or by any one of a newer search. No futility pruning.
//
// Two unsound prunings are chosen by name (SetPruning), off unless
// asked: "null", the null move (at a node searched with a null window,
// not in check, with a piece besides pawns, depth 3 or more: the side
// to move passes, and if a search of depth-3-depth/4 plies still fails
// high, so does the node), and "lmr", late move reductions (from the
// fourth move on, at depth 3 or more, a quiet move that is not a
// killer and neither gives nor escapes check is searched a ply
// shallower, two from the eighth move at depth 6, and again at full
// depth where it beats alpha); "null-lmr" both.

// abTableBits sizes the transposition table: 2^20 entries, 16 MiB.
const abTableBits = 20

// abMaxPly bounds a line's plies, check extensions included; a depth
// is at most abMaxDepth.
const (
	abMaxPly   = 96
	abMaxDepth = 64
)

// The bounds of a table entry's score.
const (
	boundUpper = 1 // the score failed low: the value is at most it
	boundLower = 2 // it failed high: the value is at least it
	boundExact = boundUpper | boundLower
)

// abInf is beyond every score, mates included.
const abInf = mateCP + 1

// abMateBound: a score beyond it is a mate, counted in plies from the
// node that found it.
const abMateBound = mateCP - 2*abMaxPly - qDepth

// abPollEvery is how many nodes pass between two calls of the stop
// function (a power of two).
const abPollEvery = 1024

// The ordering keys of searchMoves, above every history score.
const (
	abKeyTT      = 1 << 30
	abKeyCapture = 1 << 26 // plus MVV-LVA
	abKeyKiller  = 1 << 25
	abKeyBad     = -(1 << 26) // a capture the static exchange loses, plus MVV-LVA
	abKeyUnder   = -(1 << 28)
	abHistoryMax = 1 << 17 // times 64, below abKeyKiller
)

// abEntry is one transposition table entry.
type abEntry struct {
	key   uint64
	move  uint16
	score int16
	depth int8
	bound uint8
	gen   uint8
}

// abRoot is one root move's state during a search.
type abRoot struct {
	variants.RootScore
	order int // its index in the legal-move order
}

// alphaBetaSearch is Position's variants.AlphaBeta.
type alphaBetaSearch struct {
	tt    []abEntry
	gen   uint8
	kind  evalKind
	prune qPrune

	root  Position
	moves []abRoot // in search order, best first
	out   []variants.RootScore
	best  abRoot // Best's answer
	line  []Move

	boards  [abMaxPly + 1]board
	keys    [abMaxPly + 1]uint64
	killers [abMaxPly + 1][2]Move
	history [2][64][64]int32
	pv      [abMaxPly + 1][abMaxPly + 1]Move
	pvLen   [abMaxPly + 1]int
	passed  [abMaxPly + 2]bool // the move to the ply was a null move
	q       qStack

	nodes, limit int64
	stop         func() bool
	stopped      bool

	null, lmr bool // the prunings SetPruning chose
}

// abPrunings names the prunings SetPruning takes, by the null move and
// late move reductions they turn on.
var abPrunings = []struct {
	name      string
	null, lmr bool
}{{"none", false, false}, {"null", true, false}, {"lmr", false, true}, {"null-lmr", true, true}}

// AlphaBetaPrunings lists the names SetPruning takes, "none" first
// (variants.AlphaBetaSearcher).
func (p *Position) AlphaBetaPrunings() []string {
	out := make([]string, len(abPrunings))
	for i, a := range abPrunings {
		out[i] = a.name
	}
	return out
}

// SetPruning chooses the prunings by name ("" is "none").
func (s *alphaBetaSearch) SetPruning(name string) error {
	if name == "" {
		name = "none"
	}
	for _, a := range abPrunings {
		if a.name == name {
			s.null, s.lmr = a.null, a.lmr
			return nil
		}
	}
	var names []string
	for _, a := range abPrunings {
		names = append(names, a.name)
	}
	return fmt.Errorf("chess: unknown alpha-beta pruning %s (want %s)", clip.Quote(name), strings.Join(names, ", "))
}

// NewAlphaBeta returns an alpha-beta search of chess with a table of
// 2^20 entries (variants.AlphaBetaSearcher).
func (p *Position) NewAlphaBeta() variants.AlphaBeta {
	return &alphaBetaSearch{tt: make([]abEntry, 1<<abTableBits)}
}

// Start makes root, a *Position, the root of the next searches.
func (s *alphaBetaSearch) Start(root variants.Position) {
	s.root.CopyFrom(root)
	s.kind, s.prune = s.root.eval, s.root.qprune
	s.gen++
	s.nodes, s.stopped = 0, false
	s.boards[0] = s.root.b
	s.keys[0] = s.root.b.key()
	var list moveList
	n := s.root.b.genLegal(&list)
	s.moves = s.moves[:0]
	for i := 0; i < n; i++ {
		s.moves = append(s.moves, abRoot{RootScore: variants.RootScore{Move: list[i]}, order: i})
	}
	// Before any depth completes, the best is the first legal move.
	s.best = abRoot{}
	if n > 0 {
		s.best = s.moves[0]
	}
	s.line = s.line[:0]
	s.killers = [abMaxPly + 1][2]Move{}
	for c := range s.history {
		for f := range s.history[c] {
			for t := range s.history[c][f] {
				s.history[c][f][t] /= 8
			}
		}
	}
}

// Nodes returns the nodes searched since Start.
func (s *alphaBetaSearch) Nodes() int64 { return s.nodes }

// Best returns the move to play and its score.
func (s *alphaBetaSearch) Best() variants.RootScore { return s.best.RootScore }

// Line returns the principal variation of the last completed depth.
func (s *alphaBetaSearch) Line() []Move { return s.line }

// RootScores returns the root moves' scores in legal-move order.
func (s *alphaBetaSearch) RootScores() []variants.RootScore {
	if cap(s.out) < len(s.moves) {
		s.out = make([]variants.RootScore, len(s.moves))
	}
	s.out = s.out[:len(s.moves)]
	for _, m := range s.moves {
		s.out[m.order] = m.RootScore
	}
	return s.out
}

// Deepen searches the root to depth plies: the moves in the order the
// last depth left them (its best first), the first with the full
// window, the others with a null window and again with the full one
// where they beat alpha. A completed depth re-sorts the moves, best
// first, then by their scores (upper bounds for the moves that failed
// low); a stopped one keeps its best move where it beat the last
// depth's.
func (s *alphaBetaSearch) Deepen(depth int, limit int64, stop func() bool) bool {
	if len(s.moves) == 0 || s.stopped {
		return false
	}
	depth = min(max(depth, 1), abMaxDepth)
	s.limit, s.stop = limit, stop
	b := &s.boards[0]
	alpha := int32(-abInf)
	bestAt := -1
	for i := range s.moves {
		r := &s.moves[i]
		before := s.nodes
		c := &s.boards[1]
		*c = *b
		c.play(r.Move)
		s.keys[1] = c.key()
		var v int32
		if i == 0 {
			v = -s.search(1, depth-1, -abInf, abInf)
		} else {
			v = -s.search(1, depth-1, -alpha-1, -alpha)
			if v > alpha && !s.stopped {
				v = -s.search(1, depth-1, -abInf, -alpha)
			}
		}
		r.Nodes += s.nodes - before
		if s.stopped {
			break
		}
		r.Depth, r.Exact = depth, i == 0 || v > alpha
		r.CP, r.Mate = scoreOf(v)
		if i == 0 || v > alpha {
			alpha, bestAt = v, i
			s.pv[0][0] = r.Move
			copy(s.pv[0][1:], s.pv[1][1:s.pvLen[1]])
			s.pvLen[0] = max(s.pvLen[1], 1)
			if i > 0 {
				// Keep the search order's best first.
				s.moves[0], s.moves[i] = s.moves[i], s.moves[0]
				bestAt = 0
				s.moves[0].Exact = true
				s.markBound(i)
			}
		}
	}
	if bestAt < 0 {
		return false // the first move did not complete: nothing new
	}
	if s.moves[0].Move != s.best.Move || !s.stopped {
		s.best = s.moves[0]
		s.line = append(s.line[:0], s.pv[0][:s.pvLen[0]]...)
	}
	if s.stopped {
		return false
	}
	// The best first, then the others by their bounds, stable.
	rest := s.moves[1:]
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && rest[j].CP > rest[j-1].CP; j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	return true
}

// markBound notes the move that lost the lead at index i as a bound:
// it was exact as the best, and is now known to be worse.
func (s *alphaBetaSearch) markBound(i int) { s.moves[i].Exact = false }

// scoreOf is a search score as centipawns and plies to mate.
func scoreOf(v int32) (cp, mate int) {
	switch {
	case v >= abMateBound:
		return int(v), int(mateCP - v)
	case v <= -abMateBound:
		return int(v), -int(mateCP + v)
	}
	return int(v), 0
}

// search is the fail-soft principal variation search of
// s.boards[ply], whose key is s.keys[ply], to depth plies, then the
// leaf: its value for the side to move. A stopped search returns 0,
// which its callers discard.
func (s *alphaBetaSearch) search(ply, depth int, alpha, beta int32) int32 {
	b := &s.boards[ply]
	s.pvLen[ply] = ply
	if s.stopped || s.limit > 0 && s.nodes >= s.limit {
		s.stopped = true
		return 0
	}
	s.nodes++
	if s.nodes&(abPollEvery-1) == 0 && s.stop != nil && s.stop() {
		s.stopped = true
		return 0
	}
	if s.drawn(ply) {
		return 0
	}
	// Mate distance: no line from here beats a mate at the next ply.
	alpha = max(alpha, -mateCP+int32(ply))
	beta = min(beta, mateCP-int32(ply)-1)
	if alpha >= beta {
		return alpha
	}
	inCheck := b.inCheck()
	if inCheck {
		depth++
	}
	if depth <= 0 || ply >= abMaxPly {
		return s.leaf(b, ply, alpha, beta)
	}
	key := s.keys[ply]
	e := &s.tt[key&(1<<abTableBits-1)]
	ttMove := variants.NoMove
	if e.key == key && e.bound != 0 {
		ttMove = Move(e.move)
		if int(e.depth) >= depth && alpha+1 == beta {
			v := fromTT(e.score, ply)
			if e.bound == boundExact || e.bound == boundLower && v >= beta || e.bound == boundUpper && v <= alpha {
				return v
			}
		}
	}
	if s.null && !inCheck && alpha+1 == beta && depth >= 3 && ply > 0 && !s.passed[ply] && b.hasPieces() {
		// The null move, marked in passed so that two do not follow
		// each other; its clock at 0 ends the repetition walk there.
		c := &s.boards[ply+1]
		*c = *b
		c.side ^= 1
		c.ep = noSquare
		c.hash ^= zobSide
		c.halfmove = 0
		s.keys[ply+1] = c.key()
		s.passed[ply+1] = true
		v := -s.search(ply+1, depth-3-depth/4, -beta, -beta+1)
		s.passed[ply+1] = false
		if s.stopped {
			return 0
		}
		if v >= beta {
			return min(v, abMateBound-1)
		}
	}
	var sets setList
	if b.genSets(&sets) == 0 {
		if inCheck {
			return -mateCP + int32(ply)
		}
		return 0
	}
	var moves moveList
	var keys [maxMoves]int32
	n := sets.expand(&moves)
	k := &s.killers[ply]
	for i := 0; i < n; i++ {
		keys[i&(maxMoves-1)] = s.orderKey(b, moves[i&(maxMoves-1)], ttMove, k)
	}
	alpha0 := alpha
	best, bestMove := int32(-abInf), variants.NoMove
	for i := 0; i < n; i++ {
		j := i
		for x := i + 1; x < n; x++ {
			if keys[x&(maxMoves-1)] > keys[j&(maxMoves-1)] {
				j = x
			}
		}
		moves[i&(maxMoves-1)], moves[j&(maxMoves-1)] = moves[j&(maxMoves-1)], moves[i&(maxMoves-1)]
		keys[i&(maxMoves-1)], keys[j&(maxMoves-1)] = keys[j&(maxMoves-1)], keys[i&(maxMoves-1)]
		m := moves[i&(maxMoves-1)]
		c := &s.boards[ply+1]
		*c = *b
		c.play(m)
		s.keys[ply+1] = c.key()
		var v int32
		if i == 0 {
			v = -s.search(ply+1, depth-1, -beta, -alpha)
		} else {
			r := 0
			if s.lmr && i >= 3 && depth >= 3 && !inCheck && keys[i&(maxMoves-1)] < abKeyKiller && keys[i&(maxMoves-1)] > abKeyBad &&
				b.mailbox[mTo(m)] == 0 && mKind(m) != kindPromotion && mKind(m) != kindEnPassant && !c.inCheck() {
				r = 1
				if i >= 7 && depth >= 6 {
					r = 2
				}
			}
			v = -s.search(ply+1, depth-1-r, -alpha-1, -alpha)
			if r > 0 && v > alpha && !s.stopped {
				v = -s.search(ply+1, depth-1, -alpha-1, -alpha)
			}
			if v > alpha && v < beta && !s.stopped {
				v = -s.search(ply+1, depth-1, -beta, -alpha)
			}
		}
		if s.stopped {
			return 0
		}
		if v <= best {
			continue
		}
		best, bestMove = v, m
		if v <= alpha {
			continue
		}
		alpha = v
		s.pv[ply][ply] = m
		copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
		s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
		if v >= beta {
			if kind := mKind(m); b.mailbox[mTo(m)] == 0 && (kind == kindNormal || kind == kindCastle) {
				if k[0] != m {
					k[0], k[1] = m, k[0]
				}
				s.reward(b.side, m, depth)
			}
			break
		}
	}
	bound := uint8(boundUpper)
	switch {
	case best >= beta:
		bound = boundLower
	case best > alpha0:
		bound = boundExact
	}
	if e.key != key && e.gen == s.gen && int(e.depth) > depth {
		return best // keep the deeper entry of this search
	}
	*e = abEntry{key: key, move: uint16(bestMove), score: toTT(best, ply), depth: int8(depth), bound: bound, gen: s.gen}
	return best
}

// hasPieces reports whether the side to move has a piece besides its
// king and pawns: without one, passing may be its best move (zugzwang),
// and the null move is not tried.
func (b *board) hasPieces() bool {
	own := &b.pieces[b.side&1]
	return own[knight]|own[bishop]|own[rook]|own[queen] != 0
}

// reward raises the history of side's quiet move m, which cut at depth
// plies; all are halved when one grows past abHistoryMax.
func (s *alphaBetaSearch) reward(side uint8, m Move, depth int) {
	h := &s.history[side&1][mFrom(m)][mTo(m)]
	*h += int32(depth * depth)
	if *h < abHistoryMax {
		return
	}
	for f := range s.history[side&1] {
		for t := range s.history[side&1][f] {
			s.history[side&1][f][t] /= 2
		}
	}
}

// toTT is v as the table stores it: a mate counted from the entry's
// node, not from the root.
func toTT(v int32, ply int) int16 {
	switch {
	case v >= abMateBound:
		v += int32(ply)
	case v <= -abMateBound:
		v -= int32(ply)
	}
	return int16(v)
}

// fromTT is toTT's inverse at ply.
func fromTT(v int16, ply int) int32 {
	w := int32(v)
	switch {
	case w >= abMateBound:
		w -= int32(ply)
	case w <= -abMateBound:
		w += int32(ply)
	}
	return w
}

// drawn reports whether the position at ply is drawn by a rule the
// board shows: insufficient material, the fifty-move rule, or a
// repetition of a position since the last irreversible move, on the
// line searched or in the game before the root (once is enough: a
// line that repeats can repeat again). The root itself is not.
func (s *alphaBetaSearch) drawn(ply int) bool {
	b := &s.boards[ply]
	if b.halfmove >= 100 || b.insufficientMaterial() {
		return true
	}
	key := s.keys[ply]
	hist := s.root.hist[:s.root.nh]
	for d := 4; d <= int(b.halfmove); d += 2 {
		if i := ply - d; i >= 0 {
			if s.keys[i] == key {
				return true
			}
			continue
		}
		i := len(hist) - 1 - (d - ply)
		if i < 0 {
			break
		}
		if hist[i] == key {
			return true
		}
	}
	return false
}

// leaf is the default player's leaf value of b, the board at ply,
// within alpha and beta: the capture search with the evaluation's terms
// taken once at b (resolved), searched with the window shifted by those
// terms, so the value is resolved's wherever it lies inside the window.
// A mate in the capture search counts from ply.
func (s *alphaBetaSearch) leaf(b *board, ply int, alpha, beta int32) int32 {
	sums := b.pstSums()
	var delta int32
	if s.kind != evalStandard {
		delta = b.evaluateFrom(s.kind, sums) - sums.value(b.side)
	}
	s.q[0] = *b
	v := quiesce(&s.q, s.prune, 0, sums, alpha-delta, beta-delta)
	switch {
	case v <= -mateCP:
		return -mateCP + int32(ply)
	case v >= mateCP:
		return mateCP - int32(ply) - 1
	}
	return v + delta
}

// orderKey is the ordering key of the legal move m of b (see the
// comment at the top): higher first.
func (s *alphaBetaSearch) orderKey(b *board, m, ttMove Move, killers *[2]Move) int32 {
	if m == ttMove {
		return abKeyTT
	}
	from, to, kind := mFrom(m), mTo(m), mKind(m)
	if kind == kindPromotion {
		if mPromo(m) != queen {
			return abKeyUnder
		}
		return abKeyCapture + pieceCP[queen]*16
	}
	if pc := b.mailbox[to]; pc != 0 {
		mvvLva := pieceCP[pc&7-1]*16 - int32(b.mailbox[from]&7-1)
		if b.seeGE(from, to, 0) {
			return abKeyCapture + mvvLva
		}
		return abKeyBad + mvvLva
	}
	if kind == kindEnPassant {
		return abKeyCapture + pieceCP[pawn]*16 - pawn
	}
	switch m {
	case killers[0]:
		return abKeyKiller + 1
	case killers[1]:
		return abKeyKiller
	}
	pc := b.mailbox[from]
	gain := pstTab[pc&15][to&63].mid - pstTab[pc&15][from&63].mid
	if b.side == black {
		gain = -gain
	}
	return s.history[b.side&1][from][to]*64 + gain
}
