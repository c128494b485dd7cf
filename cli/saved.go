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
// how its moves stopped), the time its moves' searches took against the
// time they were given, and what ended each move the budget did not: the
// time the one rule for time (docs/clocks.md, "When a move stops early")
// saved, and the time moves ran past their budget (a search sees its
// deadline only between batches of work, later on a loaded machine), so
// that the taken time is the given less the saved plus the over.
type timeSaved struct {
	mu     sync.Mutex
	budget [2]time.Duration // per player, A then B; 0: no time budget
	moves  [2]int
	took   [2]time.Duration
	saved  [2]time.Duration             // by moves that took less than the budget
	over   [2]time.Duration             // by moves that took more
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
		} else {
			t.over[p] -= left
		}
		if why := engine.StopReason(turn.Table.Stopped); why != engine.StopTime {
			t.why[p][why]++
		}
	}
}

// lines are the match summary's lines of it, one per player with a time
// budget (names: the players' display names); none for nil. The figures
// add up, taken = given - saved + over, each rounded to a tenth and the
// taken written as that sum:
//
//	time default+light (a): 41 moves of 1s each, 41.0 s given; took 12.4 s = 41.0 - 28.7 saved by moves ended early (70%) + 0.1 over by moves past their time; ended early: 30 settled, 2 forced
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
		// Rounded apart, 8.9 s taken read beside 7.0 given and 1.0 saved
		// with nothing to say where the other 2.9 s went.
		tenths := func(d time.Duration) int64 { return int64((d + 50*time.Millisecond) / (100 * time.Millisecond)) }
		g, s, o := tenths(given), tenths(t.saved[p]), tenths(t.over[p])
		out = append(out, fmt.Sprintf("time %s: %d moves of %v each, %s s given; took %s s = %s - %s saved by moves ended early (%.0f%%) + %s over by moves past their time; %s",
			names[p], t.moves[p], t.budget[p], tenth(g), tenth(max(g-s+o, 0)), tenth(g), tenth(s),
			100*t.saved[p].Seconds()/given.Seconds(), tenth(o), ended))
	}
	return out
}

// tenth writes a count of tenths of a second as seconds, "12.3".
func tenth(n int64) string { return fmt.Sprintf("%d.%d", n/10, n%10) }
