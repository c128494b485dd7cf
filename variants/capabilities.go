package variants

import "strings"

// The optional interfaces below tell a client what differs between games
// without naming any game: a client asks a position (with a type assertion
// on these interfaces, never on a game's own types) whether it offers one,
// and falls back to a sensible default when it does not. A new game
// therefore needs no client code, only the capabilities it chooses to
// offer. Grid (grid.go), Dropper (drop.go) and PGNWriter (record_pgn.go)
// belong to the same family.

// Heaper is implemented by games played on heaps of objects rather than
// on a board (nim): a client draws the heaps and lets a person choose a
// heap and how many objects to take.
type Heaper interface {
	// Heaps returns the heap sizes, heap 1 first; the caller may keep
	// the slice.
	Heaps() []int
	// TakeMove returns the legal move that takes count objects from
	// heap (from 0), and false if there is none.
	TakeMove(heap, count int) (Move, bool)
}

// Drawless is implemented by games that never end in a draw (nim:
// whoever takes the last object wins): a client offers no draw in them,
// where one agreed would be a result the game cannot have.
type Drawless interface {
	// Drawless marks the game; it does nothing.
	Drawless()
}

// BoardLegender is implemented by games whose board needs a reminder that
// a glance at it does not give: Rollerball's pieces travel clockwise.
type BoardLegender interface {
	// BoardLegend returns one short line to show under the board; with
	// ascii set it must be plain ASCII.
	BoardLegend(ascii bool) string
}

// GameOverNoter is implemented by games that report more at the end than
// who won and why: Rollerball's course scores.
type GameOverNoter interface {
	// GameOverNote returns the note for the finished game whose final
	// position is the receiver; movesBy counts the moves each side played
	// in the game (indexed by Side). "" means nothing to add.
	GameOverNote(o Outcome, movesBy [2]int) string
}

// Glypher is implemented by games whose pieces have glyphs of their own
// (chess figurines); without it a client draws a cell as its piece letter
// in upper case.
type Glypher interface {
	// Glyph returns the one-column text of the cell's piece, or "" for an
	// empty cell; with ascii set it must be plain ASCII.
	Glyph(c Cell, ascii bool) string
}

// WinLiner is implemented by games won by a line of pieces (Connect
// Four): a client highlights the line that won, which a glance at a full
// board does not find.
type WinLiner interface {
	// WinLine returns the squares of the winning line (every line, when
	// the last move made more than one), or nil while the game goes on
	// or when it did not end in a line.
	WinLine() []Square
}

// UCIRated is implemented by the games UCI engines play (chess): a
// strength measured against them, on Stockfish's UCI_Elo scale (the
// levels' Elo figures), is a strength at this game and at no other.
type UCIRated interface {
	// UCIRated marks the game; it does nothing.
	UCIRated()
}

// MoveOrderer is implemented by games whose move texts do not read in
// order sorted byte by byte: nim's heap:count puts "2:10" before
// "2:104" and "2:104" before "2:11". A client that lists moves orders
// them by CompareMoveTexts, and the engine breaks ties between equal
// moves by it, so a table and the move chosen among equals agree.
type MoveOrderer interface {
	// CompareMoveTexts orders two move texts as a person reads them
	// (nim: by heap, then by count, as numbers): negative when a comes
	// first, positive when after, 0 for the same text.
	CompareMoveTexts(a, b string) int
}

// CompareMoveTexts orders two move texts of pos for a list: by the
// game's own order where it has one (MoveOrderer), else byte by byte
// (chess's "Nf3" before "e4"). A nil pos orders byte by byte.
func CompareMoveTexts(pos Position, a, b string) int {
	if o, ok := pos.(MoveOrderer); ok {
		return o.CompareMoveTexts(a, b)
	}
	return strings.Compare(a, b)
}
