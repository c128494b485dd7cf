package play

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/variants"
)

// next decides what happens after a move or a start: the game ends, a
// person moves, or an engine searches (after a pause when engines play
// each other).
func (g *Model) next() tea.Cmd {
	if g.st.Outcome().Over() {
		return g.gameOver()
	}
	if side, ok := g.classmateResignedHere(); ok { // told before their last move came
		return g.endOffTheBoard(variants.Win(side.Other(), variants.Resignation))
	}
	g.sayDrawOffer() // a classmate's offer told before the move it follows
	side := g.st.Position().ToMove()
	if g.cfg.Sides[side].Human || g.paused || g.held || g.players[side] == nil {
		return nil
	}
	if g.bothEngines() {
		var cmd tea.Cmd
		g.auto, cmd = enginerun.AutoplayAfter(g.pause())
		return cmd
	}
	return g.startEngine()
}

// startEngine starts the search of the engine to move.
// A search interrupted by the analysis board or a study (interrupt) goes
// on from where it was when the game is shown again: on the tree it grew
// (uct), the time and rollouts it had spent counted against its budget
// and shown in its status line (enginerun.Resume), instead of a new
// search of the same position with a fresh budget (issue 21 item 12).
func (g *Model) startEngine() tea.Cmd {
	side := g.st.Position().ToMove()
	p := g.players[side]
	if p == nil || g.st.Outcome().Over() || g.search != nil {
		return nil
	}
	var prev *enginerun.Run
	if g.stopped != nil && g.stopped.Side == side {
		prev = g.stopped
	}
	in := g.interrupted
	goOn := prev != nil && in != nil && in.ply == g.st.Len() && in.pos == g.st.Position().Encode()
	g.stopped, g.interrupted = nil, nil
	start := enginerun.After
	if goOn {
		start = enginerun.Resume
	}
	var (
		s   enginerun.Run
		cmd tea.Cmd
	)
	if clocks, timed := g.engineClocks(); timed { // on its clock, by the clock rule
		g.plan = &clockPlan{side: side, hard: clocks[side].Allot().Hard, began: g.clockNow()}
		s, cmd = enginerun.AfterClocked(g.env, p, g.st.Position(), prev, clocks)
	} else {
		s, cmd = start(g.env, p, g.st.Position(), prev)
	}
	g.search, g.live, g.auto = &s, nil, enginerun.Run{}
	return cmd
}

// interruption is a search stopped while the game is not shown: the
// game's length and position then, to go on with it only there.
type interruption struct {
	ply int
	pos string
}

// interrupt stops the running search for a while (the analysis board,
// a study): the next search, if of the same position, goes on with it.
// An engine stopped on its clock is not thinking, so its clock stops too
// until the game is shown again and its search goes on (a person's
// clock runs on: the thinking is theirs).
func (g *Model) interrupt() {
	if g.search != nil {
		g.interrupted = &interruption{ply: g.st.Len(), pos: g.st.Position().Encode()}
		if c := g.st.Clocks(); c != nil {
			c.Stop(g.clockNow())
		}
	}
	g.cancelSearch()
}

// cancelSearch stops the running search, any pending autoplay and a
// hint's search at once; their late messages are then stale and
// dropped.
func (g *Model) cancelSearch() {
	if g.search != nil {
		g.search.Cancel()
		g.stopped = g.search
		g.search, g.live = nil, nil
	}
	g.auto = enginerun.Run{}
	g.cancelHint()
}

// moveNow stops the running search but keeps listening to it: its result,
// the best move so far, is then played like any other (onSearchDone).
func (g *Model) moveNow() {
	if g.search == nil || g.search.Hurried {
		return
	}
	if g.againstRemote() {
		g.setMsg(kit.StatusError, "Your classmate moves for themselves")
		return
	}
	g.search.Hurried = true
	g.search.Cancel()
	g.setMsg(kit.StatusInfo, "Moving now: stopping the search")
}

// onProgress shows a snapshot of the running search and reads the next.
func (g *Model) onProgress(msg enginerun.ProgressMsg) tea.Cmd {
	s, next, ok := g.search.Progress(msg)
	if !ok {
		return nil // stale: not re-armed, its search ends on its own
	}
	g.live = &s
	return next
}

// onSearchDone plays the engine's move. A search stopped by move-now may
// end with no result (nothing searched yet): the best move of its last
// snapshot, or else the first legal move, is played instead.
func (g *Model) onSearchDone(msg enginerun.DoneMsg) tea.Cmd {
	if !g.search.Accepts(msg.Gen) {
		return nil
	}
	side, hurried := g.search.Side, g.search.Hurried
	g.keepLag(side, hurried)
	live := g.live
	g.search.Cancel()
	g.search, g.live = nil, nil
	if msg.Err != nil && g.relayedFlag(side) { // fell on its own board
		return g.next()
	}
	if msg.Err != nil && g.relayedResign(side) { // resigned on their own board
		return g.endOffTheBoard(variants.Win(side.Other(), variants.Resignation))
	}
	if msg.Err != nil && g.relayedOpponentResign(side) { // the other side resigned on side's move
		return g.endOffTheBoard(variants.Win(side, variants.Resignation))
	}
	if msg.Err != nil && g.relayedDraw(side) { // a draw agreed on their boards
		return g.endOffTheBoard(variants.DrawBy(variants.DrawAgreed))
	}
	who := fmt.Sprintf("%s (%s)", g.who(side), g.st.Variant().Side(side))
	if msg.Err != nil && hurried {
		m := variants.NoMove
		if live != nil && live.BestText != "" {
			m = live.Best
		} else if legal := g.st.Legal(); len(legal) > 0 {
			m = legal[0]
		}
		if g.st.IsLegal(m) {
			text := g.st.Position().EncodeMove(m, variants.Display)
			g.last = nil
			g.play(m, "", nil)
			g.setMsg(kit.StatusInfo, fmt.Sprintf("Moved now: %s played %s before its search had a result", who, text))
			return g.next()
		}
	}
	if msg.Err != nil {
		if g.remoteSide(int(side)) {
			// A classmate's relay says who itself ("classmate: bob
			// left; ..."): "@bob (Black): classmate: bob left" said it
			// twice.
			g.setMsg(kit.StatusError, msg.Err.Error())
			if g.rejoins(side) {
				return g.startEngine() // waits for them to resume the game
			}
			return nil
		}
		g.setMsg(kit.StatusError, fmt.Sprintf("%s: %v", who, msg.Err))
		return nil
	}
	if !g.st.IsLegal(msg.Res.Move) {
		g.setMsg(kit.StatusError, fmt.Sprintf("%s chose an illegal move (%d)", msg.Res.Player, msg.Res.Move))
		return nil
	}
	res := msg.Res
	prevLast, prevSide, prevPly, prevHurried := g.last, g.lastSide, g.lastPly, g.lastHurried
	g.last, g.lastSide, g.lastPly = &res, side, g.st.Len()
	g.lastHurried = hurried
	if g.engineResigns(side) {
		return g.endOffTheBoard(variants.Win(side.Other(), variants.Resignation))
	}
	g.relayClock(side) // a classmate's move carries its clock (remote.go)
	table, comment := res.Table(), engineComment(res)
	if g.remoteSide(int(side)) {
		// A person's move, as this board's own: no search to show, and
		// no comment (it read "bob" under the moves and in the PGN).
		table, comment = nil, ""
	}
	g.play(res.Move, comment, table)
	if g.st.Len() == g.lastPly {
		// Not played: it came after the side's flag fell (PlayClocked
		// ended the game on time). The status line keeps the last move
		// played; it said "default played Qxf8+" of a queen still on g8.
		g.last, g.lastSide, g.lastPly, g.lastHurried = prevLast, prevSide, prevPly, prevHurried
	}
	if hurried {
		g.setMsg(kit.StatusInfo, fmt.Sprintf("Moved now: %s played %s, its best after %s", who, res.MoveText, kit.SearchCount(res.Snapshot)))
	}
	return g.next()
}

// engineComment is the PGN comment of an engine move:
// "flat 48213 rollouts, mean +0.031 +- 0.004", with the rollout policy
// named when it is not uniform ("uct 9120 rollouts, light policy, mean
// ...") so a policy player's moves are never taken for pure Monte Carlo;
// a player without statistics gets its note instead ("searchlight: wins
// at once").
func engineComment(res engine.Result) string {
	info := kit.PlayerInfo(res.Snapshot)
	stats := info.Statistics
	counted := fmt.Sprintf("%s %d %s", res.Player, res.Rollouts, engine.Noun(res.Rollouts, kit.CountUnit(info)))
	if res.Policy != "" {
		counted += ", " + res.Policy
	}
	for _, ms := range res.Moves {
		if ms.Move != res.Move {
			continue
		}
		if info.External && ms.Note != "" { // its depth, score and line
			return counted + ", " + ms.Note
		}
		if !stats && ms.Note != "" {
			return fmt.Sprintf("%s: %s", res.Player, ms.Note)
		}
		if stats {
			return fmt.Sprintf("%s, mean %+.3f +- %s", counted, ms.Mean, engine.FormatStdErr(ms.Rollouts, ms.StdErr, 3))
		}
	}
	if !stats {
		return res.Player
	}
	return counted
}

// releasePlayers closes the game's external engines (enginerun.Close):
// leaving a game, starting another (r, the next game of a series, a new
// game from the setup screen).
func (g *Model) releasePlayers() {
	for _, p := range g.players {
		if p != nil {
			enginerun.Close(g.env, p)
		}
	}
}
