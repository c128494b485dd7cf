package kit

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
)

// CountText is engine.CountText, the one abbreviation of counts (950,
// 7.7k, 48k, 7.68M), here so screens format counts beside the rest of
// the kit.
func CountText(n int64) string { return engine.CountText(n) }

// SignedCount writes a signed count with countText: +48k, -950.
func SignedCount(n int64) string {
	if n < 0 {
		return "-" + CountText(-n)
	}
	return "+" + CountText(n)
}

// WrapLines wraps plain text to width w at word boundaries (breaking
// longer words), at most maxLines lines, the last cut with "…" if more
// remain: long error messages are read whole instead of ending at the
// screen's edge.
func WrapLines(text string, w, maxLines int) []string {
	if w <= 0 {
		return nil
	}
	lines := strings.Split(ansi.Wrap(text, w, ""), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	if len(lines) > maxLines {
		lines = append(lines[:maxLines-1], ansi.Truncate(rest(text, lines, maxLines-1), w, "…"))
	}
	return lines
}

// rest is the text after its first n wrapped lines, as written: the
// wrapped lines joined with spaces would split a word the wrap broke at
// a hyphen or mid-word ("saved rollout-" and "2026..." read "rollout-
// 2026…").
func rest(text string, lines []string, n int) string {
	at := 0
	for _, l := range lines[:n] {
		i := strings.Index(text[at:], l)
		if i < 0 { // not as written (escape codes): the lines, joined
			return strings.Join(lines[n:], " ")
		}
		at += i + len(l)
	}
	return strings.TrimLeft(text[at:], " ")
}
