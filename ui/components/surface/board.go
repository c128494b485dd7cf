package surface

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"rollout/ui/kit"
	"rollout/variants"
)

// Board is the Surface of every variants.Grid game. It holds what the
// person controls (cursor, selection, orientation, scale) and the position
// last synced; what is on the board comes from that position at each View.
type Board struct {
	kit.Common
	pos      variants.Position
	Grid     variants.Grid
	Flipped  bool
	Scale    int
	cursor   variants.Square
	selected variants.Square
	// dragged is the square a press selected, which a release elsewhere
	// drops on its target (Release); NoSquare when no press selected.
	dragged variants.Square
	// home is where the cursor started; see Flip.
	home variants.Square
}

// cellSizes are the board's scales: a square is w columns by h rows (about
// square on a terminal whose cells are twice as tall as wide), the
// glyph in the middle of its middle row. The layout picks the largest
// that fits, so the board grows with the terminal.
var cellSizes = [...]struct{ w, h int }{{3, 1}, {5, 3}, {9, 5}}

// RankLabelWidth is the columns left of the squares for the rank
// numbers ("%2d " before each rank): a click there hits no square.
const RankLabelWidth = 3

func newBoard(c kit.Common, g variants.Grid) *Board {
	files, ranks := g.Dims()
	b := &Board{Common: c, selected: variants.NoSquare, dragged: variants.NoSquare}
	b.cursor = variants.Square(files/2 + ranks/2*files)
	if ranks >= 7 { // chess, Rollerball: start on the king's file, second rank
		b.cursor = variants.Square(files/2 + files)
	}
	if !g.Cell(b.cursor).Exists {
		b.cursor = variants.Square(files / 2)
	}
	b.Grid, b.home = g, b.cursor
	if p, ok := g.(variants.Position); ok {
		b.pos = p
	}
	return b
}

// Sync takes the position now shown and drops a selection made in the
// previous one.
func (b *Board) Sync(pos variants.Position) {
	b.pos = pos
	if g, ok := pos.(variants.Grid); ok {
		b.Grid = g
	}
	b.selected, b.dragged = variants.NoSquare, variants.NoSquare
}

// ShortHelp is the board's key help: a drop game's board does not turn,
// and its cursor is a column, which ←→ choose (MoveCursor).
func (b *Board) ShortHelp() []key.Binding {
	if !b.turns() {
		return []key.Binding{dropColumn, b.Keys.Select}
	}
	return []key.Binding{b.Keys.Up, b.Keys.Select, b.Keys.Flip}
}

// dropColumn is a drop game's cursor keys in the help: the program's
// left and right, which choose the column the stone drops into.
var dropColumn = key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←→", "column"))

// dropUpDown says why a drop game's cursor does not go up or down.
const dropUpDown = "↑↓ have nowhere to go: the stone falls to the bottom of its column; ←→ choose the column"

// turns reports whether the board can be flipped: not in a drop game
// (variants.Dropper), whose pieces fall to the bottom row whoever plays,
// so a flipped board would hang them from the top.
func (b *Board) turns() bool {
	_, drop := b.Grid.(variants.Dropper)
	return !drop
}

// FullHelp is the board's keys for the full help.
func (b *Board) FullHelp() []key.Binding { return b.ShortHelp() }

// Scales returns the number of cell sizes.
func (b *Board) Scales() int { return len(cellSizes) }

// SetScale picks a cell size (clamped to the ones there are).
func (b *Board) SetScale(s int) { b.Scale = max(0, min(s, len(cellSizes)-1)) }

// Cell returns a square's columns and rows at the board's scale.
func (b *Board) Cell() (w, h int) { c := cellSizes[b.Scale]; return c.w, c.h }

// legend is the line under the files, if the game offers one.
func (b *Board) legend() string {
	if l, ok := b.Grid.(variants.BoardLegender); ok {
		return l.BoardLegend(b.ASCII)
	}
	return ""
}

// Size returns the width and height the board needs at its scale.
func (b *Board) Size() (w, h int) {
	files, ranks := b.Grid.Dims()
	cw, ch := b.Cell()
	w, h = RankLabelWidth+cw*files, ranks*ch+1
	if l := b.legend(); l != "" {
		h++
		w = max(w, RankLabelWidth+len([]rune(l)))
	}
	return w, h
}

// MinSize is the board's size at the smallest scale.
func (b *Board) MinSize() (w, h int) {
	s := b.Scale
	b.Scale = 0
	w, h = b.Size()
	b.Scale = s
	return w, h
}

// Flip turns the board, unless it is a drop game's (then it says why).
// A cursor still where it started goes to the matching square of the
// other side (from e2 to d7 in chess), so a person who plays the second
// side starts on their own pieces.
func (b *Board) Flip() (why string) {
	if !b.turns() {
		return "No flip: the stones fall to the bottom row whoever plays"
	}
	b.Flipped = !b.Flipped
	if b.cursor != b.home {
		return ""
	}
	files, ranks := b.Grid.Dims()
	f, r := int(b.cursor)%files, int(b.cursor)/files
	if sq := variants.Square(files - 1 - f + (ranks-1-r)*files); b.Grid.Cell(sq).Exists {
		b.cursor, b.home = sq, sq
	}
	return ""
}

// screenToSquare maps a column and row relative to the board's top-left
// corner to a square, or false for the labels, the margins and the hole.
func (b *Board) screenToSquare(x, y int) (variants.Square, bool) {
	files, ranks := b.Grid.Dims()
	cw, ch := b.Cell()
	if x < RankLabelWidth || y < 0 || y >= ranks*ch {
		return variants.NoSquare, false
	}
	col, row := (x-RankLabelWidth)/cw, y/ch
	if col >= files {
		return variants.NoSquare, false
	}
	f, r := col, ranks-1-row
	if b.Flipped {
		f, r = files-1-col, row
	}
	sq := variants.Square(f + r*files)
	if !b.Grid.Cell(sq).Exists {
		return variants.NoSquare, false
	}
	return sq, true
}

// MoveCursor moves the cursor one square in the direction seen on screen
// (so up is towards the far side whichever way the board is turned),
// skipping holes. A drop game's cursor is a column (the stone falls to
// its lowest empty cell): up and down change nothing and say why.
func (b *Board) MoveCursor(dx, dy int) (why string) {
	if _, drop := b.Grid.(variants.Dropper); drop && dy != 0 {
		return dropUpDown
	}
	files, ranks := b.Grid.Dims()
	if b.Flipped {
		dx, dy = -dx, -dy
	}
	f, r := int(b.cursor)%files, int(b.cursor)/files
	for range max(files, ranks) {
		f, r = f+dx, r+dy
		if f < 0 || f >= files || r < 0 || r >= ranks {
			return ""
		}
		if sq := variants.Square(f + r*files); b.Grid.Cell(sq).Exists {
			b.cursor = sq
			return ""
		}
	}
	return ""
}

// View draws the board. The chess start position with the cursor on e2,
// colour off, ASCII pieces and the smallest cells, after 1. e4 e5 with the
// knight on g1 selected (its targets marked, the last move >p<):
//
//	8  r  n  b  q  k  b  n  r
//	7  p  p  p  p  .  p  p  p
//	6  .  .  .  .  .  .  .  .
//	5  .  .  .  . >p< .  .  .
//	4  .  .  .  .  P  .  .  .
//	3  .  .  .  .  .  *  .  *
//	2  P  P  P  P [.] P  P  P
//	1  R  N  B  Q  K  B (N) R
//	   a  b  c  d  e  f  g  h
//
// A king in check is drawn !K!, the thinking engine's best move ~P~.
// Rollerball's hole is ### (░░░ with Unicode), and a game's legend line
// (BoardLegender) comes under the files. Larger scales draw each square
// as a block of w x h cells with the glyph in the middle. With colour on,
// squares are light and dark, and the marks are coloured as well.
func (b *Board) View(m Marks) string {
	files, ranks := b.Grid.Dims()
	cw, ch := b.Cell()
	st := b.Styles
	marks := b.squareMarks(m)
	var sb strings.Builder
	for row := range ranks {
		for line := range ch {
			if line == ch/2 {
				_, r := b.fromScreen(0, row)
				sb.WriteString(st.Label.Render(fmt.Sprintf("%2d ", r+1)))
			} else {
				sb.WriteString(strings.Repeat(" ", RankLabelWidth))
			}
			for col := range files {
				f, r := b.fromScreen(col, row)
				sb.WriteString(b.square(marks, variants.Square(f+r*files), (f+r)%2 == 1, line))
			}
			sb.WriteByte('\n')
		}
	}
	sb.WriteString(strings.Repeat(" ", RankLabelWidth))
	for col := range files {
		f, _ := b.fromScreen(col, 0)
		pad := (cw - 1) / 2
		sb.WriteString(st.Label.Render(strings.Repeat(" ", pad) + string(rune('a'+f)) + strings.Repeat(" ", cw-1-pad)))
	}
	if l := b.legend(); l != "" {
		sb.WriteString("\n" + st.Dim.Render(strings.Repeat(" ", RankLabelWidth)+l))
	}
	return sb.String()
}

// fromScreen is toScreen's inverse: the file and rank at a column and row.
func (b *Board) fromScreen(col, row int) (f, r int) {
	files, ranks := b.Grid.Dims()
	if b.Flipped {
		return files - 1 - col, row
	}
	return col, ranks - 1 - row
}

// boardMarks are the squares a frame marks.
type boardMarks struct {
	lastFrom, lastTo, bestFrom, bestTo variants.Square
	targets                            map[variants.Square]bool
	// cursor is the square the cursor is drawn on, NoSquare when hidden:
	// in a drop game, where the cursor's column would drop a stone.
	cursor variants.Square
	// heat is the heat map's level per square: a root move's target
	// square, the highest level when several moves end there.
	heat     map[variants.Square]int
	heatMode HeatMode
	// won is the line that won the game (variants.WinLiner), or nil.
	won map[variants.Square]bool
	// path is the ply number of the last path move to each square,
	// rollout the squares a rollout's moves reached (Marks.Path, Rollout).
	path    map[variants.Square]int
	rollout map[variants.Square]bool
}

// squareMarks turns the surface's marks into squares, and adds the
// selected piece's legal targets.
func (b *Board) squareMarks(m Marks) boardMarks {
	bm := boardMarks{lastFrom: variants.NoSquare, lastTo: variants.NoSquare,
		bestFrom: variants.NoSquare, bestTo: variants.NoSquare, cursor: variants.NoSquare}
	if m.Active {
		bm.cursor = b.cursor
		if d, ok := b.Grid.(variants.Dropper); ok {
			files, _ := b.Grid.Dims()
			if mv, ok := d.DropMove(int(b.cursor) % files); ok {
				_, bm.cursor, _ = b.Grid.MoveSquares(mv)
			}
		}
	}
	// MoveSquares decodes a move of the position it is played in.
	if g, ok := m.Before.(variants.Grid); ok {
		bm.lastFrom, bm.lastTo, _ = g.MoveSquares(m.Last)
	}
	if m.HasBest {
		bm.bestFrom, bm.bestTo, _ = b.Grid.MoveSquares(m.Best)
	}
	if wl, ok := b.Grid.(variants.WinLiner); ok {
		for _, sq := range wl.WinLine() {
			if bm.won == nil {
				bm.won = map[variants.Square]bool{}
			}
			bm.won[sq] = true
		}
	}
	for i, p := range m.Path {
		if g, ok := p.Before.(variants.Grid); ok {
			if _, to, _ := g.MoveSquares(p.Move); to != variants.NoSquare {
				if bm.path == nil {
					bm.path = map[variants.Square]int{}
				}
				bm.path[to] = i + 1
			}
		}
	}
	for _, p := range m.Rollout {
		if g, ok := p.Before.(variants.Grid); ok {
			if _, to, _ := g.MoveSquares(p.Move); to != variants.NoSquare {
				if bm.rollout == nil {
					bm.rollout = map[variants.Square]bool{}
				}
				bm.rollout[to] = true
				delete(bm.path, to) // a rollout's move there came later
			}
		}
	}
	if len(m.Heat) > 0 {
		bm.heat, bm.heatMode = map[variants.Square]int{}, m.HeatMode
		for mv, lv := range m.Heat {
			if _, to, _ := b.Grid.MoveSquares(mv); to != variants.NoSquare {
				if old, ok := bm.heat[to]; !ok || lv > old {
					bm.heat[to] = lv
				}
			}
		}
	}
	if b.selected != variants.NoSquare && m.Active && b.pos != nil {
		bm.targets = map[variants.Square]bool{}
		for _, mv := range b.pos.LegalMoves(nil) {
			if from, to, _ := b.Grid.MoveSquares(mv); from == b.selected {
				bm.targets[to] = true
			}
		}
	}
	return bm
}

// glyph is a cell's one-column text: the game's own (Glypher) or the
// piece letter in upper case.
func (b *Board) glyph(c variants.Cell) string {
	if c.Piece == 0 {
		return ""
	}
	if g, ok := b.Grid.(variants.Glypher); ok {
		return g.Glyph(c, b.ASCII)
	}
	return strings.ToUpper(string(c.Piece))
}

// square renders one line of a square: a marker on each side of the
// glyph on the middle line, the square's colour elsewhere. Markers carry
// the state when colour is off, and double it when on.
func (b *Board) square(m boardMarks, sq variants.Square, light bool, line int) string {
	st := b.Styles
	cw, ch := b.Cell()
	c := b.Grid.Cell(sq)
	if !c.Exists {
		hole := "░"
		if b.ASCII {
			hole = "#"
		}
		return st.Hole.Render(strings.Repeat(hole, cw))
	}
	glyph := b.glyph(c)
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
		if m.targets[sq] {
			glyph = "•"
			if b.ASCII {
				glyph = "*"
			}
		}
	} else if m.targets[sq] {
		left, right = "*", "*"
	}
	bg := st.DarkSq
	if light {
		bg = st.LightSq
	}
	if sq == m.lastFrom || sq == m.lastTo {
		bg = st.DarkLast
		if light {
			bg = st.LightLast
		}
		if st.Plain { // no background to show it: mark both ends of the last move
			left, right = ">", "<"
		}
	}
	if sq == m.bestFrom || sq == m.bestTo {
		bg, left, right = st.Best, "~", "~"
	}
	if lv, ok := m.heat[sq]; ok {
		bg = heatStyle(st, m.heatMode, lv)
		if st.Plain && glyph == "." {
			glyph = heatDigit(lv)
		} else if st.Plain {
			left = heatDigit(lv)
		}
	}
	if n, ok := m.path[sq]; ok && glyph != "." && glyph != " " {
		left = strconv.Itoa(n % 10)
	}
	if m.rollout[sq] && glyph != "." && glyph != " " {
		if st.Plain {
			if sq != m.lastTo { // the last move keeps its >X<
				left = ":"
			}
		} else {
			fg = st.Dim
		}
	}
	if sq == b.Grid.CheckSquare() {
		bg, left, right = st.Check, "!", "!"
	}
	if m.won[sq] { // the winning line, marked on both sides
		bg, left, right = st.Selected, "=", "="
	}
	if sq == b.selected {
		bg, left, right = st.Selected, "(", ")"
	}
	if sq == m.cursor {
		bg, left, right = st.Cursor, "[", "]"
	}
	pad := (cw - 3) / 2
	if line != ch/2 {
		return bg.Render(strings.Repeat(" ", cw))
	}
	return bg.Inherit(fg).Render(strings.Repeat(" ", pad) + left + glyph + right + strings.Repeat(" ", cw-3-pad))
}

// toScreen returns the column and row (in squares, from the top left) of
// file f and rank r as the board is turned.
func (b *Board) toScreen(f, r int) (col, row int) {
	files, ranks := b.Grid.Dims()
	if b.Flipped {
		return files - 1 - f, r
	}
	return f, ranks - 1 - r
}

// SquareToScreen is screenToSquare's inverse: the column of the square's
// glyph and its row, relative to the board's top-left corner (tests click
// a square through it).
func (b *Board) SquareToScreen(sq variants.Square) (x, y int) {
	files, _ := b.Grid.Dims()
	cw, ch := b.Cell()
	col, row := b.toScreen(int(sq)%files, int(sq)/files)
	return RankLabelWidth + cw*col + cw/2, row*ch + ch/2
}
