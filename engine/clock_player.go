package engine

import (
	"context"
	"time"

	"rollout/variants"
)

// ClockedSearch runs p's search of pos under the clock rule (Clock.Allot
// and clockVerdict): p thinks for at most the Hard allotment, and the
// search is ended early by the rule, as its snapshots show. Snapshots go
// on to progress, if given, as Search sends them. A search the rule ends
// reports StopSeparation or StopClock. p's next searches keep the Hard
// time as their budget until it is given another (WithBudget).
func ClockedSearch(ctx context.Context, p Player, pos variants.Position, c Clock, progress chan Snapshot) (Result, error) {
	a := c.Allot()
	// The clock gives the time; a budget in rollouts the player has of its
	// own (a level's) still bounds the search, whichever ends first: a
	// level on a clock thought with the clock's whole allotment.
	p, err := WithBudget(p, Budget{Time: a.Hard, Soft: a.Soft, Rollouts: p.Config().Budget.Rollouts, Clock: true})
	if err != nil {
		closeProgress(progress)
		return Result{}, err
	}
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	ch, done := searchAsync(inner, p, pos)
	var (
		why   StopReason
		best  string        // the choice so far ("": none yet)
		since time.Duration // when it became the choice; the first holds from 0
	)
	for snap := range ch {
		if snap.BestText != best {
			if best != "" {
				since = snap.Elapsed
			}
			best = snap.BestText
		}
		if why == "" {
			if why = clockVerdict(snap, a, snap.Elapsed-since); why != "" {
				cancel()
			}
		}
		offer(ctx, progress, snap)
	}
	closeProgress(progress)
	out := <-done
	if why != "" && out.err == nil && ctx.Err() == nil && out.res.Stopped == StopCancelled {
		out.res.Stopped = why
	}
	return out.res, out.err
}

// NextLag is the lag (Clock.Lag) to plan the next move with, after a move
// that ended late past its hard time (late, zero or less when it was in
// time) with lag planned: the largest lateness seen, decaying by an
// eighth a move, so one slow spell is remembered for a while and then
// forgotten. ClockedPlayer and the UCI session keep it per side.
func NextLag(lag, late time.Duration) time.Duration {
	return max(lag-lag/8, late, 0)
}

// ClockSearcher is a player that keeps time by itself when told both
// clocks, as an external UCI engine does with go wtime/btime/winc/binc:
// ClockedPlayer hands it the clocks (indexed by side) instead of running
// the clock rule, and charges the time it reports the move took (from its
// go to its bestmove, so starting the engine's process is not charged).
type ClockSearcher interface {
	Player
	SearchClocks(ctx context.Context, pos variants.Position, clocks [2]Clock, progress chan Snapshot) (res Result, took time.Duration, err error)
}

// ClockedPlayer is a player that keeps a game clock of its own and moves
// by the clock rule (ClockedSearch): each move's wall time, from the call
// to Search to its return, is taken off the clock and the increment
// added. A move that overruns its hard time (the machine stopped the
// search late) makes later moves plan that much shorter, and keep a
// larger reserve (Clock.Lag, NextLag), so lateness does not add up to a
// flag. A player that keeps its own time (ClockSearcher: an external
// engine) is given both clocks instead. A clock that reaches zero is a
// flag fall (variants.Charge, the rule a person's clock follows too): OutOfTime reports it, and PlayGame ends the game there.
// The match command wraps each side in one for -clock; its log is the
// time per move the match summarises.
type ClockedPlayer struct {
	Player
	clock Clock
	// opponent, if set, is the other side's clocked player, whose clock an
	// external engine is told.
	opponent *ClockedPlayer
	// Moves holds each move's wall time and the time left after it
	// (increment included), in the order played.
	Moves []ClockedMove
	// Flagged is set once a move took more than the time left: a loss on
	// time the rule exists to prevent.
	Flagged bool
	// lag is how far moves have overrun their hard time (NextLag); later
	// moves plan with it (Clock.Lag).
	lag time.Duration
}

// ClockedMove is one move of a ClockedPlayer's log.
type ClockedMove struct {
	Took, Left time.Duration
	Stopped    StopReason
}

// NewClockedPlayer wraps p with a game clock starting at c (base and
// increment; a MovesToGo is kept as it is, since a match has no time
// controls after the first; c.Lag is the lag the first move plans with).
func NewClockedPlayer(p Player, c Clock) *ClockedPlayer {
	return &ClockedPlayer{Player: p, clock: c, lag: c.Lag}
}

// SetOpponent links two clocked players of one game, so each can tell an
// external engine the other's clock too.
func (cp *ClockedPlayer) SetOpponent(o *ClockedPlayer) {
	cp.opponent, o.opponent = o, cp
}

// OutOfTime reports whether the player's clock has run out (Flagged).
func (cp *ClockedPlayer) OutOfTime() bool { return cp.Flagged }

// Search chooses a move under the clock rule (or, for a ClockSearcher,
// by its own rule given both clocks) and charges its time to the clock.
func (cp *ClockedPlayer) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	began := time.Now()
	var (
		res  Result
		err  error
		took time.Duration
	)
	if cs, ok := cp.Player.(ClockSearcher); ok {
		var clocks [2]Clock
		clocks[pos.ToMove()], clocks[pos.ToMove().Other()] = cp.clock, cp.clock
		if cp.opponent != nil {
			clocks[pos.ToMove().Other()] = cp.opponent.clock
		}
		res, took, err = cs.SearchClocks(ctx, pos, clocks, progress)
	} else {
		plan := cp.clock
		plan.Lag = cp.lag
		res, err = ClockedSearch(ctx, cp.Player, pos, plan, progress)
		took = time.Since(began)
		cp.lag = NextLag(cp.lag, took-plan.Allot().Hard)
	}
	var flagged bool
	if cp.clock.Left, flagged = variants.Charge(cp.clock.Left, took, cp.clock.Increment); flagged {
		cp.Flagged = true
		cp.clock.Left += cp.clock.Increment // the log counts every move's increment alike
	}
	cp.Moves = append(cp.Moves, ClockedMove{Took: took, Left: cp.clock.Left, Stopped: res.Stopped})
	return res, err
}

// Close closes the wrapped player if it holds resources (an external
// engine's process).
func (cp *ClockedPlayer) Close() error {
	if c, ok := cp.Player.(interface{ Close() error }); ok {
		return c.Close()
	}
	return nil
}
