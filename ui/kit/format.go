package kit

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// CountText writes a count the way people read large numbers: 950, 7.7k,
// 48k, 7.68M. Tables and titles use it, so 7.7 million rollouts no longer
// print as 7675.75 kr.
func CountText(n int64) string {
	switch {
	case n < 1000:
		return strconv.FormatInt(n, 10)
	case n < 10_000:
		return trimZero(fmt.Sprintf("%.1f", float64(n)/1e3)) + "k"
	case n < 1_000_000:
		return fmt.Sprintf("%.0fk", float64(n)/1e3)
	case n < 10_000_000:
		return trimZero(fmt.Sprintf("%.2f", float64(n)/1e6)) + "M"
	}
	return trimZero(fmt.Sprintf("%.1f", float64(n)/1e6)) + "M"
}

// trimZero drops a fraction's trailing zeros: "8.0" is "8", "7.70" "7.7".
func trimZero(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

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
		rest := strings.Join(lines[maxLines-1:], " ")
		lines = append(lines[:maxLines-1], ansi.Truncate(rest, w, "…"))
	}
	return lines
}
