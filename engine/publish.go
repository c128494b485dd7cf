package engine

import (
	"context"
	"time"
)

// publishInterval is how often a search sends a progress snapshot.
const publishInterval = 100 * time.Millisecond

// offer puts s on ch without blocking the caller: if the reader has not
// taken the previous snapshot yet, it is replaced, so the newest is always
// the one waiting. Only one goroutine may offer on a channel. An unbuffered
// channel gets a send that waits for the reader or for ctx.
func offer(ctx context.Context, ch chan Snapshot, s Snapshot) {
	if ch == nil {
		return
	}
	if cap(ch) == 0 {
		select {
		case ch <- s:
		case <-ctx.Done():
		}
		return
	}
	for {
		select {
		case ch <- s:
			return
		default:
		}
		select {
		case <-ch: // drop the stale snapshot
		default:
		}
	}
}

// drive is the coordinator every search shares: while the workers run it
// publishes a snapshot every publishInterval, turns the time limit
// (counted from start, taken when the search began, so the time spent
// preparing and spawning the workers is inside the budget) and
// cancellation into halt calls, and once finished is closed it offers the
// final snapshot (after finalize, if given, has set the player's choice),
// closes progress and returns that snapshot.
func drive(ctx context.Context, start time.Time, limit time.Duration, progress chan Snapshot, finished <-chan struct{},
	halt func(reason StopReason), snapshot func() Snapshot, finalize func(*Snapshot)) Snapshot {
	var timeout <-chan time.Time
	if limit > 0 {
		t := time.NewTimer(max(limit-time.Since(start), 0))
		defer t.Stop()
		timeout = t.C
	}
	ticker := time.NewTicker(publishInterval)
	defer ticker.Stop()
	cancelled := ctx.Done()
loop:
	for {
		select {
		case <-finished:
			break loop
		case <-cancelled:
			halt(StopCancelled)
			cancelled = nil
		case <-timeout:
			halt(StopTime)
			timeout = nil
		case <-ticker.C:
			offer(ctx, progress, snapshot())
		}
	}
	final := snapshot()
	if finalize != nil {
		finalize(&final)
	}
	offer(ctx, progress, final)
	if progress != nil {
		close(progress)
	}
	return final
}
