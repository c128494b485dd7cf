package game

import (
	"fmt"
	"time"

	"rollout/variants"
)

// MinClockBase is the shortest base a game's clock may have in the
// terminal client. variants.ParseTimeControl reads any base above zero
// (match plays engines at 60 ms clocks), but a clock of less than a
// second is gone before a person has read the board, and a watched game
// on one ends before its first move is drawn: "0.001+0" read as 0.001
// minutes, a 60 ms clock, and opened without a word.
const MinClockBase = time.Second

// CheckClock refuses a clock the client cannot play, one whose base is
// below MinClockBase, saying what the text was read as; the zero
// TimeControl (no clock) is fine. The setup screen's Clock row and the
// TUI's -tc flag ask it, so the two take the same clocks.
func CheckClock(tc variants.TimeControl) error {
	if !tc.Timed() || tc.Base >= MinClockBase {
		return nil
	}
	return fmt.Errorf("a base of %v is too short to play: at least %v (5+3 is 5 minutes and 3 seconds a move; 10s+0.1s also reads)", tc.Base, MinClockBase)
}
