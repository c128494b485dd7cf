package connect4

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
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
	// bookMaxPly is the most stones of any book entry (at least 1, the
	// published first moves): searches look deeper positions up in
	// neither.
	bookMaxPly = 1
	// bookFilter has bit bookFilterBit(k) set for each key k of bookMap:
	// a search meets mostly positions the book does not hold, and the
	// filter, 16 KB that stay in the processor's cache, turns away four
	// in five of them before the map's lookup, a cache miss or two.
	bookFilter [1 << bookFilterBits / 64]uint64
)

// bookFilterBits is log2 of the bits of bookFilter: 2^17 bits for the
// book's some 26,000 keys, so about one key in six that the book does
// not hold passes it.
const bookFilterBits = 17

// bookFilterBit returns the bit of bookFilter for the canonical key k.
func bookFilterBit(k uint64) uint64 { return k * 0x9e3779b97f4a7c15 >> (64 - bookFilterBits) }

// bookMayHold reports whether the book may hold the canonical key k:
// false means it does not.
func bookMayHold(k uint64) bool {
	b := bookFilterBit(k)
	return bookFilter[b/64]&(1<<(b%64)) != 0
}

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
// (TestBookParses), so a malformed line cannot reach a user; were one
// there, the entries before it would be kept.
func loadBook() {
	// The book of moves of 8 stones needs the positions' order, about
	// 20 ms of CPU to enumerate: started here, beside the book's
	// 61 ms, it is ready before a search meets an 8-stone root, rather
	// than taken from that search's time.
	go positions8Once.Do(enumerate8)
	bookMap = make(map[uint64]int8, 1<<15)
	r, err := gzip.NewReader(bytes.NewReader(bookGz))
	if err != nil {
		return
	}
	_ = readBook(r, func(_ string, p *Position, v int) {
		k := canonical(p.key())
		bookMap[k] = int8(v)
		b := bookFilterBit(k)
		bookFilter[b/64] |= 1 << (b % 64)
		bookMaxPly = max(bookMaxPly, p.Ply())
	})
}

// readBook calls f with each entry of a book file, in the file's order:
// the position's text, the position and its value for the side to move.
// Lines are a position's text and its value; # comments and blank lines
// are skipped. A malformed line ends the reading with an error naming it.
// The embedded book and a generator's output (ReadBookEntries) are read
// by it alike.
func readBook(r io.Reader, f func(text string, p *Position, v int)) error {
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		i := strings.LastIndexByte(s, ' ')
		if i < 0 {
			return fmt.Errorf("book line %d: %q is not a position and a value", line, s)
		}
		v, err := strconv.Atoi(s[i+1:])
		if err != nil || v < -1 || v > 1 {
			return fmt.Errorf("book line %d: value %q is not -1, 0 or 1", line, s[i+1:])
		}
		p, err := Parse(s[:i])
		if err != nil {
			return fmt.Errorf("book line %d: %w", line, err)
		}
		f(s[:i], p, v)
	}
	return sc.Err()
}

// BookSize returns the number of positions in the embedded opening book.
func BookSize() int {
	bookOnce.Do(loadBook)
	return len(bookMap)
}
