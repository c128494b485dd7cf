package play

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/kit"
	"rollout/variants"
)

// A person's game can end off the board, and a person can ask for help
// (docs/playing.md, "Resign, draw, hint"): X resigns (asked first), =
// offers the engine a draw, which it accepts by drawAcceptPawns, and !
// asks the strongest engine for one move, marked on the board and noted
// in the PGN. Each ending is the game's outcome (Result and Termination
// in the PGN) and stops a search and the clocks.

// drawAcceptPawns is the engine's rule for a draw offer: it accepts when
// its last search's evaluation of the move it played, from its own side,
// is at most this many pawns (variants.Centipawns: it is not better by
// more than a fifth of a pawn); an engine that has not searched yet, or
// is better, declines. Lichess's and most engines' rule is of this kind.
const drawAcceptPawns = 0.20

// drawOfferMove is the first move at which the engine takes a draw in
// a game whose positions it judges in pawns (chess, Rollerball: a
// variants.Evaluator) while it judges the game level: before it a level
// evaluation says only that the game has barely begun, not that it is
// drawn, so the engine plays on (the "no draw offers before move N" of
// tournaments and of server bots). It still takes one earlier when it
// judges itself worse by more than drawAcceptPawns; games without an
// evaluation (tic-tac-toe's nine moves) have no such threshold.
const drawOfferMove = 20

// The engine resigns a hopeless game against a person, as server bots
// do: when its evaluation of the move it chose, from its own side, is
// resignPawns or worse on resignMoves of its moves running (or it has
// proven its loss). Never against another engine, so a watched game and
// rollout match, which has no such rule, play to the end.
const (
	resignPawns = -9.0
	resignMoves = 3
)

// engineResigns counts side's engine's hopeless moves (its last search
// is side's) and reports whether it resigns now.
func (g *Model) engineResigns(side variants.Side) bool {
	if !g.cfg.Sides[side.Other()].Human || g.cfg.Sides[side].Human {
		return false
	}
	pawns, ok := g.engineView(side)
	lost := false
	for _, ms := range g.last.Moves {
		if ms.Move == g.last.Move {
			lost = ms.Proof < 0
		}
	}
	if lost || (ok && pawns <= resignPawns) {
		g.hopeless++
	} else {
		g.hopeless = 0
	}
	return lost || g.hopeless >= resignMoves
}

// hintBudget is the hint's think time: the default player's (the
// strongest) on a second, from the person's own clock; on a clock at
// most a quarter of the person's time left (hintTime).
const hintBudget = time.Second

// hintTime is the hint's think time for side now: hintBudget, or a
// quarter of side's time left when that is less, so that a hint asked
// with 0.8 s on the clock does not spend it all and lose on time
// before it is said.
func (g *Model) hintTime(side variants.Side) time.Duration {
	c := g.st.Clocks()
	if c == nil {
		return hintBudget
	}
	return max(min(hintBudget, c.Left(side, g.clockNow())/4), time.Millisecond)
}

// personPlays reports whether a person plays this game and it goes on
// (not held for review, not over): resign, draw offers and hints apply.
func (g *Model) personPlays() bool {
	return !g.bothEngines() && !g.held && !g.st.Outcome().Over()
}

// resignSide is the side a person resigns: the only person's, or with
// two people the side to move.
func (g *Model) resignSide() variants.Side {
	for i, s := range g.cfg.Sides {
		if s.Human && !g.cfg.Sides[1-i].Human {
			return variants.Side(i)
		}
	}
	return g.st.Position().ToMove()
}

// resign asks first (X again answers yes), then ends the game: the
// person's side loses by resignation. Against a classmate who has not
// made their first move (an invitation nobody answered) X aborts
// instead, as lichess's abort does before both have moved: nobody
// played that game, so nobody loses it (abortWait). So it does at one
// board or against an engine before both sides have moved (unbegun).
func (g *Model) resign(pending *key.Binding) tea.Cmd {
	b := &g.keys.Resign
	if pending != b {
		g.confirm = b
		prompt := confirmPrompts["X"]
		if _, ok := g.unbegunClassmate(); ok {
			prompt = confirmPrompts["X abort"]
		} else if g.unbegun() {
			prompt = confirmPrompts["X unbegun"]
		}
		g.setMsg(kit.StatusInfo, prompt)
		return nil
	}
	if side, ok := g.unbegunClassmate(); ok {
		return g.abortWait(side)
	}
	if g.unbegun() {
		return g.endOffTheBoard(variants.AbortBy(variants.GaveUpUnbegun))
	}
	cmd := g.endOffTheBoard(variants.Win(g.resignSide().Other(), variants.Resignation))
	g.tellResign() // a classmate's board waited on for a move that never came
	return cmd
}

// unbegun reports whether a game with no classmate (against an engine,
// or two people at one board) has not begun: a side has not made a
// first move on this board. Giving it up aborts it (PGN's "*"), as
// lichess aborts a game before both players have moved: nobody played
// it, so nobody loses it. A classmate's game keeps its own rule
// (unbegunClassmate), as the classmate's board must be told.
func (g *Model) unbegun() bool {
	if g.againstRemote() {
		return false
	}
	return !g.movedYet(variants.First) || !g.movedYet(variants.Second)
}

// unbegunClassmate is the side of a classmate who has not made a first
// move on this board (an invitee who may never come), and false when
// every classmate has moved (or none plays, or the game is watched).
func (g *Model) unbegunClassmate() (variants.Side, bool) {
	if g.watching() {
		return 0, false
	}
	for i := range g.players {
		if side := variants.Side(i); g.remoteSide(i) && !g.movedYet(side) {
			return side, true
		}
	}
	return 0, false
}

// abortWait ends a game whose classmate (side) never made a first move:
// aborted (PGN's "*", the reason in its Termination), saved as any
// ended game is, and the classmate's player closed at once, so the
// server withdraws the invitation (accepting it later says the inviter
// left) or, if they had come, tells their board the game is over. A new
// game (r) invites them again.
func (g *Model) abortWait(side variants.Side) tea.Cmd {
	cmd := g.endOffTheBoard(variants.AbortBy(variants.NoFirstMove))
	enginerun.Close(g.env, g.players[side&1])
	return cmd
}

// offerDraw offers the engine a draw; it answers by drawAcceptPawns. With
// two people the offer is the other's to take: it is agreed at once.
func (g *Model) offerDraw() tea.Cmd {
	if g.drawless() {
		// Nim ends in a win, always: an agreed draw was accepted there
		// (an engine that judged itself no better) and saved as 1/2-1/2.
		g.setMsg(kit.StatusError, g.st.Variant().Title+" has no draws: play it out, or X resigns")
		return nil
	}
	side := g.resignSide().Other() // the opponent, who answers
	if g.remoteSide(int(side)) {
		// A classmate answers on their own board (classmatedraw.go):
		// "@bob declines the draw: it has not judged the position yet"
		// read as if a program had answered for them.
		return g.offerClassmateDraw(side)
	}
	if !g.cfg.Sides[side].Human {
		if g.engineProvenWin(side) {
			g.setMsg(kit.StatusInfo, fmt.Sprintf("%s declines the draw: it has proven a win", g.who(side)))
			return nil
		}
		pawns, ok := g.engineJudges(side)
		if h := g.hints; !ok && h != nil && h.run == nil && h.judged && h.ply == g.st.Len() {
			// The hint searched this very position for the person to
			// move: the engine's side is the other, its view the negated
			// one. The offer said the engine "has not judged the
			// position yet" right after the hint had judged it.
			pawns, ok = -h.pawns, true
		}
		if !ok {
			g.setMsg(kit.StatusInfo, fmt.Sprintf("%s declines the draw: it has not judged the position yet", g.who(side)))
			return nil
		}
		if pawns > drawAcceptPawns {
			g.setMsg(kit.StatusInfo, fmt.Sprintf("%s declines the draw: it judges itself %+.2f pawns better", g.who(side), pawns))
			return nil
		}
		pos := g.st.Position()
		if _, judged := pos.(variants.Evaluator); judged && pawns > -drawAcceptPawns {
			if n := variants.MoveNumber(pos, 0); n < drawOfferMove {
				g.setMsg(kit.StatusInfo, fmt.Sprintf("%s declines the draw: at move %d an even game has only begun (it agrees to one from move %d)", g.who(side), n, drawOfferMove))
				return nil
			}
		}
	}
	return g.endOffTheBoard(variants.DrawBy(variants.DrawAgreed))
}

// drawless reports whether the game never ends in a draw (nim,
// variants.Drawless): = has no draw to offer there.
func (g *Model) drawless() bool {
	_, ok := g.st.Position().(variants.Drawless)
	return ok
}

// engineView is side's engine's evaluation in pawns from its own side:
// its last search's move's (that search must be side's), false if none.
func (g *Model) engineView(side variants.Side) (float64, bool) {
	if g.last == nil || g.lastSide != side {
		return 0, false
	}
	for _, ms := range g.last.Moves {
		if ms.Move == g.last.Move && ms.Rollouts > 0 {
			return float64(variants.Centipawns(ms.Mean)) / 100, true
		}
	}
	return 0, false
}

// engineJudges is side's engine's judgement of the game for a draw
// offer: engineView, or a solver's proven value of the move it played
// (perfect: a loss as far below as the scale goes, a draw level). Not
// for its resignation: perfect plays a lost game out, losing latest.
func (g *Model) engineJudges(side variants.Side) (float64, bool) {
	if pawns, ok := g.engineView(side); ok || g.last == nil || g.lastSide != side {
		return pawns, ok
	}
	for _, ms := range g.last.Moves {
		if ms.Move == g.last.Move && g.exactValue(ms) {
			return float64(variants.Centipawns(ms.Mean)) / 100, true
		}
	}
	return 0, false
}

// exactValue reports whether ms, a move of the last search, holds a
// solver's proven value (perfect: +1 win, 0 draw, -1 loss, also in
// Mean), its judgement though it ran no rollouts; not a move it left
// unproven (taken as a draw, or at least one).
func (g *Model) exactValue(ms engine.MoveStats) bool {
	if kit.PlayerInfo(g.last.Snapshot).ChoosesBy != engine.ByValue {
		return false
	}
	word := engine.ExactWord(int(ms.Mean))
	return ms.Note == word || strings.HasPrefix(ms.Note, word+" ") || strings.HasPrefix(ms.Note, word+";")
}

// engineProvenWin reports whether side's engine's last search proved
// the move it played a win: no evaluation in pawns may then talk it into
// a draw (nim, whose mean read -0.056 beside a proven win, agreed one).
func (g *Model) engineProvenWin(side variants.Side) bool {
	if g.last == nil || g.lastSide != side {
		return false
	}
	for _, ms := range g.last.Moves {
		if ms.Move == g.last.Move {
			return ms.Proof > 0 || ms.Note == "proven win" || ms.Note == "wins at once" || g.exactValue(ms) && ms.Mean > 0
		}
	}
	return false
}

// endOffTheBoard ends the game with o: the search and the hint stop,
// the clocks stop, and the game ends as any other (saved as PGN).
func (g *Model) endOffTheBoard(o variants.Outcome) tea.Cmd {
	g.cancelSearch()
	g.cancelHint()
	g.Input.CancelChoice()
	g.st.End(o)
	g.stopClocks()
	g.syncSurface()
	return g.next()
}

// hintState is a hint asked for: its search while it runs, then the move
// for the position at ply.
type hintState struct {
	run    *enginerun.Run
	player engine.Player
	ply    int
	move   variants.Move
	text   string
	said   string // the message that gave the hint, said again on a second !
	// asking is the message said while it searches; another in its place
	// when the hint comes is a later key's answer, which stays (onHint).
	asking string
	// pawns is the hint search's judgement of its position in pawns for
	// the side to move (its move's mean), judged false if it had none:
	// a draw offered there reads the engine's view from it.
	pawns  float64
	judged bool
}

// noClassmateHint is what ! says in a game against a classmate: an
// engine's move would help one person against the other.
const noClassmateHint = "No hints against a classmate: no engine helps either side"

// hintJoin joins a hint that came late to the answer asked after it.
const hintJoin = ". "

// hint asks the strongest player (engine.DefaultPlayer) for the side to
// move's best move, for a person to move: searched on hintTime, then
// marked on the board (the best move's mark) and said. None is given
// against a classmate: a game between two people is theirs alone.
func (g *Model) hint() tea.Cmd {
	if g.againstRemote() {
		g.setMsg(kit.StatusError, noClassmateHint)
		return nil
	}
	side := g.st.Position().ToMove()
	if !g.cfg.Sides[side].Human || g.search != nil {
		// Kept over the engine's move (keepAnswer): it says what to
		// do then.
		g.setMsg(kit.StatusError, "A hint is for a person to move: ! again once the other side has moved")
		return nil
	}
	if g.Cursor.Held() {
		// The hint is the game's position's: asked from an earlier move
		// reviewed, it named a move that board did not have, its mark
		// hidden under the review's. The review ends, as end ends it,
		// so the board shows the position the hint is for.
		g.reviewAt(g.st.Len())
	}
	if h := g.hints; h != nil && h.ply == g.st.Len() {
		// Asked already: one search a position. The hint is said again,
		// as another message (a cancelled esc) may have replaced it.
		if h.run == nil && h.said != "" {
			g.setMsg(kit.StatusGood, h.said)
		} else if h.run != nil {
			g.setMsg(kit.StatusInfo, "Hint: "+engine.DefaultPlayer+" is looking for a move…")
		}
		return nil
	}
	g.cancelHint()
	cfg := engine.Config{Player: engine.DefaultPlayer, Budget: engine.Budget{Time: g.hintTime(side)},
		Seed: engine.PlayerSeed(g.cfg.Seed, side)}
	p, err := g.env.NewPlayer(cfg.ForGame(g.st.Position()))
	if err != nil {
		g.setMsg(kit.StatusError, "Hint: "+err.Error())
		return nil
	}
	run, cmd := enginerun.Start(g.env, p, g.st.Position())
	g.setMsg(kit.StatusInfo, "Hint: "+engine.DefaultPlayer+" is looking for a move…")
	g.hints = &hintState{run: &run, player: p, ply: g.st.Len(), asking: g.msg}
	return cmd
}

// onHint reads the hint's search: its snapshots go by, its result is
// the hint. ok is false for a message that is not the hint's.
func (g *Model) onHint(msg tea.Msg) (tea.Cmd, bool) {
	h := g.hints
	if h == nil || h.run == nil {
		return nil, false
	}
	switch msg := msg.(type) {
	case enginerun.ProgressMsg:
		if !h.run.Accepts(msg.Gen) {
			return nil, false
		}
		_, next, _ := h.run.Progress(msg)
		return next, true
	case enginerun.DoneMsg:
		if !h.run.Accepts(msg.Gen) {
			return nil, false
		}
		h.run = nil
		enginerun.Close(g.env, h.player)
		if msg.Err != nil || h.ply != g.st.Len() || !g.st.IsLegal(msg.Res.Move) {
			g.hints = nil
			return nil, true
		}
		h.move, h.text = msg.Res.Move, msg.Res.MoveText
		for _, ms := range msg.Res.Snapshot.Moves {
			if ms.Move == msg.Res.Move && ms.Rollouts > 0 {
				h.pawns, h.judged = float64(variants.Centipawns(ms.Mean))/100, true
			}
		}
		note := ""
		if canSave(g.st) {
			note = "; the PGN notes it"
		}
		h.said = fmt.Sprintf("Hint: %s (%s's best after %s)%s", h.text, engine.DefaultPlayer, kit.SearchCount(msg.Res.Snapshot), note)
		if later := g.msg; later != "" && later != h.asking {
			// A key asked something since (= answered at once): the
			// answers read in the order asked, the later one kept until
			// the next key as any answer is, not replaced.
			g.msg = g.cfg.Shown(h.said + hintJoin + later)
			return nil, true
		}
		g.setMsg(kit.StatusGood, h.said)
		return nil, true
	}
	return nil, false
}

// hinted is the hint for the position on the board now, if one is shown.
func (g *Model) hinted() (variants.Move, string, bool) {
	if h := g.hints; h != nil && h.run == nil && h.text != "" && h.ply == g.st.Len() {
		return h.move, h.text, true
	}
	return variants.NoMove, "", false
}

// cancelHint stops a hint's search and forgets the hint.
func (g *Model) cancelHint() {
	if h := g.hints; h != nil && h.run != nil {
		h.run.Cancel()
		enginerun.Close(g.env, h.player)
	}
	g.hints = nil
}
