package engine

import (
	"math"
	"time"

	"rollout/variants"
)

// Clock is a side's game clock when it is asked to move: the time it has
// left, the increment it gets after the move and, for a tournament
// control, the moves to go until the next time control (0: the rest of
// the game, sudden death plus increment). UCI's wtime/btime/winc/binc/
// movestogo and match's -clock fill it in.
type Clock struct {
	Left      time.Duration
	Increment time.Duration
	MovesToGo int
	// Lag is how late moves have been ending past their hard time (a
	// loaded machine gives the search's goroutines, or the process, the
	// processor late; a GUI also counts the time its messages take):
	// both allotments are shortened by it, so a late stop still ends
	// within them, and the reserve grows to twice it (NextLag keeps it).
	Lag time.Duration
}

// ClockOf is side's clock in a game's clocks at now, as a search plans
// with it (ClockedSearch): the time it has left and the control's
// increment. The TUI's engine on a timed game asks for it before each
// move; Lag is the caller's to keep (NextLag).
func ClockOf(c *variants.Clocks, side variants.Side, now time.Time) Clock {
	return Clock{Left: c.Left(side, now), Increment: c.Control.Increment}
}

// Allotment is what the clock rule gives one move: Soft is the time a
// move normally takes, Hard the most it may ever take.
type Allotment struct {
	Soft, Hard time.Duration
}

// The clock rule's constants (docs/clocks.md).
const (
	// clockReserve, or clockLagReserve times the lag when that is more,
	// is kept on the clock on top of clockReserveShare of the time left:
	// a move never plans to spend it. It covers a late stop on a loaded
	// machine (measured up to 158 ms over a 1 s budget at load 25 on 2
	// cores) and the time the move takes to reach the GUI; it does not
	// shrink with the clock, so a side short of time still has it.
	clockReserve      = 50 * time.Millisecond
	clockLagReserve   = 2
	clockReserveShare = 20 // 1/20 of the time left, 5%
	// clockMostShare: in sudden death a move plans at most 1/8 of the
	// time left, so a clock living on its increment settles at about 8
	// increments instead of 3.3 (Allot).
	clockMostShare = 8
	// clockMoves is the number of moves the time left is shared over in
	// sudden death; with movestogo it is movestogo+1. 40 rather than 30:
	// clocked searches mostly run to Hard (uct's top moves seldom leave
	// each other's error bars at these think times).
	clockMoves = 40
	// clockStretch is how many soft allotments a move may run to while
	// its top moves are inside each other's error bars.
	clockStretch = 3
	// clockSeparation is the lead, in combined standard errors, at which
	// a move is played early, once a quarter of the soft time has passed.
	clockSeparation = 3
	// clockHold: a choice must have held for Soft/clockHold before a tie
	// at Soft ends the search (clockVerdict).
	clockHold = 4
	// clockFloor is the least a move thinks when the clock allows it.
	clockFloor = 10 * time.Millisecond
)

// Allot applies the clock rule's time allocation:
//
//	share   = left/N          (N = movestogo+1, or 40 in sudden death)
//	reserve = max(50 ms, 2*lag) + left/20
//	most    = left - reserve, and in sudden death at most
//	          max(left/8, 3/4 increment)
//	Soft    = min(share + 3/4 increment, most) - lag
//	Hard    = min(3*share + 3/4 increment, most) - lag
//
// both at least 10 ms, or half the time left when that is less; a clock
// at zero or below gets 1 ms, the same as moving at once. Hard is always
// under the time left, so the rule never flags by itself; a move that
// ends late by up to the lag still leaves the reserve, and a side flags
// only when one move ends more than three times the recent lag (plus
// 5% of its clock) late. After a slow spell the reserve takes a large
// part of a short clock, so moves get the floor and the increment
// rebuilds the clock until the lag has decayed (NextLag).
//
// Only the share of the time left is stretched and only three quarters
// of the increment spent, so a side whose every move runs to Hard does
// not drain its clock; the eighth is where such a side's clock settles
// in sudden death with an increment: a move spends about the increment
// once left/8 is no more than that, so about 8 increments stay on the
// clock (0.8 s at 10 s + 0.1 s) and one move must end 7 increments late
// to flag. (Without it the share alone settled at 3.3 increments, and a
// 320 ms stall at load 22 left 45 ms.) This costs little: in that phase
// every move gets about the increment whatever the clock's level, and
// the eighth binds only below 1.5 s at 10 s + 0.1 s (3/40 of the left
// plus 75 ms is more than left/8 there). A clock of less than six
// increments may still spend three quarters of the increment (within
// the reserve): each such move leaves the clock a quarter increment
// fuller, so the eighth's eight increments are still where it settles,
// and at 0.5 s + 1 s a move gets 425 ms, not the eighth's 62 ms, a
// sixteenth of the increment. With movestogo the clock is
// refilled at the control, so the last moves before it may use all but
// the reserve. At 10 s + 0.1 s: Soft 325 ms and Hard 825 ms at the
// start.
func (c Clock) Allot() Allotment {
	if c.Left <= 0 {
		return Allotment{Soft: time.Millisecond, Hard: time.Millisecond}
	}
	left := min(c.Left, 1<<60) // 36 years: no sum below overflows
	n := clockMoves
	if c.MovesToGo > 0 {
		n = min(c.MovesToGo, math.MaxInt32) + 1
	}
	share := left / time.Duration(n)
	lag := min(max(c.Lag, 0), 1<<59)
	most := left - max(clockReserve, clockLagReserve*lag) - left/clockReserveShare
	inc := max(c.Increment, 0)
	inc = inc - inc/4
	if c.MovesToGo <= 0 {
		// The eighth, or three quarters of the increment where that is
		// more: a move that spends it gains a quarter increment.
		most = min(most, max(left/clockMostShare, min(inc, 1<<60)))
	}
	inc = min(inc, max(most, 0))
	floor := max(min(clockFloor, left/2), 1)
	soft := max(min(share+inc, most)-lag, floor)
	hard := max(min(clockStretch*share+inc, most)-lag, soft)
	return Allotment{Soft: soft, Hard: hard}
}

// clockVerdict is the clock rule's stopping test on a snapshot of a search
// run under a, which has the Hard time as its own time limit:
//
//   - once a quarter of Soft has passed, a best move (the player's
//     choice) whose mean leads every other move's by 3 combined standard
//     errors is played at once (StopSeparation): more time will not change
//     it;
//   - from Soft on, the move is played (StopClock) while the choice and
//     the runner-up (the best mean among the other moves with at least a
//     tenth of the choice's rollouts: the ones the search has barely
//     looked at it has already judged worse) are inside each other's
//     error bars, |mean1 - mean2| <= se1 + se2: as far as the search can
//     tell they are worth the same, and more time would only choose
//     between equals, so the time is kept for later moves;
//   - the search goes on, to Hard at most, while one move is separating:
//     the choice leads by more than the error bars but not yet by 3
//     combined standard errors (a move that may be the only good one is
//     worth confirming), or its mean is below the runner-up's by more
//     than the error bars (the choice itself is in doubt).
//
// A choice that changed late thinks on: the tie ends the search only
// once the choice has held (been the choice, held = snap.Elapsed less
// the time it became so; the first choice holds from the start) for a
// quarter of Soft, to Hard at most. A search whose best move changed
// just before Soft was about to play a move it had barely looked at as
// the best.
//
// So a move thinks less when the root's top moves are tied and more when
// one of them pulls away or the choice changes late, as issues 13 and 26
// ask; docs/clocks.md.
//
// It returns "" to go on.
func clockVerdict(snap Snapshot, a Allotment, held time.Duration) StopReason {
	if snap.Elapsed < a.Soft/4 {
		return ""
	}
	best, runner := -1, -1
	for i := range snap.Moves {
		if snap.Moves[i].Move == snap.Best && snap.BestText != "" {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	thin := max(snap.Moves[best].Rollouts/10, 2)
	for i, m := range snap.Moves {
		if i != best && m.Rollouts >= thin && (runner < 0 || m.Mean > snap.Moves[runner].Mean) {
			runner = i
		}
	}
	settled := snap.Elapsed >= a.Soft && held >= a.Soft/clockHold
	if runner < 0 { // no other move worth comparing
		if settled {
			return StopClock
		}
		return ""
	}
	b, r := snap.Moves[best], snap.Moves[runner]
	if b.Rollouts < 2 || r.Rollouts < 2 {
		return ""
	}
	lead := b.Mean - r.Mean
	if se := math.Hypot(b.StdErr, r.StdErr); se > 0 && lead > clockSeparation*se {
		return StopSeparation
	}
	if settled && math.Abs(lead) <= b.StdErr+r.StdErr {
		return StopClock // tied: equal as far as the search can tell
	}
	return "" // separating, or the choice in doubt: think on, to Hard at most
}
