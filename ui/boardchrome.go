package ui

import (
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
	status  statusModel
	input   inputModel
	help    help.Model
}

// newBoardChrome builds the components for c; the surface is set by the
// screen once it knows its position.
func newBoardChrome(c kit.Common) boardChrome {
	b := boardChrome{panel: newPanel(c), status: newStatus(c.Styles), input: newInput(c.Styles, c.Keys), help: help.New()}
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
