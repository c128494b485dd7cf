package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"rollout/variants"
)

// gameLayout places the game screen's components. View draws from it and
// mouse hit-testing reads the board's origin from it, so the two cannot
// disagree (no hard-coded margins).
type gameLayout struct {
	tooSmall       bool
	needW, needH   int
	boardX, boardY int
	boardW, boardH int
	panelX, panelW int
	bodyH, helpH   int
}

// The game screen's fixed rows: the title above the body; status,
// message and input below it; then the help (one row, or more for the
// full help).
const (
	minGameWidth  = 32
	minGameHeight = 10
	rowsAboveBody = 1
	rowsBelowBody = 3
	minPanelWidth = 24
)

// boardDims returns the size the board or the heaps need.
func (g gameModel) boardDims() (w, h int) {
	if g.isNim {
		return nimSize(g.st.pos.(heaper).Heaps())
	}
	if grid, ok := g.st.pos.(variants.Grid); ok {
		return boardSize(grid, g.clockwise())
	}
	return 0, 0
}

// clockwise reports whether the board shows Rollerball's direction legend.
func (g gameModel) clockwise() bool { return g.st.v.Name == "rollerball" }

func (g gameModel) layout() gameLayout {
	w, h := g.boardDims()
	l := gameLayout{boardW: w, boardH: h, helpH: 1}
	l.needW = max(minGameWidth, w+2)
	if g.isNim {
		l.needW = minGameWidth + 4
		l.boardW = min(w, g.width-2)
	}
	l.needH = max(minGameHeight, h+rowsAboveBody+rowsBelowBody+1)
	if g.width < l.needW || g.height < l.needH {
		l.tooSmall = true
		return l
	}
	if g.help.ShowAll {
		hv := g.help
		hv.Width = g.width
		l.helpH = lipgloss.Height(hv.View(g))
	}
	l.bodyH = g.height - rowsAboveBody - rowsBelowBody - l.helpH
	if l.bodyH < h { // no room for the full help: back to one line
		l.helpH = 1
		l.bodyH = g.height - rowsAboveBody - rowsBelowBody - 1
	}
	l.boardX, l.boardY = 1, rowsAboveBody
	l.panelX = l.boardX + l.boardW + 3
	if l.panelW = g.width - l.panelX; l.panelW < minPanelWidth {
		l.panelW = 0
	}
	return l
}

// setSize records the terminal's size and sizes the components.
func (g *gameModel) setSize(w, h int) {
	g.width, g.height = w, h
	l := g.layout()
	g.board.SetSize(l.boardW, l.boardH)
	g.nim.SetSize(l.boardW, l.boardH)
	g.panel.SetSize(l.panelW, l.bodyH)
	g.status.SetSize(w)
	g.input.SetSize(w)
	g.help.Width = w
}

// tooSmallView centres a note saying how large the terminal must be.
func tooSmallView(w, h, needW, needH int) string {
	lines := []string{
		"Terminal too small",
		fmt.Sprintf("need %dx%d", needW, needH),
		fmt.Sprintf("have %dx%d", w, h),
	}
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, w, "")
	}
	return fitScreen(lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, strings.Join(lines, "\n")), w, h)
}

// fitScreen cuts every line to the width and the text to the height: the
// last guard against a line wider than the terminal.
func fitScreen(s string, w, h int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for i, l := range lines {
		if ansi.StringWidth(l) > w {
			lines[i] = ansi.Truncate(l, w, "")
		}
	}
	return strings.Join(lines, "\n")
}

// padRight pads a rendered string with spaces to width w.
func padRight(s string, w int) string {
	if d := w - lipgloss.Width(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}

// title is the top line: the game and who plays each side.
func (g gameModel) title() string {
	v := g.st.v
	side := func(i int) string {
		s := g.cfg.sides[i]
		if s.Human {
			return v.SideNames[i] + " human"
		}
		return v.SideNames[i] + " " + s.Engine.Player + " (" + budgetLabel(s.Engine.Budget) + ")"
	}
	return g.styles.Title.Render(v.Title) + g.styles.Dim.Render("  "+side(0)+" vs "+side(1))
}

// statusText is the status bar's text and the progress bar's share.
func (g gameModel) statusText() (string, float64) {
	v := g.st.v
	if g.search != nil {
		who := fmt.Sprintf("%s (%s) thinking", g.cfg.sides[g.search.side].Engine.Player, v.Side(g.search.side))
		if g.live == nil {
			return who + "…", 0
		}
		return who + ": " + g.live.StatusLine(), g.live.Progress
	}
	if g.last != nil {
		return fmt.Sprintf("%s played %s: %s (%s)", g.last.Player, g.last.MoveText, g.last.StatusLine(), g.last.Stopped), -1
	}
	return "", -1
}

// message is the message area's line: the last event, or whose turn it is.
func (g gameModel) message() string {
	st := g.styles
	if g.msg != "" {
		switch g.kind {
		case msgError:
			return st.Error.Render(g.msg)
		case msgGood:
			return st.Good.Render(g.msg)
		}
		return st.Info.Render(g.msg)
	}
	if g.st.outcome.Over() {
		return st.Good.Render("Game over: " + outcomeText(g.st.v, g.st.outcome))
	}
	side := g.st.pos.ToMove()
	name := g.st.v.Side(side)
	switch {
	case g.cfg.sides[side].Human && g.isNim:
		return st.Info.Render(name + " to move: choose a heap and a count, enter takes")
	case g.cfg.sides[side].Human:
		return st.Info.Render(name + " to move: arrows and enter, a click, or type a move")
	case g.paused:
		return st.Info.Render("Paused: space resumes, n plays one move")
	}
	return st.Dim.Render(name + " (" + g.cfg.sides[side].Engine.Player + ") to move")
}

// View draws the game screen: title, board and panel side by side,
// status bar, message, move input, help. At 80x24, colour off, ASCII,
// tic-tac-toe after 1. b2 a1 (testdata/TestGolden holds whole frames):
//
//	Tic-tac-toe  X human vs O flat (1 s)
//	  3  .  .  .    Moves
//	  2  . [X] .      1. b2     a1
//	  1  O  .  .    final: flat, 1.50 s, 30.00 kr, by net
//	     a  b  c         move rollouts          W/D/L   net      mean +- se plies
//	                **** a1       8000 4000/2000/2000 +2000 +0.000 +- 0.010   5.5
//	                     b1       7000 3500/1750/1750 +1750 +0.100 +- 0.010   5.5
//	...
//	flat played a1: 1.50 s | 30.00 kr | 20.00 kr/s | a1 (rollouts)
//	X to move: arrows and enter, a click, or type a move
//	: type a move (a square a1-c3 (a1 bottom-left) or a keypad digit 1-9 ...
//	↑↓←→ move cursor • enter select/move • f flip • : type a move • u undo …
func (g gameModel) View() string {
	l := g.layout()
	if l.tooSmall {
		return tooSmallView(g.width, g.height, l.needW, l.needH)
	}
	var boardLines []string
	if g.isNim {
		boardLines = strings.Split(g.nim.View(g.st.pos.(heaper).Heaps(), g.humanToMove()), "\n")
	} else if grid, ok := g.st.pos.(variants.Grid); ok {
		boardLines = strings.Split(g.board.View(g.boardView(grid)), "\n")
	}
	var panelLines []string
	if l.panelW > 0 {
		panelLines = strings.Split(g.panel.View(g.panelView()), "\n")
	}
	lines := []string{g.title()}
	for i := range l.bodyH {
		row := ""
		if i < len(boardLines) {
			row = strings.Repeat(" ", l.boardX) + boardLines[i]
		}
		if i < len(panelLines) {
			row = padRight(row, l.panelX) + panelLines[i]
		}
		lines = append(lines, row)
	}
	text, pct := g.statusText()
	lines = append(lines, g.status.View(text, pct), g.message(),
		g.input.View(g.legalTexts(), g.inputHint()))
	lines = append(lines, strings.Split(g.help.View(g), "\n")...)
	return fitScreen(strings.Join(lines, "\n"), g.width, g.height)
}

// inputHint is the move input's line while it is closed.
func (g gameModel) inputHint() string {
	if !g.humanToMove() {
		return ""
	}
	return ": type a move (" + g.st.v.MoveHelp + ")"
}

// boardView gathers what the board shows besides the pieces.
func (g gameModel) boardView(grid variants.Grid) boardView {
	v := boardView{grid: grid, lastFrom: variants.NoSquare, lastTo: variants.NoSquare,
		bestFrom: variants.NoSquare, bestTo: variants.NoSquare,
		clockwise: g.clockwise(), showCursor: g.humanToMove()}
	if g.search != nil && g.live != nil && g.live.BestText != "" {
		v.bestFrom, v.bestTo, _ = grid.MoveSquares(g.live.Best)
	}
	if n := len(g.st.moves); n > 0 {
		// MoveSquares decodes a move of the position it was played in;
		// codes are plain square numbers, so the current one does too.
		v.lastFrom, v.lastTo, _ = grid.MoveSquares(g.st.moves[n-1])
	}
	if g.board.selected != variants.NoSquare && g.humanToMove() {
		v.targets = map[variants.Square]bool{}
		for _, m := range g.st.legal() {
			if from, to, _ := grid.MoveSquares(m); from == g.board.selected {
				v.targets[to] = true
			}
		}
	}
	return v
}

// panelView gathers the move list and the table to show: the live
// snapshot while an engine thinks, else the last search's final table.
func (g gameModel) panelView() panelView {
	v := panelView{moves: g.st.display, firstSide: g.st.start.ToMove(), firstNumber: 1 + g.st.start.Ply()/2,
		chosen: variants.NoMove}
	switch {
	case g.live != nil:
		v.stats, v.title = g.live, "live"
	case g.last != nil:
		v.stats, v.chosen, v.title = &g.last.Snapshot, g.last.Move, "final"
	}
	return v
}
