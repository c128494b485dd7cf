package board

// Cursor is the ply the board shows of a line of moves that may grow
// while it is shown (an engine replies during a review): the zero
// Cursor follows the line's end; a held one stays on an earlier ply.
// The stepping keys move it (Frame.Key); a screen moves it for its own
// reasons (a move played from the ply shown, a review that ends).
type Cursor struct {
	held bool
	ply  int
}

// At is the cursor on ply of a line of n moves: held before the end,
// following the end at it.
func At(ply, n int) Cursor { return Cursor{held: ply < n, ply: ply} }

// Held reports whether the cursor holds a ply before the line's end
// rather than following it (the play screen's review).
func (c Cursor) Held() bool { return c.held }

// Ply is the ply shown of a line of n moves.
func (c Cursor) Ply(n int) int {
	if c.held {
		return c.ply
	}
	return n
}
