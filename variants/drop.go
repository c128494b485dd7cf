package variants

// Dropper is implemented by grid games whose moves are chosen by column
// alone (Connect Four): the piece falls to the lowest empty cell. A click
// or an enter anywhere in a column plays the column's move, so the UI
// needs no knowledge of gravity, only this capability.
type Dropper interface {
	// DropMove returns the legal move that drops a piece into the given
	// file (0 = the leftmost), and false if the column is full or the
	// game is over.
	DropMove(file int) (Move, bool)
}
