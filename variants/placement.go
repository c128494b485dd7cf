package variants

import "strings"

// EncodeRanks writes a board's placement the way FEN does, the form every
// grid game's position text starts with: ranks from the top down separated
// by '/', each file's letter from left to right, and a run of empty squares
// as its length in digits. cell returns a square's letter, or 0 when it is
// empty.
func EncodeRanks(files, ranks int, cell func(file, rank int) byte) string {
	var sb strings.Builder
	for rank := ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := range files {
			c := cell(file, rank)
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(itoa(empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteString(itoa(empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// Diagram draws a board the way the games of marks draw themselves
// (their String methods), top rank first: each rank's number and its
// cells, '.' for an empty one; under them the files' letters, then how
// the game ended, or who is to move (toMove, the side's letter). cell is
// as for EncodeRanks.
//
//	3 . . .
//	2 . x .
//	1 o . .
//	  a b c  x to move
func Diagram(files, ranks int, cell func(file, rank int) byte, o Outcome, toMove byte) string {
	var b strings.Builder
	for rank := ranks - 1; rank >= 0; rank-- {
		b.WriteString(itoa(rank + 1))
		for file := range files {
			c := cell(file, rank)
			if c == 0 {
				c = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(c)
		}
		b.WriteByte('\n')
	}
	b.WriteByte(' ')
	for file := range files {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + file))
	}
	b.WriteString("  ")
	if o.Over() {
		b.WriteString(o.String())
	} else {
		b.WriteByte(toMove)
		b.WriteString(" to move")
	}
	b.WriteByte('\n')
	return b.String()
}
