package ui

import (
	"strings"

	"rollout/variants"
)

// Chess and Rollerball share these glyphs: both use k q r b n p letters.
var (
	unicodeFirst  = map[byte]string{'k': "♔", 'q': "♕", 'r': "♖", 'b': "♗", 'n': "♘", 'p': "♙"}
	unicodeSecond = map[byte]string{'k': "♚", 'q': "♛", 'r': "♜", 'b': "♝", 'n': "♞", 'p': "♟"}
)

// pieceGlyph returns the one-column text of a piece. The ASCII set follows
// FEN: upper case for the first side, lower case for the second; the
// placement games' marks (x, o) are always capitals.
func pieceGlyph(c variants.Cell, ascii bool) string {
	if c.Piece == 0 {
		return ""
	}
	switch c.Piece {
	case 'x', 'o':
		return strings.ToUpper(string(c.Piece))
	}
	if !ascii {
		set := unicodeFirst
		if c.Owner == variants.Second {
			set = unicodeSecond
		}
		if g, ok := set[c.Piece]; ok {
			return g
		}
	}
	if c.Owner == variants.First {
		return strings.ToUpper(string(c.Piece))
	}
	return string(c.Piece)
}

// promoName names a promotion piece letter for prompts.
func promoName(p byte) string {
	switch p {
	case 'q':
		return "queen"
	case 'r':
		return "rook"
	case 'b':
		return "bishop"
	case 'n':
		return "knight"
	}
	return string(p)
}
