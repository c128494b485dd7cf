package kit

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// TooSmallView centres a note saying how large the terminal must be:
// the dimension that is short, in its own words ("need 16 rows, have
// 15"), or both, each on its line, so a terminal too short is not read
// as too narrow. A terminal too narrow for those lines gets the sizes
// as "need 40x14" and "have 10x5", cut to its width, under "Too small".
func TooSmallView(w, h, needW, needH int) string { return TooSmallAsking(w, h, needW, needH, "") }

// TooSmallAsking is TooSmallView with the question a key has asked
// (the play screen's "Press q again to quit ...") wrapped under the
// sizes: on a terminal too small for the screen q still acts, and the
// question its first press asked went unseen. Where the rows are too
// few for both, the sizes give way to the question under "Terminal too
// small".
func TooSmallAsking(w, h, needW, needH int, question string) string {
	lines := []string{"Terminal too small"}
	if w < needW {
		lines = append(lines, fmt.Sprintf("need %d columns, have %d", needW, w))
	}
	if h < needH {
		lines = append(lines, fmt.Sprintf("need %d rows, have %d", needH, h))
	}
	for _, l := range lines {
		if ansi.StringWidth(l) > w {
			lines = []string{lines[0], fmt.Sprintf("need %dx%d", needW, needH), fmt.Sprintf("have %dx%d", w, h)}
			break
		}
	}
	if ansi.StringWidth(lines[0]) > w {
		lines[0] = "Too small" // "Terminal too small" at 10 columns read "Terminal t"
	}
	if question != "" {
		room := h - len(lines) - 1 // under a blank row
		if room < 2 && len(lines) > 1 {
			lines, room = lines[:1], h-2
		}
		lines = append(append(lines, ""), WrapLines(question, w, max(1, room))...)
	}
	for i, l := range lines {
		lines[i] = lipgloss.PlaceHorizontal(w, lipgloss.Center, ansi.Truncate(l, w, ""))
	}
	return FitScreen(lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n")), w, h)
}

// FitScreen cuts every line to the width and the text to the height: the
// last guard against a line wider than the terminal.
func FitScreen(s string, w, h int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		if ansi.StringWidth(l) > w {
			lines[i] = ansi.Truncate(l, w, "")
		}
	}
	return strings.Join(lines, "\n")
}

// PadRight pads a rendered string with spaces to width w.
func PadRight(s string, w int) string {
	if d := w - lipgloss.Width(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}
