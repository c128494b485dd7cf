package play

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/nav"
	"rollout/variants"
)

// remote is a player that relays another person's moves (a classmate
// under rollout serve): it has no best move so far to play now, and its
// person's board has every move, so move-now and take-backs, which
// would decide for that person, are refused.
type remote interface{ Remote() bool }

// againstRemote reports whether a side is played by a remote person.
func (g *Model) againstRemote() bool {
	for _, p := range g.players {
		if r, ok := p.(remote); ok && r.Remote() {
			return true
		}
	}
	return false
}

// remoteSide reports whether side i is played by a remote person.
func (g *Model) remoteSide(i int) bool {
	r, ok := g.players[i&1].(remote)
	return ok && r.Remote()
}

// watching reports whether the game is other people's, watched: both
// sides relay remote persons' moves. It is read-only here (readOnly).
func (g *Model) watching() bool { return g.remoteSide(0) && g.remoteSide(1) }

// readOnly is what a key that would change a watched game says: the
// game is the players', and their boards alone move it.
const readOnly = "Watching: read-only (the players move; esc leaves)"

// changesGame reports whether k would change the game (a new game, a
// take-back, a move now, a pause, a step, a typed move), which a
// watched game refuses.
func (g *Model) changesGame(k tea.KeyMsg) bool {
	km := g.keys
	return key.Matches(k, km.New, km.Undo, km.MoveNow, km.Pause, km.Step, km.PlayOn, km.Type)
}

// awayRelay is a remote player whose person may have left the game
// (rollout serve: dropped, quit, opened another): Away says so until
// they pair again.
type awayRelay interface{ Away() bool }

// classmateAway reports whether a remote side's person has left this
// game: nobody can answer a move, so runClock stops the clocks, and a
// flag does not fall on a game both are told to resume.
func (g *Model) classmateAway() bool {
	for _, p := range g.players {
		if r, ok := p.(awayRelay); ok && r.Away() {
			return true
		}
	}
	return false
}

// rejoinRelay is a remote player whose search ended because its person
// left a game that is not over (rollout serve: a dropped connection,
// a quit, esc): Left says so, and a new search waits for them to
// resume it.
type rejoinRelay interface{ Left() bool }

// rejoins reports whether side's relay ended because its person left a
// game not over: the board asks it again at once, so the game goes on
// when they resume it, with no key here. Before, the person left
// behind had to leave the game and resume it (esc, R) after a
// classmate's dropped connection came back.
func (g *Model) rejoins(side variants.Side) bool {
	r, ok := g.players[side&1].(rejoinRelay)
	return ok && g.remoteSide(int(side)) && r.Left()
}

// clockRelay is a remote player whose moves carry their mover's clock
// from the mover's own board (increment included): MoverLeft is the
// time left after the move it returned last, false when it carried none.
type clockRelay interface {
	MoverLeft() (time.Duration, bool)
}

// relayClock sets side's clock, before its remote move is played, so
// that the move leaves it at the time the mover's board says: both
// boards then show the same clocks, whatever the relay took, and a move
// made in time on the mover's board is not refused here as late.
func (g *Model) relayClock(side variants.Side) {
	c := g.st.Clocks()
	r, ok := g.players[side&1].(clockRelay)
	if c == nil || !ok {
		return
	}
	left, ok := r.MoverLeft()
	if !ok {
		return
	}
	now := g.clockNow()
	st := c.State(now)
	// In time on the mover's board is in time here: never less than a
	// millisecond before the move.
	st.LeftMS[side&1], st.Running = max(left-c.Control.Increment, time.Millisecond).Milliseconds(), int(side&1)
	if nc, err := variants.ClocksFromState(st, now); err == nil {
		g.st.SetClocks(nc)
	}
}

// A flag between two boards has one judge: the board of the side whose
// clock it is (docs/serve.md). This board never ends the game on a
// remote side's clock, which may run out here while its move is on the
// way; that side's board relays either a move made in time (with its
// clock) or its flag fall (flagRelay). A flag of this board's own side
// is judged here and told to the remote players (flagTeller).

// flagRelay is a remote player whose side's flag is judged on its own
// board: Flagged says the search that just ended did so because that
// flag fell there.
type flagRelay interface{ Flagged() bool }

// flagTeller is a remote player told that this board's side's flag fell
// in pos, so the other board ends the game as this one did.
type flagTeller interface{ TellFlag(pos variants.Position) }

// judgedElsewhere reports whether side's flag is judged on another
// board (a remote side that relays its flag).
func (g *Model) judgedElsewhere(side variants.Side) bool {
	_, ok := g.players[side&1].(flagRelay)
	return ok && g.remoteSide(int(side))
}

// relayedFlag ends the game on side's flag when the relay says it fell
// on that side's board, as it ended there; false when it did not.
func (g *Model) relayedFlag(side variants.Side) bool {
	r, ok := g.players[side&1].(flagRelay)
	c := g.st.Clocks()
	if !ok || c == nil || !r.Flagged() {
		return false
	}
	now := g.clockNow()
	st := c.State(now)
	st.LeftMS[side&1], st.Running = 0, int(side&1)
	if nc, err := variants.ClocksFromState(st, now); err == nil {
		g.st.SetClocks(nc)
	}
	g.st.FlagFall(now)
	g.abortUnbegun()
	g.syncSurface()
	return true
}

// abortUnbegun turns a flag fall that just ended a game against a
// classmate into an aborted game when the flagged side (to move) had not
// made its first move: nobody played that game, so it is no win on time
// (lichess aborts it). Both boards, and a watcher's, have the same moves,
// so each judges it the same; every flag fall here calls it.
func (g *Model) abortUnbegun() {
	o := g.st.Outcome()
	if o.Reason != variants.TimeForfeit && o.Reason != variants.TimeoutVsInsufficientMaterial || !g.againstRemote() {
		return
	}
	if g.movedYet(g.st.Position().ToMove()) {
		return
	}
	g.st.End(variants.AbortBy(variants.FlagBeforeFirstMove))
}

// movedYet reports whether side has made a move in the game's record.
func (g *Model) movedYet(side variants.Side) bool {
	for i := range g.st.Len() {
		if g.st.SideOf(i) == side {
			return true
		}
	}
	return false
}

// awaitsFirstMove reports whether side is a classmate's who has not
// made a first move on this board: their clock starts on their own
// board, which may not be open yet (an invitation not yet accepted), so
// this board holds it at its starting time rather than run it down to
// 0:00 and wait there (a classmate's flag is judged on their board).
// Their first move carries their clock (relayClock). A watched game
// runs the players' clocks as they stand.
func (g *Model) awaitsFirstMove(side variants.Side) bool {
	return g.remoteSide(int(side)) && !g.watching() && !g.movedYet(side)
}

// holdsClock reports whether side's clock is held here until their first
// move (awaitsFirstMove, holdClock): not in a game opened on the
// classmates' clocks as they stand (GameConfig.Clocks: the invitee's
// board, whose inviter's board is open and their clock running there
// since it began), which runs them as both boards do.
func (g *Model) holdsClock(side variants.Side) bool {
	return g.awaitsFirstMove(side) && g.cfg.Clocks == nil && !g.classmateRuns
}

// classmateStart is a classmate's player that knows when the
// classmate's own board began the game (serve's peer): a game not
// opened from an invitation (the classmate mirrors it, or the invitee
// starts it themselves) has no start time in its configuration, and
// would hold the classmate's clock until their first move. Begin tells
// it this board's game: the position play starts from, the classmate's
// side here, and when it began; ClassmateBegan is when the classmate's
// board began theirs, once it is open.
type classmateStart interface {
	Begin(start variants.Position, side variants.Side, at time.Time)
	ClassmateBegan() (time.Time, bool)
}

// tellBegin tells the classmates' players this board's new game began
// now (not a resumed game: its clocks are the save's).
func (g *Model) tellBegin() {
	if g.cfg.Resumed || g.st.Clocks() == nil {
		return
	}
	g.beganLen = g.st.Len()
	for i, p := range g.players {
		if c, ok := p.(classmateStart); ok {
			c.Begin(g.st.Position(), variants.Side(i), g.clockNow())
		}
	}
}

// classmateResume is a remote player told that this board resumed its
// game (a save) at a position: news of how the classmate's game ended
// while this board was away is for that position (rollout serve: a
// room's game, whose classmate no board names).
type classmateResume interface{ Resume(at variants.Position) }

// tellResume tells the classmates' players this board resumed its game
// at the position on it.
func (g *Model) tellResume() {
	if !g.cfg.Resumed {
		return
	}
	for i, p := range g.players {
		if c, ok := p.(classmateResume); ok && g.remoteSide(i) {
			c.Resume(g.st.Position())
		}
	}
}

// waitsClassmateStart reports whether the side to move is a
// classmate's, held before their first move, whose board's start this
// board may yet learn (runClassmateClock): the clock's tick then looks
// again each second, since nothing else may come before their move.
func (g *Model) waitsClassmateStart() bool {
	side := g.st.Position().ToMove()
	_, ok := g.players[side&1].(classmateStart)
	return ok && g.holdsClock(side) && !g.st.Outcome().Over()
}

// noteHanded keeps when the turn passed to side, a classmate's held
// before their first move, by a move on this board (handedAt): the
// move's press started their clock a moment ago, and holdClock is about
// to stop it. Their board starts their clock when that move reaches it,
// so runClassmateClock runs it here from then.
func (g *Model) noteHanded(side variants.Side, now time.Time) {
	c := g.st.Clocks()
	if running, on := c.Running(); on && running == side && g.st.Len() > g.beganLen {
		g.handedAt = now.Add(-(g.startLeft[side&1] - c.Left(side, now)))
	}
}

// runClassmateClock starts side's clock, a classmate's held before their
// first move, as their own board runs it, once this board learns when
// that board began the game (at): from at when they were to move from
// the game's start; else, the move before theirs made here, from when
// it passed them the turn (handedAt) or from at if their board opened
// later (it started their clock with that move then). It reports
// whether it did; from then on the clock runs here as there
// (classmateRuns). So both boards run the same clock from the same
// moment, the first mover's board too: it held the second mover's
// clock at its starting time until their first move came.
func (g *Model) runClassmateClock(side variants.Side, now time.Time) bool {
	c, ok := g.players[side&1].(classmateStart)
	if !ok {
		return false
	}
	at, ok := c.ClassmateBegan()
	if !ok {
		return false
	}
	if g.st.Len() > g.beganLen {
		if g.handedAt.IsZero() {
			return false
		}
		if g.handedAt.After(at) {
			at = g.handedAt
		}
	}
	st := g.st.Clocks().State(now)
	// Never below a millisecond: a flag is the classmate's board's to
	// judge.
	st.LeftMS[side&1] = max(g.startLeft[side&1]-now.Sub(at), time.Millisecond).Milliseconds()
	st.Running = int(side & 1)
	nc, err := variants.ClocksFromState(st, now)
	if err != nil {
		return false
	}
	g.st.SetClocks(nc)
	g.classmateRuns = true
	return true
}

// tellFlag tells the remote players this board's side's flag fell,
// once the game has ended on it here (lost on time, drawn, or aborted
// before that side's first move).
func (g *Model) tellFlag() {
	g.abortUnbegun()
	if r := g.st.Outcome().Reason; r != variants.TimeForfeit && r != variants.TimeoutVsInsufficientMaterial && r != variants.FlagBeforeFirstMove {
		return
	}
	for _, p := range g.players {
		if t, ok := p.(flagTeller); ok {
			t.TellFlag(g.st.Position())
		}
	}
}

// finalTeller is a remote player told this board's last move, which
// ended the game here by the rules: no search asks it for the
// classmate's reply, which is how a move reaches the other board, so
// that board would wait for it for ever.
type finalTeller interface {
	TellFinal(pos variants.Position, left [2]time.Duration, timed bool)
}

// tellFinal tells the remote players the game's last move, with both
// clocks as they stand; a move that came from them changes nothing
// there.
func (g *Model) tellFinal() {
	if g.watching() {
		return
	}
	var left [2]time.Duration
	c := g.st.Clocks()
	if c != nil {
		now := g.clockNow()
		for i := range left {
			left[i] = c.Left(variants.Side(i), now)
		}
	}
	for i, p := range g.players {
		if t, ok := p.(finalTeller); ok && g.remoteSide(i) {
			t.TellFinal(g.st.Position(), left, c != nil)
		}
	}
}

// resignRelay is a remote player whose person may resign on their own
// board: Resigned says the search that just ended did so because they
// did.
type resignRelay interface{ Resigned() bool }

// resignTeller is a remote player told that this board's person
// resigned, so the other board ends the game as this one did.
type resignTeller interface{ TellResign() }

// relayedResign reports whether side's relay says its person resigned
// on their board: the game ends here as it did there.
func (g *Model) relayedResign(side variants.Side) bool {
	r, ok := g.players[side&1].(resignRelay)
	return ok && g.remoteSide(int(side)) && r.Resigned()
}

// classmateNews acts on news from a classmate's board that no search
// here fetched (nav.ClassmateMsg): their resignation while this board's
// person is to move, which reached this board only at the person's next
// move. News of a game elsewhere (a board behind, its relay's search
// under way, which brings it with the moves before it) is kept until
// this board reaches that position (classmateResignedHere).
func (g *Model) classmateNews(msg nav.ClassmateMsg) tea.Cmd {
	if msg.News == nav.ClassmateFinished {
		return g.classmateFinished(msg)
	}
	if msg.News != nav.ClassmateResigned {
		return g.drawNews(msg)
	}
	if g.watching() || g.st.Outcome().Over() {
		return nil
	}
	g.theyResigned = &msg
	if side, ok := g.classmateResignedHere(); ok {
		return g.endOffTheBoard(variants.Win(side.Other(), variants.Resignation))
	}
	return nil
}

// classmateFinished plays the classmate's last move, made on their
// board while this one was away, which ended the game there (a board
// resumed after it): the game ends here as it did there.
func (g *Model) classmateFinished(msg nav.ClassmateMsg) tea.Cmd {
	side := g.st.Position().ToMove()
	if g.watching() || g.st.Outcome().Over() || !g.remoteSide(int(side)) {
		return nil
	}
	m, ok := moveTo(g.st.Position(), msg.Position)
	if !ok {
		return nil
	}
	g.cancelSearch() // the relay waiting for that move
	g.play(m, "", nil)
	return g.next()
}

// classmateResignedHere reports the classmate's side when their
// resignation (classmateNews) is for the position on this board: the
// game ends on it as it ended there (a relay waiting for their move
// there is cancelled).
func (g *Model) classmateResignedHere() (variants.Side, bool) {
	r := g.theyResigned
	pos := g.st.Position()
	if r == nil || g.st.Outcome().Over() || pos.Encode() != r.Position {
		return 0, false
	}
	for i := range g.players {
		if g.remoteSide(i) {
			g.theyResigned = nil
			return variants.Side(i), true
		}
	}
	return 0, false
}

// opponentResignRelay is a watched side's relay whose search may end
// because the other side's person resigned on this side's move.
type opponentResignRelay interface{ OpponentResigned() bool }

// relayedOpponentResign reports whether side's relay says the other
// side's person resigned while side was to move (a watched game).
func (g *Model) relayedOpponentResign(side variants.Side) bool {
	r, ok := g.players[side&1].(opponentResignRelay)
	return ok && g.remoteSide(int(side)) && r.OpponentResigned()
}

// tellResign tells the remote players this board's person resigned.
func (g *Model) tellResign() {
	for i, p := range g.players {
		if t, ok := p.(resignTeller); ok && g.remoteSide(i) {
			t.TellResign()
		}
	}
}

// controlled is a remote player told the game's time control (New),
// so it can pass it to those who watch the game.
type controlled interface {
	SetTimeControl(variants.TimeControl)
}

// tellTimeControl tells the remote players the game's time control.
func (g *Model) tellTimeControl() {
	for _, p := range g.players {
		if c, ok := p.(controlled); ok && g.cfg.TimeControl.Timed() {
			c.SetTimeControl(g.cfg.TimeControl)
		}
	}
}

// metRelay is a remote player that knows the classmate it met (a
// room's, whose side is "classmate"): Met is their name, "" before.
type metRelay interface{ Met() string }

// classmateMet is the name of the classmate this game was played with,
// "" when none came or the board cannot know.
func (g *Model) classmateMet() string {
	for i, p := range g.players {
		if r, ok := p.(metRelay); ok && g.remoteSide(i) {
			return r.Met()
		}
	}
	return ""
}

// lastMover names who played the last search's move on the status line:
// the configured player (its level, as the title names it), but for a
// remote person their own name, which the move carries ("alice played
// b2", not "classmate played b2").
func (g *Model) lastMover() string {
	if r, ok := g.players[g.lastSide&1].(remote); ok && r.Remote() && g.last.Player != "" {
		return g.last.Player
	}
	return g.who(g.lastSide)
}
