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
	p, err := WithBudget(p, Budget{Time: a.Hard})
	if err != nil {
		closeProgress(progress)
		return Result{}, err
	}
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	ch, done := searchAsync(inner, p, pos)
	var why StopReason
	for snap := range ch {
		if why == "" {
			if why = clockVerdict(snap, a); why != "" {
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

// ClockedPlayer is a player that keeps a game clock of its own and moves
// by the clock rule (ClockedSearch): each move's wall time, from the call
// to Search to its return, is taken off the clock and the increment
// added. A move that overruns its hard time (the machine stopped the
// search late) makes later moves plan that much shorter (Clock.Lag), so
// lateness does not add up to a flag. The match command wraps each side in one for -clock; its log is
// the time per move the match summarises.
type ClockedPlayer struct {
	Player
	clock Clock
	// Moves holds each move's wall time and the time left after it
	// (increment included), in the order played.
	Moves []ClockedMove
	// Flagged is set once a move took more than the time left: a loss on
	// time the rule exists to prevent.
	Flagged bool
	// lag is how far moves have overrun their hard time (a loaded machine
	// stops searches late): the largest overrun, decaying by an eighth a
	// move; later moves plan with it (Clock.Lag).
	lag time.Duration
}

// ClockedMove is one move of a ClockedPlayer's log.
type ClockedMove struct {
	Took, Left time.Duration
	Stopped    StopReason
}

// NewClockedPlayer wraps p with a game clock starting at c (base and
// increment; a MovesToGo is kept as it is, since a match has no time
// controls after the first).
func NewClockedPlayer(p Player, c Clock) *ClockedPlayer {
	return &ClockedPlayer{Player: p, clock: c}
}

// Search chooses a move under the clock rule and charges its time to the
// clock.
func (cp *ClockedPlayer) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	began := time.Now()
	plan := cp.clock
	plan.Lag = cp.lag
	res, err := ClockedSearch(ctx, cp.Player, pos, plan, progress)
	took := time.Since(began)
	cp.lag = max(cp.lag*7/8, took-plan.Allot().Hard)
	cp.clock.Left -= took
	if cp.clock.Left < 0 {
		cp.Flagged = true
	}
	cp.clock.Left += cp.clock.Increment
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
