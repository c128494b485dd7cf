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
	ch := make(chan Snapshot, 1)
	type outcome struct {
		res Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		res, err := p.Search(ctx, pos, ch)
		done <- outcome{res, err}
	}()
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
