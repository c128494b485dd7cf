package engine

import (
	"context"

	"rollout/variants"
)

// resumer is implemented by players that keep their search between calls
// (uct's tree) and so can go on with one that was cancelled.
type resumer interface {
	resume(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error)
}

// Resume goes on with p's last search if it was of pos and was
// cancelled. A player that keeps its search between calls (uct: the
// tree, which Search would re-root and keep anyway) resumes it as one
// search: the think time and rollouts it had spent count against the
// budget, and its snapshots and result count from there, so a game
// paused while an engine thought (the analysis board opened from it)
// comes back to the same search, not to a new one with a fresh budget.
// A player that keeps nothing, or whose last search was of another
// position or ran to its end, searches afresh: Resume is then Search.
// Like Search, it must not run while another search of p does.
func Resume(ctx context.Context, p Player, pos variants.Position, progress chan Snapshot) (Result, error) {
	if r, ok := p.(resumer); ok {
		return r.resume(ctx, pos, progress)
	}
	return p.Search(ctx, pos, progress)
}
