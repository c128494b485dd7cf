package ui

import (
	"testing"

	"rollout/ui/uitest"
)

// checkFits fails if any line of view is wider than w or if it has more
// than h lines (uitest.CheckFits).
func checkFits(t *testing.T, name, view string, w, h int) {
	t.Helper()
	uitest.CheckFits(t, name, view, w, h)
}

// layoutSizes are the terminal sizes the layout tests render at
// (uitest.Sizes).
func layoutSizes() [][2]int { return uitest.Sizes() }
