package cli

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"rollout/engine"
	"rollout/match"
)

// timeSaved sums, for each player of a match that thinks on a time
// budget (-time, -a-time, -b-time; not -clock, whose summary line says
// how its moves stopped), the time its moves took against the time they
// were given, and what ended each move the budget did not: the time the
// one rule for time (docs/clocks.md, "When a move stops early") saved.
type timeSaved struct {
	mu     sync.Mutex
	budget [2]time.Duration // per player, A then B; 0: no time budget
	moves  [2]int
	took   [2]time.Duration
	saved  [2]time.Duration
	why    [2]map[engine.StopReason]int // moves ended before the budget, by what ended them
}

// newTimeSaved keeps the sums for players A and B with configurations
// a and b; nil when neither has a time budget.
func newTimeSaved(a, b engine.Config) *timeSaved {
	if a.Budget.Time <= 0 && b.Budget.Time <= 0 {
		return nil
	}
	return &timeSaved{budget: [2]time.Duration{a.Budget.Time, b.Budget.Time},
		why: [2]map[engine.StopReason]int{{}, {}}}
}

// game adds a finished game's engine moves (those with a table).
func (t *timeSaved) game(g match.Game) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i, turn := range g.Record.Turns() {
		p := 0
		if g.Record.SideOf(i) != g.ASide {
			p = 1
		}
		if t.budget[p] <= 0 || turn.Table == nil {
			continue
		}
		if turn.Table.Stopped == string(engine.StopInstant) {
			continue // a player that never thinks (random) saves nothing
		}
		took := turn.Table.Elapsed
		t.moves[p]++
		t.took[p] += took
		if left := t.budget[p] - took; left > 0 {
			t.saved[p] += left
		}
		if why := engine.StopReason(turn.Table.Stopped); why != engine.StopTime {
			t.why[p][why]++
		}
	}
}

// lines are the match summary's lines of it, one per player with a time
// budget (names: the players' display names); none for nil:
//
//	time default+light (a): 41 moves, 12.3 s of 41.0 s given, 28.7 s saved (70%); ended early: 30 settled, 2 forced
func (t *timeSaved) lines(names [2]string) []string {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []string
	for p := range 2 {
		if t.budget[p] <= 0 || t.moves[p] == 0 {
			continue
		}
		given := t.budget[p] * time.Duration(t.moves[p])
		type count struct {
			why engine.StopReason
			n   int
		}
		var counts []count
		for why, n := range t.why[p] {
			counts = append(counts, count{why, n})
		}
		sort.Slice(counts, func(i, j int) bool {
			a, b := counts[i], counts[j]
			return a.n > b.n || a.n == b.n && a.why < b.why
		})
		var early []string
		for _, c := range counts {
			early = append(early, fmt.Sprintf("%d %s", c.n, c.why))
		}
		ended := "none ended early"
		if len(early) > 0 {
			ended = "ended early: " + strings.Join(early, ", ")
		}
		out = append(out, fmt.Sprintf("time %s: %d moves, %.1f s of %.1f s given, %.1f s saved (%.0f%%); %s",
			names[p], t.moves[p], t.took[p].Seconds(), given.Seconds(), t.saved[p].Seconds(),
			100*t.saved[p].Seconds()/given.Seconds(), ended))
	}
	return out
}
