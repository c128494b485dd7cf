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
//
// -moves8 writes the book of moves of 8 stones instead: for every
// position of 8 stones that Tromp's database says the side to move
// wins, a winning move, proven by the solver (connect4.GenerateMoves8),
// a line a position, resumable, -workers goroutines; -pack FILE then
// writes the embedded form from that output:
//
//	nice -n 19 go run ./variants/connect4/cmd/mkbook -moves8 -o /tmp/c4/moves8.txt -workers 2
//	go run ./variants/connect4/cmd/mkbook -moves8 -o /tmp/c4/moves8.txt,/tmp/c4/forced8.txt -pack variants/connect4/tromp8/moves.bin
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
	moves8 := flag.Bool("moves8", false, "instead of a book of values, the book of winning moves of 8 stones (resumable)")
	workers := flag.Int("workers", 2, "with -moves8: goroutines proving positions")
	first := flag.Uint64("first", 2048, "with -moves8: the first round's budget a move, in positions")
	likely := flag.Bool("likely", false, "with -moves8: the positions most likely in a random game (the sweep's) first, not in key order")
	draws := flag.Bool("draws", false, "with -moves8: a drawing move of every drawn position too")
	forced := flag.Bool("forced", false, "with -moves8: instead, the value of every position where the side to move must block (Tromp's database leaves them out)")
	only := flag.String("only", "", "with -moves8: a file of positions of 8 stones, one a line (its first two fields), to prove alone (their drawing moves too)")
	packForced := flag.String("packforced", "", "with -moves8 -forced: write Tromp's form of the forced positions' values from -o's entries to this file, and prove nothing")
	pack := flag.String("pack", "", "with -moves8: write the embedded book from -o's entries to this file, and prove nothing")
	flag.Parse()
	connect4.SetTableBits(*tableBits)
	if *moves8 {
		opts := connect4.Moves8Options{Workers: *workers, First: *first, Draws: *draws, Forced: *forced, Likely: *likely, Log: os.Stderr}
		if *only != "" {
			b, err := os.ReadFile(*only)
			if err != nil {
				return err
			}
			for _, line := range strings.Split(string(b), "\n") {
				f := strings.Fields(line)
				if len(f) < 2 || strings.HasPrefix(f[0], "#") {
					continue
				}
				p, err := connect4.Parse(f[0] + " " + f[1])
				if err != nil {
					return fmt.Errorf("%s: %w", *only, err)
				}
				i, ok := connect4.Moves8Index(p)
				if !ok {
					return fmt.Errorf("%s: %s is not a game of 8 stones in play", *only, f[0])
				}
				opts.Only = append(opts.Only, i)
			}
			opts.Draws = true
		}
		if *packForced != "" {
			return packFile(*out, *packForced, connect4.PackForced8)
		}
		if *pack != "" {
			return packFile(*out, *pack, func(e map[int]connect4.Moves8Entry) []byte { return connect4.PackMoves8(connect4.Moves8Cols(e)) })
		}
		return runMoves8(*out, opts)
	}
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

// packFile writes to dst the embedded form, by pack, of the entries of
// the generator's outputs src (comma-separated; a later file's entry
// for a position replaces an earlier one's).
func packFile(src, dst string, pack func(map[int]connect4.Moves8Entry) []byte) error {
	all := map[int]connect4.Moves8Entry{}
	for _, name := range splitList(src) {
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		entries, err := connect4.ReadMoves8(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		for i, e := range entries {
			all[i] = e
		}
	}
	return os.WriteFile(dst, pack(all), 0o644)
}

// runMoves8 is mkbook -moves8: it resumes the output file out.
func runMoves8(out string, opts connect4.Moves8Options) error {
	done := map[int]bool{}
	f, err := os.Open(out)
	switch {
	case err == nil:
		entries, err := connect4.ReadMoves8(f)
		f.Close()
		if err != nil {
			return fmt.Errorf("%s: %w", out, err)
		}
		for i := range entries {
			done[i] = true
		}
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	w, err := os.OpenFile(out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer w.Close()
	fmt.Fprintf(w, "# %s %s: go run ./variants/connect4/cmd/mkbook%s\n", map[bool]string{true: "resumed", false: "started"}[len(done) > 0], time.Now().UTC().Format(time.RFC3339), commandLine())
	if len(done) == 0 {
		fmt.Fprintf(w, "# Each line: the index in connect4.Positions8, the position, a move that keeps its value, the value (Tromp's) and the positions searched.\n")
	}
	if err := connect4.GenerateMoves8(w, opts, done); err != nil {
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
