package play

import (
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/components/board"
	"rollout/ui/enginerun"
	"rollout/ui/nav"
	"rollout/variants"
)

// A timed game's clocks (docs/clocks.md): they live in the game record
// (variants.Record.Clocks), which presses them as a move is played
// (PlayClocked) and ends the game when a flag falls (FlagFall). The
// screen starts them, ticks the display while one runs, and plays the
// engine on its side's clock (enginerun.AfterClocked).

// clockSaveEvery is how often a running clock's time is written to the
// resume slot between moves (each move writes it too), so a game killed
// mid-think resumes with at most this much of the thinking given back.
const clockSaveEvery = 10 * time.Second

// clockTickMsg redraws the clocks and checks for a flag fall; gen is the
// tick's (enginerun.Tick), so a tick armed before a stop is dropped.
type clockTickMsg struct{ gen uint64 }

// clockNow is the time the clocks read: the wall clock, or a test's.
func (g *Model) clockNow() time.Time {
	if g.now != nil {
		return g.now()
	}
	return time.Now()
}

// setClocks puts a new game on the configuration's time control; a game
// that has clocks already (resumed: the autosave's, running as saved)
// keeps them, and a watched game opens on the players' clocks
// (GameConfig.Clocks). New starts the side to move's clock (runClock) once the
// first turn is decided: not while the game is held for review, nor when
// it is over, nor while two engines wait out the pause before a move.
func (g *Model) setClocks() {
	if s := g.cfg.Clocks; s != nil && g.st.Clocks() == nil {
		if c, err := variants.ClocksFromState(*s, g.clockNow()); err == nil {
			g.st.SetClocks(c)
			return
		}
	}
	if g.st.Clocks() == nil && g.cfg.TimeControl.Timed() {
		g.st.SetClocks(variants.NewClocks(g.cfg.TimeControl))
	}
	if c := g.st.Clocks(); c != nil {
		now := g.clockNow()
		g.startLeft = [2]time.Duration{c.Left(variants.First, now), c.Left(variants.Second, now)}
	}
}

// runClock starts the clock of the side to move if none runs and the
// game goes on (not held, not over, its clocks not waiting for the first
// move: clocksWait, nor for a classmate who left: classmateAway, nor
// hidden by the teacher's push); Update calls it after every message. Between two
// engines' moves no clock runs, in the pause the speed control sets
// (there for the person watching) or while they are paused: an
// engine's clock runs while it thinks, as in a match, even when paused
// mid-thought (it plays its move, then the game waits) or stepped (n),
// and a slower speed costs neither side time. An engine
// whose search the analysis board or a study stopped (interrupt) is not
// thinking either: its clock waits for the search to go on.
func (g *Model) runClock() {
	c := g.st.Clocks()
	if c == nil || g.held || g.Cursor.Held() || g.st.Outcome().Over() {
		return
	}
	now := g.clockNow()
	if g.clocksWait() || g.classmateAway() || g.hidden {
		c.Stop(now)
		return
	}
	running, on := c.Running()
	if g.search == nil && !g.watching() && (g.paused || g.auto.Gen != 0 || g.interrupted != nil) { // between two engines' moves, or an engine's search stopped for another screen; a watched game's players' clocks run on
		c.Stop(now)
		return
	}
	if side := g.st.Position().ToMove(); g.holdsClock(side) {
		g.noteHanded(side, now)
		if !g.runClassmateClock(side, now) {
			g.holdClock(side, now)
		}
		return
	} else if !on || running != side {
		c.Stop(now) // the side that ran is charged
		c.Start(side, now)
	}
}

// clocksWait reports whether a timed game's clocks wait for its first
// move on the clock (clockBegun): no clock runs, and the person to move
// is told they start with it. A game against a classmate keeps its own
// rule (remote.go): the first mover's clock runs from the start on both
// boards, and a flag that falls before a side's first move aborts the
// game, as lichess's first-move timer does, so a board is not held
// forever by someone who never moves.
func (g *Model) clocksWait() bool {
	return g.st.Clocks() != nil && !g.againstRemote() && !g.clockBegun()
}

// clockBegun reports whether the game's first move on the clock has
// been played: a move of the record with its [%clk]. Until then no
// clock runs in a game against an engine or between two: the side that
// moves first is not charged for the time the screen is read, nor an
// engine for its first move, and the other side's clock starts when
// that move presses it. A game begun from moves without clocks (-moves,
// a PGN without [%clk]) begins on the clock at its next move; a
// take-back to before the first one waits for it again.
func (g *Model) clockBegun() bool {
	for i := g.st.Len() - 1; i >= 0; i-- {
		if g.st.Turn(i).Note().HasClock {
			return true
		}
	}
	return false
}

// holdClock stops the clocks while side, a classmate's, has not made
// its first move (holdsClock), its time back at what it started
// with: the move that pressed the clock may have started it a moment
// before, which would read 0:59 for a minute.
func (g *Model) holdClock(side variants.Side, now time.Time) {
	c := g.st.Clocks()
	if _, on := c.Running(); !on {
		return
	}
	st := c.State(now)
	st.Running, st.LeftMS[side&1] = -1, g.startLeft[side&1].Milliseconds()
	if nc, err := variants.ClocksFromState(st, now); err == nil {
		g.st.SetClocks(nc)
	}
}

// rewindClocks sets both clocks back to what they showed at the
// position the game was taken back to (a take-back, u, or playing on
// from an earlier move), as lichess's take-back does: each side's time
// is the [%clk] of its last move kept (what its clock showed then, cut
// to the second as the board shows it), or the time it started with when
// it has no move left. The time spent since is given back, and a move
// replayed gets its increment once. No clock runs afterwards; runClock
// starts the side to move's.
func (g *Model) rewindClocks() {
	c := g.st.Clocks()
	if c == nil {
		return
	}
	now := g.clockNow()
	st := c.State(now)
	st.Running = -1
	for side := range st.LeftMS {
		st.LeftMS[side] = g.clockAt(variants.Side(side)).Milliseconds()
	}
	if nc, err := variants.ClocksFromState(st, now); err == nil {
		g.st.SetClocks(nc)
	}
}

// clockAt is side's time at the position the game stands at: the
// [%clk] of its last move, or the time it started with (the control's
// base; a game opened on given clocks, GameConfig.Clocks, those) when
// it has made none on the clock.
func (g *Model) clockAt(side variants.Side) time.Duration {
	return g.clockAtPly(side, g.st.Len())
}

// clockAtPly is side's time after the game's first ply moves, read as
// clockAt reads it.
func (g *Model) clockAtPly(side variants.Side, ply int) time.Duration {
	for i := min(ply, g.st.Len()) - 1; i >= 0; i-- {
		if g.st.SideOf(i) != side {
			continue
		}
		if n := g.st.Turn(i).Note(); n.HasClock {
			return n.Clock
		}
	}
	if g.cfg.Clocks != nil {
		return g.startLeft[side&1]
	}
	return g.st.Clocks().Control.Base
}

// armClock returns the tick that redraws the running clock when its
// display next changes (the next second, the next tenth under ten
// seconds), or nil when no clock runs or a tick is armed already.
func (g *Model) armClock() tea.Cmd {
	c := g.st.Clocks()
	if c == nil || g.ticking {
		return nil
	}
	side, on := c.Running()
	if !on && !g.waitsClassmateStart() {
		return nil
	}
	left := c.Left(side, g.clockNow())
	unit := time.Second
	if !on { // a held classmate's clock: look for their board's start each second
		left = 0
	}
	if left <= 10*time.Second {
		unit = 100 * time.Millisecond
	}
	d := left % unit
	if d <= 0 {
		d = unit
	}
	d += time.Millisecond // just past the change, so the display has moved
	g.ticking = true
	var cmd tea.Cmd
	g.tick, cmd = enginerun.Tick(d, func(gen uint64) tea.Msg { return clockTickMsg{gen: gen} })
	return cmd
}

// onClockTick redraws the clocks and ends the game when the running
// side's flag has fallen: its search, if an engine's, is cancelled and
// the game saved as lost on time (or drawn by FIDE's rule).
func (g *Model) onClockTick(msg clockTickMsg) tea.Cmd {
	if !g.tick.Accepts(msg.gen) {
		return nil
	}
	g.ticking = false
	now := g.clockNow()
	if now.Sub(g.clockSaved) >= clockSaveEvery && g.st.Len() > 0 {
		g.autosave() // a crash gives back at most this much thinking time
	}
	cmd, _ := g.judgeFlag(now)
	return cmd
}

// judgeFlag ends the game when the running side's flag has fallen by
// now, and reports whether it did: its search, if an engine's, is
// cancelled and the game saved as lost on time (or drawn by FIDE's
// rule). The clock's tick asks it, and so does the screen shown over
// the game (nav.FlagMsg), whose copy of the clocks ran out.
func (g *Model) judgeFlag(now time.Time) (tea.Cmd, bool) {
	if side, on := g.st.Clocks().Running(); on && g.judgedElsewhere(side) {
		return nil, false // that side's board says whether its flag fell
	}
	if _, fell := g.st.FlagFall(now); fell {
		g.tellFlag()
		g.cancelSearch()
		g.Input.CancelChoice()
		g.syncSurface()
		return g.next(), true
	}
	return nil, false
}

// flagShownElsewhere is nav.FlagMsg: the game's clock ran out on the
// screen shown over the game (the analysis board), where the person's
// clock runs on. The game ends at once, as its own tick would end it,
// and that screen is told how (nav.GameOverMsg), in the words this
// screen says it in.
func (g *Model) flagShownElsewhere() tea.Cmd {
	if g.st.Clocks() == nil || g.st.Outcome().Over() {
		return nil
	}
	cmd, fell := g.judgeFlag(g.clockNow())
	if !fell {
		return cmd
	}
	return tea.Batch(cmd, nav.Emit(nav.GameOverMsg{Text: g.msg}))
}

// stopClocks stops the running clock (the game is left, or restarted).
func (g *Model) stopClocks() {
	if c := g.st.Clocks(); c != nil {
		c.Stop(g.clockNow())
	}
	g.ticking, g.tick = false, enginerun.Run{}
}

// engineClocks is both sides' clocks as a search plans with them now
// (engine.ClockOf), each with its side's lag, and whether the game is
// timed.
func (g *Model) engineClocks() ([2]engine.Clock, bool) {
	c := g.st.Clocks()
	if c == nil {
		return [2]engine.Clock{}, false
	}
	now := g.clockNow()
	var out [2]engine.Clock
	for i := range out {
		out[i] = engine.ClockOf(c, variants.Side(i), now)
		out[i].Lag = g.lag[i]
	}
	return out, true
}

// clockPlan is the running search's plan on its clock: its side, the
// hard time the clock rule gave it, and when it began.
type clockPlan struct {
	side  variants.Side
	hard  time.Duration
	began time.Time
}

// keepLag learns from side's move, just returned, how late it ended past
// its hard time (engine.NextLag), so that side's next moves plan shorter
// and keep a larger reserve, as match -clock's players and the UCI
// session do: on a loaded machine lateness would otherwise add up to a
// flag. A move hurried by move-now measures nothing. The lag is kept
// across the games of a series, as it measures the machine.
func (g *Model) keepLag(side variants.Side, hurried bool) {
	p := g.plan
	g.plan = nil
	if p == nil || p.side != side || hurried {
		return
	}
	g.lag[side] = engine.NextLag(g.lag[side], g.clockNow().Sub(p.began)-p.hard)
}

// sideLines are the board's side lines (board.Frame.SideLine): the top
// side's above the board, the bottom side's under it, for the position
// on the board (a reviewed move's while a review is on); none for a
// game with no clock and no material.
func (g *Model) sideLines() (top, bottom []string) {
	if !board.HasSideLines(g.st) {
		return nil, nil
	}
	pos := g.st.Position()
	if g.Cursor.Held() {
		if p, err := g.st.PositionAt(g.reviewPly()); err == nil {
			pos = p
		}
	}
	now, side, clocks := g.clockNow(), g.TopSide(), g.reviewClocks()
	// The line above starts in the board's column, as the one under it
	// does (the frame draws rows above the body from the left edge).
	indent := strings.Repeat(" ", g.Layout().BoardX)
	return []string{indent + g.SideLine(g.Common, g.st.Variant(), clocks, pos, side, now)}, []string{g.SideLine(g.Common, g.st.Variant(), clocks, pos, side.Other(), now)}
}

// reviewClocks are the clocks the side lines show: in a finished game
// reviewed at an earlier move, both stopped at what they showed after
// that move (clockAtPly: each side's [%clk] of its last move by then),
// as lichess shows a finished game's moves; else the game's own (they
// showed the times at the game's end at every move). A game going on
// keeps its running clocks in view while its moves are reviewed.
func (g *Model) reviewClocks() *variants.Clocks {
	c := g.st.Clocks()
	if c == nil || !g.Cursor.Held() || !g.st.Outcome().Over() {
		return c
	}
	ply := g.reviewPly()
	st := variants.ClockState{Control: c.Control.String(), Running: -1}
	for side := range st.LeftMS {
		st.LeftMS[side] = g.clockAtPly(variants.Side(side), ply).Milliseconds()
	}
	if at, err := variants.ClocksFromState(st, g.clockNow()); err == nil {
		return at
	}
	return c
}
