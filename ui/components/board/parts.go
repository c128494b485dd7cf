package board

// A screen's own parts around the board, beside what every board screen
// has (Screen): optional interfaces the frame finds by type assertion,
// as the engine finds a game's capabilities, so a screen without them
// needs no code.

// Rows is what a screen implements to draw rows of its own around the
// board, each one line (cut to the width): above, between the title and
// the body (an opening's name, the clock of the side on top); below,
// between the body and the status bar (the other clock, captured
// pieces). The layout counts them before it sizes the board, so a row
// takes its place from the body, never from the status or the help, and
// the too-small size counts them. A new row of the frame is one more
// string here; the number of rows must depend only on what Update
// changes (Relayout counts them there, View draws them).
type Rows interface {
	Rows() (above, below []string)
}

// Beside is what a screen implements to draw a column of its own
// between the board and the panel (an evaluation bar, the clocks beside
// the board): width columns, a string for each body row from the top
// (each cut to the width). The layout takes the width from the panel's,
// and from the board's scale only when the panel would no longer be
// roomy; the smallest size counts it. The width must depend only on
// what Update changes (Relayout reads it there, View draws the rows).
type Beside interface {
	Beside() (width int, rows []string)
}

// Under is what a screen implements to draw rows of its own in the body
// right under the board, in the board's column (the clock and captures
// of the side at the bottom, as a chess client puts them), each cut to
// the columns before the panel (or the screen's edge). The layout keeps room for them under the board at
// every scale, and the smallest size counts them; their number must
// depend only on what Update changes.
type Under interface {
	Under() []string
}

// underOf is s's own rows under the board (Under), none if it has none.
func underOf(s Screen) []string {
	if u, ok := s.(Under); ok {
		return u.Under()
	}
	return nil
}

// besideOf is s's own column (Beside), none if it has none.
func besideOf(s Screen) (width int, rows []string) {
	if b, ok := s.(Beside); ok {
		return b.Beside()
	}
	return 0, nil
}

// ownRows is s's own rows (Rows), none if it has none.
func ownRows(s Screen) (above, below []string) {
	if r, ok := s.(Rows); ok {
		return r.Rows()
	}
	return nil, nil
}
