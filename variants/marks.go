package variants

import (
	"fmt"
	"strings"
)

// MarksBoard describes the board of a game of marks (tic-tac-toe, Connect
// Four: X and O put marks on a grid, X first) for ParseMarks, in the
// game's own words.
type MarksBoard struct {
	Files, Ranks int
	// RanksWord is the number of ranks in words, for messages ("six").
	RanksWord string
	// Cell and Mark name a square of the board and what a player puts
	// there, in the singular ("cell", "stone"; "square", "mark").
	Cell, Mark string
}

// MarkLetter is the letter of side's marks, as position texts and
// diagrams write them: x for the first player, o for the second.
func MarkLetter(s Side) byte {
	if s == First {
		return 'x'
	}
	return 'o'
}

// ParseMarks reads the position text of a game of marks on board b, as
// EncodeRanks and MarkLetter write it: the ranks from the top down
// separated by '/', each an x, an o (either case) or a digit for a run of
// empty cells, then the side to move, x or o. It calls place for every
// mark (first: an X) and checks what holds in every such game: X has as
// many marks as O or one more, and the side to move fits the counts; the
// game checks the rest. An error says what is wrong and where, in the
// board's words, for the game to prefix with its own name.
func ParseMarks(text string, b MarksBoard, place func(file, rank int, first bool)) (Side, error) {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		empty := strings.TrimSuffix(strings.Repeat(itoa(b.Files)+"/", b.Ranks), "/")
		return First, reasonf("want %s rows and the side to move, like %q", b.RanksWord, empty+" x")
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != b.Ranks {
		return First, reasonf("%d rows, want %d separated by '/'", len(rows), b.Ranks)
	}
	nx, no := 0, 0
	for i, row := range rows {
		rank, file := b.Ranks-1-i, 0
		for j := 0; j < len(row); j++ {
			c := row[j] | 0x20 // lower case for letters
			switch {
			case c == 'x' || c == 'o':
				if file >= b.Files {
					return First, reasonf("row %d %q has more than %d %ss", i+1, row, b.Files, b.Cell)
				}
				place(file, rank, c == 'x')
				if c == 'x' {
					nx++
				} else {
					no++
				}
				file++
			case row[j] >= '1' && row[j] <= '9':
				file += int(row[j] - '0')
				if file > b.Files {
					return First, reasonf("row %d %q has more than %d %ss", i+1, row, b.Files, b.Cell)
				}
			default:
				return First, reasonf("row %d %q: unexpected %q (want x, o or a digit 1-%d)", i+1, row, row[j], b.Files)
			}
		}
		if file < b.Files {
			return First, reasonf("row %d %q has %d %ss, want %d", i+1, row, file, b.Cell, b.Files)
		}
	}
	var side Side
	switch strings.ToLower(fields[1]) {
	case "x":
		side = First
	case "o":
		side = Second
	default:
		return First, reasonf("side to move %q, want x or o", fields[1])
	}
	switch {
	case nx < no:
		return side, reasonf("O has %d %ss and X only %d, but X moves first", no, b.Mark, nx)
	case nx > no+1:
		return side, reasonf("X has %d %ss and O only %d; X can be at most one ahead", nx, b.Mark, no)
	case nx == no && side != First:
		return side, reasonf("X and O have %d %ss each, so it is X's turn", nx, b.Mark)
	case nx == no+1 && side != Second:
		return side, reasonf("X has one %s more than O, so it is O's turn", b.Mark)
	}
	return side, nil
}

// marksReason is a ParseMarks error: what is wrong with the text, worded
// to follow the game's own prefix ("connect4: bad position ...: "), so it
// may begin with a side's capital ("X has ...").
type marksReason string

func (r marksReason) Error() string { return string(r) }

func reasonf(format string, args ...any) error { return marksReason(fmt.Sprintf(format, args...)) }
