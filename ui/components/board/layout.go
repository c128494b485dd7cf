package board

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"rollout/ui/components/surface"
	"rollout/ui/kit"
)

// The frame's fixed rows: the title above the body; status, message and
// input below it; then the help (one row, or more for the full help). A
// screen's own rows (Rows: a clock line, captured pieces, an opening's
// name) come between the title and the body and between the body and
// the status bar.
const (
	MinGameWidth  = 32
	MinGameHeight = 10
	rowsAbove     = 1 // the title
	rowsBelow     = 3 // status, a one-line message, input; a wrapped message takes more
	// MaxMsgLines is the most rows a wrapped message takes.
	MaxMsgLines   = 3
	minPanelWidth = 24
	// roomyPanel is the panel width a larger board scale must leave: the
	// whole table with its optional columns.
	roomyPanel = 64
	// maxPanelWidth and maxBodyHeight bound the layout on a large
	// terminal, which then centres it instead of stretching it.
	maxPanelWidth = 96
	maxBodyHeight = 32
	// minStackedRows is the fewest rows a panel under the board takes
	// (Body.stack): "Moves", a row of moves and three of the table.
	minStackedRows = 5
)

// Body is where the board, a screen's column beside it (Beside) and the
// panel go in a body of a given width and height: the panel beside the
// board, or on a terminal too narrow for that but tall enough, under it
// (PanelY > 0), or nowhere (PanelW 0).
type Body struct {
	boardW, boardH, BoardX int
	SideW, SideX           int // the screen's column (Beside), 0 wide if none
	UnderH                 int // the screen's rows under the board (Under)
	PanelW, PanelX         int
	// PanelY is the body's row the panel starts at: 0 beside the board,
	// below the board and its rows under it when stacked (Body.stack).
	PanelY int
	BodyH  int
	// underW is the columns a row under the board may take: up to the
	// panel (or the screen's edge), not only the board's width, which
	// at tic-tac-toe's smallest scale is narrower than a clock's line.
	underW int
}

// Layout places the frame's parts for a terminal's size and what is
// shown (the message's rows, the full help). Frame.Relayout works it
// out in Update; View draws from it and Click reads the board's origin
// from it, so the three cannot disagree (no hard-coded margins).
type Layout struct {
	Body // the board and the panel beside it
	// TooSmall: the terminal is smaller than NeedW x NeedH, the size the
	// smallest board scale needs; View says so instead.
	TooSmall     bool
	NeedW, NeedH int
	Top          int // blank rows above the title (vertical centring)
	BoardY       int // the board's first row on the screen
	HelpH        int // rows of the help: one, or the full help's
	MsgH         int // rows of the (wrapped) message
	// Above and Below are the screen's own rows (Rows) above and below
	// the body.
	Above, Below int
	// HelpPage: the full help does not fit under the board, so it is
	// drawn in the body's place (kit.HelpPages) until ? closes it;
	// clicks on the hidden board do nothing meanwhile.
	HelpPage bool
}

// layout sizes and places everything for a w x h terminal, a message of
// msgH rows, the screen's own rows (above and below the body, beneath
// the board) and the full help's height (full is nil while it is
// closed). It picks the
// largest surface scale that fits and leaves the panel roomy, and
// centres the whole on a large terminal. It sets the surface's scale.
func layout(s surface.Surface, w, h, msgH, above, below, side, beneath int, full func() int) Layout {
	l := Layout{HelpH: 1, MsgH: 1, Above: above, Below: below}
	rowsAbove, rowsBelow := rowsAbove+above, rowsBelow+below
	mw, mh := s.MinSize()
	l.NeedW = max(MinGameWidth, mw+2+sideCols(side))
	l.NeedH = max(MinGameHeight, mh+beneath+rowsAbove+rowsBelow+1)
	if w < l.NeedW || h < l.NeedH {
		s.SetScale(0)
		l.TooSmall = true
		return l
	}
	if full != nil {
		l.HelpH = full()
	}
	l.MsgH = msgH
	under := rowsBelow - 1 + l.MsgH
	avail := h - rowsAbove - under - l.HelpH
	if full != nil && avail < mh+beneath { // no room for the full help under the board: a page
		l.HelpH, l.HelpPage = 1, true
		avail = h - rowsAbove - under - 1
	}
	if avail < mh+beneath { // nor for a long message: one line, cut
		l.MsgH = 1
		avail = h - rowsAbove - rowsBelow - 1
	}
	l.Body = FitBody(s, w, avail-beneath, side)
	if beneath > 0 {
		l.UnderH = beneath
		l.BodyH = min(avail, max(l.boardH+beneath+1, maxBodyHeight))
	}
	if l.PanelW == 0 {
		l.stack(w, avail)
	}
	l.Top = (avail - l.BodyH) / 2
	l.BoardY = l.Top + rowsAbove
	return l
}

// sideCols is the columns a screen's column of side wide takes: itself
// and the space between it and the board.
func sideCols(side int) int {
	if side <= 0 {
		return 0
	}
	return side + 1
}

// FitBody picks the largest scale of the surface that fits avail rows and
// leaves the panel beside it roomy (the smallest scale if none does),
// sets it, and centres board, a column side wide right of the board (0:
// none) and panel in width columns.
func FitBody(surface surface.Surface, width, avail, side int) Body {
	var b Body
	extra := sideCols(side)
	for s := surface.Scales() - 1; s >= 0; s-- {
		surface.SetScale(s)
		w, h := surface.Size()
		if s == 0 || (h <= avail && width-w-extra-4 >= roomyPanel) {
			b.boardW, b.boardH = min(w, width-2-extra), h
			break
		}
	}
	b.BodyH = min(avail, max(b.boardH+1, maxBodyHeight))
	b.PanelW = min(maxPanelWidth, width-b.boardW-extra-4)
	if b.PanelW < minPanelWidth {
		b.PanelW = 0
	}
	block := b.boardW + extra
	if b.PanelW > 0 {
		block += 3 + b.PanelW
	}
	b.BoardX = max(1, (width-block)/2)
	if side > 0 {
		b.SideW, b.SideX = side, b.BoardX+b.boardW+1
	}
	b.PanelX = b.BoardX + b.boardW + extra + 3
	b.underW = width - b.BoardX
	if b.PanelW > 0 {
		b.underW = b.PanelX - b.BoardX - 1
	}
	return b
}

// stack puts the panel under the board, and under the screen's rows
// there (Under), after a blank row, when it has no room beside the
// board (a terminal under about 55 columns at chess) but the rows left
// in avail take it: the width of the terminal, at least minStackedRows
// rows and at most maxBodyHeight. Without that room there is no panel.
func (b *Body) stack(width, avail int) {
	top := b.boardH + b.UnderH + 1
	pw, ph := min(maxPanelWidth, width-2), min(avail-top, maxBodyHeight)
	if pw < minPanelWidth || ph < minStackedRows {
		return
	}
	b.PanelW, b.PanelX, b.PanelY = pw, 1, top
	b.BodyH = top + ph
}

// PanelH is the rows the panel has: the body's beside the board, those
// from PanelY down when it is stacked under it.
func (b Body) PanelH() int { return b.BodyH - b.PanelY }

// BoardSize is the board's width and height in the body: a screen's
// column beside it (Beside) and its rows under it (Under) are drawn to
// it.
func (b Body) BoardSize() (w, h int) { return b.boardW, b.boardH }

// Rows draws the title line and the body: each row the board's line at
// BoardX (then the screen's rows under the board, UnderH of them, cut
// to the columns before the panel), the screen's column's at SideX (cut
// to SideW) and the panel's at PanelX from the body's row PanelY, BodyH
// rows (the title starts a column left of the board, over its rank
// labels).
func (b Body) Rows(title string, board, under, side, panel []string) []string {
	lines := make([]string, 0, b.BodyH+1)
	lines = append(lines, strings.Repeat(" ", max(0, b.BoardX-1))+title)
	for i := range b.BodyH {
		row := ""
		if i < len(board) {
			row = strings.Repeat(" ", b.BoardX) + board[i]
		} else if u := i - b.boardH; u >= 0 && u < min(b.UnderH, len(under)) {
			w := max(b.boardW, b.underW)
			if i < len(side) && b.SideW > 0 {
				w = b.boardW // the screen's column goes on beside it
			}
			row = strings.Repeat(" ", b.BoardX) + ansi.Truncate(under[u], w, "…")
		}
		if i < len(side) && b.SideW > 0 {
			row = kit.PadRight(row, b.SideX) + ansi.Truncate(side[i], b.SideW, "")
		}
		if p := i - b.PanelY; p >= 0 && p < len(panel) {
			row = kit.PadRight(row, b.PanelX) + panel[p]
		}
		lines = append(lines, row)
	}
	return lines
}
