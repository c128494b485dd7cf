package play

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/engine"
	"rollout/ui/components/boardframe"
	"rollout/ui/components/panel"
	"rollout/ui/components/surface"
	"rollout/ui/kit"
	"rollout/variants"
)

// gameLayout places the play screen's components. Update works it out
// (relayout) whenever the size or what is shown may have changed, View
// draws from it and mouse hit-testing reads the surface's origin from
// it, so the three cannot disagree (no hard-coded margins).
type gameLayout struct {
	boardframe.Body // the board and the panel beside it
	tooSmall        bool
	needW, needH    int
	top             int // blank rows above the title (vertical centring)
	boardY          int
	helpH           int
	msgH            int // rows of the (wrapped) message
	// helpPage: the full help does not fit under the board, so it is
	// drawn in the body's place (kit.HelpPage) until ? closes it.
	helpPage bool
}

// layout sizes and places everything for the terminal's size and the
// message's height. It picks the largest surface scale that fits and
// leaves the panel roomy, and centres the whole on a large terminal. It
// sets the surface's scale.
func (g *Model) layout() gameLayout {
	l := gameLayout{helpH: 1, msgH: 1}
	msg := g.messageLines()
	mw, mh := g.Surface.MinSize()
	l.needW = max(boardframe.MinGameWidth, mw+2)
	l.needH = max(boardframe.MinGameHeight, mh+boardframe.RowsAboveBody+boardframe.RowsBelowBody+1)
	if g.Width < l.needW || g.Height < l.needH {
		g.Surface.SetScale(0)
		l.tooSmall = true
		return l
	}
	if g.Help.ShowAll {
		l.helpH = kit.HelpHeight(g.helpKeys().FullHelp(), g.Width)
	}
	l.msgH = len(msg)
	below := boardframe.RowsBelowBody - 1 + l.msgH
	avail := g.Height - boardframe.RowsAboveBody - below - l.helpH
	if g.Help.ShowAll && avail < mh { // no room for the full help under the board: a page
		l.helpH, l.helpPage = 1, true
		avail = g.Height - boardframe.RowsAboveBody - below - 1
	}
	if avail < mh { // nor for a long message: one line, cut
		l.msgH = 1
		avail = g.Height - boardframe.RowsAboveBody - boardframe.RowsBelowBody - 1
	}
	l.Body = boardframe.FitBody(g.Surface, g.Width, avail)
	l.top = (avail - l.BodyH) / 2
	l.boardY = l.top + boardframe.RowsAboveBody
	return l
}

// relayout lays the screen out for its size and what it shows now (the
// message's rows, the full help) and sizes the components to that
// layout. Update calls it after every message, so the panel is always
// as tall as the rows View gives it: a message that wraps to three
// lines takes its rows from the panel, not the panel's last rows.
func (g *Model) relayout() {
	g.lay = g.layout()
	g.Resize(g.Width, g.lay.Body)
}

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
		if info, ok := engine.Info(s.Engine.Player); ok && !info.Statistics {
			return v.SideNames[i] + " " + s.Engine.Player
		}
		return v.SideNames[i] + " " + s.Engine.Player + " (" + kit.BudgetLabel(s.Engine.Budget) + ")"
	}
	// A PGN's players can be wider than the screen: cut with "…" like
	// every other line, not mid-word by the screen's fit.
	who := side(0) + " vs " + side(1)
	if names := kit.FilePlayers(g.st); g.held && names != "" {
		who = names
	}
	t := g.Styles.Title.Render(v.Title) + g.Styles.Dim.Render("  "+who)
	if g.Width > 0 {
		t = ansi.Truncate(t, g.Width, "…")
	}
	return t
}

// statusText is the status bar's text and the progress bar's share. The
// search's figures keep Roller's format and unit (kr, thousands of
// rollouts), which readers of Roller and scripts know; the table and its
// header count in k and M.
func (g *Model) statusText() (string, float64) {
	v := g.st.Variant()
	if g.search != nil {
		who := fmt.Sprintf("%s (%s) thinking", g.cfg.Sides[g.search.Side].Engine.Player, v.Side(g.search.Side))
		if g.live == nil {
			return who + "…", 0
		}
		return who + ": " + g.live.StatusLine(), g.live.Progress
	}
	if g.last != nil {
		stopped := string(g.last.Stopped)
		if g.lastHurried {
			stopped = "moved now"
		}
		if !kit.PlayerInfo(g.last.Snapshot).Statistics {
			return fmt.Sprintf("%s played %s (%s)", g.last.Player, g.last.MoveText, stopped), -1
		}
		return fmt.Sprintf("%s played %s: %s (%s)", g.last.Player, g.last.MoveText, g.last.StatusLine(), stopped), -1
	}
	return "", -1
}

// messageLines is the message area: the last event, or whose turn it
// is, wrapped to the width on up to three lines, so a long error (a
// failed save, an illegal move's reason) is read whole.
func (g *Model) messageLines() []string {
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
		text, style = saveFailedText(g.saveFailing()), st.Error
	default:
		side := g.st.Position().ToMove()
		name := g.st.Variant().Side(side)
		switch {
		case g.cfg.Sides[side].Human:
			text = name + " to move: arrows and enter, a click, or type a move"
		case g.paused:
			text = g.pausedText()
		default:
			text, style = name+" ("+g.cfg.Sides[side].Engine.Player+") to move", st.Dim
		}
	}
	lines := kit.WrapLines(text, g.Width, boardframe.MaxMsgLines)
	if len(lines) == 0 {
		lines = []string{""}
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

// messageRows is the message in the msgH rows the layout gave it. They
// are the message's own unless it changed outside Update (an autosave
// failing in the background, shown at once): then it is cut, its last
// row ending in "…", or padded, so the rows above and below stay put.
func (g *Model) messageRows(l gameLayout) []string {
	msg := g.messageLines()
	if len(msg) > l.msgH {
		msg = append(msg[:l.msgH-1:l.msgH-1], ansi.Truncate(strings.Join(msg[l.msgH-1:], " "), g.Width, "…"))
	}
	for len(msg) < l.msgH {
		msg = append(msg, "")
	}
	return msg
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
//	flat played a1: 1.50 s | 30.00 kr | 20.00 kr/s | a1 (rollouts)
//	X to move: arrows and enter, a click, or type a move
//	: type a move (a square a1-c3 (a1 bottom-left) or a keypad digit 1-9 ...
//	↑↓←→ move cursor • enter select/move • v flip • : type a move • u undo …
//
// View only draws: the layout (g.lay) is Update's (relayout).
func (g Model) View() string {
	l := g.lay
	if l.tooSmall {
		return kit.TooSmallView(g.Width, g.Height, l.needW, l.needH)
	}
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
	if g.rv.on {
		marks = g.reviewMarks()
	}
	if g.live != nil && g.heat != surface.HeatOff && !g.rv.on {
		// Only the live table belongs to the position on the board.
		marks.Heat, marks.HeatMode = surface.HeatLevels(g.live.Moves, g.heat), g.heat
	}
	if l.helpPage {
		return g.helpPageView(l)
	}
	boardLines := strings.Split(g.Surface.View(marks), "\n")
	var panelLines []string
	if l.PanelW > 0 {
		panelLines = strings.Split(g.Panel.View(g.panelView()), "\n")
	}
	lines := make([]string, l.top, l.top+l.BodyH+8)
	lines = append(lines, l.Rows(g.title(), boardLines, panelLines)...)
	text, pct := g.statusText()
	lines = append(lines, g.Status.View(text, pct))
	lines = append(lines, g.messageRows(l)...)
	lines = append(lines, g.Input.View(g.typedIn(), g.st.Variant().MoveHelp))
	if g.Help.ShowAll {
		lines = append(lines, kit.HelpPage(g.Styles, g.helpKeys().FullHelp(), g.Width, l.helpH)...)
	} else {
		lines = append(lines, g.Help.View(g.helpKeys()))
	}
	return kit.FitScreen(strings.Join(lines, "\n"), g.Width, g.Height)
}

// helpPageView draws the full help in the body's place, between the
// title and the status bar, message and input (the game goes on under
// it); the last line says how to turn its pages and close it.
func (g Model) helpPageView(l gameLayout) string {
	msg := g.messageRows(l)
	pageH := g.Height - 4 - len(msg) // title, status, input, help line
	lines := []string{g.title()}
	pages := g.helpPages(l)
	page := kit.HelpPageAt(pages, g.helpAt, pageH)
	lines = append(lines, page...)
	text, pct := g.statusText()
	lines = append(lines, g.Status.View(text, pct))
	lines = append(lines, msg...)
	lines = append(lines, g.Input.View(g.typedIn(), g.st.Variant().MoveHelp))
	lines = append(lines, kit.HelpPagesKeys(g.Styles, g.keys.Help, g.helpAt, len(pages)))
	return kit.FitScreen(strings.Join(lines, "\n"), g.Width, g.Height)
}

// helpPages is the full help in the board's place, in pages of the rows
// left there (kit.HelpPages): one at 60x20, two at the smallest size.
func (g *Model) helpPages(l gameLayout) [][]string {
	return kit.HelpPages(g.Styles, g.helpKeys().FullHelp(), g.Width, g.Height-4-len(g.messageRows(l)))
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
func (g *Model) panelView() panel.View {
	v := panel.View{Moves: g.st.Texts(variants.Display), FirstSide: g.st.Start().ToMove(), FirstNumber: 1 + g.st.Start().Ply()/2,
		Chosen: variants.NoMove}
	if g.cfg.Series != nil {
		v.Header = seriesLines(g.cfg.Series)
	}
	switch {
	case g.rv.on:
		return g.reviewPanel(v, g.rv.ply)
	case g.live != nil:
		v.Stats, v.Title = g.live, "live"
	case g.last != nil:
		v.Stats, v.Chosen, v.Title = &g.last.Snapshot, g.last.Move, "final"
		v.Stopped = g.last.Stopped
	default:
		return g.reviewPanel(v, g.st.Len())
	}
	return v
}
