// Package clip quotes user input in error messages: at most a line's worth
// of it, so a 10 MiB token or a file of NULs gives a readable error instead
// of echoing megabytes to the terminal (issue 20 item 14). Every error that
// quotes input the user gave (flags, PGN, FEN, moves, UCI lines, engine
// replies) goes through Quote.
package clip

import (
	"strconv"
	"unicode/utf8"
)

// Max is how many bytes of input Quote shows at most, before quoting.
const Max = 80

// Quote returns s quoted as Go's %q does, cut to its first Max bytes (at
// a rune boundary) with the length of the whole noted when it was longer.
func Quote(s string) string {
	if len(s) <= Max {
		return strconv.Quote(s)
	}
	cut := Max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + "... (" + strconv.Itoa(len(s)) + " bytes)"
}

// String returns s cut as Quote cuts it, unquoted: for messages that
// already frame the input (an engine's info string).
func String(s string) string {
	if len(s) <= Max {
		return s
	}
	cut := Max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "... (" + strconv.Itoa(len(s)) + " bytes)"
}
