package ui

import (
	"fmt"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/variants"
)

// panelModel is the side panel: the move list above the engine's per-move
// table. It owns the table's sort order; the data come from the game at
// each View.
type panelModel struct {
	styles *Styles
	keys   *KeyMap
	ascii  bool
	// flipOrder inverts the default order: net score first for players
	// that spread rollouts evenly, visits first for uct, whose choice
	// is its most visited move.
	flipOrder bool
	width     int
	height    int
}

// SetSize records the space the layout gives the panel.
func (p *panelModel) SetSize(w, h int) { p.width, p.height = w, h }

// ShortHelp is the panel's key help.
func (p panelModel) ShortHelp() []key.Binding { return []key.Binding{p.keys.Sort} }

// panelView is what the panel shows in one frame.
type panelView struct {
	// moves are the display texts of the game's moves; firstSide is the
	// side that played moves[0] and firstNumber its move number.
	moves       []string
	firstSide   variants.Side
	firstNumber int
	// stats is the live snapshot or the last search's final table;
	// chosen is the move played (NoMove while the search runs).
	stats  *engine.Snapshot
	chosen variants.Move
	title  string
}

// View renders the move list (the last lines that fit, about a third of
// the height) and the table below it, every line cut to the width:
//
//	Moves
//	 1. b2       a1
//	 2. c3
//	flat, 1.00 s, 412.3 kr: sorted by rollouts
//	     move  rollouts      W/D/L  net       mean ± se  plies
//	**** a3       51234  30000/...  ...
func (p panelModel) View(v panelView) string {
	if p.width <= 0 || p.height <= 0 {
		return ""
	}
	st := p.styles
	moveRows := moveListRows(v.moves, v.firstSide, v.firstNumber)
	listH := max(2, min(len(moveRows)+1, p.height/3))
	if v.stats == nil {
		listH = p.height
	}
	var lines []string
	lines = append(lines, st.Bold.Render("Moves"))
	if len(moveRows) == 0 {
		lines = append(lines, st.Dim.Render("(none yet)"))
	}
	if room := listH - 1; len(moveRows) > room {
		moveRows = moveRows[len(moveRows)-room:]
	}
	lines = append(lines, moveRows...)
	if v.stats != nil && p.height-len(lines) >= 3 {
		lines = append(lines, p.table(v)...)
	}
	if len(lines) > p.height {
		cut := len(lines) - p.height + 1
		lines = append(lines[:p.height-1], st.Dim.Render(fmt.Sprintf("     … %d more", cut)))
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, p.width, "…")
	}
	return strings.Join(lines, "\n")
}

// moveListRows pairs the moves by move number: " 1. e4       e5".
func moveListRows(moves []string, first variants.Side, number int) []string {
	w := 6
	for _, m := range moves {
		w = max(w, len(m)+1)
	}
	var rows []string
	i := 0
	if first == variants.Second && len(moves) > 0 {
		rows = append(rows, fmt.Sprintf("%3d. %-*s %s", number, w, "...", moves[0]))
		i, number = 1, number+1
	}
	for ; i < len(moves); i += 2 {
		row := fmt.Sprintf("%3d. %-*s", number, w, moves[i])
		if i+1 < len(moves) {
			row += " " + moves[i+1]
		}
		rows = append(rows, strings.TrimRight(row, " "))
		number++
	}
	return rows
}

// table renders the per-move statistics, best first, as many rows as fit,
// the chosen move starred **** as Roller marks it.
func (p panelModel) table(v panelView) []string {
	st := p.styles
	s := v.stats
	byNet := !strings.HasPrefix(s.Player, "uct") != p.flipOrder
	order := "rollouts"
	if byNet {
		order = "net"
	}
	head := fmt.Sprintf("%s, %.2f s, %.2f kr, by %s", s.Player, s.Elapsed.Seconds(), float64(s.Rollouts)/1000, order)
	if v.title != "" {
		head = v.title + ": " + head
	}
	rows := append([]engine.MoveStats(nil), s.Moves...)
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if byNet {
			if a.Net != b.Net {
				return a.Net > b.Net
			}
			return a.Rollouts > b.Rollouts
		}
		if a.Rollouts != b.Rollouts {
			return a.Rollouts > b.Rollouts
		}
		return a.Net > b.Net
	})
	pm := "±"
	if p.ascii {
		pm = "+-"
	}
	cells := make([][6]string, len(rows))
	wid := [6]int{4, 8, 5, 3, 9, 5}
	for i, m := range rows {
		c := [6]string{
			m.Text,
			fmt.Sprint(m.Rollouts),
			fmt.Sprintf("%d/%d/%d", m.Wins, m.Draws, m.Losses),
			fmt.Sprintf("%+d", m.Net),
			fmt.Sprintf("%s %s %.3f", engine.FormatMean(m.Mean, 3), pm, m.StdErr),
			fmt.Sprintf("%.1f", m.AvgPlies),
		}
		if m.Note != "" {
			c[5] += " " + m.Note
		}
		cells[i] = c
		for k := range c {
			wid[k] = max(wid[k], len([]rune(c[k])))
		}
	}
	// Columns the width cannot hold are dropped, least useful first:
	// plies, then W/D/L; a line still too long is cut by View.
	show := [6]bool{true, true, true, true, true, true}
	total := func() int {
		w := 5
		for k := range wid {
			if show[k] {
				w += wid[k] + 1
			}
		}
		return w - 1
	}
	for _, k := range []int{5, 2} {
		if total() > p.width {
			show[k] = false
		}
	}
	line := func(c [6]string) string {
		var b strings.Builder
		for k := range c {
			if !show[k] {
				continue
			}
			if k == 0 {
				fmt.Fprintf(&b, "%-*s", wid[k], c[k])
			} else {
				fmt.Fprintf(&b, " %*s", wid[k], c[k])
			}
		}
		return b.String()
	}
	out := []string{
		st.Bold.Render(head),
		st.Header.Render("     " + line([6]string{"move", "rollouts", "W/D/L", "net", "mean " + pm + " se", "plies"})),
	}
	for i, c := range cells {
		star := "     "
		if rows[i].Move == v.chosen {
			star = "**** "
		}
		text := star + line(c)
		if rows[i].Move == v.chosen {
			text = st.Chosen.Render(text)
		}
		out = append(out, text)
	}
	return out
}
