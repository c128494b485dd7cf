package engine

import (
	"context"
	"math"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
)

// The rest of a time budget is the search's rate over the time left,
// capped by a rollout limit; nothing is estimated before the first
// iteration.
func TestRemainingIterations(t *testing.T) {
	s := time.Second
	for _, c := range []struct {
		b       Budget
		done    int64
		elapsed time.Duration
		want    float64
	}{
		{Budget{Time: 10 * s}, 1000, s, 9000},
		{Budget{Time: 10 * s}, 1000, 10 * s, 0},
		{Budget{Time: 10 * s}, 1000, 12 * s, 0},
		{Budget{Time: 10 * s, Rollouts: 1500}, 1000, s, 500},
		{Budget{Time: 10 * s}, 0, s, math.Inf(1)},
		{Budget{Time: 10 * s}, 1000, 0, math.Inf(1)},
		{Budget{Rollouts: 1500}, 1000, s, 500},
	} {
		if got := remainingIterations(c.b, c.done, c.elapsed); got != c.want {
			t.Errorf("%+v, %d done in %v: %v, want %v", c.b, c.done, c.elapsed, got, c.want)
		}
	}
}

// A choice is settled once its visits lead every other open move's by
// more than the iterations left; proven losses do not count, a proven
// win is decided's to stop, and a tie never settles.
func TestSettledLead(t *testing.T) {
	tl := func(ns ...int64) []tally {
		ts := make([]tally, len(ns))
		for i, n := range ns {
			ts[i].n = n
		}
		return ts
	}
	none := func(n int) []proof { return make([]proof, n) }
	lost := []proof{{}, {value: -1, plies: 1}, {}}
	for _, c := range []struct {
		name   string
		ts     []tally
		proofs []proof
		left   float64
		want   bool
	}{
		{"lead above what is left", tl(9000, 300, 200), none(3), 8000, true},
		{"lead just at what is left", tl(9000, 1000, 200), none(3), 8000, false},
		{"a close runner-up", tl(5000, 4000, 200), none(3), 500, true},
		{"a close runner-up, more left", tl(5000, 4000, 200), none(3), 1000, false},
		{"the runner-up proven lost", tl(100, 900, 90), lost, 50, false},
		{"the runner-up proven lost, lead over the rest", tl(1000, 900, 90), lost, 500, true},
		{"every other move proven lost", tl(10, 900, 900), []proof{{}, {value: -1}, {value: -1}}, math.Inf(1), true},
		{"nothing estimated yet", tl(900, 10, 10), none(3), math.Inf(1), false},
		{"a proven win is decided's", tl(900, 10, 10), []proof{{value: 1, plies: 3}, {}, {}}, 0, false},
		{"one legal move", tl(10), none(1), 0, false},
		{"no visits", tl(0, 0), none(2), 0, false},
	} {
		if got := settledLead(nil, c.ts, c.proofs, nil, c.left); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// A search under a time budget (the settled stop on: every player's rule
// but the default's) stops once its choice cannot change: with
// a clock injected that says nine tenths of an hour's budget are gone
// (so about a ninth of the iterations made are left), exd4, taking a
// queen for a pawn, leads every other move by more than that long before
// the rollout limit, and the search ends "settled". The same search with
// the rollout limit alone runs it out: a rollout budget is kept whole,
// for reproducible statistics. No wall time is asserted.
func TestSearchStopsWhenSettled(t *testing.T) {
	pos, err := chess.Variant.Parse("rnb1kbnr/pppp1ppp/8/4p3/3q4/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 3")
	if err != nil {
		t.Fatal(err)
	}
	const limit = 200000
	p := mustPlayer(t, Config{Player: "default", Workers: 1, Settle: SettleOn, Budget: Budget{Time: time.Hour, Rollouts: limit}}.ForGame(pos))
	p.(*uct).now = func() time.Time { return time.Now().Add(54 * time.Minute) }
	res := search(t, p, pos)
	if res.Stopped != StopSettled || res.MoveText != "exd4" || res.Rollouts >= limit {
		t.Fatalf("stopped %q after %d iterations, move %s; want settled before %d, exd4", res.Stopped, res.Rollouts, res.MoveText, limit)
	}
	q := mustPlayer(t, Config{Player: "default", Workers: 1, Budget: Budget{Rollouts: 5000}}.ForGame(pos))
	res, err = q.Search(context.Background(), pos, nil)
	if err != nil || res.Stopped != StopRollouts || res.Rollouts != 5000 {
		t.Fatalf("a rollout budget alone: stopped %q after %d, err %v; want its 5000", res.Stopped, res.Rollouts, err)
	}
}

// A chunk that starts before the deadline and ends after it spent the
// whole budget: publish, which judges the lead by the clock at the
// chunk's start, stops the search by time, not "settled" (what a
// starved machine's analysis reported at exactly its think time). With
// the deadline still ahead the same lead settles it. No wall time is
// asserted: the clock is injected.
func TestSettledNotPastDeadline(t *testing.T) {
	t0 := time.Now()
	for _, c := range []struct {
		end  time.Duration // the clock when publish runs
		want StopReason
	}{
		{1950 * time.Millisecond, StopSettled},
		{2010 * time.Millisecond, StopTime},
	} {
		s := twoMoveSearch(Budget{Time: 2 * time.Second}, t0, t0.Add(c.end))
		// 11 iterations by 1.9 s leave about 0.6 more: a lead of 9 settles.
		s.publish(0, []tally{{n: 10}, {n: 1}}, make([]proof, 2), 11, 3, t0.Add(1900*time.Millisecond))
		if got := s.stopReason(); !s.stopped() || got != c.want {
			t.Errorf("publish at %v: stopped %v, reason %q; want %q", c.end, s.stopped(), got, c.want)
		}
	}
}

// With Settle off (the default player's rule; -settle=false) a fixed
// think time is spent to its end:
// the search of TestSearchStopsWhenSettled, nine tenths of its hour
// gone by the injected clock, runs its iteration limit out where it
// stopped settled. A clock's hard time (Budget.Clock) still stops
// settled: there the time saved is banked. No wall time is asserted.
func TestSpendTimeRunsItsBudget(t *testing.T) {
	pos, err := chess.Variant.Parse("rnb1kbnr/pppp1ppp/8/4p3/3q4/4P3/PPPP1PPP/RNBQKBNR w KQkq - 0 3")
	if err != nil {
		t.Fatal(err)
	}
	const limit = 20000
	for _, c := range []struct {
		name   string
		settle string
		clock  bool
		want   StopReason
	}{
		{"settle", SettleOn, false, StopSettled},
		{"the default's rule: spend the think time", "", false, StopRollouts},
		{"spend the think time", SettleOff, false, StopRollouts},
		{"spend, on a clock", SettleOff, true, StopSettled},
	} {
		cfg := Config{Player: "default", Workers: 1, Settle: c.settle, Budget: Budget{Time: time.Hour, Rollouts: limit, Clock: c.clock}}
		p := mustPlayer(t, cfg.ForGame(pos))
		p.(*uct).now = func() time.Time { return time.Now().Add(54 * time.Minute) }
		res := search(t, p, pos)
		if res.Stopped != c.want || res.MoveText != "exd4" {
			t.Errorf("%s: stopped %q after %d iterations, move %s; want %q, exd4", c.name, res.Stopped, res.Rollouts, res.MoveText, c.want)
		}
		if c.want == StopRollouts && res.Rollouts != limit {
			t.Errorf("%s: %d iterations, want the limit's %d", c.name, res.Rollouts, limit)
		}
	}
}

// A search whose iteration cap is spent when publish runs ended by its
// budget, not settled: with none left every lead "settles", and a
// level's move on a clock (Level 3: 300 iterations) read "Level 3
// played Ne4 (settled): ... 300 iterations" on the play screen. No wall
// time is asserted: the clock is injected.
func TestSettledNotAtTheIterationCap(t *testing.T) {
	t0 := time.Now()
	for _, c := range []struct {
		done    int64
		settled bool
	}{
		{11, true},  // 1 of 12 left: a lead of 9 settles it
		{12, false}, // none left: the cap, not the lead, ends it
	} {
		s := twoMoveSearch(Budget{Time: 2 * time.Second, Rollouts: 12}, t0, t0.Add(time.Second))
		s.publish(0, []tally{{n: c.done - 1}, {n: 1}}, make([]proof, 2), c.done, 3, t0.Add(time.Second))
		if got := s.stopReason(); s.stopped() != c.settled || (c.settled && got != StopSettled) {
			t.Errorf("publish after %d of 12 iterations: stopped %v, reason %q; want settled %v", c.done, s.stopped(), got, c.settled)
		}
	}
}

// twoMoveSearch is a one-worker uct search of two root moves that
// settles (SettleOn) within budget, begun at start, whose deadline reads
// the clock as now: publish's stopping rules without a tree or a wall
// clock.
func twoMoveSearch(budget Budget, start, now time.Time) *uctSearch {
	s := &uctSearch{
		cfg:    Config{Player: "uct", Settle: SettleOn, Budget: budget},
		legal:  make([]variants.Move, 2),
		roots:  [][]tally{make([]tally, 2)},
		proofs: [][]proof{make([]proof, 2)},
		done:   []int64{0},
		sizes:  []int{0},
		start:  start,
	}
	s.deadline = newDeadline(start, budget.Time, func() time.Time { return now })
	return s
}
