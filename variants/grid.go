package variants

// Square indexes a cell of a board grid: file + rank*files, with file 0 on
// the left and rank 0 at the bottom as the first side sees the board (a1).
type Square int16

// NoSquare marks "no square": the from-square of a placement move, or "not
// in check".
const NoSquare Square = -1

// Cell is what one square of a grid holds, for drawing.
type Cell struct {
	// Exists is false for squares that are not part of the board
	// (Rollerball's central hole).
	Exists bool
	// Piece is the piece's kind as a lower-case letter ('k', 'q', 'r', 'b',
	// 'n', 'p', 'x', 'o'), or 0 for an empty square.
	Piece byte
	// Owner is the side the piece belongs to; meaningless when Piece is 0.
	Owner Side
}

// Grid is implemented by positions played on a rectangular board (chess,
// Rollerball, tic-tac-toe). The UI draws any Grid and turns clicks and
// cursor moves into moves through MoveSquares, so a new board game needs no
// new UI code.
type Grid interface {
	// Dims returns the number of files (columns) and ranks (rows).
	Dims() (files, ranks int)
	// Cell returns the content of square sq.
	Cell(sq Square) Cell
	// MoveSquares returns where move m starts and ends, and the piece letter
	// it promotes to (0 if none). from is NoSquare for a placement.
	MoveSquares(m Move) (from, to Square, promo byte)
	// CheckSquare returns the square of the side to move's king if it is in
	// check, else NoSquare. Games without check return NoSquare.
	CheckSquare() Square
}

// AltTargeter is implemented by grid games where a move may also be
// entered by a second square after its from square: chess's castling by
// the king's own rook, as lichess and Chess960 GUIs take it (king, then
// rook). A client that turns clicks into moves takes that square as
// well as the move's target (MoveSquares).
type AltTargeter interface {
	// AltTarget returns the other square that ends move m after its
	// from square, or NoSquare for a move with none.
	AltTarget(m Move) Square
}

// SquareName returns the algebraic name of sq on a grid with the given
// number of files ("a1", "c3").
func SquareName(sq Square, files int) string {
	if sq < 0 || files <= 0 {
		return "-"
	}
	f, r := int(sq)%files, int(sq)/files
	return string(rune('a'+f)) + itoa(r+1)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
