package variants

// Opening is a named opening: its ECO code ("C60") and its name ("Ruy
// Lopez"), and Plies, the length of the game's prefix that reached the
// named position (the screens show where the book ends).
type Opening struct {
	ECO, Name string
	Plies     int
}

// OpeningNamer is implemented by the positions of games with a book of
// named openings (chess, from lichess's chess-openings data set): ask the
// game's start position.
type OpeningNamer interface {
	// OpeningOf names the opening of the game from the receiver (which it
	// does not change) through moves: the named position reached last,
	// so a transposition into a named line is named; false when the game
	// reached none.
	OpeningOf(moves []Move) (Opening, bool)
}

// Opening names the game's opening when its game has a book of them
// (OpeningNamer): the named position the game reached last. A game read
// from a file that names its own (lichess's Opening and ECO tags, Tag)
// keeps those tags; this is the book's answer.
func (r *Record) Opening() (Opening, bool) { return r.OpeningAt(len(r.turns)) }

// OpeningAt is Opening after the first ply moves (a review's move shown);
// false for a ply outside 0..Len().
func (r *Record) OpeningAt(ply int) (Opening, bool) {
	n, ok := r.start.(OpeningNamer)
	if !ok || ply < 0 || ply > len(r.turns) {
		return Opening{}, false
	}
	return n.OpeningOf(r.Moves()[:ply])
}
