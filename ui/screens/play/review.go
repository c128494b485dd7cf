package play

import (
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/board"
	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// Game review: the play screen can step back and forth through the moves
// of its game ([ and ], home and end), showing the board at that ply and
// the table the engine had when it chose the move that led there (kept in
// the record's Turn.Table, also read back from our own PGN comments), the
// chosen move starred. The game itself is untouched: an engine still
// thinking goes on, and its move is added to the record while the person
// looks back. A game opened for review (a PGN file) is held: no engine
// starts until the person plays on (p), from the ply shown.

// stepTo shows the board after ply moves, for the board's stepping keys
// ([ ] home end: board.Frame.Key); a review that ends lets a series that
// waited for it go on.
func (g *Model) stepTo(ply int) tea.Cmd {
	g.reviewAt(ply)
	if g.seriesWaits && !g.Cursor.Held() {
		g.seriesWaits = false // the review is over: the series goes on
		return g.scheduleNextSeries()
	}
	return nil
}

// reviewPly is the ply shown: the review's, or the game's length (the
// frame's Cursor: held while a review is on, else following the game).
func (g *Model) reviewPly() int { return g.Cursor.Ply(g.st.Len()) }

// reviewAt shows the board after ply moves; the last ply ends the review
// (a held game stays held), and the message is then the game's own
// (whose move, or the game over), not a review's.
func (g *Model) reviewAt(ply int) {
	g.Input.CancelChoice()
	g.Input.Blur()
	g.Cursor = board.At(ply, g.st.Len())
	g.syncSurface()
	if !g.Cursor.Held() && !g.held {
		g.msg = ""
		return
	}
	g.setMsg(kit.StatusInfo, g.reviewNote())
}

// syncSurface shows the position of the ply reviewed, or the game's.
func (g *Model) syncSurface() {
	if g.Cursor.Held() && g.reviewPly() > g.st.Len() { // moves taken back
		g.Cursor = board.Cursor{}
	}
	if !g.Cursor.Held() {
		g.Surface.Sync(g.st.Position())
		return
	}
	if p, err := g.st.PositionAt(g.reviewPly()); err == nil {
		g.Surface.Sync(p)
	}
}

// reviewNote says where the review stands, the moves numbered as the
// move list numbers them (full moves, never plies): "Review: 7. Nf3 of
// moves 1-12 (flat's table, chosen ****)"; at the last move, how the
// game ended: the board's outcome, or for a game held from a file that
// ended off the board the file's result (kit.RecordedResult: "White
// wins: Black resigned (1-0)").
func (g *Model) reviewNote() string {
	n, at := g.st.Len(), g.reviewPly()
	where := "Review: " + kit.PlyWhere(g.st, at)
	if at > 0 {
		t := g.st.Turn(at - 1)
		switch words := kit.NoteWords(t.Note()); {
		case t.Table != nil:
			where += " (" + t.Table.Player + "'s table, chosen " + engine.ChosenMark + ")"
		case words != "": // another tool's clock and eval: what the file has
			where += " (" + words + ")"
		default:
			where += " (no engine table)"
		}
	}
	earlier := "[ earlier, " // nothing is earlier than a game of no moves (resigned at once)
	if at == 0 {
		earlier = ""
	}
	if o := g.st.Outcome(); at == n && o.Over() {
		if at == 0 {
			return where + "; " + kit.OutcomeText(g.st.Variant(), o)
		}
		return where + "; " + kit.OutcomeText(g.st.Variant(), o) + "; [ earlier"
	}
	if r := kit.RecordedResult(g.st); at == n && g.held && r != "" {
		// Ended off the board (resigned, on time): the file's result,
		// and the position stays in play.
		return where + "; " + r + "; " + earlier + "p plays on"
	}
	switch {
	case g.Cursor.Held() && g.held:
		return where + "; ] later, end: the last move, p plays on from here"
	case g.Cursor.Held() && g.cfg.Series != nil && g.st.Outcome().Over() && g.cfg.Series.Index+1 < g.cfg.Series.Games:
		return where + "; the series waits: end goes back, r plays the next game"
	case g.Cursor.Held():
		return where + "; ] later, end: back to the game"
	case g.held:
		return where + "; " + earlier + "p plays on"
	}
	return where
}

// reviewPanel is the panel at the ply reviewed (panel.AtPly, as the
// analysis board shows a game): the stored table of the move that led
// there, starred at the move chosen, or that move's clock, eval and
// comment under the list; nil stats for a person's move or the start.
// The move reviewed is marked in the list (>Na5< with colour off). A
// game read back (no search of this session to show) shows its last
// move's the same way. v's header (a series' score) stays.
func (g *Model) reviewPanel(v panel.View, ply int) panel.View {
	r := panel.AtPly(g.st, ply)
	r.Header = v.Header
	if !g.Cursor.Held() && !g.held { // the game as it is: no move is reviewed
		r.Current = 0
	}
	return r
}

// reviewMarks are the board's marks at the ply reviewed: the move that
// led there, and nothing live.
func (g *Model) reviewMarks() surface.Marks {
	var m surface.Marks
	if ply := g.reviewPly(); ply > 0 {
		m.Last = g.st.Turn(ply - 1).Move
		m.Before, _ = g.st.PositionAt(ply - 1)
	}
	return m
}

// canPlayOn reports whether p plays on from the move reviewed: in a
// game going on, or one held from a file, but not in a game that ended
// here, which is saved as it ended (its PGN written): playing on would
// take its last moves back and save it a second time, as a take-back
// would (undo refuses those too). The analysis board plays on from any
// of its positions instead.
func (g *Model) canPlayOn() bool {
	return (g.held || g.Cursor.Held()) && (g.held || !g.st.Outcome().Over())
}

// playOn ends the review and lets the game go on from the ply shown: the
// moves after it are taken back (a running search is cancelled), and the
// engine to move starts. A game read from a file becomes a game played
// from that position: r then starts a new one there (the file's moves up
// to it), not the file held for review again, and its end is saved; it
// plays on the file's clock unless the person set one (takeFileClock).
func (g *Model) playOn() tea.Cmd {
	at := g.reviewPly()
	fromFile := g.held
	control, from, timed := fileControl(g.st) // read before later moves go
	if n := g.st.Len(); at < n {
		g.cancelSearch()
		g.st.Undo(n - at)
		if !g.held { // a take-back in a game going on; a file's clocks never ran here
			g.rewindClocks()
		}
		g.last, g.saved = nil, false
		g.restoreLast()
	}
	if g.review {
		g.review, g.saved = false, false
		g.cfg.Record = g.st.Clone()
	}
	clock := ""
	if fromFile {
		clock = g.takeFileClock(control, from, timed)
	}
	g.held, g.Cursor, g.EndNote = false, board.Cursor{}, ""
	g.syncSurface()
	g.setMsg(kit.StatusInfo, "Playing on: "+variants.ToPlay(g.st.Start(), at)+clock)
	return g.next()
}
