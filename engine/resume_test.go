package engine

import (
	"context"
	"testing"

	"rollout/variants/chess"
)

// visitsOf is the root's visits: what the tree holds, kept or new.
func visitsOf(s Snapshot) (n int64) {
	for _, m := range s.Moves {
		n += m.Rollouts
	}
	return n
}

// interrupted runs p's search of pos until a snapshot shows at least
// n rollouts, cancels it, and returns its result (the snapshot it ended
// with: what a screen had when it stopped the search).
func interrupted(t *testing.T, p Player, n int64) Result {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	progress := make(chan Snapshot, 1)
	done := make(chan Result, 1)
	go func() {
		res, err := p.Search(ctx, chess.Variant.Start(), progress)
		if err != nil {
			t.Error(err)
		}
		done <- res
	}()
	for s := range progress {
		if s.Rollouts >= n {
			cancel()
		}
	}
	res := <-done
	if res.Stopped != StopCancelled {
		t.Fatalf("the first search stopped by %s after %d rollouts, want cancelled", res.Stopped, res.Rollouts)
	}
	return res
}

// Resume goes on with an interrupted uct search as one search: it starts
// from the tree's visits and the interrupted search's count and time,
// and the rollout budget is spent once, not twice (issue 21 item 12: the
// analysis board opened from a game and left again restarted the
// engine's search from zero, with a fresh budget). A player that keeps
// nothing, and a tree at another position, search afresh.
func TestResumeGoesOnWithTheSearch(t *testing.T) {
	// Far more than one publish interval's iterations (the first
	// snapshot cancels the search), on a fast idle machine too; the race
	// detector's tenfold slowdown needs less.
	budget := int64(12000)
	if raceEnabled {
		budget = 3000
	}
	cfg := Config{Player: "uct", Workers: 1, Seed: 7, Budget: Budget{Rollouts: budget}}
	p := mustPlayer(t, cfg)
	from := interrupted(t, p, 1)
	progress := make(chan Snapshot, 1)
	var first *Snapshot
	got := make(chan Result, 1)
	go func() {
		res, err := Resume(context.Background(), p, chess.Variant.Start(), progress)
		if err != nil {
			t.Error(err)
		}
		got <- res
	}()
	for s := range progress {
		if first == nil {
			first = &s
		}
	}
	res := <-got
	t.Logf("interrupted at %d rollouts (%d visits, %v); resumed first %d rollouts (%d visits, %v); ended %d rollouts (%d visits)",
		from.Rollouts, visitsOf(from.Snapshot), from.Elapsed, first.Rollouts, visitsOf(*first), first.Elapsed, res.Rollouts, visitsOf(res.Snapshot))
	if first.Rollouts < from.Rollouts || visitsOf(*first) < visitsOf(from.Snapshot) || first.Elapsed < from.Elapsed {
		t.Errorf("the resumed search starts from %d rollouts, %d visits, %v; the interrupted one had %d, %d, %v",
			first.Rollouts, visitsOf(*first), first.Elapsed, from.Rollouts, visitsOf(from.Snapshot), from.Elapsed)
	}
	if res.Rollouts != budget || visitsOf(res.Snapshot) != budget || res.Stopped != StopRollouts {
		t.Errorf("resumed: %d rollouts, stopped by %s; want the budget's %d in all", res.Rollouts, res.Stopped, budget)
	}

	// The last search ran to its end: nothing to go on with.
	if res, err := Resume(context.Background(), p, chess.Variant.Start(), nil); err != nil || res.Rollouts != budget {
		t.Errorf("resume after a finished search: %d rollouts (%v), want a fresh search's %d", res.Rollouts, err, budget)
	}
	// Cancelled at another position: the search here is new.
	interrupted(t, p, 1)
	after := chess.Variant.Start()
	after.Play(res.Move)
	if res, err := Resume(context.Background(), p, after, nil); err != nil || res.Rollouts != budget {
		t.Errorf("resume at another position: %d rollouts (%v), want a fresh search's %d", res.Rollouts, err, budget)
	}

	// flat keeps nothing between searches: it searches afresh.
	fp, _ := New(Config{Player: "flat", Workers: 1, Seed: 7, Budget: Budget{Rollouts: budget}})
	interrupted(t, fp, 1)
	if res, err := Resume(context.Background(), fp, chess.Variant.Start(), nil); err != nil || res.Rollouts != budget {
		t.Errorf("flat resumed: %d rollouts (%v), want a fresh search's %d", res.Rollouts, err, budget)
	}
}
