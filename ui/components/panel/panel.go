package panel

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// Model is the side panel: the move list above the engine's per-move
// table (table.go). It owns the table's sort order; the data come from the
// game at each View.
type Model struct {
	kit.Common
	// FlipOrder sorts the table by the other figure: visits for players
	// that choose by a score, the mean for those that choose by visits.
	FlipOrder bool
}

// New builds the panel with the program's styles and keys; the screen
// sizes it (SetSize) before the first View.
func New(c kit.Common) Model { return Model{Common: c} }

// ShortHelp is the panel's key help.
func (p *Model) ShortHelp() []key.Binding { return []key.Binding{p.Keys.Sort} }

// View is what the panel shows in one frame.
type View struct {
	// Moves are the display texts of the game's moves; FirstSide is the
	// side that played Moves[0] and FirstNumber its move number.
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
	// Notes are a short note per move (indexed as Moves, "" for none):
	// the clock and eval a PGN file gave it ("2:40 +0.72"), shown after
	// each move when every row fits the width, else left out.
	Notes []string
	// Focus keeps a move in view: 1 + its index in Moves (the ply a
	// review shows); 0 shows the list's last rows. A list longer than its
	// room otherwise hides the move reviewed.
	Focus int
	// Current marks a move in the list: 1 + its index in Moves (the
	// move that led to the board shown, in review and on the analysis
	// board), 0 for none. It is drawn in the Current style, and with
	// colour off as >Na5< (in the columns' spaces, so no column moves).
	Current int
	// Pos is the position Stats searched, when the screen knows it: the
	// table then writes each move's principal variation (Snapshot.Lines)
	// after it; nil for none.
	Pos variants.Position
	// Detail lines go under the move list when there is no table: what
	// the move reviewed says in full (its clock, eval and comment),
	// wrapped to the width.
	Detail []string
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
	notes := v.Notes
	mark := listMark{at: v.Current - 1, plain: st.Plain, style: st.Current}
	if len(notes) != len(v.Moves) || !fits(moveListRows(v.Moves, notes, v.FirstSide, v.FirstNumber, mark), p.Width) {
		notes = nil
	}
	moveRows := moveListRows(v.Moves, notes, v.FirstSide, v.FirstNumber, mark)
	listH := max(2, min(len(moveRows)+1, p.Height/3))
	var detail []string
	if v.Stats == nil {
		for _, d := range v.Detail {
			detail = append(detail, kit.WrapLines(d, p.Width, 3)...)
		}
		detail = detail[:min(len(detail), max(0, p.Height-len(v.Header)-3))]
		listH = p.Height - len(detail) - len(v.Header)
	}
	var lines []string
	for _, h := range v.Header { // prose: cut at a word
		lines = append(lines, st.Good.Render(kit.FitLine(h, p.Width)))
	}
	lines = append(lines, st.Bold.Render("Moves"))
	if len(moveRows) == 0 {
		lines = append(lines, st.Dim.Render("(none yet)"))
	}
	if room := max(1, listH-1); len(moveRows) > room {
		first := len(moveRows) - room
		if v.Focus > 0 {
			// The focused move's row in the middle of the room, the
			// list's ends kept at its ends.
			row := rowOf(v.Focus-1, v.FirstSide)
			first = min(max(0, row-room/2), len(moveRows)-room)
		}
		moveRows = moveRows[first : first+room]
	}
	lines = append(lines, moveRows...)
	for _, d := range detail {
		lines = append(lines, st.Dim.Render(d))
	}
	if room := p.Height - len(lines); v.Stats != nil && room >= 3 {
		lines = append(lines, p.fitTable(v, room)...)
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

// fitTable is the table cut to room lines (at least 3), its last line
// "… N more" when rows are left out, and the chosen (starred) move
// always among the rows shown: a move proven early has few visits and
// sorts low in a table read back from a game (whose rows keep the note,
// not the proof), where the cut hid it under "… 41 more" (issue 26
// defect 5). It takes the last row's place, or the header's when there
// is room for no row.
func (p Model) fitTable(v View, room int) []string {
	out := p.Table(v)
	if len(out) <= room {
		return out
	}
	rows := p.sortedRows(v)
	if heads := len(out) - len(rows); room-1-heads < minRowsShown {
		// A small panel (40x12) keeps its rows: the header on one
		// line, cut, as the wrapped one would leave no row.
		out = p.table(v, 1)
	}
	chosen := -1
	for i, r := range rows {
		if r.Move == v.Chosen {
			chosen = i + len(out) - len(rows) // under the header and the column heads
		}
	}
	shown := out[:room-1]
	if chosen >= room-1 {
		shown[max(room-2, 1)] = out[chosen]
	}
	return append(shown, p.Styles.Dim.Render(fmt.Sprintf("     … %d more", len(out)-(room-1))))
}

// listMark is the move list's mark on one move (View.Current): at is
// its index (-1 for none); with colour off (plain) it is drawn >Na5<,
// else in style.
type listMark struct {
	at    int
	plain bool
	style lipgloss.Style
}

// moveListRows pairs the moves by move number: " 1. e4       e5", each
// move followed by its note when notes are given (" 1. e4     3:00 +0.17
// e5     3:00 +0.21"), the marked move >e5< (or styled). The mark takes
// the space before the move and the first after it, which every cell
// has, so the columns stay where they are.
func moveListRows(moves, notes []string, first variants.Side, number int, mark listMark) []string {
	w, nw := 6, 0
	for i, m := range moves {
		w = max(w, len(m)+1)
		if notes != nil {
			nw = max(nw, ansi.StringWidth(notes[i]))
		}
	}
	sep := func(i int) string {
		if i == mark.at && mark.plain {
			return ">"
		}
		return " "
	}
	cell := func(i int) string {
		c := fmt.Sprintf("%-*s", w, moves[i])
		if i == mark.at {
			text := moves[i]
			if mark.plain {
				c = text + "<" + c[len(text)+1:]
			} else {
				c = mark.style.Render(text) + c[len(text):]
			}
		}
		if nw == 0 {
			return c
		}
		return c + fmt.Sprintf(" %-*s ", nw, notes[i])
	}
	var rows []string
	i := 0
	if first == variants.Second && len(moves) > 0 {
		blank := fmt.Sprintf("%-*s", w, "...")
		if nw > 0 {
			blank = fmt.Sprintf("%-*s %-*s ", w, "...", nw, "")
		}
		rows = append(rows, strings.TrimRight(fmt.Sprintf("%3d. %s%s%s", number, blank, sep(0), cell(0)), " "))
		i, number = 1, number+1
	}
	for ; i < len(moves); i += 2 {
		row := fmt.Sprintf("%3d.%s%s", number, sep(i), cell(i))
		if i+1 < len(moves) {
			row += sep(i+1) + cell(i+1)
		}
		rows = append(rows, strings.TrimRight(row, " "))
		number++
	}
	return rows
}

// rowOf is the move list's row of move i (from 0).
func rowOf(i int, first variants.Side) int {
	if first == variants.Second {
		return (i + 1) / 2
	}
	return i / 2
}

// fits reports whether every row is within width.
func fits(rows []string, width int) bool {
	for _, r := range rows {
		if ansi.StringWidth(r) > width {
			return false
		}
	}
	return true
}
