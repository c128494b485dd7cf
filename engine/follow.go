package engine

import (
	"context"
	"time"

	"rollout/variants"
)

// Follow runs p's search on pos and calls status with a snapshot at most
// once per interval, and once more with the final statistics unless the
// last call already showed them. It serves consumers that print progress
// lines rather than redraw a screen: analyze's status lines, UCI's info
// lines. status runs on the caller's goroutine.
func Follow(ctx context.Context, p Player, pos variants.Position, interval time.Duration, status func(Snapshot)) (Result, error) {
	ch, done := searchAsync(ctx, p, pos)
	var last time.Time
	shown := int64(-1)
	for snap := range ch {
		if snap.Rollouts > 0 && time.Since(last) >= interval {
			status(snap)
			last, shown = time.Now(), snap.Rollouts
		}
	}
	out := <-done
	if out.err == nil && out.res.Rollouts > 0 && out.res.Rollouts != shown {
		status(out.res.Snapshot)
	}
	return out.res, out.err
}

// searched is what a Search returned, handed over from its goroutine.
type searched struct {
	res Result
	err error
}

// searchAsync starts p's search of pos on a goroutine of its own and
// returns the channel its snapshots arrive on (closed when the search
// ends, as Search promises) and the one its result then arrives on: for
// callers that read the snapshots as they come (Follow, ClockedSearch).
func searchAsync(ctx context.Context, p Player, pos variants.Position) (chan Snapshot, chan searched) {
	ch := make(chan Snapshot, 1)
	done := make(chan searched, 1)
	go func() {
		res, err := p.Search(ctx, pos, ch)
		done <- searched{res, err}
	}()
	return ch, done
}
