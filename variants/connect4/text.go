package connect4

import (
	"fmt"
	"math/bits"
	"rollout/internal/clip"
	"strings"

	"rollout/variants"
)

// Encode returns the position text, for example "7/7/7/7/7/3x3 o" (see
// the package documentation).
func (p *Position) Encode() string {
	placement := variants.EncodeRanks(Width, Height, p.stone)
	return placement + " " + string(variants.MarkLetter(p.ToMove()))
}

// marksBoard is the Connect Four board in ParseMarks's words.
var marksBoard = variants.MarksBoard{Files: Width, Ranks: Height, RanksWord: "six", Cell: "cell", Mark: "stone"}

// cellName returns the name of the cell in column col, row row ("d1" is
// the bottom of the centre column).
func cellName(col, row int) string {
	return variants.SquareName(variants.Square(col+Width*row), Width)
}

// Parse reads a position text such as "7/7/7/7/7/3x3 o" and checks that
// it could arise in a game: no stone floats above an empty cell, X has as
// many stones as O or one more, the side to move fits the counts, and if
// someone has four in a row it is the side that moved last and its last
// stone (the top of some column) made the line.
func Parse(text string) (*Position, error) {
	bad := func(format string, args ...any) (*Position, error) {
		return nil, fmt.Errorf("connect4: bad position %s: %s", clip.Quote(text), fmt.Sprintf(format, args...))
	}
	var x, o uint64
	side, err := variants.ParseMarks(text, marksBoard, func(col, row int, first bool) {
		if first {
			x |= uint64(1) << (stride*col + row)
		} else {
			o |= uint64(1) << (stride*col + row)
		}
	})
	if err != nil {
		return bad("%v", err)
	}
	mask := x | o
	for col := range Width {
		h := bits.OnesCount64(mask & column(col))
		if mask&column(col) != (bottom(col)<<h)-bottom(col) {
			return bad("column %c: a stone floats above the empty cell %s", 'a'+col, cellName(col, firstEmpty(mask, col)))
		}
	}
	nx, no := bits.OnesCount64(x), bits.OnesCount64(o)
	switch {
	case won(x) && won(o):
		return bad("both X and O have four in a row")
	case won(x) && side == variants.First:
		return bad("X has four in a row but O moved after it")
	case won(o) && side == variants.Second:
		return bad("O has four in a row but X moved after it")
	case won(x) && !lastStoneWon(x, mask):
		return bad("X has four in a row that no last stone of X completed")
	case won(o) && !lastStoneWon(o, mask):
		return bad("O has four in a row that no last stone of O completed")
	}
	p := &Position{mask: mask, ply: uint8(nx + no)}
	p.cur = x
	if side == variants.Second {
		p.cur = o
	}
	switch {
	case won(x):
		p.result = variants.FirstWins
	case won(o):
		p.result = variants.SecondWins
	case p.ply == Cells:
		p.result = variants.Draw
	}
	return p, nil
}

// firstEmpty returns the lowest empty row of column col.
func firstEmpty(mask uint64, col int) int {
	return bits.TrailingZeros64((^mask & column(col)) >> (stride * col))
}

// lastStoneWon reports whether some stone of b on top of its column could
// have been the last one played: without it, b has no four in a row. A
// position where every line survives the removal of each top stone was
// already won before the last move, and play would have stopped.
func lastStoneWon(b, mask uint64) bool {
	for col := range Width {
		h := bits.OnesCount64(mask & column(col))
		if h == 0 {
			continue
		}
		last := bottom(col) << (h - 1)
		if b&last != 0 && !won(b&^last) {
			return true
		}
	}
	return false
}

// EncodeMove returns the column's letter, a to g, in every notation.
func (p *Position) EncodeMove(m variants.Move, _ variants.Notation) string {
	return string(rune('a' + m))
}

// DecodeMove reads a column, a letter a-g (any case) or a digit 1-7 (1 =
// a, on the left), and returns the move if the column has room and the
// game is not over.
func (p *Position) DecodeMove(text string) (variants.Move, error) {
	s := strings.TrimSpace(text)
	col := -1
	if len(s) == 1 {
		switch c := s[0] | 0x20; {
		case c >= 'a' && c < 'a'+Width:
			col = int(c - 'a')
		case s[0] >= '1' && s[0] < '1'+Width:
			col = int(s[0] - '1')
		}
	}
	if col < 0 {
		return variants.NoMove, fmt.Errorf("connect4: bad move %s (want a column a-g or 1-7)", clip.Quote(text))
	}
	if p.result != variants.Ongoing {
		return variants.NoMove, fmt.Errorf("connect4: the game is over")
	}
	if p.mask&top(col) != 0 {
		return variants.NoMove, fmt.Errorf("connect4: column %c is full", 'a'+col)
	}
	return variants.Move(col), nil
}

// String draws the board, top row first, with column and row labels:
//
//	6 . . . . . . .
//	5 . . . . . . .
//	4 . . . . . . .
//	3 . . . . . . .
//	2 . . . o . . .
//	1 . . x x . . .
//	  a b c d e f g  x to move
func (p *Position) String() string {
	return variants.Diagram(Width, Height, p.stone, p.Outcome(), variants.MarkLetter(p.ToMove()))
}
