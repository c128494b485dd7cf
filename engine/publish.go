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
