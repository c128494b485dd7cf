package engine

import (
	"math"
	"time"

	"rollout/variants"
)

// The time rule's early stop (docs/clocks.md, "When a move stops
// early"): a tree search under a time budget (a think time, UCI's
// movetime, a clock's hard time) stops as soon as more thought cannot
// change its choice, as Lc0's smart pruning does. uct plays the root
// move with the most visits (choose), so once that move leads every
// other open move (not proven lost) by more visits than the rest of the
// budget could give any one of them, the choice is settled: even if
// every remaining iteration went to the runner-up it would not catch
// up. The rest of the budget is estimated from the search's own rate so
// far. A recapture whose every alternative loses material settles at
// about half its budget (the runner-up's visits hardly grow, so the
// lead passes the remaining iterations once half the time is gone); a
// move whose alternatives are all proven lost settles at once. Tied top
// moves never settle, and the search runs its budget out.
//
// A rollout budget alone is never cut short: with it a seed gives the
// same statistics on every run (the rule is read between chunks of
// iterations, whose sizes follow the machine's speed), which the
// measurements and the docs' examples rely on. Neither is an unbounded
// (analysis) search, which has no rest of budget to compare with, nor,
// with Config.Settle off (the default player's rule; -settle=false), a fixed think time: the time a
// settled move saves there is lost, not banked as on a clock, and
// spending it grows the subtree the next move starts from.

// remainingIterations estimates how many more iterations a search under
// budget b that has run done of them in elapsed can still make: its
// rate so far over the time left, and no more than a rollout limit
// leaves. It is +Inf where nothing can be estimated yet.
func remainingIterations(b Budget, done int64, elapsed time.Duration) float64 {
	left := math.Inf(1)
	if b.Time > 0 && elapsed > 0 && done > 0 {
		left = float64(done) * float64(max(b.Time-elapsed, 0)) / float64(elapsed)
	}
	if b.Rollouts > 0 {
		left = min(left, float64(max(b.Rollouts-done, 0)))
	}
	return left
}

// settledLead reports whether uct's choice among the root moves (ts and
// proofs per legal move, texts their moves' texts at root) can no longer change in left more iterations:
// it is not a proven win (the proof's own rule, decided, ends that
// search) nor chosen among moves all proven lost, and its visits exceed
// every other move's, proven losses aside, by more than left.
func settledLead(root variants.Position, ts []tally, proofs []proof, texts []string, left float64) bool {
	if len(ts) < 2 || math.IsNaN(left) {
		return false
	}
	best := choose(root, ts, proofs, texts)
	if best < 0 || proofs[best].value != 0 || ts[best].n == 0 {
		return false
	}
	runner := int64(-1) // none open: every other move is proven lost
	for i := range ts {
		if i != best && proofs[i].value != -1 {
			runner = max(runner, ts[i].n)
		}
	}
	return runner < 0 || float64(ts[best].n-runner) > left
}
