package study

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/kit"
)

// fitFields joins fields with sep, leaving out whole fields from the end
// of drop's order until the line fits w: drop lists field indexes,
// least needed first. Fields never shrink: what is shown is whole.
func fitFields(fields []string, sep string, w int, drop ...int) string {
	keep := make([]bool, len(fields))
	for i := range keep {
		keep[i] = fields[i] != ""
	}
	join := func() string {
		var parts []string
		for i, f := range fields {
			if keep[i] {
				parts = append(parts, f)
			}
		}
		return strings.Join(parts, sep)
	}
	for _, i := range drop {
		if ansi.StringWidth(join()) <= w {
			break
		}
		keep[i] = false
	}
	return kit.FitLine(join(), w)
}
