package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"rollout/variants"
)

// boardModel draws any variants.Grid and maps the cursor and mouse clicks
// to squares. It holds only what the person controls (cursor, selection,
// orientation); what is on the board comes from the position at each View.
type boardModel struct {
	styles   *Styles
	keys     *KeyMap
	ascii    bool
	flipped  bool
	cursor   variants.Square
	selected variants.Square
	width    int
	height   int
}

// boardView is what one frame of the board shows besides the pieces.
type boardView struct {
	grid variants.Grid
	// targets are the legal destinations of the selected piece.
	targets map[variants.Square]bool
	// lastFrom and lastTo are the last move's squares (NoSquare if none).
	lastFrom, lastTo variants.Square
	// bestFrom and bestTo are the squares of the move the engine would
	// play now, while it thinks (NoSquare otherwise): watching it change
	// is watching the search make up its mind.
	bestFrom, bestTo variants.Square
	// clockwise adds Rollerball's legend: pieces travel clockwise.
	clockwise bool
	// showCursor is false when the person has nothing to do on the board.
	showCursor bool
}

const (
	rankLabelWidth = 3 // "%2d " before each rank
	squareWidth    = 3 // a marker, the glyph, a marker
)

func newBoard(st *Styles, km *KeyMap, ascii bool, g variants.Grid) boardModel {
	files, ranks := g.Dims()
	b := boardModel{styles: st, keys: km, ascii: ascii, selected: variants.NoSquare}
	b.cursor = variants.Square(files/2 + ranks/2*files)
	if ranks >= 7 { // chess, Rollerball: start on the king's file, second rank
		b.cursor = variants.Square(files/2 + files)
	}
	if !g.Cell(b.cursor).Exists {
		b.cursor = variants.Square(files / 2)
	}
	return b
}

// setFlipped turns the board and, on large boards, puts the cursor on the
// second rank of the side now at the bottom.
func (b *boardModel) setFlipped(g variants.Grid, flipped bool) {
	b.flipped = flipped
	files, ranks := g.Dims()
	if flipped && ranks >= 7 {
		b.cursor = variants.Square(files/2 - 1 + (ranks-2)*files)
	}
}

// SetSize records the space the layout gives the board.
func (b *boardModel) SetSize(w, h int) { b.width, b.height = w, h }

// ShortHelp is the board's key help.
func (b boardModel) ShortHelp() []key.Binding {
	return []key.Binding{b.keys.Up, b.keys.Select, b.keys.Flip}
}

// boardSize returns the width and height the board needs.
func boardSize(g variants.Grid, clockwise bool) (w, h int) {
	files, ranks := g.Dims()
	h = ranks + 1
	if clockwise {
		h++
	}
	return rankLabelWidth + squareWidth*files, h
}

// screenToSquare maps a column and row relative to the board's top-left
// corner to a square, or false for the labels, the margins and the hole.
func (b boardModel) screenToSquare(g variants.Grid, x, y int) (variants.Square, bool) {
	files, ranks := g.Dims()
	if x < rankLabelWidth || y < 0 || y >= ranks {
		return variants.NoSquare, false
	}
	col := (x - rankLabelWidth) / squareWidth
	if col >= files {
		return variants.NoSquare, false
	}
	f, r := col, ranks-1-y
	if b.flipped {
		f, r = files-1-col, y
	}
	sq := variants.Square(f + r*files)
	if !g.Cell(sq).Exists {
		return variants.NoSquare, false
	}
	return sq, true
}

// squareToScreen is screenToSquare's inverse: the column of the square's
// glyph and its row, relative to the board's top-left corner.
func (b boardModel) squareToScreen(g variants.Grid, sq variants.Square) (x, y int) {
	files, ranks := g.Dims()
	f, r := int(sq)%files, int(sq)/files
	col, row := f, ranks-1-r
	if b.flipped {
		col, row = files-1-f, r
	}
	return rankLabelWidth + squareWidth*col + 1, row
}

// moveCursor moves the cursor one square in the direction seen on screen
// (so up is towards the far side whichever way the board is turned),
// skipping holes.
func (b *boardModel) moveCursor(g variants.Grid, dx, dy int) {
	files, ranks := g.Dims()
	if b.flipped {
		dx, dy = -dx, -dy
	}
	f, r := int(b.cursor)%files, int(b.cursor)/files
	for range max(files, ranks) {
		f, r = f+dx, r+dy
		if f < 0 || f >= files || r < 0 || r >= ranks {
			return
		}
		if sq := variants.Square(f + r*files); g.Cell(sq).Exists {
			b.cursor = sq
			return
		}
	}
}

// View draws the board. The chess start position with the cursor on e2,
// colour off and ASCII pieces, after 1. e4 e5 with the knight on g1
// selected (its targets marked):
//
//	8  r  n  b  q  k  b  n  r
//	7  p  p  p  p  .  p  p  p
//	6  .  .  .  .  .  .  .  .
//	5  .  .  .  .  p  .  .  .
//	4  .  .  .  .  P  .  .  .
//	3  .  .  .  .  .  *  .  *
//	2  P  P  P  P [.] P  P  P
//	1  R  N  B  Q  K  B (N) R
//	   a  b  c  d  e  f  g  h
//
// A king in check is drawn !K!. Rollerball's hole is ### (░░░ with
// Unicode) with a legend line "moves go clockwise" under the files.
// With colour on, squares are light and dark, and the last move, the
// check, the selection and the cursor are coloured as well.
func (b boardModel) View(v boardView) string {
	g := v.grid
	files, ranks := g.Dims()
	st := b.styles
	var sb strings.Builder
	for row := range ranks {
		r := ranks - 1 - row
		if b.flipped {
			r = row
		}
		sb.WriteString(st.Label.Render(fmt.Sprintf("%2d ", r+1)))
		for col := range files {
			f := col
			if b.flipped {
				f = files - 1 - col
			}
			sb.WriteString(b.square(v, variants.Square(f+r*files), (f+r)%2 == 1))
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(strings.Repeat(" ", rankLabelWidth))
	for col := range files {
		f := col
		if b.flipped {
			f = files - 1 - col
		}
		sb.WriteString(st.Label.Render(" " + string(rune('a'+f)) + " "))
	}
	if v.clockwise {
		sb.WriteString("\n" + st.Dim.Render(strings.Repeat(" ", rankLabelWidth)+b.legend()))
	}
	return sb.String()
}

// legend is Rollerball's reminder of the direction of travel.
func (b boardModel) legend() string {
	if b.ascii {
		return "moves go clockwise"
	}
	return "moves go clockwise ↻"
}

// square renders one square: three columns, a marker on each side of the
// glyph. Markers carry the state when colour is off, and double it when on.
func (b boardModel) square(v boardView, sq variants.Square, light bool) string {
	st := b.styles
	c := v.grid.Cell(sq)
	if !c.Exists {
		if b.ascii {
			return st.Hole.Render("###")
		}
		return st.Hole.Render("░░░")
	}
	glyph := pieceGlyph(c, b.ascii)
	fg := st.FirstPiece
	if c.Owner == variants.Second {
		fg = st.SecondPiece
	}
	left, right := " ", " "
	if glyph == "" {
		fg = st.Target
		glyph = " "
		if st.Plain {
			glyph = "."
		}
		if v.targets[sq] {
			glyph = "•"
			if b.ascii {
				glyph = "*"
			}
		}
	} else if v.targets[sq] {
		left, right = "*", "*"
	}
	bg := st.DarkSq
	if light {
		bg = st.LightSq
	}
	if sq == v.lastFrom || sq == v.lastTo {
		bg = st.DarkLast
		if light {
			bg = st.LightLast
		}
		if st.Plain { // no background to show it: mark both ends of the last move
			left, right = ">", "<"
		}
	}
	if sq == v.bestFrom || sq == v.bestTo {
		bg, left, right = st.Best, "~", "~"
	}
	if sq == v.grid.CheckSquare() {
		bg, left, right = st.Check, "!", "!"
	}
	if sq == b.selected {
		bg, left, right = st.Selected, "(", ")"
	}
	if v.showCursor && sq == b.cursor {
		bg, left, right = st.Cursor, "[", "]"
	}
	return bg.Inherit(fg).Render(left + glyph + right)
}
