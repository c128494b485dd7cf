package variants

import "strings"

// Chess and Rollerball share these figurines: both use k q r b n p letters.
var (
	figurinesFirst  = map[byte]string{'k': "♔", 'q': "♕", 'r': "♖", 'b': "♗", 'n': "♘", 'p': "♙"}
	figurinesSecond = map[byte]string{'k': "♚", 'q': "♛", 'r': "♜", 'b': "♝", 'n': "♞", 'p': "♟"}
)

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
