package study

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// fitWords cuts s to w columns at a space, ending in "…" when anything
// was cut, so a line never ends in half a word ("next: backpropagat").
// A first word longer than w is cut with "…" all the same.
func fitWords(s string, w int) string {
	if ansi.StringWidth(s) <= w {
		return s
	}
	if w <= 1 {
		return ansi.Truncate(s, w, "")
	}
	cut := ansi.Truncate(s, w-1, "")
	if i := strings.LastIndex(cut, " "); i > 0 {
		cut = strings.TrimRight(cut[:i], " ,;:|")
	}
	return cut + "…"
}

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
	return fitWords(join(), w)
}
