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
