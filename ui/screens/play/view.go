package play

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// relayout lays the screen out for its size and what it shows now (the
// message's rows, the full help): board.Frame.Relayout. Update calls it
// after every message, so View only draws.
func (g *Model) relayout() { g.Relayout(boardScreen{g}, g.Width, g.Height) }

// setSize records the terminal's size and lays the screen out for it.
func (g *Model) setSize(w, h int) {
	g.Common.SetSize(w, h)
	g.relayout()
}

// title is the top line: the game and who plays each side. A player
// without statistics has no budget to show. A game read from a file and
// held for review names the players its tags give (kit.FilePlayers:
// "White FM alice_blitz (2204) vs Black bob_bullet (2187)"); once p plays
// on, the sides that play from there.
func (g *Model) title() string {
	v := g.st.Variant()
	side := func(i int) string {
		s := g.cfg.Sides[i]
		if s.Human {
			return v.SideNames[i] + " human"
		}
		// A level of play by its number, with its budget: "Level 2 (200
		// iterations)", as a file of this game is titled (kit.TagPlayer).
		b := budgetText(s.Engine.Budget, s.Engine.Player, g.st.Clocks() != nil)
		if g.remoteSide(i) {
			b = "" // a classmate thinks without a budget
		}
		return v.SideNames[i] + " " + kit.EngineTitle(s.Engine, b)
	}
	name := v.Title
	if c := g.st.Clocks(); c != nil {
		name += " " + c.Control.String() // "Chess 5+3"
	}
	who := side(0) + " vs " + side(1)
	if names := kit.FilePlayers(g.st); g.held && names != "" {
		// A PGN's players can be wider than the screen: each name is
		// cut, so both sides are named (the frame cuts what is left).
		who = kit.FilePlayersWithin(g.st, g.Width-ansi.StringWidth(name)-2)
	}
	return g.Styles.Title.Render(name) + g.Styles.Dim.Render("  "+who)
}

// budgetText names the budget player plays by, as the title and the PGN
// say it ("" for none), its cap counted as the player counts
// (kit.BudgetLabelOf: "Level 1 (120 iterations)", "flat (2k rollouts)"):
// on a clock the clock gives the time (engine.ClockedSearch), and only a
// cap of the side's own (a level's iterations, -rollouts) still bounds a
// move.
func budgetText(b engine.Budget, player string, timed bool) string {
	if timed {
		if b.Rollouts == 0 {
			return ""
		}
		b = engine.Budget{Rollouts: b.Rollouts}
	}
	return kit.BudgetLabelOf(b, player)
}

// statusText is the status bar's text and the progress bar's share. The
// search's figures keep Roller's format and unit (kr, thousands of
// rollouts), which readers of Roller and scripts know; the table and its
// header count in k and M.
func (g *Model) statusText() (string, float64) {
	v := g.st.Variant()
	if g.search != nil {
		if g.remoteSide(int(g.search.Side)) { // a person thinks on their own board: no search to show
			wait := fmt.Sprintf("%s (%s) to move, on their board…", g.who(g.search.Side), v.Side(g.search.Side))
			if g.awaitsFirstMove(g.search.Side) { // they may not have come yet: say so, and the way out
				keys := fmt.Sprintf("%s aborts, esc leaves", g.keys.Resign.Help().Key)
				who := fmt.Sprintf("%s (%s) to move first", g.who(g.search.Side), v.Side(g.search.Side))
				wait = fmt.Sprintf("%s, on their board… (%s)", who, keys)
				if g.st.Clocks() != nil && g.holdsClock(g.search.Side) {
					wait = fmt.Sprintf("%s; clock held till they come (%s)", who, keys)
				}
				if w := g.Frame.Status.Width(); w > 0 && ansi.StringWidth(wait) > w {
					// Too narrow for it whole (40 columns cut it to
					// "on their board…"): the way out comes first.
					wait = fmt.Sprintf("%s: %s…", keys, who)
				}
			}
			if g.watching() && g.last != nil { // the next wait starts at once: the move stays said
				return fmt.Sprintf("%s played %s (%s); %s", g.lastMover(), g.last.MoveText, g.last.Stopped, wait), -1
			}
			return wait, -1
		}
		who := fmt.Sprintf("%s (%s) thinking", g.who(g.search.Side), v.Side(g.search.Side))
		if g.live == nil {
			return who + "…", 0
		}
		// At 80 columns and less the best move stays whole: the line
		// drops its least important figures, then the player's name.
		return g.Frame.Status.Progress(*g.live, g.live.Progress, who+": ",
			v.Side(g.search.Side)+" thinking: "), g.live.Progress
	}
	if o := g.st.Outcome(); o.Over() && g.msg != "" && g.msg != g.endSaid {
		// A later message (a key's answer: "Heat map: mean") took the
		// end's place in the message area: the game is still over.
		return "Game over: " + kit.OutcomeText(g.st.Variant(), o), -1
	}
	if g.last != nil {
		stopped := string(g.last.Stopped)
		if g.lastHurried {
			stopped = "moved now"
		}
		mover := g.lastMover()
		played := "played"
		if g.st.Len() <= g.lastPly {
			// The search's move was never made: its engine resigned
			// (endings.go) instead, its table and figures the reason.
			played = "resigns rather than play"
		}
		if w := g.Frame.Status.Width(); w > 0 && ansi.StringWidth(fmt.Sprintf("%s %s %s (%s)", mover, played, g.last.MoveText, stopped)) > w {
			// A name too long for the line ("uci:/usr/games/stockfish,
			// Skill Level=0,UCI_Elo=1320", whole in the title) cut the
			// move off at 80 columns: the side says who, as while it
			// thought ("Black thinking: ...").
			mover = v.Side(g.lastSide)
		}
		if !kit.PlayerInfo(g.last.Snapshot).Statistics || g.last.Rollouts == 0 {
			// No search ran (random, perfect; a single legal move; a move
			// proven before any iteration): its "0.00 s | 0 iterations |
			// 0.00 kr/s" would say nothing.
			return fmt.Sprintf("%s %s %s (%s)", mover, played, g.last.MoveText, stopped), -1
		}
		// What stopped the search comes first: the status line after it
		// (a level's names every part of its preset) is cut at the
		// terminal's width, and a count below the budget ("127
		// iterations" of a level's 500, stopped by its clock) reads as
		// a miscount without it.
		return fmt.Sprintf("%s %s %s (%s): %s", mover, played, g.last.MoveText, stopped, g.last.StatusLine()), -1
	}
	return "", -1
}

// message is the message area's text and style: the last event, or
// whose turn it is (the frame wraps it to the width on up to three
// lines, so a long error, a failed save, an illegal move's reason, is
// read whole).
func (g *Model) message() (string, lipgloss.Style) {
	st := g.Styles
	text, style := g.msg, st.Info
	switch {
	case g.msg != "" && g.kind == kit.StatusError:
		style = st.Error
	case g.msg != "" && g.kind == kit.StatusGood:
		style = st.Good
	case g.msg != "":
	case g.st.Outcome().Over():
		text, style = "Game over: "+kit.OutcomeText(g.st.Variant(), g.st.Outcome()), st.Good
	case g.saveFailing() != nil: // until a save succeeds, nobody is told it is saved
		// As setMsg has it: under serve the server's paths are the user's.
		text, style = g.cfg.Shown(saveFailedText(g.saveFailing())), st.Error
	default:
		side := g.st.Position().ToMove()
		name := g.st.Variant().Side(side)
		switch {
		case g.cfg.Sides[side].Human && g.clocksWait():
			text = name + " to move: arrows and enter, a click, or type a move; clocks start with it"
		case g.cfg.Sides[side].Human:
			text = name + " to move: arrows and enter, a click, or type a move"
		case g.paused:
			text = g.pausedText()
		default:
			text, style = name+" ("+g.who(side)+") to move", st.Dim
		}
	}
	return text, style
}

// View draws the play screen: title, surface and panel side by side,
// status bar, message, move input, help. At 80x24, colour off, ASCII,
// tic-tac-toe after 1. b2 a1 (testdata/TestGolden holds whole frames):
//
//	Tic-tac-toe  X human vs O flat (1 s)
//	  3  .  .  .    Moves
//	  2  . [X] .      1. b2     a1
//	  1 >O< .  .    final: flat, 1.50 s, 30k rollouts, by mean
//	     a  b  c         move rollouts          W/D/L   net      mean +- se plies
//	                **** a1       8000 4000/2000/2000 +2000 +0.000 +- 0.010   5.5
//	...
//	flat played a1 (rollouts): 1.50 s | 30.00 kr | 20.00 kr/s | a1
//	X to move: arrows and enter, a click, or type a move
//	: type a move (a square a1-c3 (a1 bottom-left) or a digit 1-9 (1 top-left))
//	↑↓←→ move cursor • enter select/move • v flip • : type a move • u undo …
//
// View only draws (board.Frame.View): the layout is Update's (relayout).
func (g Model) View() string { return g.Frame.View(boardScreen{&g}) }

// marks are the board's marks: the last move, the thinking engine's best
// move and its heat map; a review's marks while one is on.
func (g *Model) marks() surface.Marks {
	// A choice waiting for its key (a promotion) takes no cursor key:
	// no cursor, as on the analysis board (moveinput.Model.Choosing).
	marks := surface.Marks{Active: g.humanToMove() && !g.Input.Choosing()}
	if n := g.st.Len(); n > 0 {
		marks.Last = g.st.Turn(n - 1).Move
		marks.Before, _ = g.st.PositionAt(n - 1)
	}
	if g.search != nil && g.live != nil && g.live.BestText != "" {
		marks.Best, marks.HasBest = g.live.Best, true
	}
	if m, _, ok := g.hinted(); ok && g.search == nil {
		marks.Best, marks.HasBest = m, true // the hint, one move
	}
	if g.Cursor.Held() {
		marks = g.reviewMarks()
	}
	if g.live != nil && g.heat != surface.HeatOff && !g.Cursor.Held() {
		// Only the live table belongs to the position on the board.
		marks.Heat, marks.HeatMode = surface.HeatLevels(g.live.Moves, g.heat), g.heat
	}
	return marks
}

// typedIn is the position a typed move is played in, nil when none may
// be typed now.
func (g *Model) typedIn() variants.Position {
	if !g.humanToMove() {
		return nil
	}
	return g.st.Position()
}

// panelView gathers the move list and the table to show: the live
// snapshot while an engine thinks, else the last search's final table.
// Every move with a recorded time shows it in the list (kit.MoveNotes:
// its [%clk]), whichever side moved last, as a review and the analysis
// board show it.
func (g *Model) panelView() panel.View {
	v := panel.View{Moves: g.st.Annotated(), FirstSide: g.st.Start().ToMove(), FirstNumber: 1 + g.st.Start().Ply()/2,
		Chosen: variants.NoMove, Notes: kit.MoveNotes(g.st)}
	if g.cfg.Series != nil {
		v.Header = seriesLines(g.cfg.Series)
	}
	v.Header = append(v.Header, g.evalHeader()...)
	switch {
	case g.Cursor.Held():
		return g.reviewPanel(v, g.reviewPly())
	case g.live != nil:
		v.Stats, v.Title, v.Pos = g.live, "live", g.st.Position()
	case g.last != nil && g.remoteSide(int(g.lastSide)):
		// A person's move, from their board: no search to show ("final:
		// alice: no statistics" over an empty "move" column).
		return g.reviewPanel(v, g.st.Len())
	case g.last != nil:
		v.Stats, v.Chosen, v.Title = &g.last.Snapshot, g.last.Move, "final"
		if pos, err := g.st.PositionAt(g.lastPly); err == nil {
			v.Pos = pos
		}
		v.Stopped = g.last.Stopped
	default:
		return g.reviewPanel(v, g.st.Len())
	}
	return v
}
