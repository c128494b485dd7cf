package connect4

import (
	"math/bits"
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// The solver is Pascal Pons's Connect Four solver (blog.gamesolver.org)
// in Go: negamax with alpha-beta pruning on a bitboard, moves that lose at
// once pruned before they are searched, the others ordered by how many
// threats they make and then centre first, a shared transposition table
// of proven bounds (table.go), and null-window searches that only decide
// win, draw or loss.
//
// Values are only win, draw or loss (+1, 0, -1 for the side to move),
// never Pons's exact score (how soon the win comes): a weak solution
// needs at most two null-window searches, and a table slot three bits.

// centreFirst is the order moves are tried in when their threat counts
// tie: the centre column takes part in the most lines.
var centreFirst = [Width]int{3, 2, 4, 1, 5, 0, 6}

// publishedValues holds the values, for the side to move, of the positions too
// close to the start for our solver to prove in a reasonable time (the
// empty board and the first stone), from the published solutions
// of the game (James D. Allen and Victor Allis, 1988; John Tromp, 1995):
// the first player wins by starting in the centre column, draws by
// starting next to it, and loses by starting anywhere else. Keys are
// position keys (see key). Deeper positions come from the opening book
// (book.go), which our own solver proved.
var publishedValues = map[uint64]int{
	0: 1, // the empty board: X wins
}

func init() {
	// After X's first stone, the value for O: X in d wins, c or e draws,
	// a, b, f or g loses.
	for col, xValue := range [Width]int{-1, -1, 0, 1, 0, -1, -1} {
		p := New()
		p.Play(variants.Move(col))
		publishedValues[p.key()] = -xValue
	}
}

// key returns a number unique to the position: the side to move's stones
// plus all stones. Each column's part is below its sentinel bit, so
// columns never carry into each other.
func (p *Position) key() uint64 { return p.cur + p.mask }

// Value returns the value of the position for the side to move under
// perfect play: +1 win, 0 draw, -1 loss. It is exact and may take a long
// time: milliseconds with 20 or more stones on the board, seconds to
// minutes with fewer (the empty board and the first move come from the
// published solutions, some positions after them from the opening book).
// Callers that must answer in time, such as a teaching view showing values
// beside a search tree, use SolveWithin.
func (p *Position) Value() int {
	v, _ := p.solve(solveLimits{})
	return v
}

// SolveWithin tries to prove the position's value (+1 win, 0 draw, -1
// loss for the side to move) within the time limit, and reports whether it
// did; when it did not, the value is 0 and means nothing. It runs on the
// calling goroutine and looks at the clock every timeCheck positions, so
// it returns a fraction of a millisecond after the limit on an idle core
// (later when the machine is busy). Proven bounds are kept in a table shared by all searches, so
// asking again, or asking about a neighbouring position, is cheaper. A
// limit of 0 or less means no limit, as Value.
func (p *Position) SolveWithin(limit time.Duration) (value int, proven bool) {
	var l solveLimits
	if limit > 0 {
		l.deadline = time.Now().Add(limit)
	}
	return p.solve(l)
}

// SolveNodes is SolveWithin with a budget in searched positions instead
// of time, so the same call proves the same values on any machine (given
// the same earlier calls, since the shared table remembers them).
func (p *Position) SolveNodes(nodes uint64) (value int, proven bool) {
	return p.solve(solveLimits{nodes: nodes})
}

// ProveNodes is SolveNodes for checking the player: the bare solver,
// reading neither the opening book nor Tromp's database (the published
// values of the empty board and the first move aside), on a table of its
// own, so that nothing the player's searches learnt from either reaches
// its answer. Its table persists between calls, as the shared one does.
func (p *Position) ProveNodes(nodes uint64) (value int, proven bool) {
	proveOnce.Do(func() { proveTable = newTable(tableBits) })
	proveMu.Lock()
	defer proveMu.Unlock()
	s := searcher{limits: solveLimits{nodes: nodes}, t: proveTable}
	return s.solve(p, false)
}

var (
	proveOnce  sync.Once
	proveMu    sync.Mutex
	proveTable *ttable
)

// solveLimits bounds a search; the zero value sets no bound.
type solveLimits struct {
	nodes    uint64    // positions to search at most; 0 means no limit
	deadline time.Time // the zero time means no deadline
}

func (p *Position) solve(l solveLimits) (int, bool) {
	return p.solveFrom(l, true)
}

// solveFrom is solve, consulting the opening book only when withBook is
// set: the book's tests check its entries against the bare solver.
func (p *Position) solveFrom(l solveLimits, withBook bool) (int, bool) {
	s := searcher{limits: l, t: sharedTable()}
	if withBook {
		s.useBook()
	}
	return s.solve(p, withBook)
}

// useBook makes the searcher read the opening book at every position
// of the book's depth it meets, not only at the root: a search from a
// position a few stones off the book's line then stops where the line
// is met again.
func (s *searcher) useBook() {
	bookOnce.Do(loadBook)
	tromp8Once.Do(loadTromp8)
	s.book, s.bookPly, s.tromp8 = bookMap, bookMaxPly, tromp8On.Load()
	s.claimEven = claimEvenOn.Load()
	s.oddThreat = oddThreatOn.Load()
	s.oddThreatEven = s.oddThreat && oddThreatEvenOn.Load()
	s.claimEvenAny = s.claimEven && claimEvenAnyOn.Load()
	s.evenThreats = s.claimEven && evenThreatsOn.Load()
	s.deadLines = deadLinesOn.Load()
	s.parents = s.tromp8 && parentsOn.Load()
	s.moves8 = s.tromp8 && moves8On.Load()
	if deepTableOn.Load() {
		s.deepPly = deepPly
	}
	if evalOrderOn.Load() {
		s.evalOrderPly = evalOrderPly
	}
	s.bothFirst = bothFirstOn.Load()
	s.winFirst = s.tromp8 && winFirstOn.Load()
}

// solve is solveFrom on the searcher s, which keeps its node count.
func (s *searcher) solve(p *Position, withBook bool) (int, bool) {
	switch p.result {
	case 1, 2: // the side that just moved has won
		return -1, true
	case 3:
		return 0, true
	}
	if v, ok := publishedValues[p.key()]; ok {
		return v, true
	}
	if withBook {
		if v, ok := bookValue(p.key()); ok {
			return v, true
		}
	}
	if winningCells(p.cur, p.mask)&playable(p.mask) != 0 {
		return 1, true
	}
	// Two null-window searches at most: is it a win (value > 0)? If not,
	// is it at least a draw (value > -1)?
	lo, hi := -1, 1
	for lo < hi {
		med := lo + (hi-lo)/2
		r := s.negamax(p.cur, p.mask, int(p.ply), med, med+1)
		if s.aborted {
			return 0, false
		}
		if r <= med {
			hi = r
		} else {
			lo = r
		}
	}
	return lo, true
}

// searcher is one search's state: its table, node count and limits.
type searcher struct {
	t       *ttable
	limits  solveLimits
	nodes   uint64
	aborted bool
	book    map[uint64]int8 // read inside the search when not nil
	bookPly int             // the most stones of a book entry
	// tromp8, with the book, reads every position of 8 stones' value
	// from Tromp's database (tromp8.go), so that no search from fewer
	// stones goes deeper than 8.
	tromp8 bool
	// claimEven cuts off positions by Allis's claimeven rule.
	claimEven bool
	// claimEvenAny, with claimEven, tries claimeven after every move of
	// O's, not only those into a column of an odd number of empty cells.
	claimEvenAny bool
	// evenThreats, with claimEven, lets O's even threats cut X's cells
	// above them (claimEven).
	evenThreats bool
	// deadLines bounds a position by the lines each side can still fill
	// (deadLines).
	deadLines bool
	// oddThreat cuts off positions by the first player's odd threat
	// (oddThreatWins).
	oddThreat bool
	// oddThreatEven, with oddThreat, lets X's even threats cut O's
	// cells above them (oddThreatWins).
	oddThreatEven bool
	// parents bounds a position of 9 stones by the database's values
	// of the positions X moved from (parentsLower).
	parents bool
	// moves8 reads the root's move from the book of moves of 8 stones
	// (moves8.go) when the root has 8 stones.
	moves8 bool
	// bothFirst starts both workers of splitQuestions on the first
	// question (UseBothOnFirst).
	bothFirst bool
	// winFirst asks "is it a win?" first at a root of 10 stones
	// (UseWinFirst).
	winFirst bool
	// next is the root's move whose search a limit stopped: the first
	// in the search's order that it had not refuted.
	next uint64
	// stop, when not nil, makes the search give up (as at its limits)
	// once set: another worker decided what it was searching for
	// (splitQuestions).
	stop *atomic.Bool
	// helperNodes is the part of nodes the second worker of
	// splitQuestions searched.
	helperNodes uint64
	// evalOrderPly: below so many stones the move order breaks ties of
	// the threat count by the static evaluation (orderMoves); 0 never.
	evalOrderPly int
	// deepPly, when not 0, is the fewest stones of the positions whose
	// bounds go to the table's small deep table (ttable.deep).
	deepPly int
}

// deepPly is the fewest stones of the positions the player's searches
// file in the deep table (ttable.deep): of the nodes of a hard proof
// from 9 to 12 stones, some three quarters lie at 28 stones or more
// (docs/connect4.md).
const deepPly = 28

// deepTableOn says whether the player's searches file the positions of
// deepPly stones or more in the deep table (UseDeepTable).
var deepTableOn atomic.Bool

func init() { deepTableOn.Store(true) }

// UseDeepTable switches whether the player's searches, those that read
// the opening book, file the bounds of positions of 28 stones or more
// in the table's small deep table, which fits the processor's cache,
// rather than in the big one (on by default; see ttable). Values are
// the same either way. The sweep's -c4perfect.deeptable=false plays
// perfect without it. The bare solver of ProveNodes never uses it.
// Searches already running are not affected.
func UseDeepTable(on bool) { deepTableOn.Store(on) }

// claimEvenOn says whether the player's searches (those that read the
// book) use the claimeven rule (UseClaimEven).
var claimEvenOn atomic.Bool

func init() { claimEvenOn.Store(true) }

// UseClaimEven switches whether the player's searches, those that read
// the opening book, cut off positions by Allis's claimeven rule (on by
// default; see negamax). It is there to measure what the rule brings:
// the sweep's -c4perfect.claimeven=false plays perfect without it. The
// bare solver of ProveNodes, the player's check, never uses it. Searches
// already running are not affected.
func UseClaimEven(on bool) { claimEvenOn.Store(on) }

// claimEvenAnyOn says whether the player's searches try claimeven after
// every move of O's (UseClaimEvenAny).
var claimEvenAnyOn atomic.Bool

func init() { claimEvenAnyOn.Store(true) }

// UseClaimEvenAny switches whether the player's searches, with O to
// move, try claimeven after each of O's moves (on by default) or, as
// before, only after those into a column with an odd number of empty
// cells. Any move of O's leaves X to move with an even number of such
// columns, which claimEven's pairing covers, so both are exact; the
// sweep's 134 positions of 8 to 12 stones (seeds 202 to 505) took 10%
// fewer nodes and CPU with it (docs/connect4.md). The sweep's
// -c4perfect.claimevenany=false plays perfect without it. Searches
// already running are not affected.
func UseClaimEvenAny(on bool) { claimEvenAnyOn.Store(on) }

// evenThreatsOn says whether the player's searches let O's even
// threats strengthen claimeven (UseClaimEvenThreats).
var evenThreatsOn atomic.Bool

func init() { evenThreatsOn.Store(true) }

// UseClaimEvenThreats switches whether the player's searches, where
// claimeven leaves X a four, look for O's even threats that cut it (on
// by default; see claimEven): exact, so the values are the same either
// way. The sweep's -c4perfect.eventhreats=false plays perfect without
// it. The bare solver of ProveNodes never uses it. Searches already
// running are not affected.
func UseClaimEvenThreats(on bool) { evenThreatsOn.Store(on) }

// deadLinesOn says whether the player's searches bound positions by the
// lines each side can still fill (UseDeadLines).
var deadLinesOn atomic.Bool

func init() { deadLinesOn.Store(true) }

// UseDeadLines switches whether the player's searches bound a position
// by the lines each side can still fill (on by default; see deadLines).
// The sweep's -c4perfect.deadlines=false plays perfect without it. The
// bare solver of ProveNodes never uses it. Searches already running are
// not affected.
func UseDeadLines(on bool) { deadLinesOn.Store(on) }

// deadLines reports whether the side to move (cur = its stones, mask =
// all stones) and the other side can no longer win: a side whose stones
// with every empty cell hold no four has no line left that the other's
// stones do not cut, whatever is played. Then its value is at most a
// draw (and, for the other side, at least one). Claimeven (claimEven)
// says more for X where it applies; this holds for either side in any
// position, for two cheap tests a node, and spares the search playing
// out drawn lines to the end. TestDeadLines checks it against the bare
// solver.
func deadLines(cur, mask uint64) (moverNoWin, otherNoWin bool) {
	empty := boardMask ^ mask
	return !won(cur | empty), !won(cur ^ mask | empty)
}

// evenRows holds the cells of rows 2, 4 and 6 counted from the bottom.
const evenRows = boardMask &^ oddRows

// claimEven is Allis's claimeven rule with X, the first player, to move
// (cur = X's stones, mask = all stones). When every column has an even
// number of empty cells, O can answer each stone of X's in the same
// column, on top of it, and so takes every empty cell of rows 2, 4 and
// 6 and leaves X those of rows 1, 3 and 5. When some columns have an
// odd number (an even number of them, X being to move), O answers a
// stone of X's in one of them with a stone in another, which leaves
// both even, and X moves first in each after: X may get the lowest
// empty cell of any of them, O rows 2, 4 and 6 above. If X's stones
// with every cell it may get hold no four, X cannot win (xNoWin: the
// value is at most a draw); if besides O's stones with the cells it
// surely gets hold one, O wins. TestClaimEvenRule checks it against
// the bare solver.
//
// oThreats (UseClaimEvenThreats), where X's cells hold a four, are
// cells that complete a four of O's stones on the board (all such cells
// or some of them; 0 for none), and those among O's cells cut it: such
// an even threat of O's ends the game when X plays under it, so X never
// gets a cell above it in its column. If X's cells without those hold
// no four, X cannot win and O wins: the board fills up to O's lowest
// even threat, X must play under it and O plays it.
func claimEven(cur, mask, oThreats uint64) (xNoWin, oWins bool) {
	odd := (mask + bottomRow) & evenRows // lowest empty cells on even rows
	empty := boardMask ^ mask
	xCells, oCells := cur|empty&oddRows|odd, empty&evenRows&^odd
	if !won(xCells) {
		return true, won(cur ^ mask | oCells)
	}
	// O's even threats: X never gets a cell above one in its column,
	// since O answers X's stone below it there.
	t := oThreats & oCells
	if t == 0 {
		return false, false
	}
	var above uint64
	for t != 0 {
		low := t & -t
		col := column(bits.TrailingZeros64(low) / stride)
		above |= col &^ (low - 1)
		t &^= col
	}
	if won(xCells &^ above) {
		return false, false
	}
	return true, true
}

// oddThreatOn says whether the player's searches use the odd-threat
// rule (UseOddThreat).
var oddThreatOn atomic.Bool

func init() { oddThreatOn.Store(true) }

// UseOddThreat switches whether the player's searches, those that read
// the opening book, cut off positions by the first player's odd threat
// (on by default; see oddThreatWins). It is there to measure what the
// rule brings: the sweep's -c4perfect.oddthreat=false plays perfect
// without it. The bare solver of ProveNodes never uses it. Searches
// already running are not affected.
func UseOddThreat(on bool) { oddThreatOn.Store(on) }

// oddThreatEvenOn says whether the player's searches let X's even
// threats strengthen the odd-threat rule (UseOddThreatEven).
var oddThreatEvenOn atomic.Bool

func init() { oddThreatEvenOn.Store(true) }

// UseOddThreatEven switches whether the player's searches, where the
// odd-threat rule leaves O a four, look for X's even threats that cut
// it (on by default; see oddThreatWins): exact, so the values are the
// same either way. The sweep's -c4perfect.oddthreateven=false plays
// perfect without it. The bare solver of ProveNodes never uses it.
// Searches already running are not affected.
func UseOddThreatEven(on bool) { oddThreatEvenOn.Store(on) }

// oddThreatWins reports whether X, the first player, wins the position
// with O to move (cur = O's stones, mask = all stones) by zugzwang, the
// mirror image of O's claimeven. With O to move an odd number of
// columns have an odd number of empty cells; say X has a threat (a
// cell that completes its four) in one of them, c, on row 1, 3 or 5
// counted from the bottom, above c's lowest empty cell. X then answers
// every stone of O's in an even column or in c on top of it, and a
// stone in another odd column with a stone in yet another (they pair
// up), which leaves those two even. So in the even columns O moves
// first and gets the empty cells of rows 1, 3 and 5; in the other odd
// columns their lowest empty cells (which one is O's is O's choice) and
// rows 1, 3 and 5 above; in c, whose lowest empty cell is on an even
// row, O gets c's even rows and X its odd ones, the threat among them.
// The board fills up, so unless O makes a four first X plays the
// threat and wins; and if O's stones with all the cells it may get (in
// c only those below the threat) hold no four, O never makes one.
// Allis's rules for the first player (1988) include this one; it is a
// few bit operations a column, and where it holds the search would
// otherwise play the position out to the threat, often the end of the
// game. TestOddThreatWins checks it against the bare solver.
//
// With evenThreats (UseOddThreatEven), where O's cells hold a four, X's
// threats among X's own cells outside c cut it: a threat of X's on row
// 2, 4 or 6 above the lowest empty cell of its column (X gets those
// cells there) ends the game when O plays under it, so O never gets a
// cell above it in its column, and if O's cells without those hold no
// four, X still wins, by that threat or by the one in c.
func oddThreatWins(cur, mask uint64, evenThreats bool) bool {
	if (mask+bottomRow)&evenRows == 0 {
		return false // no odd column
	}
	return oddThreatWinsBy(winningCells(cur^mask, mask), cur, mask, evenThreats)
}

// oddThreatWinsBy is oddThreatWins given X's threats (winningCells of
// X's stones), which negamax has.
func oddThreatWinsBy(threats, cur, mask uint64, evenThreats bool) bool {
	odd := (mask + bottomRow) & evenRows // lowest empty cells on even rows
	if odd == 0 || threats&oddRows == 0 {
		return false
	}
	empty := boardMask ^ mask
	for rest := odd; rest != 0; rest &= rest - 1 {
		c := rest & -rest
		col := column(bits.TrailingZeros64(c) / stride)
		x := threats & oddRows & col &^ (c<<1 - 1)
		if x == 0 {
			continue
		}
		threat := x & -x // X's lowest such threat in c
		oCells := cur | empty&oddRows&^col | odd&^c | empty&evenRows&col&(threat-1)
		if !won(oCells) {
			return true
		}
		if !evenThreats {
			continue
		}
		t := threats & empty & evenRows &^ odd &^ col
		if t == 0 {
			continue
		}
		var above uint64
		for t != 0 {
			low := t & -t
			tc := column(bits.TrailingZeros64(low) / stride)
			above |= tc &^ (low - 1)
			t &^= tc
		}
		if !won(oCells &^ above) {
			return true
		}
	}
	return false
}

// parentsOn says whether the player's searches bound positions of 9
// stones by their parents' values (UseParents).
var parentsOn atomic.Bool

func init() { parentsOn.Store(true) }

// UseParents switches whether the player's searches, those that read
// Tromp's database, bound a position of 9 stones by the database's
// values of the positions it can come from (on by default; see
// parentsLower), and order the questions there by it (solveMoveBounds).
// It is there to measure what both bring: the sweep's
// -c4perfect.parents=false plays perfect without them. The bare
// solver of ProveNodes never uses them. Searches already running are not
// affected.
func UseParents(on bool) { parentsOn.Store(on) }

// parentsLower returns a lower bound on the value of a position of 9
// stones for O, to move (cur = O's stones, mask = all stones), from
// Tromp's database: taking back one of X's stones from the top of a
// column gives a position of 8 stones, X to move, from which X's move
// there leads here, so X's value there is at least X's value here. If
// X loses one of them, O wins here; if X only draws one, O at least
// draws. Neither side has four in a row here, so none has in a parent.
// Over the sweep's 52 positions of 9 stones (eight seeds) the bound
// said "O wins" in 23 of the 30 O wins and "at least a draw" in 5
// more; a 9-stone search then asks only "is it a win?"
// (solveMoveBounds), where a won position's hardest proofs went to
// "is it at least a draw?" first (docs/connect4.md).
func parentsLower(cur, mask uint64) int {
	x := cur ^ mask
	lo := -1
	// The top stone of each column lies just below its lowest empty
	// cell; an empty column's falls on the sentinel of the one before,
	// which mask never holds.
	for tops := (mask + bottomRow) >> 1 & x; tops != 0 && lo < 1; tops &= tops - 1 {
		t := tops & -tops
		lo = max(lo, -tromp8Value(x&^t+mask&^t))
	}
	return lo
}

// orderMoves returns moves (cells, one a column), the side to move's
// stones being cur and all stones mask (ply of them), in the order the
// search tries them: the most threats the move makes first (Pons's
// order), then, below evalPly stones, the best static evaluation of the
// position it leaves (evaluate, as the depth-limited guess scores a
// leaf: threats counted double on the mover's rows and the possible
// fours through each side's stones), then centre first.
func orderMoves(cur, mask, moves uint64, ply, evalPly int) (order [Width]uint64, n int) {
	var score [Width]int
	theirs := cur ^ mask
	for _, col := range centreFirst {
		m := moves & column(col)
		if m == 0 {
			continue
		}
		sc := bits.OnesCount64(winningCells(cur|m, mask))
		if ply < evalPly {
			// evaluate's scores lie well within ±1<<15.
			sc = sc<<16 - evaluate(theirs, mask|m, ply+1)
		}
		// Insertion sort, stable: equal scores keep centre-first.
		i := n
		for ; i > 0 && score[i-1] < sc; i-- {
			order[i], score[i] = order[i-1], score[i-1]
		}
		order[i], score[i] = m, sc
		n++
	}
	return order, n
}

// evalOrderPly is the fewest stones at which the player's searches no
// longer break ties of the threat count by the static evaluation
// (orderMoves, UseEvalOrder). Near the root, where each position's
// subtree is large, a winner's move tried first saves the most: on the
// sweep's positions of 9 to 12 stones the search took 15 to 24% fewer
// positions with the evaluation below 20 stones than with the threat
// count alone, 21 to 26% below 16 or 24 (docs/connect4.md); deeper,
// where most positions lie, it costs more than it saves.
const evalOrderPly = 20

// evalOrderOn says whether the player's searches break ties of the
// threat count by the static evaluation (UseEvalOrder).
var evalOrderOn atomic.Bool

func init() { evalOrderOn.Store(true) }

// UseEvalOrder switches whether the player's searches, those that read
// the opening book, order the moves of positions of fewer than 20
// stones by the static evaluation among equal threat counts (on by
// default; see orderMoves) or, as before, centre first. Values are the
// same either way. The sweep's -c4perfect.evalorder=false plays perfect
// without it. The bare solver of ProveNodes never uses it. Searches
// already running are not affected.
func UseEvalOrder(on bool) { evalOrderOn.Store(on) }

// timeCheck is how many positions pass between two looks at the clock: a
// look costs tens of nanoseconds and a position about 150 to 200, so the
// clock costs well under 1% and a deadline is overshot by about 0.2 ms.
const timeCheck = 1 << 10

// etcPly is the last ply at which negamax looks its children up in the
// table before searching them: nearer the end the subtrees are too small
// for the extra probes to pay. Below 34 stones (it was 30) the survey of
// the sweep's positions searched 7% fewer nodes for the same CPU time,
// since most of a hard proof's nodes lie at 28 to 40 stones
// (docs/connect4.md).
const etcPly = Cells - 8

// canonical returns the key of the position or of its mirror image,
// whichever is smaller: both have the same value, so they share a table
// entry (and a book entry).
func canonical(key uint64) uint64 {
	const c = 1<<stride - 1
	m := (key&c)<<(6*stride) | (key>>stride&c)<<(5*stride) | (key>>(2*stride)&c)<<(4*stride) |
		key&(c<<(3*stride)) |
		(key>>(4*stride)&c)<<(2*stride) | (key>>(5*stride)&c)<<stride | key>>(6*stride)&c
	return min(key, m)
}

// negamax returns the value of the position (cur = the side to move's
// stones, mask = all stones, ply = their number: -1 loss, 0 draw, +1 win)
// if it lies within (alpha, beta), else a bound on the far side of the
// window. The side to move must not be able to win at once. After an
// abort its result means nothing and it records nothing.
func (s *searcher) negamax(cur, mask uint64, ply, alpha, beta int) int {
	s.nodes++
	if s.limits.nodes != 0 && s.nodes > s.limits.nodes ||
		s.nodes%timeCheck == 0 && (!s.limits.deadline.IsZero() && time.Now().After(s.limits.deadline) ||
			s.stop != nil && s.stop.Load()) {
		s.aborted = true
	}
	if s.aborted {
		return 0
	}
	theirs := cur ^ mask
	threats := winningCells(theirs, mask)
	moves := playable(mask)
	if forced := moves & threats; forced != 0 {
		if forced&(forced-1) != 0 {
			return -1 // two threats to parry: lost
		}
		moves = forced
	}
	moves &^= threats >> 1 // never play right under the opponent's threat
	if moves == 0 {
		return -1
	}
	if ply >= Cells-2 {
		return 0 // both sides' last stones cannot make a line
	}
	if s.tromp8 && ply == tromp8Ply {
		return tromp8Value(cur + mask) // exact, so right for any window
	}
	if s.parents && ply == tromp8Ply+1 {
		if lo := parentsLower(cur, mask); lo > alpha {
			if lo >= beta {
				return lo
			}
			alpha = lo
		}
	}
	if s.claimEven {
		// Allis's claimeven (claimEven) with X to move; with O to
		// move, O's stone may leave X such a position.
		if ply&1 == 0 {
			var oThreats uint64 // O's: threats is theirs
			if s.evenThreats {
				oThreats = threats
			}
			if xNoWin, oWins := claimEven(cur, mask, oThreats); oWins {
				return -1
			} else if xNoWin {
				if alpha >= 0 {
					return 0
				}
				beta = min(beta, 0)
			}
		} else {
			// O's stone in an odd column leaves it even, in an even
			// one odd: either way X is to move with an even number of
			// odd columns, which claimEven pairs.
			tries := moves
			if !s.claimEvenAny {
				tries &= (mask + bottomRow) & evenRows
			}
			drawn := false
			for rest := tries; rest != 0; rest &= rest - 1 {
				m := rest & -rest
				xNoWin, oWins := claimEven(theirs, mask|m, 0)
				if !xNoWin && s.evenThreats {
					xNoWin, oWins = claimEven(theirs, mask|m, winningCells(cur|m, mask|m))
				}
				if oWins {
					return 1
				}
				drawn = drawn || xNoWin
			}
			if drawn {
				if beta <= 0 {
					return 0
				}
				alpha = max(alpha, 0)
			}
		}
	}
	if s.deadLines {
		moverNoWin, otherNoWin := deadLines(cur, mask)
		if otherNoWin {
			if beta <= 0 {
				return 0
			}
			alpha = max(alpha, 0)
		}
		if moverNoWin {
			if alpha >= 0 {
				return 0
			}
			beta = min(beta, 0)
		}
	}
	if s.oddThreat {
		// threats are X's here, as oddThreatWins would compute them.
		if ply&1 == 1 && oddThreatWinsBy(threats, cur, mask, s.oddThreatEven) {
			return -1 // exact, so right for any window
		}
		// With X to move, a move that leaves O such a position wins: X
		// finds it here rather than after searching the moves its
		// order puts first. It needs a threat of X's on an odd row,
		// and X's threats after any of its moves lie among those of
		// its stones with all of them played, so one test skips the
		// moves where it has none.
		if ply&1 == 0 && winningCells(cur|moves, mask)&oddRows != 0 {
			for rest := moves; rest != 0; rest &= rest - 1 {
				if oddThreatWins(theirs, mask|rest&-rest, s.oddThreatEven) {
					return 1
				}
			}
		}
	}
	key := canonical(cur + mask)
	if s.book != nil && ply <= s.bookPly && bookMayHold(key) {
		if v, ok := s.book[key]; ok {
			return int(v) // exact, so right for any window
		}
	}
	if ply <= 1 && s.book != nil {
		if v, ok := publishedValues[cur+mask]; ok {
			return v
		}
	}
	lo, hi := s.t.boundsAt(key, ply, s.deepPly)
	if alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	if beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}
	// Enhanced transposition cutoff: far from the end, where a subtree is
	// large, a child whose proven upper bound already refutes it cuts
	// this node off before any of them is searched.
	if ply < etcPly {
		for rest := moves; rest != 0; rest &= rest - 1 {
			m := rest & -rest
			if _, hi := s.t.boundsAt(canonical(theirs+(mask|m)), ply+1, s.deepPly); -hi >= beta {
				s.t.recordAt(key, ply, s.deepPly, -hi, 1)
				return -hi
			}
		}
	}
	order, n := orderMoves(cur, mask, moves, ply, s.evalOrderPly)
	for _, m := range order[:n] {
		v := -s.negamax(theirs, mask|m, ply+1, -beta, -alpha)
		if s.aborted {
			return 0
		}
		if v >= beta {
			s.t.recordAt(key, ply, s.deepPly, v, 1)
			return v
		}
		alpha = max(alpha, v)
	}
	s.t.recordAt(key, ply, s.deepPly, -1, alpha)
	return alpha
}
