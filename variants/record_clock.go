package variants

import (
	"fmt"
	"time"
)

// SetClocks puts the game on clocks (nil: untimed). The record keeps
// them with the game: PlayClocked presses them, FlagFall ends the game
// when the running side's time is out, PGN writes their TimeControl tag
// and each move's [%clk], and a save keeps their State. Undo leaves
// them as they are (a take-back does not give time back).
func (r *Record) SetClocks(c *Clocks) { r.clocks = c }

// Clocks returns the game's clocks, nil for an untimed game. They belong
// to the record: a screen reads them (Left, Running) and starts them
// (Start) when the game begins.
func (r *Record) Clocks() *Clocks { return r.clocks }

// PlayClocked plays m like Play in a timed game at now: when the
// mover's flag has fallen (its clock ran to zero before now) the move is
// not played and the game ends by FIDE's rule (FlagOutcome, returned);
// otherwise the move is played, the mover's clock pressed (its time left,
// increment included, is written in the move's comment as PGN's
// "[%clk h:mm:ss]", which Turn.Note reads) and the other side's clock
// started. The outcome returned is the game's after the move; a game the
// move ends stops the clocks. Without clocks it is Play. An illegal move
// is an error and changes nothing, clocks included.
func (r *Record) PlayClocked(m Move, comment string, table *Table, now time.Time) (Outcome, error) {
	if r.clocks == nil {
		err := r.Play(m, comment, table)
		return r.Outcome(), err
	}
	if o, over := r.blocked(); over {
		return o, fmt.Errorf("%w (%s)", ErrGameOver, o)
	}
	if !r.IsLegal(m) {
		return r.Outcome(), fmt.Errorf("variants: move code %#x is not legal in %s", uint32(m), r.pos.Encode())
	}
	if o, fell := r.FlagFall(now); fell {
		return o, nil
	}
	mover := r.pos.ToMove()
	left, flagged := r.clocks.Press(mover, now)
	if flagged { // the mover's clock was stopped at zero: a flag already fallen
		r.End(FlagOutcome(r.pos, mover))
		return r.Outcome(), nil
	}
	if comment != "" {
		comment += " "
	}
	r.play(m, comment+ClockCommand(left), table)
	if o := r.Outcome(); o.Over() {
		r.clocks.Stop(now)
		return o, nil
	}
	return Outcome{}, nil
}

// FlagFall ends a timed game whose running clock has run out at now:
// the clocks stop and the record ends by FlagOutcome, which it returns
// with true. A game without clocks, already over, or in time gives
// false. A screen calls it as its clock ticks; PlayClocked calls it
// before a move.
func (r *Record) FlagFall(now time.Time) (Outcome, bool) {
	if r.clocks == nil || r.Outcome().Over() {
		return r.Outcome(), false
	}
	side, flagged := r.clocks.Flagged(now)
	if !flagged {
		return Outcome{}, false
	}
	r.clocks.Stop(now)
	r.End(FlagOutcome(r.pos, side))
	return r.Outcome(), true
}

// ClockCommand is a clock as PGN comments write it, "[%clk h:mm:ss]"
// (lichess's form), with tenths under ten seconds ("[%clk 0:00:09.5]"),
// which the screens show; the seconds are cut, not rounded, as a clock
// that shows 0:09 has not yet reached 0:10.
func ClockCommand(left time.Duration) string {
	left = max(left, 0)
	h, m := int(left/time.Hour), int(left/time.Minute)%60
	if left < 10*time.Second {
		return fmt.Sprintf("[%%clk %d:%02d:%04.1f]", h, m, float64(left.Truncate(100*time.Millisecond))/float64(time.Second))
	}
	return fmt.Sprintf("[%%clk %d:%02d:%02d]", h, m, int(left/time.Second)%60)
}
