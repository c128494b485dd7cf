package connect4

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"strconv"
	"strings"
	"sync"
)

// bookGz is the opening book, gzipped (the text is some 8 times larger):
// positions near the start that the solver cannot prove within a few
// milliseconds, each with its value for the side to move, proven by this
// package's own solver (cmd/mkbook; the file's header names the command
// and the date). Its scope is the first player's winning strategy (see
// BookOptions), so a perfect player that holds it wins every game it
// starts and answers the positions a winning opponent reaches at once.
// It is made by
//
//	gzip -9n < book.txt > variants/connect4/book.txt.gz
//
// from the generator's output.
//
//go:embed book.txt.gz
var bookGz []byte

var (
	bookOnce sync.Once
	bookMap  map[uint64]int8 // canonical key -> value
)

// bookText returns the book file's text.
func bookText() string {
	r, err := gzip.NewReader(bytes.NewReader(bookGz))
	if err != nil {
		return ""
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return ""
	}
	return string(b)
}

// bookValue returns the book's value for the position with the given key,
// if the book holds it or its mirror image. The book is parsed on first
// use, so a program that never asks pays nothing at start-up.
func bookValue(key uint64) (int, bool) {
	bookOnce.Do(loadBook)
	v, ok := bookMap[canonical(key)]
	return int(v), ok
}

// loadBook parses the book. The file is generated and checked by tests
// (TestBookParses), so a malformed line cannot reach a user; it is skipped.
func loadBook() {
	bookMap = make(map[uint64]int8, 1<<15)
	r, err := gzip.NewReader(bytes.NewReader(bookGz))
	if err != nil {
		return
	}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		s := sc.Text()
		i := strings.LastIndexByte(s, ' ')
		if i < 0 || strings.HasPrefix(s, "#") {
			continue
		}
		v, err := strconv.Atoi(s[i+1:])
		if err != nil {
			continue
		}
		if p, err := Parse(s[:i]); err == nil {
			bookMap[canonical(p.key())] = int8(v)
		}
	}
}

// BookSize returns the number of positions in the embedded opening book.
func BookSize() int {
	bookOnce.Do(loadBook)
	return len(bookMap)
}
