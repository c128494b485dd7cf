package connect4

import (
	_ "embed"
	"strings"
	"sync"
)

// bookText is the opening book: positions near the start that the solver
// cannot prove within a few milliseconds, each with its value for the
// side to move, proven by this package's own solver (cmd/mkbook; the
// file's header names the command and the date). Its scope is the first
// player's winning strategy (see BookOptions), so a perfect player that
// holds it wins every game it starts and answers the positions a winning
// opponent reaches at once.
//
//go:embed book.txt
var bookText string

var (
	bookOnce sync.Once
	bookMap  map[uint64]int8 // canonical key -> value
)

// bookValue returns the book's value for the position with the given key,
// if the book holds it or its mirror image. The book is parsed on first
// use, so a program that never asks pays nothing at start-up.
func bookValue(key uint64) (int, bool) {
	bookOnce.Do(loadBook)
	v, ok := bookMap[canonical(key)]
	return int(v), ok
}

// loadBook parses bookText. The file is generated and checked by tests
// (TestBookParses), so a malformed line cannot reach a user; it is skipped.
func loadBook() {
	entries, err := ReadBookEntries(strings.NewReader(bookText))
	if err != nil {
		entries = nil
	}
	bookMap = make(map[uint64]int8, len(entries))
	for text, v := range entries {
		if p, err := Parse(text); err == nil {
			bookMap[canonical(p.key())] = int8(v)
		}
	}
}

// BookSize returns the number of positions in the embedded opening book.
func BookSize() int {
	bookOnce.Do(loadBook)
	return len(bookMap)
}
