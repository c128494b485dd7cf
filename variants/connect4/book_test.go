package connect4

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

var longBook = flag.Bool("c4book.long", false, "check every opening book entry against the solver (minutes to hours)")

// bookEntries returns the embedded book's entries, deepest first, so that
// a sample takes the ones the solver proves soonest.
func bookEntries(t *testing.T) []struct {
	text string
	pos  *Position
	v    int
} {
	t.Helper()
	var out []struct {
		text string
		pos  *Position
		v    int
	}
	err := readBook(strings.NewReader(bookText()), func(text string, p *Position, v int) {
		out = append(out, struct {
			text string
			pos  *Position
			v    int
		}{text, p, v})
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(out, func(a, b struct {
		text string
		pos  *Position
		v    int
	}) int {
		if a.pos.ply != b.pos.ply {
			return int(b.pos.ply) - int(a.pos.ply)
		}
		return strings.Compare(a.text, b.text)
	})
	return out
}

// TestBookParses checks the embedded book: its header names the command
// that made it and when, every entry parses and is a game in play, and
// the solver finds each one through the book.
func TestBookParses(t *testing.T) {
	if !strings.Contains(bookText(), "# generated with: go run ./variants/connect4/cmd/mkbook") || !strings.Contains(bookText(), "# started 20") {
		t.Errorf("the book's header lacks its generation command or date")
	}
	entries := bookEntries(t)
	if BookSize() != len(entries) {
		t.Errorf("BookSize() = %d, the file has %d entries (two share a mirror image?)", BookSize(), len(entries))
	}
	for _, e := range entries {
		if e.pos.result != 0 {
			t.Errorf("book entry %s is a finished game", e.text)
		}
		if v, ok := e.pos.SolveNodes(1); !ok || v != e.v {
			t.Errorf("SolveNodes(1) of book entry %s = %d, %v; want the book's %d, true", e.text, v, ok, e.v)
		}
	}
}

// TestBookSample proves a sample of the book's entries again with the
// bare solver (without the book) under a fixed node budget: three entries
// of every depth, drawn at random (seeded). Entries near the start take
// longer than the budget and are logged, not checked; -c4book.long checks
// every entry, without a budget (hours).
func TestBookSample(t *testing.T) {
	entries := bookEntries(t)
	budget, perPly := uint64(1_000_000), 3
	if raceEnabled {
		budget, perPly = 200_000, 1
	}
	rng := rand.New(rand.NewPCG(51, 52))
	rng.Shuffle(len(entries), func(i, j int) { entries[i], entries[j] = entries[j], entries[i] })
	taken := map[uint8]int{}
	checked, sampled := 0, 0
	for _, e := range entries {
		if !*longBook {
			if taken[e.pos.ply] == perPly {
				continue
			}
			taken[e.pos.ply]++
		}
		sampled++
		l := solveLimits{nodes: budget}
		if *longBook {
			l = solveLimits{}
		}
		v, ok := e.pos.solveFrom(l, false)
		if !ok {
			t.Logf("%s: not proven within %d nodes", e.text, budget)
			continue
		}
		checked++
		if v != e.v {
			t.Errorf("the solver says %s is %d, the book %d", e.text, v, e.v)
		}
	}
	t.Logf("proved %d of %d sampled book entries (of %d) again", checked, sampled, len(entries))
	if checked < sampled/2 {
		t.Errorf("only %d of %d sampled entries proven within the budget", checked, sampled)
	}
}

// TestCanonicalMirror checks that a position and its mirror image share
// the canonical key that the table and the book file them under, and
// that the key is one of the two.
func TestCanonicalMirror(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for range 200 {
		p, q := New(), New()
		for n := rng.IntN(20); n > 0 && p.result == 0; n-- {
			moves := p.LegalMoves(nil)
			m := moves[rng.IntN(len(moves))]
			p.Play(m)
			q.Play(Width - 1 - m)
		}
		if canonical(p.key()) != canonical(q.key()) {
			t.Fatalf("%s and its mirror %s have canonical keys %#x and %#x", p.Encode(), q.Encode(), canonical(p.key()), canonical(q.key()))
		}
		if c := canonical(p.key()); c != p.key() && c != q.key() {
			t.Fatalf("canonical key of %s is neither its key nor its mirror's", p.Encode())
		}
	}
}

// TestGenerateBookFromMidgame runs the generator from a won position with
// 16 stones and a tiny quick budget: every entry it writes must be the
// solver's value, the first player's position must be in it, and a run
// resumed from half of the output must write the other half again and
// nothing else.
func TestGenerateBookFromMidgame(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	var from string
	quick := newTable(minTableBits)
	for from == "" {
		p, seq := New(), []string{}
		for p.ply < 20 && p.result == 0 {
			var quiet []variants.Move
			for _, m := range p.LegalMoves(nil) {
				c := *p
				c.Play(m)
				if c.result == 0 && winningCells(c.cur, c.mask)&playable(c.mask) == 0 {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) == 0 {
				break
			}
			m := quiet[rng.IntN(len(quiet))]
			seq = append(seq, p.EncodeMove(m, 0))
			p.Play(m)
		}
		if p.ply == 20 && p.result == 0 && p.Value() == 1 {
			// Not quick from an empty table (the shared one knows p now).
			s := searcher{t: quick, limits: solveLimits{nodes: 300}}
			quick.clear()
			if _, ok := s.solve(p, false); !ok {
				from = strings.Join(seq, " ")
			}
		}
	}
	opts := BookOptions{From: from, Plies: 28, Quick: 300}
	var full strings.Builder
	if err := GenerateBook(&full, opts, nil); err != nil {
		t.Fatal(err)
	}
	all, err := ReadBookEntries(strings.NewReader(full.String()))
	if err != nil {
		t.Fatal(err)
	}
	start, _ := playMoves(from)
	if v, ok := all[start.Encode()]; !ok || v != 1 {
		t.Errorf("the start %s is not in the book as a win: %v, %v", start.Encode(), v, ok)
	}
	for text, v := range all {
		p, _ := Parse(text)
		if got, _ := p.solveFrom(solveLimits{}, false); got != v {
			t.Errorf("book entry %s says %d, the solver %d", text, v, got)
		}
	}
	lines := strings.SplitAfter(full.String(), "\n")
	half := strings.Join(lines[:len(lines)/2], "")
	done, _ := ReadBookEntries(strings.NewReader(half))
	var rest strings.Builder
	if err := GenerateBook(&rest, opts, done); err != nil {
		t.Fatal(err)
	}
	resumed, _ := ReadBookEntries(strings.NewReader(half + rest.String()))
	if len(resumed) != len(all) || strings.Count(half+rest.String(), "\n") != len(all) {
		t.Errorf("resumed run: %d entries in %d lines, the whole run %d", len(resumed), strings.Count(half+rest.String(), "\n"), len(all))
	}
	t.Logf("from %s (%s): %d entries", from, start.Encode(), len(all))
}

var (
	sweepBook = flag.Bool("c4book.sweep", false, "time the answer to every position of the book's strategy (minutes)")
	sweepSlow = flag.String("c4book.slowout", "", "with -c4book.sweep, append the positions not answered within 10 ms to this file, for mkbook -slow")
)

// TestBookSweep walks the first player's strategy as the book holds it:
// at each first-player position the winning move the solver finds within
// 10 ms, at each second-player position every reply, down to the book's
// depth, not below a first-player position that is not in the book (the
// solver proves it within the generator's quick budget, and what follows
// is part of that proof). Each position is answered as the perfect player
// does (SolveWithin, the shared table warm from the positions before);
// the test asserts values, and reports the times without asserting them.
func TestBookSweep(t *testing.T) {
	if !*sweepBook {
		t.Skip("-c4book.sweep times the book's whole strategy")
	}
	depth := 0
	for _, e := range bookEntries(t) {
		depth = max(depth, int(e.pos.ply))
	}
	BookSize()    // parse the book and allocate the table first:
	sharedTable() // one-off costs, not an answer's
	var times []time.Duration
	var slow []string
	unproven, wrong := 0, 0
	seen := map[uint64]bool{}
	var walk func(p Position)
	walk = func(p Position) {
		k := canonical(p.key())
		if seen[k] || int(p.ply) > depth || p.result != variants.Ongoing {
			return
		}
		seen[k] = true
		start := time.Now()
		v, ok := p.SolveWithin(10 * time.Millisecond)
		var win variants.Move
		found := false
		if ok && p.ply%2 == 0 {
			// The first player also needs the move, a child proven lost,
			// found as perfect finds it: a first pass of 1 us a move
			// reads the book and the table (which the position's own
			// proof just filled), then 1 ms a move.
			for _, slice := range []time.Duration{time.Microsecond, time.Millisecond} {
				for _, m := range p.LegalMoves(nil) {
					c := p
					c.Play(m)
					if c.result != variants.Ongoing {
						if c.result != variants.Draw {
							win, found = m, true
							break
						}
						continue
					}
					left := 10*time.Millisecond - time.Since(start)
					if left <= 0 {
						break // SolveWithin would take a limit of 0 as none
					}
					if cv, cok := c.SolveWithin(min(slice, left)); cok && cv == -1 {
						win, found = m, true
						break
					}
				}
				if found {
					break
				}
			}
		}
		times = append(times, time.Since(start))
		switch {
		case !ok || p.ply%2 == 0 && !found:
			unproven++
			slow = append(slow, p.Encode())
			if unproven <= 5 {
				t.Logf("not answered within 10 ms: %s (value proven: %v)", p.Encode(), ok)
			}
			return
		case p.ply%2 == 0 && v != 1 || p.ply%2 == 1 && v != -1:
			wrong++
			t.Errorf("%s: value %d on the first player's winning strategy", p.Encode(), v)
			return
		}
		if p.ply%2 == 0 {
			if _, inBook := bookValue(p.key()); !inBook && p.ply > 0 {
				return
			}
			c := p
			c.Play(win)
			walk(c)
			return
		}
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.Play(m)
			walk(c)
		}
	}
	walk(*New())
	if *sweepSlow != "" && len(slow) > 0 {
		f, err := os.OpenFile(*sweepSlow, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(f, strings.Join(slow, "\n"))
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(times)
	over := len(times) - sort.Search(len(times), func(i int) bool { return times[i] > 10*time.Millisecond })
	t.Logf("%d positions to %d stones: %d not answered within 10 ms, %d over 10 ms; median %v, 99th percentile %v, worst %v",
		len(times), depth, unproven, over, times[len(times)/2], times[len(times)*99/100], times[len(times)-1])
}

// TestBookFilter checks the bit filter in front of the book's map: it
// passes every key the book holds (a search reading the book through it
// misses no entry) and turns away most of the positions a search meets,
// which the book does not hold: here the positions of 9 to 20 stones of
// random games, of which about one in six passes.
func TestBookFilter(t *testing.T) {
	bookOnce.Do(loadBook)
	for k := range bookMap {
		if !bookMayHold(k) {
			t.Fatalf("key %#x is in the book, the filter turns it away", k)
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	passed, absent := 0, 0
	for absent < 5000 {
		p := RandomPosition(rng, 9+rng.IntN(12))
		if p == nil {
			continue
		}
		k := canonical(p.key())
		if _, ok := bookMap[k]; ok {
			continue
		}
		absent++
		if bookMayHold(k) {
			passed++
		}
	}
	if passed > absent/3 {
		t.Errorf("%d of %d keys the book does not hold pass the filter, want at most a third", passed, absent)
	}
	t.Logf("%d of %d keys the book does not hold pass the filter", passed, absent)
}

// BenchmarkBookLoad times parsing the embedded book, the one-off cost of
// the first position a program asks about.
func BenchmarkBookLoad(b *testing.B) {
	for b.Loop() {
		loadBook()
	}
	b.ReportMetric(float64(len(bookMap)), "entries")
}

// TestGenerateBookSlow checks BookOptions.Slow: a first-player position
// the solver proves at once still gets an entry, and so does the
// position its winning move leads to, both the solver's values, so that
// the player answers from the book.
func TestGenerateBookSlow(t *testing.T) {
	const slow = "3x3/2ox3/2xo3/o1ox3/x1ox3/o1ox1xo x" // from a sweep at load 5
	var out strings.Builder
	if err := GenerateBook(&out, BookOptions{Plies: -1, Quick: 20000, Slow: []string{slow}}, nil); err != nil {
		t.Fatal(err)
	}
	got, err := ReadBookEntries(strings.NewReader(out.String()))
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := got[slow]; !ok || v != 1 {
		t.Errorf("%s: entry %d, %v; want 1, true", slow, v, ok)
	}
	if len(got) != 2 {
		t.Errorf("%d entries, want the position and its winning move's: %v", len(got), got)
	}
	for text, v := range got {
		p, _ := Parse(text)
		if sv, _ := p.solveFrom(solveLimits{}, false); sv != v {
			t.Errorf("entry %s says %d, the solver %d", text, v, sv)
		}
	}
}
