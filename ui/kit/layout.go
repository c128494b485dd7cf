package kit

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// TooSmallView centres a note saying how large the terminal must be.
func TooSmallView(w, h, needW, needH int) string {
	lines := []string{
		"Terminal too small",
		fmt.Sprintf("need %dx%d", needW, needH),
		fmt.Sprintf("have %dx%d", w, h),
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "")
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
