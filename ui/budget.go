package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"rollout/engine"
)

// budgetChoice is one entry of the setup screen's budget list.
type budgetChoice struct {
	label  string
	budget engine.Budget
}

// The preset budgets: think times, then rollout counts.
var (
	timePresets    = []time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second}
	rolloutPresets = []int64{1000, 10000, 100000}
)

// budgetLabel names a budget for menus and the title: "0.5 s", "300 ms",
// "10k rollouts".
func budgetLabel(b engine.Budget) string {
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
			parts = append(parts, fmt.Sprintf("%dM rollouts", n/1000000))
		case n%1000 == 0:
			parts = append(parts, fmt.Sprintf("%dk rollouts", n/1000))
		default:
			parts = append(parts, fmt.Sprintf("%d rollouts", n))
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

// budgetChoices lists the presets plus the variant's default think time
// and any budgets given on the command line, times first, in order.
func budgetChoices(think time.Duration, extra ...engine.Budget) []budgetChoice {
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
	out := make([]budgetChoice, len(bs))
	for i, b := range bs {
		out[i] = budgetChoice{budgetLabel(b), b}
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

// budgetIndex finds b in the choices, or the default think time's entry.
func budgetIndex(cs []budgetChoice, b engine.Budget, think time.Duration) int {
	for i, c := range cs {
		if c.budget == b {
			return i
		}
	}
	for i, c := range cs {
		if c.budget == (engine.Budget{Time: think}) {
			return i
		}
	}
	return 0
}
