package kit

import (
	"fmt"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// HelpPage lays out every enabled binding of groups (a help.KeyMap's
// FullHelp) as "key  description" rows flowing down as many columns as
// fit w, at most h rows: a board screen's full help, under the board
// when it fits there, else in the body's place (bubbles' help cut its
// columns at the width: at 80x24 undo, quit, save... were hidden behind
// "…"). A description too long for its column is cut with "…", never a
// binding.
func HelpPage(st *Styles, groups [][]key.Binding, w, h int) []string {
	rows, keyW, cellW := helpRows(groups)
	return layHelp(st, rows, keyW, cellW, w, h)
}

// HelpPages is HelpPage split into pages of at most h rows, as many
// columns as fit w on each, so every binding is shown on some page even
// at the smallest size a board screen draws at (a board screen turns
// them with ?, HelpPageKeys). One page when everything fits.
func HelpPages(st *Styles, groups [][]key.Binding, w, h int) [][]string {
	rows, keyW, cellW := helpRows(groups)
	if len(rows) == 0 || w <= 0 || h <= 0 {
		return nil
	}
	per := h * maxHelpCols(w, cellW)
	var pages [][]string
	for i := 0; i < len(rows); i += per {
		pages = append(pages, layHelp(st, rows[i:min(len(rows), i+per)], keyW, cellW, w, h))
	}
	return pages
}

// layHelp lays rows out for HelpPage: down as many columns as fit w, the
// fewest that fit h, cut at h rows.
func layHelp(st *Styles, rows [][2]string, keyW, cellW, w, h int) []string {
	if len(rows) == 0 || w <= 0 || h <= 0 {
		return nil
	}
	cols := 1
	for c := 2; c <= maxHelpCols(w, cellW); c++ {
		if (len(rows)+cols-1)/cols <= h {
			break // fewer columns already fit the height
		}
		cols = c
	}
	colW := (w - helpGap*(cols-1)) / cols
	n := (len(rows) + cols - 1) / cols
	lines := make([]string, min(n, h))
	for i, r := range rows {
		c, y := i/n, i%n
		if y >= h {
			continue
		}
		// What a key does is cut at a word; a key's name wider than
		// the column (never at the sizes the screens allow) as it is.
		desc := FitLine(r[1], colW-keyW-2)
		cell := st.Help.FullKey.Render(PadRight(r[0], keyW)) + "  " + st.Help.FullDesc.Render(desc)
		cell = ansi.Truncate(cell, colW, "…")
		if c > 0 {
			lines[y] = PadRight(lines[y], c*(colW+helpGap))
		}
		lines[y] += cell
	}
	return lines
}

// HelpHeight is the fewest rows HelpPage needs at width w: with as many
// columns as fit.
func HelpHeight(groups [][]key.Binding, w int) int {
	rows, _, cellW := helpRows(groups)
	c := maxHelpCols(w, cellW)
	return (len(rows) + c - 1) / c
}

// helpGap is the space between help columns.
const helpGap = 3

// maxHelpCols is how many columns of the widest binding fit w (at least
// one, at most four), so no description is cut when there is room.
func maxHelpCols(w, cellW int) int {
	c := 1
	for c < 4 && (w-helpGap*c)/(c+1) >= cellW {
		c++
	}
	return c
}

// helpRows lists the enabled bindings' key and description, the widest
// key and the widest cell (key column, two spaces, description); a
// binding listed twice (same key, same text) is one row.
func helpRows(groups [][]key.Binding) (rows [][2]string, keyW, cellW int) {
	descW := 0
	seen := map[[2]string]bool{}
	for _, g := range groups {
		for _, b := range g {
			row := [2]string{b.Help().Key, b.Help().Desc}
			if !b.Enabled() || row[0] == "" || seen[row] {
				continue // a key two groups list (the board's and the screen's flip) is shown once
			}
			seen[row] = true
			rows = append(rows, [2]string{b.Help().Key, b.Help().Desc})
			keyW = max(keyW, lipgloss.Width(b.Help().Key))
			descW = max(descW, lipgloss.Width(b.Help().Desc))
		}
	}
	return rows, keyW, keyW + 2 + descW
}

// HelpPageKeys is the line under a help page: how to close it.
func HelpPageKeys(st *Styles, help key.Binding) string {
	return st.Help.FullKey.Render(help.Help().Key) + " " + st.Help.FullDesc.Render("closes the help")
}

// HelpPageAt is page at of pages (the last if at is past it; none if
// there are no pages), padded with empty lines to h rows: the help drawn
// in the board's place keeps the status and message lines where they
// were.
func HelpPageAt(pages [][]string, at, h int) []string {
	var page []string
	if at = min(at, len(pages)-1); at >= 0 {
		page = append(page, pages[at]...)
	}
	for len(page) < h {
		page = append(page, "")
	}
	return page
}

// HelpPagesKeys is the line under page at (from 0) of n help pages
// (HelpPages): ? turns to the next page, and closes the help after the
// last.
func HelpPagesKeys(st *Styles, help key.Binding, at, n int) string {
	if n <= 1 {
		return HelpPageKeys(st, help)
	}
	at = min(at, n-1) // as HelpPageAt shows the last page past the end
	what := fmt.Sprintf("next help page (%d of %d)", at+1, n)
	if at+1 >= n {
		what = fmt.Sprintf("closes the help (page %d of %d)", at+1, n)
	}
	return st.Help.FullKey.Render(help.Help().Key) + " " + st.Help.FullDesc.Render(what)
}
