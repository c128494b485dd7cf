// Command mkbook writes the Connect Four opening book that the perfect
// player embeds, proving every entry with the package's own solver:
//
//	nice -n 10 go run ./variants/connect4/cmd/mkbook -o /tmp/c4/book.txt
//
// An interrupted run resumes: entries already in the output are kept and
// not searched again.
//
// -slow names a file of positions that get entries although the solver
// proves them within -quick nodes: the ones the sweep
// (go test ./variants/connect4 -run BookSweep -c4book.sweep
// -c4book.slowout FILE) found the player could not answer within 10 ms.
// The book's own list is variants/connect4/testdata/slow.txt.
//
// -every N writes another book: every position of N stones (up to
// mirror images) that the solver does not prove within -quick nodes,
// then every position of fewer stones, from its moves' values, so that
// perfect answers every position of fewer than N stones at once (see
// connect4.GenerateEvery and docs/connect4.md for its cost).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"

	"rollout/variants/connect4"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "mkbook:", err)
		os.Exit(1)
	}
}

func run() error {
	out := flag.String("o", "book.txt", "the book file to write (resumed when it exists); gzip -9n it into variants/connect4/book.txt.gz")
	plies := flag.Int("plies", 40, "cap on the depth of the first player's strategy, in stones (it ends where the solver is quick)")
	children := flag.String("children", "d c", "comma-separated positions, as moves from the empty board, every move of which is solved first")
	quick := flag.Uint64("quick", 20000, "positions solved within this many nodes get no entry")
	slowFile := flag.String("slow", "", "a file of positions, one a line, that get entries however quick the solver is there (TestBookSweep's -c4book.slowout)")
	every := flag.Int("every", 0, "instead of the first player's strategy, every position of this many stones and of fewer (resumable; hours from 7 stones on)")
	tableBits := flag.Int("table", 26, "log2 of the solver's transposition table slots (4 bytes each)")
	flag.Parse()
	connect4.SetTableBits(*tableBits)
	done := map[string]int{}
	f, err := os.Open(*out)
	switch {
	case err == nil:
		done, err = connect4.ReadBookEntries(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", *out, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	w, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer w.Close()
	// The header names the command (without -o, where the file went) and
	// the start; a resumed run adds a line with its own start.
	args := commandLine()
	if len(done) == 0 {
		fmt.Fprintf(w, "# Connect Four opening book, proven by rollout's own solver.\n# %s\n# generated with: go run ./variants/connect4/cmd/mkbook%s\n# started %s\n",
			"Each line: a position (see connect4.Parse) and its value for the side to move: 1 win, 0 draw, -1 loss.",
			args, time.Now().UTC().Format(time.RFC3339))
	} else {
		fmt.Fprintf(w, "# resumed %s: go run ./variants/connect4/cmd/mkbook%s\n", time.Now().UTC().Format(time.RFC3339), args)
	}
	opts := connect4.BookOptions{Plies: *plies, Children: splitList(*children), Quick: *quick, Every: *every, Log: os.Stderr}
	if *slowFile != "" {
		b, err := os.ReadFile(*slowFile)
		if err != nil {
			return err
		}
		for _, line := range strings.Split(string(b), "\n") {
			if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
				opts.Slow = append(opts.Slow, line)
			}
		}
	}
	generate := connect4.GenerateBook
	if *every > 0 {
		generate = connect4.GenerateEvery
	}
	if err := generate(w, opts, done); err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "# finished %s\n", time.Now().UTC().Format(time.RFC3339))
	return err
}

// commandLine returns the flags the command was run with, less -o and its
// value, each with a leading space.
func commandLine() string {
	var b strings.Builder
	flag.Visit(func(f *flag.Flag) {
		if f.Name != "o" {
			fmt.Fprintf(&b, " -%s %s", f.Name, strconvQuote(f.Value.String()))
		}
	})
	return b.String()
}

// strconvQuote quotes a flag value that holds a space.
func strconvQuote(s string) string {
	if strings.ContainsAny(s, " \t") || s == "" {
		return "'" + s + "'"
	}
	return s
}

// splitList splits a comma-separated list, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
