package uci

import (
	"time"

	"rollout/engine"
)

// clockedGo is what the session remembers of its last clocked search, to
// learn how late its moves end (engine.Clock.Lag): the GUI counts the
// time a move takes to reach it and the time the session waits for the
// processor, which the search's own clock does not see.
type clockedGo struct {
	start string        // the game's start text, and
	plies int           // its length at the search: the game it belongs to
	clock engine.Clock  // the mover's clock as the GUI gave it
	hard  time.Duration // the move's hard allotment
	took  time.Duration // from go's arrival to bestmove's flush, as measured here
}

// lateness is how far past its hard time the last clocked move ended,
// given the clock the GUI sends for the next search, at plies plies of
// the game that starts with start. When that search is the same side's
// next move in the same game, the GUI's charge (the last clock plus its
// increment, less the clock now) is what counts, unless the session
// measured more; otherwise only the session's own measure.
func (c clockedGo) lateness(now engine.Clock, start string, plies int) time.Duration {
	own := c.took - c.hard
	if start != c.start || plies != c.plies+2 {
		return own
	}
	charged := c.clock.Left + c.clock.Increment - now.Left
	if charged < 0 || charged > c.clock.Left+c.clock.Increment {
		return own // not a clock that follows from the last one
	}
	return max(own, charged-c.hard)
}

// planClock sets the clock's lag from the session's history (NextLag over
// the last clocked move's lateness) and returns it.
func (s *Session) planClock(c engine.Clock) engine.Clock {
	if s.lastClock != nil {
		s.lag = engine.NextLag(s.lag, s.lastClock.lateness(c, s.start, len(s.moves)))
		s.lastClock = nil
	}
	c.Lag = s.lag
	return c
}

// movetimeReserve is the part of a go movetime a search leaves for
// stopping and answering: its workers finish the iteration under way,
// the last snapshot is merged and the bestmove written (Stockfish's Move
// Overhead is 10 ms too).
const movetimeReserve = 10 * time.Millisecond

// movetimeBudget is the time a go movetime search is given so that its
// bestmove reaches the GUI within asked, counted from go's arrival:
// asked less the time already spent since (spent), the reserve, and the
// lateness the last such searches showed (lag); a quarter of asked at
// least, so one slow spell does not leave a move unsearched. A search
// counted its time from its own start, after the player was made, with
// nothing kept for the answer: go movetime 980 answered after 1.06 to
// 1.29 s at load 18.
func movetimeBudget(asked, lag, spent time.Duration) time.Duration {
	return max(asked-spent-movetimeReserve-lag, asked/4)
}
