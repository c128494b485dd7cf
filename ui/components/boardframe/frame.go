package boardframe

import (
	"strings"

	"rollout/ui/components/moveinput"
	"rollout/ui/components/panel"
	"rollout/ui/components/statusbar"
	"rollout/ui/components/surface"
	"rollout/ui/kit"

	"github.com/charmbracelet/bubbles/help"
)

// boardChrome is the set of components the play screen and the analysis
// board both lay out the same way: a board surface beside a side panel,
// a status line, a move input and the help line. Both screens embed it,
// so they are built and sized by one piece of code.
type Frame struct {
	Surface surface.Surface
	Panel   panel.Model
	Status  statusbar.Model
	Input   moveinput.Model
	Help    help.Model
}

// newBoardChrome builds the components for c; the surface is set by the
// screen once it knows its position.
func New(c kit.Common) Frame {
	b := Frame{Panel: panel.New(c), Status: statusbar.New(c.Styles), Input: moveinput.New(c.Styles, c.Keys), Help: help.New()}
	b.Help.Styles = c.Styles.Help
	return b
}

// Resize sizes the components for a terminal w columns wide whose board
// and panel are laid out as l.
func (b *Frame) Resize(w int, l Body) {
	b.Surface.SetSize(l.boardW, l.boardH)
	b.Panel.SetSize(l.PanelW, l.BodyH)
	b.Status.SetSize(w)
	b.Input.SetSize(w)
	b.Help.Width = w
}

// The play screen's fixed rows: the title above the body; status,
// message and input below it; then the help (one row, or more for the
// full help).
const (
	MinGameWidth  = 32
	MinGameHeight = 10
	RowsAboveBody = 1
	RowsBelowBody = 3 // with a one-line message; a wrapped one takes more
	MaxMsgLines   = 3
	minPanelWidth = 24
	// roomyPanel is the panel width a larger board scale must leave: the
	// whole table with its optional columns.
	roomyPanel = 64
	// maxPanelWidth and maxBodyHeight bound the layout on a large
	// terminal, which then centres it instead of stretching it.
	maxPanelWidth = 96
	maxBodyHeight = 32
)

// bodyLayout is where the board and the panel beside it go in a body
// of a given width and height.
type Body struct {
	boardW, boardH, BoardX int
	PanelW, PanelX         int
	BodyH                  int
}

// FitBody picks the largest scale of the surface that fits avail rows and
// leaves the panel beside it roomy (the smallest scale if none does),
// sets it, and centres board and panel in width columns: the layout the
// play screen and the analysis board share.
func FitBody(surface surface.Surface, width, avail int) Body {
	var b Body
	for s := surface.Scales() - 1; s >= 0; s-- {
		surface.SetScale(s)
		w, h := surface.Size()
		if s == 0 || (h <= avail && width-w-4 >= roomyPanel) {
			b.boardW, b.boardH = min(w, width-2), h
			break
		}
	}
	b.BodyH = min(avail, max(b.boardH+1, maxBodyHeight))
	b.PanelW = min(maxPanelWidth, width-b.boardW-4)
	if b.PanelW < minPanelWidth {
		b.PanelW = 0
	}
	block := b.boardW
	if b.PanelW > 0 {
		block += 3 + b.PanelW
	}
	b.BoardX = max(1, (width-block)/2)
	b.PanelX = b.BoardX + b.boardW + 3
	return b
}

// Rows draws the title line and the body: each row the board's line at
// BoardX and the panel's at PanelX, BodyH rows (the title starts a
// column left of the board, over its rank labels).
func (b Body) Rows(title string, board, panel []string) []string {
	lines := make([]string, 0, b.BodyH+1)
	lines = append(lines, strings.Repeat(" ", max(0, b.BoardX-1))+title)
	for i := range b.BodyH {
		row := ""
		if i < len(board) {
			row = strings.Repeat(" ", b.BoardX) + board[i]
		}
		if i < len(panel) {
			row = kit.PadRight(row, b.PanelX) + panel[i]
		}
		lines = append(lines, row)
	}
	return lines
}
