package play

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/components/behind"
	"rollout/ui/components/moveinput"
	"rollout/ui/components/surface"
	"rollout/ui/game"
	"rollout/ui/kit"
	"rollout/ui/nav"
	"rollout/variants"
)

// handleKey routes a key: ctrl+c quits at once; on a terminal too small
// for the board only q acts (the screen shows none of what another key
// would change); a pending choice or the
// focused move input take every other key first (glow's order, so a move
// with q or r in it never quits or restarts); while the full help is open
// only ?, esc and q act (board.Frame.HelpKey); then the screen's commands,
// the board's keys (board.Frame.Key), and last any printable key, which
// opens the move input with it.
func (g Model) handleKey(k tea.KeyMsg) (nav.Screen, tea.Cmd) {
	if key.Matches(k, kit.CtrlC) {
		g.cancelSearch()
		return g, tea.Quit
	}
	if g.Layout().TooSmall {
		if !key.Matches(k, g.keys.Quit) {
			// "Terminal too small": nothing shown to act on, as a click
			// there; a question the note shows is answered no.
			g.disarm(k)
			return g, nil
		}
		// q quits (asking first in a game going on) before the move
		// input or a choice sees it: with the input open it was typed
		// into it, and a promotion waiting took it for a queen, a move
		// played on a board nobody could see.
		pending := g.confirm
		g.disarm(k)
		return g.leave(k, pending)
	}
	if a, ok := g.Input.Key(k, g.typedIn()); ok {
		return g, g.act(a)
	}
	km := g.keys
	pending := g.confirm
	g.disarm(k)
	if behind.Cancels(pending != nil && pending != &km.Back, k, km.Back) {
		// esc answers another key's question no, and does nothing else
		g.setMsg(kit.StatusInfo, behind.Cancelled)
		return g, nil
	}
	if g.HelpKey(k, boardScreen{&g}) { // the help open: only ?, esc and q act
		return g, nil
	}
	if g.watching() && g.changesGame(k) {
		g.setMsg(kit.StatusError, readOnly)
		return g, nil
	}
	switch {
	case key.Matches(k, km.Quit, km.Back, km.New):
		return g.leave(k, pending)
	case key.Matches(k, km.PlayOn) && (g.held || g.Cursor.Held()):
		if !g.canPlayOn() {
			g.setMsg(kit.StatusError, "No playing on: the game is over ("+kit.OutcomeText(g.st.Variant(), g.st.Outcome())+"); A analyses this position, r starts a new game")
			return g, nil
		}
		if g.againstRemote() && g.reviewPly() < g.st.Len() { // playing on would take moves back
			g.setMsg(kit.StatusError, "No take-backs against a classmate: their board has the moves too; end goes back to the game")
			return g, nil
		}
		g.seriesWaits = false // the game goes on: its end schedules again
		return g, g.playOn()
	case key.Matches(k, km.MoveNow) && g.search != nil:
		g.moveNow()
	case key.Matches(k, km.Resign) && g.personPlays():
		return g, g.resign(pending)
	case key.Matches(k, km.OfferDraw) && g.personPlays():
		cmd := g.offerDraw()
		g.keepAnswer()
		return g, cmd
	case key.Matches(k, km.DeclineDraw) && g.drawOfferedHere():
		return g, g.answerClassmateDraw(false)
	case key.Matches(k, km.Hint) && g.personPlays():
		cmd := g.hint()
		g.keepAnswer()
		return g, cmd
	case key.Matches(k, km.Undo):
		return g, g.undo()
	case key.Matches(k, km.Save):
		g.save()
	case key.Matches(k, km.Study) && !g.shown().Outcome().Over():
		// The search stops while the position shown (the move reviewed,
		// if any) is studied; nav.ResumePlayMsg goes on with it on the
		// way back.
		// A person's clock runs on meanwhile, as on the analysis board
		// (docs/playing.md): the study is given the clocks to say so.
		g.interrupt()
		g.runClock()
		ec := game.EngineFor(g.cfg.Sides, g.shown().ToMove())
		sc := game.StudyFromGame(g.st, g.reviewPly(), ec, g.cfg.Seed)
		sc.Game = g.behind()
		g.asked = nav.Request{Msg: nav.OpenStudyMsg{Cfg: sc}}
		return g, nil
	case key.Matches(k, km.Study):
		g.setMsg(kit.StatusInfo, "The game is over here: nothing to search; [ steps back to a move to study")
	case key.Matches(k, km.Analyse):
		// The game's search stops while the board is analysed;
		// nav.ResumePlayMsg goes on with it on the way back.
		// It opens on the position shown: the move reviewed, if any.
		// A person's clock runs on meanwhile (docs/playing.md): the
		// board is given the clocks to say so, once the engine's, if it
		// ran, has stopped with its search (runClock).
		g.interrupt()
		g.runClock()
		side := game.EngineFor(g.cfg.Sides, g.shown().ToMove())
		ac := game.AnalysisFromGame(g.st, g.reviewPly(), side, g.cfg.Seed)
		ac.Game = g.behind()
		g.asked = nav.Request{Msg: nav.OpenAnalysisMsg{Cfg: ac}}
		return g, nil
	case key.Matches(k, km.Type, km.Complete) && g.st.Outcome().Over():
		// No move can be typed into a finished game: the input, opened,
		// read "no legal move starts so" for any text. The result stays
		// said, as after a move's first key (TestTypingWhereNoMoveMayBe).
	case key.Matches(k, km.Type, km.Complete) && g.bothEngines():
		// Nor into two engines' game (a watched one's): say why, as
		// their first key does.
		g.setMsg(kit.StatusError, g.notYourMove())
	case key.Matches(k, km.Heat):
		g.heat = (g.heat + 1) % surface.NumHeatModes
		g.setMsg(kit.StatusInfo, heatText(g.heat))
	case key.Matches(k, km.Faster) && g.bothEngines():
		g.changeSpeed(-1)
	case key.Matches(k, km.Slower) && g.bothEngines():
		g.changeSpeed(1)
	case key.Matches(k, km.Pause) && g.bothEngines():
		return g, g.togglePause()
	case key.Matches(k, km.Step) && g.bothEngines():
		return g, g.step()
	default:
		// The board's keys (board.Frame.Key): help, flip, sort, the
		// review's steps, the cursor, select, typing.
		if cmd, ok := g.Key(k, boardScreen{&g}); ok {
			return g, cmd
		}
		switch {
		case g.opensInput(k):
		case k.Alt:
			g.sayIdle(kit.Unbound(k)) // alt+a: a key, not a letter (moveinput.Starts)
		case k.Type == tea.KeyRunes && g.watching():
			g.setMsg(kit.StatusError, readOnly)
		case k.Type == tea.KeyRunes && g.search != nil && !g.bothEngines():
			g.setMsg(kit.StatusError, g.notYourMove()) // typing into the engine's turn: say what helps
		case k.Type == tea.KeyRunes && g.bothEngines() && !g.st.Outcome().Over():
			// X, = and ! are a person's (resign, offer, hint), and no
			// move is typed into two engines' game: say so, not nothing.
			g.setMsg(kit.StatusError, twoEngines)
		case k.Type != tea.KeyRunes:
			g.sayIdle(kit.Unbound(k)) // f5, ctrl+x, space: no key of this game
		}
	}
	return g, nil
}

// sayIdle says that a key did nothing, a note the next key takes away.
func (g *Model) sayIdle(text string) { g.SayIdle(boardScreen{g}, kit.StatusError, text) }

// shown is the position on the board: the move reviewed, else the
// game's.
func (g *Model) shown() variants.Position {
	if pos, err := g.st.PositionAt(g.reviewPly()); err == nil {
		return pos
	}
	return g.st.Position()
}

// opensInput opens the move input when an unbound key starts a typed
// move (moveinput.Open, the rule every board screen shares): a key
// while a person is to move; a paste also while two engines play (a
// paste into the engine's turn gets the not-your-move message instead).
func (g *Model) opensInput(k tea.KeyMsg) bool {
	if g.watching() {
		return false // nothing to type into another pair's game
	}
	return (g.humanToMove() || k.Paste && (g.search == nil || g.bothEngines())) && g.Input.Open(k)
}

// act does what move entry asks (moveinput.Action): a person's move is
// played, a message shown, a move refused with the reason.
func (g *Model) act(a moveinput.Action) tea.Cmd {
	return a.Do(g.humanMove, g.setMsg, g.notYourMove)
}

// notYourMove says why a move is refused, and what the person can do.
func (g *Model) notYourMove() string {
	if g.watching() {
		return readOnly
	}
	if o := g.st.Outcome(); o.Over() {
		return "Game over: " + kit.OutcomeText(g.st.Variant(), o) + "; r starts a new game, [ ] reviews this one"
	}
	if g.bothEngines() {
		// A move typed after : into two engines' game read "Not your
		// move now", as if a turn of the person's would come.
		return twoEngines
	}
	if g.Cursor.Held() && !g.held {
		return "No move in a review: end goes back to the game"
	}
	if g.search != nil {
		return "Not your move now: the engine is thinking (m moves now)"
	}
	return "Not your move now"
}

// twoEngines says why a person's key does nothing in two engines' game.
const twoEngines = "Two engines play this game: no move, resignation, draw offer or hint is yours (space pauses, n plays one move)"

// humanMove plays a person's move and lets the game go on.
func (g *Model) humanMove(m variants.Move) tea.Cmd {
	g.play(m, "", nil)
	return g.next()
}

// pick acts on the surface's Select gesture, if the person may move.
func (g *Model) pick(gesture func() surface.Pick) tea.Cmd {
	if !g.humanToMove() {
		g.setMsg(kit.StatusError, g.notYourMove())
		return nil
	}
	return g.apply(gesture())
}

// apply carries out what a gesture asks (moveinput.Pick): a move is
// played, a choice asked for, a message shown.
func (g *Model) apply(p surface.Pick) tea.Cmd {
	return g.act(g.Input.Pick(p))
}

// handleMouse turns a left click on the board into a gesture
// (board.Frame.Click reads the board's origin from the layout View
// draws), when the board is the person's to touch.
func (g *Model) handleMouse(m tea.MouseMsg) tea.Cmd {
	if !g.humanToMove() && !g.watching() {
		return nil
	}
	p, ok := g.Click(m)
	if !ok {
		return nil
	}
	if g.watching() {
		g.setMsg(kit.StatusError, readOnly) // a click on another pair's board
		return nil
	}
	return g.apply(p)
}

// heatText says the heat map's mode and its scale: the marks on the
// root moves' cells are colours, or digits with colour off, which the
// play screen has no key for (the study screen's caption is one).
func heatText(h surface.HeatMode) string {
	switch h {
	case surface.HeatMean:
		return "Heat map: mean (each root move's cell from 0, a loss, to 9, a win, for the side to move: a colour, a digit with colour off)"
	case surface.HeatShare:
		return "Heat map: visits (each root move's cell from 0, few, to 9, the most visited: a colour, a digit with colour off)"
	}
	return "Heat map: " + h.String()
}
