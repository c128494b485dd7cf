package panel

import (
	"rollout/engine"
	"rollout/ui/kit"
	"rollout/variants"
)

// AtPly is the panel's view of a game record shown at ply (the board
// after that many moves): every move of the record, each with the clock
// and eval its PGN comment gave (kit.MoveNotes); the move that led to
// the board kept in view and marked (Focus, Current; at the start, ply
// 0, the list's first rows in view and none marked); and that move's
// stored table, the engine's as it chose, starred at the move chosen,
// or for a move without one what its comment says under the list
// ("8... Na5  clock 2:40, eval +0.72", "Inaccuracy. O-O was best.").
// The play screen's review and the analysis board show a game through
// it, so a PGN reads the same on both.
func AtPly(rec *variants.Record, ply int) View {
	start := rec.Start()
	v := View{Moves: rec.Annotated(), FirstSide: start.ToMove(), FirstNumber: 1 + start.Ply()/2,
		Chosen: variants.NoMove, Notes: kit.MoveNotes(rec)}
	if ply == 0 && rec.Len() > 0 {
		v.Focus = 1 // the start: the list's first rows, not its last
	}
	if ply <= 0 || ply > rec.Len() {
		return v
	}
	v.Focus, v.Current = ply, ply
	t := rec.Turn(ply - 1)
	label := variants.MoveLabel(start, ply-1) + " " + t.Display + t.NAG
	if t.Table == nil {
		n := t.Note()
		if words := kit.NoteWords(n); words != "" {
			v.Detail = append(v.Detail, label+"  "+words)
		}
		if n.Text != "" {
			v.Detail = append(v.Detail, n.Text)
		}
		return v
	}
	res := engine.ResultOf(t.Table)
	v.Stats, v.Chosen, v.Stopped, v.Title = &res.Snapshot, t.Table.Chosen, res.Stopped, label
	if pos, err := rec.PositionAt(ply - 1); err == nil {
		v.Pos = pos
	}
	return v
}
