package kit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"rollout/engine"
)

// BudgetChoice is one entry of the setup screen's budget list.
type BudgetChoice struct {
	Label  string
	Budget engine.Budget
}

// The preset budgets: think times, then rollout counts.
var (
	timePresets    = []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second}
	rolloutPresets = []int64{1000, 10000, 100000}
)

// BudgetLabel names a budget for menus and the title: "0.5 s", "300 ms",
// "10k rollouts"; BudgetLabelOf names it as a player counts it.
func BudgetLabel(b engine.Budget) string { return budgetLabel(b, "rollouts") }

// BudgetLabelOf names a budget as player counts it (CountUnitOf): a
// tree player's cap in iterations ("120 iterations", a level's), the
// others' in rollouts ("2k rollouts"), as README and docs name them.
func BudgetLabelOf(b engine.Budget, player string) string {
	return budgetLabel(b, CountUnitOf(player))
}

// budgetLabel is BudgetLabel with the cap counted in unit.
func budgetLabel(b engine.Budget, unit string) string {
	var parts []string
	if b.Time > 0 {
		if b.Time < time.Second {
			parts = append(parts, fmt.Sprintf("%d ms", b.Time.Milliseconds()))
		} else {
			parts = append(parts, strconv.FormatFloat(b.Time.Seconds(), 'f', -1, 64)+" s")
		}
	}
	if b.Rollouts > 0 {
		n := b.Rollouts
		switch {
		case n%1000000 == 0:
			parts = append(parts, fmt.Sprintf("%dM %s", n/1000000, unit))
		case n%1000 == 0:
			parts = append(parts, fmt.Sprintf("%dk %s", n/1000, unit))
		default:
			parts = append(parts, fmt.Sprintf("%d %s", n, engine.Noun(n, unit)))
		}
	}
	if b.TargetSE > 0 {
		parts = append(parts, fmt.Sprintf("se %.3g", b.TargetSE))
	}
	if len(parts) == 0 {
		return "no limit"
	}
	return strings.Join(parts, ", ")
}

// BudgetChoices lists the presets plus the variant's default think time
// and any budgets given on the command line, times first, in order.
func BudgetChoices(think time.Duration, extra ...engine.Budget) []BudgetChoice {
	var bs []engine.Budget
	add := func(b engine.Budget) {
		if !slices.Contains(bs, b) {
			bs = append(bs, b)
		}
	}
	for _, t := range timePresets {
		add(engine.Budget{Time: t})
	}
	if think > 0 {
		add(engine.Budget{Time: think})
	}
	for _, n := range rolloutPresets {
		add(engine.Budget{Rollouts: n})
	}
	for _, b := range extra {
		if b.Bounded() {
			add(b)
		}
	}
	slices.SortStableFunc(bs, func(a, b engine.Budget) int {
		ka, kb := budgetKey(a), budgetKey(b)
		switch {
		case ka < kb:
			return -1
		case ka > kb:
			return 1
		}
		return 0
	})
	out := make([]BudgetChoice, len(bs))
	for i, b := range bs {
		out[i] = BudgetChoice{BudgetLabel(b), b}
	}
	return out
}

// budgetKey orders budgets: pure time limits by time, then the others by
// rollouts.
func budgetKey(b engine.Budget) float64 {
	if b.Rollouts == 0 && b.TargetSE == 0 {
		return b.Time.Seconds()
	}
	return 1e6 + float64(b.Rollouts)
}

// BudgetIndex finds b in the choices, or the default think time's entry.
func BudgetIndex(cs []BudgetChoice, b engine.Budget, think time.Duration) int {
	for i, c := range cs {
		if c.Budget == b {
			return i
		}
	}
	for i, c := range cs {
		if c.Budget == (engine.Budget{Time: think}) {
			return i
		}
	}
	return 0
}
