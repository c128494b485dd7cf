package panel

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// panelModel is the side panel: the move list above the engine's per-move
// table (table.go). It owns the table's sort order; the data come from the
// game at each View.
type Model struct {
	kit.Common
	// FlipOrder sorts the table by the other figure: visits for players
	// that choose by a score, the mean for those that choose by visits.
	FlipOrder bool
}

func New(c kit.Common) Model { return Model{Common: c} }

// ShortHelp is the panel's key help.
func (p *Model) ShortHelp() []key.Binding { return []key.Binding{p.Keys.Sort} }

// panelView is what the panel shows in one frame.
type View struct {
	// Moves are the display texts of the game's moves; firstSide is the
	// side that played moves[0] and firstNumber its move number.
	Moves       []string
	FirstSide   variants.Side
	FirstNumber int
	// Stats is the live snapshot or the last search's final table;
	// chosen is the move played (NoMove while the search runs), stopped
	// what ended the search.
	Stats   *engine.Snapshot
	Chosen  variants.Move
	Stopped engine.StopReason
	Title   string
	// Header lines go above the move list (a series' running score).
	Header []string
}

// View renders the move list (the last lines that fit, about a third of
// the height) and the table below it, every line cut to the width:
//
//	Moves
//	  1. b2     a1
//	final: flat, 1.50 s, 30k rollouts, by mean
//	     move rollouts W/D/L  net   mean  ± se plies cap%
//	**** a1        8k ...
func (p Model) View(v View) string {
	if p.Width <= 0 || p.Height <= 0 {
		return ""
	}
	st := p.Styles
	moveRows := moveListRows(v.Moves, v.FirstSide, v.FirstNumber)
	listH := max(2, min(len(moveRows)+1, p.Height/3))
	if v.Stats == nil {
		listH = p.Height
	}
	var lines []string
	for _, h := range v.Header {
		lines = append(lines, st.Good.Render(h))
	}
	lines = append(lines, st.Bold.Render("Moves"))
	if len(moveRows) == 0 {
		lines = append(lines, st.Dim.Render("(none yet)"))
	}
	if room := listH - 1; len(moveRows) > room {
		moveRows = moveRows[len(moveRows)-room:]
	}
	lines = append(lines, moveRows...)
	if v.Stats != nil && p.Height-len(lines) >= 3 {
		lines = append(lines, p.Table(v)...)
	}
	if len(lines) > p.Height {
		cut := len(lines) - p.Height + 1
		lines = append(lines[:p.Height-1], st.Dim.Render(fmt.Sprintf("     … %d more", cut)))
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, p.Width, "…")
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
