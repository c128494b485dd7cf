package tictactoe

import (
	"fmt"
	"math/bits"
	"rollout/internal/clip"
	"strings"

	"rollout/variants"
)

// Encode returns the position text, for example "3/1x1/o2 x" (see the
// package documentation).
func (p *Position) Encode() string {
	placement := variants.EncodeRanks(3, 3, func(file, rank int) byte {
		return p.mark(variants.Square(file + 3*rank))
	})
	return placement + " " + string(variants.MarkLetter(p.side))
}

// mark returns 'x', 'o' or 0 for the content of square sq.
func (p *Position) mark(sq variants.Square) byte {
	switch {
	case p.x&(1<<sq) != 0:
		return 'x'
	case p.o&(1<<sq) != 0:
		return 'o'
	}
	return 0
}

// marksBoard is the tic-tac-toe board in ParseMarks's words.
var marksBoard = variants.MarksBoard{Files: 3, Ranks: 3, RanksWord: "three", Cell: "square", Mark: "mark"}

// Parse reads a position text such as "3/1x1/o2 x" and checks that it could
// arise in a game: X has as many marks as O or one more, the side to move
// fits the counts, and at most one side has three in a row (the one that
// moved last).
func Parse(text string) (*Position, error) {
	bad := func(format string, args ...any) (*Position, error) {
		return nil, fmt.Errorf("tictactoe: bad position %s: %s", clip.Quote(text), fmt.Sprintf(format, args...))
	}
	var p Position
	side, err := variants.ParseMarks(text, marksBoard, func(file, rank int, first bool) {
		if first {
			p.x |= 1 << (file + 3*rank)
		} else {
			p.o |= 1 << (file + 3*rank)
		}
	})
	if err != nil {
		return bad("%v", err)
	}
	p.side = side
	nx, no := bits.OnesCount16(p.x), bits.OnesCount16(p.o)
	p.ply = uint8(nx + no)
	switch {
	case lineTable[p.x] && lineTable[p.o]:
		return bad("both X and O have three in a row")
	case lineTable[p.x] && nx == no:
		return bad("X has three in a row but O moved after it")
	case lineTable[p.o] && nx > no:
		return bad("O has three in a row but X moved after it")
	}
	return &p, nil
}

// EncodeMove returns the square's name, a1 to c3, in every notation.
func (p *Position) EncodeMove(m variants.Move, _ variants.Notation) string {
	return variants.SquareName(variants.Square(m), 3)
}

// DecodeMove reads a square name (a1-c3, any case) or a digit 1-9 in reading order
// (1 = a3 top-left, 9 = c1 bottom-right) and returns the move if the
// square is free and the game is not over.
func (p *Position) DecodeMove(text string) (variants.Move, error) {
	sq, ok := parseSquare(strings.TrimSpace(text))
	if !ok {
		return variants.NoMove, fmt.Errorf("tictactoe: bad move %s (want a square a1-c3 or 1-9)", clip.Quote(text))
	}
	if p.Outcome().Over() {
		return variants.NoMove, fmt.Errorf("tictactoe: the game is over")
	}
	if (p.x|p.o)&(1<<sq) != 0 {
		return variants.NoMove, fmt.Errorf("tictactoe: square %s is taken", variants.SquareName(variants.Square(sq), 3))
	}
	return variants.Move(sq), nil
}

// parseSquare reads "a1".."c3" (any case) or a digit "1".."9" in reading order.
func parseSquare(s string) (int, bool) {
	switch len(s) {
	case 1:
		if s[0] < '1' || s[0] > '9' {
			return 0, false
		}
		d := int(s[0] - '1')
		row, file := d/3, d%3 // row 0 is the top row, rank 3
		return file + 3*(2-row), true
	case 2:
		f, r := s[0]|0x20, s[1]
		if f < 'a' || f > 'c' || r < '1' || r > '3' {
			return 0, false
		}
		return int(f-'a') + 3*int(r-'1'), true
	}
	return 0, false
}

// String draws the board, top rank first, with file and rank labels:
//
//	3 . . .
//	2 . x .
//	1 o . .
//	  a b c  x to move
func (p *Position) String() string {
	cell := func(file, rank int) byte { return p.mark(variants.Square(file + 3*rank)) }
	return variants.Diagram(3, 3, cell, p.Outcome(), variants.MarkLetter(p.side))
}
