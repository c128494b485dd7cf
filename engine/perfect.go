package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"rollout/variants"
)

// perfect plays exactly, from the variant's solver: the ground truth that
// tests and teaching views compare the Monte Carlo players with. Among
// equally good moves it picks one at random (seeded). A bounded solver
// (Connect Four) answers the positions near the start from its opening
// book and, up to 8 stones, from Tromp's database, at once. Where neither book nor solver proves a move within part
// of the time budget, the rest picks among the moves not proven lost:
// the solver's own depth-limited search where it has one (moveSolver,
// over the last quarter; or, with perfectNext, the solver's search goes
// on and its move is played unproven), else a uct search (over the
// second half).
type perfect struct{ cfg Config }

// moveSolver is a bounded solver that proves a best move in one search
// (cheaper than proving every move's value) and, when that does not fit
// in time, guesses one by a depth-limited search (Connect Four).
type moveSolver interface {
	// SafeMoveWithin proves the value and a move that keeps it, or,
	// out of time, bounds on the value (lower == upper: proven) and,
	// when lower is above -1, a move that keeps at least lower.
	SafeMoveWithin(limit time.Duration) (m variants.Move, lower, upper int)
	// GuessMoveWithin returns the best move among the given ones that a
	// depth-limited search finds in time, and the depth it completed.
	GuessMoveWithin(limit time.Duration, among []variants.Move) (m variants.Move, depth int)
}

func newPerfect(cfg Config) Player { return &perfect{cfg} }

func (p *perfect) Name() string   { return "perfect" }
func (p *perfect) Config() Config { return p.cfg }

func (p *perfect) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	if _, ok := pos.(variants.Solver); !ok {
		closeProgress(progress)
		return Result{}, errorf("perfect play needs an exact solver, and %s has none (use flat, roulette or uct)", pos.Variant().Title)
	}
	moves, err := searchMoves(pos, p.cfg.RootMoves, progress)
	if err != nil {
		return Result{}, err
	}
	var solveBy, end time.Time
	ms, _ := pos.(moveSolver)
	if t := p.cfg.Budget.Time; t > 0 {
		now := time.Now()
		solveBy, end = now.Add(t/2), now.Add(t)
		if ms != nil {
			solveBy = now.Add(t - t/4)
		}
	}
	values, proven, safe, stopped := p.solve(ctx, pos, moves, solveBy)
	texts := moveTexts(pos, moves)
	snap := Snapshot{Player: p.Name(), Progress: 1, Moves: make([]MoveStats, len(moves))}
	bestValue := -2
	var best []int
	for i, m := range moves {
		v := values[i]
		note := ExactWord(v)
		if !proven[i] {
			note = "unproven (taken as a draw)"
		}
		snap.Moves[i] = MoveStats{Move: m, Text: texts[i], Mean: float64(v), Score: float64(v), Note: note}
		switch {
		case v > bestValue:
			bestValue, best = v, []int{i}
		case v == bestValue:
			best = append(best, i)
		}
	}
	// Among equal values a proven draw beats an unproven one.
	if provenBest := slices.DeleteFunc(slices.Clone(best), func(i int) bool { return !proven[i] }); len(provenBest) > 0 {
		best = provenBest
	}
	if !proven[best[0]] && len(best) > 1 && stopped == StopTime {
		switch {
		case safe >= 0 && bestValue <= 0:
			// A move proven not to lose beats a guess, which may lose
			// in a drawn position; it may even be the win.
			best = []int{safeMove(ms, end, snap.Moves, safe)}
		case ms != nil && perfectNext:
			best = nextMove(ms, end, snap.Moves, best)
		case ms != nil:
			best = guessMove(ms, end, snap.Moves, best)
		default:
			best = p.guess(ctx, pos, end, snap.Moves, best)
		}
	}
	if bestValue == -1 && len(best) > 1 {
		best = holdOn(pos, moves, snap.Moves, best)
	}
	if proven[best[0]] && bestValue != 0 && stopped != StopCancelled {
		ds, ok := pos.(distanceSolver)
		if !ok {
			ds = playDistance{pos} // tic-tac-toe took a win in three over one at once
		}
		limit, nodes := distanceLimit(p.cfg.Budget.Time, end)
		best = byDistance(ds, limit, nodes, snap.Moves, best, bestValue)
	}
	rng := rand.New(rand.NewPCG(searchSeed(p.cfg.Seed, pos.Encode()), 2))
	chosen := best[rng.IntN(len(best))]
	snap.Best, snap.BestText = moves[chosen], texts[chosen]
	return finish(snap, moves[chosen], stopped, progress), nil
}

// distanceSolver is a solver whose values say only win, draw or loss
// that can still find, by a search of its own, the move that wins
// soonest or, when every move loses, loses latest (Connect Four; the
// other games' is playDistance).
type distanceSolver interface {
	// DistanceMoveWithin returns that move among the given ones (all
	// when none), within the limit's time or nodes positions (0: no
	// bound); outcome is 1 or -1 when the search saw the game end on
	// every line within plies (the move's own among them), else 0.
	DistanceMoveWithin(limit time.Duration, nodes uint64, among []variants.Move) (m variants.Move, plies, outcome int)
}

// distanceNodes bounds byDistance's search when the budget has no time:
// a few hundredths of a second, the same move on any machine.
const distanceNodes = 1 << 20

// distanceShare is the part of a timed budget t byDistance may spend,
// t/distanceShare: the position is decided, so its answer comes at
// once, not at the end of the think time (a search that spent it all
// made a lost position, already decided, cost the whole budget).
const distanceShare = 10

// distanceLimit is byDistance's bound for a budget of t (0: untimed)
// whose end is end: a share of t, never past end (at least guessFloor),
// or distanceNodes positions without a time.
func distanceLimit(t time.Duration, end time.Time) (time.Duration, uint64) {
	if t <= 0 || end.IsZero() {
		return time.Hour, distanceNodes
	}
	return max(min(t/distanceShare, time.Until(end)), guessFloor), 0
}

// byDistance narrows best, the moves of a decided position (value 1:
// the proven wins; -1: every move, all lost), to the one that wins
// soonest or loses latest, as a perfect player plays: the solver proves
// the value, not when the game ends, so a lost position was given up by
// any losing move, often the quickest loss, where the opponent has to
// find a long win, and a won one was won by the move the proof found,
// however long the way, even past a win at once. A won position's
// search runs over every move (a faster win than the one proven may be
// among those left unproven), and keeps the proven move unless it sees
// a win on every line; a lost one's plays the move that lasted the
// deepest search done. The search stops after limit or nodes positions
// (distanceLimit), and notes what it found in stats.
func byDistance(ds distanceSolver, limit time.Duration, nodes uint64, stats []MoveStats, best []int, value int) []int {
	var among []variants.Move
	if value < 0 {
		if len(best) < 2 {
			return best
		}
		for _, i := range best {
			among = append(among, stats[i].Move)
		}
	}
	m, plies, outcome := ds.DistanceMoveWithin(limit, nodes, among)
	if value > 0 && outcome != 1 {
		return best
	}
	for i := range stats {
		if stats[i].Move != m {
			continue
		}
		switch outcome {
		case 1:
			stats[i].Mean, stats[i].Score, stats[i].Note = 1, 1, fmt.Sprintf("%s in %s, the soonest", ExactWord(1), pliesText(plies))
		case -1:
			stats[i].Note = fmt.Sprintf("%s in %s, the latest", ExactWord(-1), pliesText(plies))
		default:
			stats[i].Note = fmt.Sprintf("%s; lasts the %s searched", ExactWord(-1), pliesText(plies))
		}
		return []int{i}
	}
	return best
}

// pliesText counts n plies: "1 ply", "3 plies".
func pliesText(n int) string {
	return fmt.Sprintf("%d %s", n, Noun(int64(n), "plies"))
}

// holdOn narrows best, the moves of a lost position, to those after
// which the opponent cannot win at once, where there are any, and notes
// the others "loss; gives a win at once" in stats. Every move loses
// against exact play, but a move that hands the win over at once (a
// person's three in a column left open) is the one no player makes:
// searchlight's test, the solver's values kept.
func holdOn(pos variants.Position, moves []variants.Move, stats []MoveStats, best []int) []int {
	threat, _ := immediateThreats(pos, moves, nil)
	held := slices.DeleteFunc(slices.Clone(best), func(i int) bool { return threat[i] })
	if len(held) == 0 {
		return best
	}
	for _, i := range best {
		if threat[i] {
			stats[i].Note += "; " + noteGives + " at once"
		}
	}
	return held
}

// guess narrows the unproven moves best to the one a uct search over the
// rest of the time budget (until end) visits most, and notes each unproven move's
// visits and mean in stats. On any failure it returns best unchanged.
func (p *perfect) guess(ctx context.Context, pos variants.Position, end time.Time, stats []MoveStats, best []int) []int {
	cfg := p.cfg
	cfg.Player = "uct"
	cfg.Budget = Budget{Time: time.Until(end)}
	if cfg.Budget.Time <= 0 {
		return best
	}
	res, err := newUCT(cfg).Search(ctx, pos, nil)
	if err != nil {
		return best
	}
	visits := map[variants.Move]MoveStats{}
	for _, m := range res.Moves {
		visits[m.Move] = m
	}
	top := best[0]
	for _, i := range best {
		u := visits[stats[i].Move]
		stats[i].Rollouts, stats[i].Mean = u.Rollouts, u.Mean
		stats[i].Note = fmt.Sprintf("unproven (taken as a draw; uct %d %s)", u.Rollouts, Noun(u.Rollouts, "visits"))
		if u.Rollouts > visits[stats[top].Move].Rollouts {
			top = i
		}
	}
	return []int{top}
}

// guessMove narrows the unproven moves best to the one the solver's
// depth-limited search prefers within the rest of the time budget (until
// end; a few milliseconds at least, so a move is always searched), and
// notes the depth it reached on each unproven move.
func guessMove(ms moveSolver, end time.Time, stats []MoveStats, best []int) []int {
	among := make([]variants.Move, len(best))
	for k, i := range best {
		among[k] = stats[i].Move
	}
	m, depth := ms.GuessMoveWithin(max(time.Until(end), guessFloor), among)
	for _, i := range best {
		stats[i].Note = fmt.Sprintf("unproven (taken as a draw; searched %s)", pliesText(depth))
	}
	for _, i := range best {
		if stats[i].Move == m {
			return []int{i}
		}
	}
	return best
}

// safeMove spends the rest of the time budget (until end) on the
// question the solver left open, "is it a win?" (its table keeps what
// the cut-short search proved, so it goes on rather than starts
// again), and returns the index in stats of the move to play: the
// proven best move if it answers, else safe, the move proven not to
// lose. It notes what it learnt in stats.
func safeMove(ms moveSolver, end time.Time, stats []MoveStats, safe int) int {
	stats[safe].Note = "at least a draw (unproven win)"
	m, lower, upper := ms.SafeMoveWithin(max(time.Until(end), guessFloor))
	if lower != upper {
		return safe
	}
	for i := range stats {
		if stats[i].Move == m {
			stats[i].Mean, stats[i].Score, stats[i].Note = float64(lower), float64(lower), ExactWord(lower)
			return i
		}
	}
	return safe
}

// perfectNext makes perfect, when its solver has proven no move, give
// the rest of its time to the solver's own search and play the move
// that search was proving when it stopped (nextMove), rather than the
// depth-limited guess's. On a free core it kept the value more often:
// 157 of 160 sweep answers against the guess's 154 (seeds 202 and 303,
// both sides, 100 ms; docs/connect4.md), and 19 of 23 hard positions
// against 15 at equal nodes. Under heavy load (1 to 2 ms of CPU an
// answer) it did worse than the guess (73 against 76 of 80 a seed),
// which is why the sweep's -c4perfect.next=false keeps the guess to
// compare.
var perfectNext = true

// nextMove spends the rest of the time budget (until end) on the
// solver's search for a best move, which goes on from what its table
// kept, and returns the index in stats of the move to play: the proven
// move if it answers, else the move it proved not to lose, else the
// move it was proving when it stopped, else (a move not among best)
// the guess's. It notes what it learnt in stats.
func nextMove(ms moveSolver, end time.Time, stats []MoveStats, best []int) []int {
	m, lower, upper := ms.SafeMoveWithin(max(time.Until(end), guessFloor))
	for _, i := range best {
		if stats[i].Move != m {
			continue
		}
		switch {
		case lower == upper:
			stats[i].Mean, stats[i].Score, stats[i].Note = float64(lower), float64(lower), ExactWord(lower)
		case lower >= 0:
			stats[i].Note = "at least a draw (unproven win)"
		default:
			stats[i].Note = "unproven (taken as a draw; the solver's next move)"
		}
		return []int{i}
	}
	return guessMove(ms, time.Now(), stats, best)
}

// guessFloor is the least time guessMove gives its search: even when the
// solver overran the budget, a few plies beat no search at all.
const guessFloor = 2 * time.Millisecond

// solveSlice is the first time slice a bounded solver gets per move; each
// round over the unproven moves doubles it, so quick proofs come first
// and a hard move does not starve the others.
const solveSlice = 10 * time.Millisecond

// solve returns each move's exact value for the side to move, whether
// it is proven, and the index of a move proven to keep at least a draw
// when the position's value is not proven (-1: none). A plain solver
// always proves. A bounded one (Connect Four
// near the start, where a proof takes minutes) is asked in rounds of
// growing time slices, each round the position itself first while it is
// unproven, until every move is proven, a move is proven won
// (nothing can beat it), the budget's time is spent or ctx is cancelled:
// then the unproven moves count as draws and the stop reason says why.
func (p *perfect) solve(ctx context.Context, pos variants.Position, moves []variants.Move, deadline time.Time) ([]int, []bool, int, StopReason) {
	mover := pos.ToMove()
	values, proven := make([]int, len(moves)), make([]bool, len(moves))
	children := make([]variants.Position, len(moves))
	open, safe := 0, -1
	for i, m := range moves {
		child := pos.Clone()
		child.Play(m)
		children[i] = child
		if o := child.Outcome(); o.Over() {
			values[i], proven[i] = o.ScoreFor(mover), true
			continue
		}
		if _, bounded := child.(variants.BoundedSolver); !bounded {
			values[i], proven[i] = -child.(variants.Solver).Value(), true
			continue
		}
		open++
	}
	// A first pass with almost no time reads every move that the book or
	// the solver's table already settles, so that analysis shows each of
	// them even when one is a win (the rounds below stop at a win).
	for i, child := range children {
		if !proven[i] {
			if v, ok := child.(variants.BoundedSolver).SolveWithin(time.Microsecond); ok {
				values[i], proven[i] = -v, true
				open--
			}
		}
	}
	if ms, ok := pos.(moveSolver); ok && open > 0 && !anyProvenWin(values, proven) {
		// One search for a best move with all the time (without a
		// deadline, in doubling slices so that a cancel is seen); then
		// the rounds below value the other moves as time allows. Cut
		// short, it may still have proven a move that does not lose.
		var m variants.Move
		var v int
		for slice := solveSlice; ; slice *= 2 {
			if !deadline.IsZero() {
				slice = time.Until(deadline)
			}
			limit, stop := sliceLeft(ctx, slice, deadline)
			if stop != "" {
				return values, proven, safe, stop
			}
			var lower, upper int
			if m, lower, upper = ms.SafeMoveWithin(limit); lower == upper {
				v = lower
				break
			}
			if lower >= 0 {
				safe = slices.Index(moves, m)
			}
		}
		for i := range moves {
			switch {
			case moves[i] == m && !proven[i]:
				values[i], proven[i] = v, true
				open--
			case v == -1 && !proven[i]:
				// The position is lost: so is every move.
				values[i], proven[i] = -1, true
				open--
			}
		}
	}
	parent, _ := pos.(variants.BoundedSolver)
	if _, ok := pos.(moveSolver); ok {
		parent = nil // proven above
	}
	for slice := solveSlice; open > 0 && !anyProvenWin(values, proven); slice *= 2 {
		if parent != nil {
			// Prove the position itself first: one search, which tries
			// the likeliest moves first and stops at a win, and whose
			// proven bounds, kept in the solver's shared table, settle
			// the children that decide its value, so their own searches
			// after it mostly read the table.
			limit, stop := sliceLeft(ctx, slice*time.Duration(open), deadline)
			if stop != "" {
				return values, proven, safe, stop
			}
			if _, ok := parent.SolveWithin(limit); ok {
				parent, slice = nil, time.Millisecond
			}
		}
		for i, child := range children {
			if proven[i] {
				continue
			}
			limit, stop := sliceLeft(ctx, slice, deadline)
			if stop != "" {
				return values, proven, safe, stop
			}
			if v, ok := child.(variants.BoundedSolver).SolveWithin(limit); ok {
				values[i], proven[i] = -v, true
				open--
				if v == -1 {
					break // a proven win for the mover: nothing beats it
				}
			}
		}
	}
	return values, proven, safe, StopInstant
}

// sliceLeft is the time a solver may take of slice before the deadline
// (zero: none), or, with no time to give, why the search stops: ctx
// cancelled (first), or the deadline passed.
func sliceLeft(ctx context.Context, slice time.Duration, deadline time.Time) (time.Duration, StopReason) {
	if !deadline.IsZero() {
		slice = min(slice, time.Until(deadline))
	}
	if ctx.Err() != nil {
		return 0, StopCancelled
	}
	if slice <= 0 {
		return 0, StopTime
	}
	return slice, ""
}

// anyProvenWin reports whether some move is proven to win for the mover.
func anyProvenWin(values []int, proven []bool) bool {
	for i, v := range values {
		if v == 1 && proven[i] {
			return true
		}
	}
	return false
}
