package variants

import "strings"

// figurines are the chess pieces' figurines by FEN letter, the first
// side's (white) and the second's. Chess and Rollerball share them (both
// use k q r b n p letters): ChessGlyph draws them, and FigurineLetters
// reads them back as SAN letters, so the two cannot drift apart.
var figurines = [...]struct {
	letter        byte
	first, second string
}{
	{'k', "♔", "♚"}, {'q', "♕", "♛"}, {'r', "♖", "♜"},
	{'b', "♗", "♝"}, {'n', "♘", "♞"}, {'p', "♙", "♟"},
}

// figurineSet is every figurine of either side, for strings.ContainsAny.
var figurineSet string

// figurineLetters reads each figurine of either side as its piece's SAN
// letter, a pawn's as none.
var figurineLetters *strings.Replacer

func init() {
	var pairs []string
	for _, f := range figurines {
		letter := strings.ToUpper(string(f.letter))
		if f.letter == 'p' {
			letter = ""
		}
		pairs = append(pairs, f.first, letter, f.second, letter)
		figurineSet += f.first + f.second
	}
	figurineLetters = strings.NewReplacer(pairs...)
}

// FigurineLetters returns s with each chess figurine of either side
// read as its piece's SAN letter, a pawn's as none: figurine SAN, as
// lichess and PGN viewers copy moves (♘f3, a8=♕), as letters (Nf3,
// a8=Q). Text without a figurine comes back as it is.
func FigurineLetters(s string) string {
	if !strings.ContainsAny(s, figurineSet) {
		return s
	}
	return figurineLetters.Replace(s)
}

// PawnFigurine reports whether s begins with a pawn's figurine of
// either side (♙, ♟), which FigurineLetters reads as no letter at all.
func PawnFigurine(s string) bool {
	for _, f := range figurines {
		if f.letter == 'p' {
			return strings.HasPrefix(s, f.first) || strings.HasPrefix(s, f.second)
		}
	}
	return false
}

// ChessGlyph is the Glyph of games with chess pieces: a figurine, or with
// ascii set the FEN letter (upper case for the first side, lower case for
// the second). It is shared so chess and Rollerball draw alike.
func ChessGlyph(c Cell, ascii bool) string {
	if c.Piece == 0 {
		return ""
	}
	if !ascii {
		for _, f := range figurines {
			if f.letter == c.Piece {
				if c.Owner == Second {
					return f.second
				}
				return f.first
			}
		}
	}
	if c.Owner == First {
		return strings.ToUpper(string(c.Piece))
	}
	return string(c.Piece)
}
