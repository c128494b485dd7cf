package variants

import "strings"

// Chess and Rollerball share these figurines: both use k q r b n p letters.
var (
	figurinesFirst  = map[byte]string{'k': "♔", 'q': "♕", 'r': "♖", 'b': "♗", 'n': "♘", 'p': "♙"}
	figurinesSecond = map[byte]string{'k': "♚", 'q': "♛", 'r': "♜", 'b': "♝", 'n': "♞", 'p': "♟"}
)

// figurineLetters reads each figurine of either side as its piece's SAN
// letter, a pawn's as none.
var figurineLetters = strings.NewReplacer(
	"♔", "K", "♕", "Q", "♖", "R", "♗", "B", "♘", "N", "♙", "",
	"♚", "K", "♛", "Q", "♜", "R", "♝", "B", "♞", "N", "♟", "")

// FigurineLetters returns s with each chess figurine of either side
// read as its piece's SAN letter, a pawn's as none: figurine SAN, as
// lichess and PGN viewers copy moves (♘f3, a8=♕), as letters (Nf3,
// a8=Q). Text without a figurine comes back as it is.
func FigurineLetters(s string) string {
	if !strings.ContainsAny(s, "♔♕♖♗♘♙♚♛♜♝♞♟") {
		return s
	}
	return figurineLetters.Replace(s)
}

// ChessGlyph is the Glyph of games with chess pieces: a figurine, or with
// ascii set the FEN letter (upper case for the first side, lower case for
// the second). It is shared so chess and Rollerball draw alike.
func ChessGlyph(c Cell, ascii bool) string {
	if c.Piece == 0 {
		return ""
	}
	if !ascii {
		set := figurinesFirst
		if c.Owner == Second {
			set = figurinesSecond
		}
		if g, ok := set[c.Piece]; ok {
			return g
		}
	}
	if c.Owner == First {
		return strings.ToUpper(string(c.Piece))
	}
	return string(c.Piece)
}
