package ui

import (
	"rollout/ui/components/moveinput"
	"rollout/ui/components/statusbar"
	"rollout/ui/kit"

	"github.com/charmbracelet/bubbles/help"
)

// boardChrome is the set of components the play screen and the analysis
// board both lay out the same way: a board surface beside a side panel,
// a status line, a move input and the help line. Both screens embed it,
// so they are built and sized by one piece of code.
type boardChrome struct {
	surface Surface
	panel   panelModel
	status  statusbar.Model
	input   moveinput.Model
	help    help.Model
}

// newBoardChrome builds the components for c; the surface is set by the
// screen once it knows its position.
func newBoardChrome(c kit.Common) boardChrome {
	b := boardChrome{panel: newPanel(c), status: statusbar.New(c.Styles), input: moveinput.New(c.Styles, c.Keys), help: help.New()}
	b.help.Styles = c.Styles.Help
	return b
}

// resize sizes the components for a terminal w columns wide whose board
// and panel are laid out as l.
func (b *boardChrome) resize(w int, l bodyLayout) {
	b.surface.SetSize(l.boardW, l.boardH)
	b.panel.SetSize(l.panelW, l.bodyH)
	b.status.SetSize(w)
	b.input.SetSize(w)
	b.help.Width = w
}

// The play screen's fixed rows: the title above the body; status,
// message and input below it; then the help (one row, or more for the
// full help).
const (
	minGameWidth  = 32
	minGameHeight = 10
	rowsAboveBody = 1
	rowsBelowBody = 3 // with a one-line message; a wrapped one takes more
	maxMsgLines   = 3
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
type bodyLayout struct {
	boardW, boardH, boardX int
	panelW, panelX         int
	bodyH                  int
}

// fitBody picks the largest scale of the surface that fits avail rows and
// leaves the panel beside it roomy (the smallest scale if none does),
// sets it, and centres board and panel in width columns: the layout the
// play screen and the analysis board share.
func fitBody(surface Surface, width, avail int) bodyLayout {
	var b bodyLayout
	for s := surface.Scales() - 1; s >= 0; s-- {
		surface.SetScale(s)
		w, h := surface.Size()
		if s == 0 || (h <= avail && width-w-4 >= roomyPanel) {
			b.boardW, b.boardH = min(w, width-2), h
			break
		}
	}
	b.bodyH = min(avail, max(b.boardH+1, maxBodyHeight))
	b.panelW = min(maxPanelWidth, width-b.boardW-4)
	if b.panelW < minPanelWidth {
		b.panelW = 0
	}
	block := b.boardW
	if b.panelW > 0 {
		block += 3 + b.panelW
	}
	b.boardX = max(1, (width-block)/2)
	b.panelX = b.boardX + b.boardW + 3
	return b
}
