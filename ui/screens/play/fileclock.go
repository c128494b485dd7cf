package play

import (
	"rollout/ui/game"
	"rollout/variants"
)

// The clock a game read from a file plays on with (p, docs/playing.md):
// the person's own (-tc, the setup's Clock row) when they set one, else
// the file's, so a blitz game played on from move 20 stays a blitz game.

// fileControl is the time control the moves of rec, a game read from a
// file, were played on: its TimeControl tag ("300+2"), or, where it
// names none PGN's way but its moves carry lichess's [%clk], a control
// with no increment (the file does not say one) and the most time a
// [%clk] shows as its base. from says which the screen's note names;
// ok is false when the file gives no clock this program can play (none,
// a sandclock, a base under a second: game.CheckClock).
func fileControl(rec *variants.Record) (tc variants.TimeControl, from string, ok bool) {
	if tc, err := variants.ParsePGNTimeControl(rec.Tag("TimeControl")); err == nil && tc.Timed() && game.CheckClock(tc) == nil {
		return tc, "the file's TimeControl", true
	}
	for i := range rec.Len() {
		if n := rec.Turn(i).Note(); n.HasClock {
			tc.Base = max(tc.Base, n.Clock)
		}
	}
	if !tc.Timed() || game.CheckClock(tc) != nil {
		return variants.TimeControl{}, "", false
	}
	return tc, "the file's [%clk] times, no increment", true
}

// takeFileClock puts the game played on from a file on its clock: the
// person's control when they set one (its fresh clocks, as New made
// them), else the file's (fileControl), each side's clock showing its
// [%clk] at the move played on from (clockAt, as a take-back sets them).
// control is the file's, read before the later moves were taken back.
// It returns what the note says of the clock ("" for none).
func (g *Model) takeFileClock(control variants.TimeControl, from string, ok bool) string {
	if g.cfg.TimeControl.Timed() {
		if ok && control != g.cfg.TimeControl {
			return "; clock " + g.cfg.TimeControl.String() + " as set, not the file's " + control.String()
		}
		return "; clock " + g.cfg.TimeControl.String() + " as set"
	}
	if !ok {
		return ""
	}
	g.cfg.TimeControl = control
	g.st.SetClocks(variants.NewClocks(control))
	g.rewindClocks()
	g.setClocks()
	g.tellTimeControl()
	return "; clock " + control.String() + " from " + from
}
