package surface

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"rollout/ui/kit"
	"rollout/variants"
)

// Surface is the component that shows a game's position and turns the
// person's gestures on it into moves: the grid board (chess, Rollerball,
// tic-tac-toe, Connect Four) and the heaps (nim) implement it, and
// New picks one from the capabilities the position offers
// (variants.Heaper, variants.Grid), never from the game's name. The play
// screen knows nothing else about the surface, so a new kind of board is
// one new file and one line in New.
type Surface interface {
	kit.Component
	// Sync takes the position now shown, after every change: the surface
	// keeps a cursor and a selection that make sense in it.
	Sync(pos variants.Position)
	// Scales returns how many sizes the surface can be drawn at (at
	// least 1); SetScale picks one, 0 the smallest. Size returns the width
	// and height the surface needs at its current scale.
	Scales() int
	SetScale(s int)
	Size() (w, h int)
	// MinSize returns the least space the surface can be drawn in; the
	// layout may give it less width than Size asks (heaps shorten).
	MinSize() (w, h int)
	// View draws the synced position with the marks.
	View(m Marks) string
	// MoveCursor moves the cursor as seen on screen: dx +1 is right,
	// dy +1 is up. A direction the surface's cursor never moves in (a
	// drop game's up and down) changes nothing and returns why, for the
	// screen to say; otherwise it returns "".
	MoveCursor(dx, dy int) (why string)
	// Select acts on the cursor (enter), Click on the cell at (x, y)
	// relative to the surface's top-left corner; ok is false for a click
	// that hits nothing.
	Select() Pick
	Click(x, y int) (p Pick, ok bool)
	// Release ends a drag at the cell at (x, y): a piece a press picked
	// up is played there, as a second click on that cell would play it
	// (a person used to dragging pieces drops them on the target); ok is
	// false where no drag ends (a release where the press was: a click,
	// which the press did the work of; no piece picked up; off the
	// board; a surface with no pieces to drag).
	Release(x, y int) (p Pick, ok bool)
	// Cancel drops a half-made gesture (a selected piece) and reports
	// whether there was one, so esc undoes that before anything else.
	Cancel() bool
	// Flip turns the board round and returns ""; a surface with no
	// sides to turn changes nothing and returns why, for the screen to
	// say (a key is never silently ignored).
	Flip() (why string)
	// FullHelp lists the surface's keys for the full help.
	FullHelp() []key.Binding
}

// Marks is what a surface shows besides the position. The zero Marks
// shows nothing: no last move, no engine's choice, no cursor.
type Marks struct {
	// Last is the last move, shown when Before, the position it was
	// played in, is set (a move's squares may depend on it: where a
	// Connect Four stone lands).
	Last   variants.Move
	Before variants.Position
	// Best is the move the thinking engine prefers now, shown when
	// HasBest is set.
	Best    variants.Move
	HasBest bool
	// Active shows the cursor: the person may act.
	Active bool
	// Heat is the heat map: a level 0-9 per root move (heatmap.go), which
	// the surface draws on the move's cell (a board its target square,
	// the heaps its heap) in HeatMode's colours, or as the digit with
	// colour off; nil for none.
	Heat     map[variants.Move]int
	HeatMode HeatMode
	// Path numbers a line of moves from the position a study starts
	// from: each move's target square carries its ply number (1-9, then
	// the last digit) left of the glyph. Rollout marks the moves of a
	// random game played after the path, ':' left of the glyph with
	// colour off, dimmed with colour, so the two are told apart. A
	// board draws them; the heaps and the text surface ignore them.
	Path, Rollout []Ply
}

// Ply is a move with the position it was played in (a move's squares may
// depend on it: where a Connect Four stone lands).
type Ply struct {
	Before variants.Position
	Move   variants.Move
}

// Pick is what a gesture on a surface asks of the game: a move, a choice
// between moves (a promotion), or only a message; the zero Pick asks for
// nothing.
type Pick struct {
	// Move is the move to play, or NoMove.
	Move variants.Move
	// Choices are moves the gesture cannot tell apart: the person picks
	// one by its key.
	Choices []Choice
	// Info and Err are messages for the person.
	Info, Err string
}

// Choice is one of a Pick's moves, chosen by typing Key.
type Choice struct {
	Key   string
	Label string
	Move  variants.Move
}

// noPick asks for nothing.
var noPick = Pick{Move: variants.NoMove}

// New returns the surface that can show pos: heaps, a grid board,
// or, for a position that offers neither, its text diagram (its moves are
// then typed).
func New(c kit.Common, pos variants.Position) Surface {
	switch p := pos.(type) {
	case variants.Heaper:
		return newHeaps(c, p)
	case variants.Grid:
		return newBoard(c, p)
	}
	return &textSurface{Common: c, pos: pos}
}

// CursorKey moves the surface's cursor if k is one of the arrow keys
// (up is +1 on screen) and reports whether it was, with why the cursor
// did not move where the surface says (MoveCursor): the play screen and
// the analysis board share it.
func CursorKey(km *kit.KeyMap, k tea.KeyMsg, s Surface) (why string, ok bool) {
	switch {
	case key.Matches(k, km.Up):
		return s.MoveCursor(0, 1), true
	case key.Matches(k, km.Down):
		return s.MoveCursor(0, -1), true
	case key.Matches(k, km.Left):
		return s.MoveCursor(-1, 0), true
	case key.Matches(k, km.Right):
		return s.MoveCursor(1, 0), true
	}
	return "", false
}
