package connect4

import (
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"
	"time"

	"rollout/variants"
)

// BookOptions says which positions GenerateBook proves. The book's scope
// is the first player's winning strategy: from the empty board it follows
// one proven winning move at each of the first player's turns and every
// reply of the second player, so a perfect player holding the book wins
// every game it starts and, as second player, knows every position the
// winning side reaches. The strategy is followed until the solver alone
// proves the first player's position within Quick nodes from an empty
// table: from there on the player's own search finds the win in time, so
// neither that position nor anything after it gets an entry.
type BookOptions struct {
	// Plies caps the strategy's depth: first-player positions with more
	// stones are not expanded even when they are not quick.
	Plies int
	// Children lists positions, as move sequences from the empty board
	// ("d c"), every move of which is solved first, not just a winning
	// one, so that analysing them shows an exact value for every move.
	Children []string
	// From is the position the strategy starts from, as moves from the
	// empty board; empty (the book's case) means the empty board. The
	// first player's side is whoever is to move there.
	From string
	// Quick is the node budget within which a position counts as solved
	// in time without the book.
	Quick uint64
	// Slow lists positions (as connect4.Parse reads them) that get
	// entries although the solver proves them within Quick nodes: the
	// ones TestBookSweep (-c4book.slowout) found the player could not
	// answer, value and winning move, within 10 ms. A first-player
	// position among them gets its value and its winning move's entry,
	// and the strategy goes on beneath it as beneath any entry.
	Slow []string
	// Every, when above 0, makes GenerateEvery's book: every position
	// of exactly Every stones, then every shallower one (see
	// GenerateEvery); GenerateBook ignores it.
	Every int
	// Log, when not nil, receives a line per proven position and per
	// finished level.
	Log io.Writer
}

// newBookGen is a generator writing to w, which knows the entries of
// done (position text to value, as ReadBookEntries reads an interrupted
// run back) and so never searches them again.
func newBookGen(w io.Writer, opts BookOptions, done map[string]int) (*bookGen, error) {
	g := &bookGen{w: w, opts: opts, known: map[uint64]int{}, inFile: map[uint64]bool{}, quickTable: newTable(minTableBits), quickRuns: map[uint64]quickRun{}}
	for text, v := range done {
		p, err := Parse(text)
		if err != nil {
			return nil, fmt.Errorf("book entry %q: %w", text, err)
		}
		g.known[canonical(p.key())] = v
		g.inFile[canonical(p.key())] = true
	}
	return g, nil
}

// GenerateBook proves the positions that opts selects and writes one line
// per entry to w: the position's text and its value for the side to move.
// Entries already in done (position text to value, as read back by
// ReadBookEntries from an interrupted run) are not searched again, so a
// run can be resumed by appending to its own output.
func GenerateBook(w io.Writer, opts BookOptions, done map[string]int) error {
	g, err := newBookGen(w, opts, done)
	if err != nil {
		return err
	}
	var slow []Position
	forced := map[uint64]bool{}
	for _, text := range opts.Slow {
		p, err := Parse(text)
		if err != nil {
			return fmt.Errorf("slow position %q: %w", text, err)
		}
		if p.result == variants.Ongoing && !forced[canonical(p.key())] {
			forced[canonical(p.key())] = true
			slow = append(slow, *p)
		}
	}
	from, err := playMoves(opts.From)
	if err != nil {
		return err
	}
	// A Children position where the first player is to move shows every
	// winning move as won, and the player may pick any of them: the
	// strategy goes on after each, not only after the one it would pick.
	extra := map[int][]Position{}
	for _, seq := range opts.Children {
		p, err := playMoves(seq)
		if err != nil {
			return err
		}
		for _, m := range p.LegalMoves(nil) {
			c := *p
			c.Play(m)
			if c.result != variants.Ongoing {
				continue
			}
			v, err := g.value(&c)
			if err != nil {
				return err
			}
			if v != -1 || p.ply%2 != from.ply%2 {
				continue
			}
			for _, reply := range c.LegalMoves(nil) {
				x := c
				x.Play(reply)
				if x.result == variants.Ongoing && winningCells(x.cur, x.mask)&playable(x.mask) == 0 {
					extra[int(x.ply)] = append(extra[int(x.ply)], x)
				}
			}
		}
	}
	level := []Position{*from}
	for ply := from.Ply(); ply <= opts.Plies && (len(level) > 0 || ply <= maxKey(extra)); ply += 2 {
		level = append(level, extra[ply]...)
		var next []Position
		seen := map[uint64]bool{}
		done := map[uint64]bool{}
		expanded := 0
		for _, p := range level {
			k := canonical(p.key())
			if done[k] {
				continue
			}
			done[k] = true
			// A first-player position with an entry was not quick; the
			// others are tested (a resumed run skips the entries' tests).
			if _, known := g.known[k]; ply > from.Ply() && !known && !forced[k] {
				if _, quick := g.quick(&p); quick {
					continue
				}
			}
			expanded++
			win, err := g.winningMove(&p)
			if err != nil {
				return err
			}
			if forced[k] {
				// The winning move's position too, quick or not: the
				// player finds the move by reading it.
				if err := g.force(&p); err != nil {
					return err
				}
			}
			// The strategy goes on after the chosen move and after every
			// other move the book holds as winning: perfect, reading the
			// book, takes any of them.
			for _, m := range p.LegalMoves(nil) {
				c := p
				c.Play(m)
				if c.result != variants.Ongoing {
					continue
				}
				if v, ok := g.known[canonical(c.key())]; m != win && (!ok || v != -1) {
					continue
				}
				for _, reply := range c.LegalMoves(nil) {
					x := c
					x.Play(reply)
					if x.result != variants.Ongoing || winningCells(x.cur, x.mask)&playable(x.mask) != 0 {
						continue // over, or X wins at once: no search needed
					}
					if k := canonical(x.key()); !seen[k] {
						seen[k] = true
						next = append(next, x)
					}
				}
			}
		}
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, "%s level %d: %d positions, %d not quick\n", time.Now().UTC().Format(time.TimeOnly), ply, len(level), expanded)
		}
		// Sorted, so the order of work does not depend on map order.
		slices.SortFunc(next, func(a, b Position) int { return strings.Compare(a.Encode(), b.Encode()) })
		level = next
	}
	// Slow positions the walk did not reach (the sweep may take another
	// winning move) or did not give an entry (second-player ones).
	slices.SortFunc(slow, func(a, b Position) int { return strings.Compare(a.Encode(), b.Encode()) })
	for _, p := range slow {
		if g.inFile[canonical(p.key())] {
			continue
		}
		if err := g.force(&p); err != nil {
			return err
		}
	}
	return nil
}

// force writes an entry for p, and when p is won, for its winning move's
// position too, however quick the solver is there.
func (g *bookGen) force(p *Position) error {
	v, ok := g.solved(p)
	if !ok {
		v, _ = p.solveFrom(solveLimits{}, false)
	}
	if v != 1 {
		return g.write(p, v, 0)
	}
	win, err := g.winningMove(p)
	if err != nil {
		return err
	}
	if err := g.write(p, 1, 0); err != nil {
		return err
	}
	c := *p
	c.Play(win)
	if c.result != variants.Ongoing {
		return nil
	}
	return g.write(&c, -1, 0)
}

// maxKey returns the largest key of m, or -1.
func maxKey(m map[int][]Position) int {
	k := -1
	for ply := range m {
		k = max(k, ply)
	}
	return k
}

// playMoves returns the position after the moves seq from the empty board.
func playMoves(seq string) (*Position, error) {
	p := New()
	for _, f := range strings.Fields(seq) {
		m, err := p.DecodeMove(f)
		if err != nil || p.result != variants.Ongoing {
			return nil, fmt.Errorf("book position %q: %q is not a move there", seq, f)
		}
		p.Play(m)
	}
	return p, nil
}

// bookGen is one run of GenerateBook.
type bookGen struct {
	w      io.Writer
	opts   BookOptions
	known  map[uint64]int  // canonical key -> value, proven or read back
	inFile map[uint64]bool // canonical keys with an entry in the output
	// quickTable is the quick test's own table, emptied before each test
	// so that the test does not depend on what was solved before.
	quickTable *ttable
	// quickRuns keeps each quick test's outcome by the position's key (not
	// its canonical key: the test of a mirror image may count other
	// nodes), so a position is tested once however often the strategy
	// meets it, and its value, when the test proves it, is not solved
	// for again.
	quickRuns map[uint64]quickRun
}

// quickRun is the outcome of one quick test: p's value, when proven.
type quickRun struct {
	v      int8
	proven bool
}

// quick reports whether the bare solver proves p within the Quick budget
// from an empty table, as a player meeting p for the first time must,
// and if so p's value for the side to move.
func (g *bookGen) quick(p *Position) (int, bool) {
	if r, ok := g.quickRuns[p.key()]; ok {
		return int(r.v), r.proven
	}
	g.quickTable.clear()
	s := searcher{t: g.quickTable, limits: solveLimits{nodes: g.opts.Quick}}
	v, ok := s.solve(p, false)
	g.quickRuns[p.key()] = quickRun{int8(v), ok}
	return v, ok
}

// solved returns p's value for the side to move when this run knows it
// without a search: an entry, a published value, or a quick test that
// proved it.
func (g *bookGen) solved(p *Position) (int, bool) {
	if v, ok := g.known[canonical(p.key())]; ok {
		return v, true
	}
	if v, ok := publishedValues[p.key()]; ok {
		return v, true
	}
	if r, ok := g.quickRuns[p.key()]; ok && r.proven {
		return int(r.v), true
	}
	return 0, false
}

// write records an entry for p unless the book already has it.
func (g *bookGen) write(p *Position, v int, took time.Duration) error {
	k := canonical(p.key())
	if g.inFile[k] {
		return nil
	}
	g.known[k] = v
	g.inFile[k] = true
	if _, ok := publishedValues[p.key()]; ok {
		return nil
	}
	if _, err := fmt.Fprintf(g.w, "%s %d\n", p.Encode(), v); err != nil {
		return fmt.Errorf("writing the book: %w", err)
	}
	if g.opts.Log != nil {
		fmt.Fprintf(g.opts.Log, "%s %s %d %v\n", time.Now().UTC().Format(time.TimeOnly), p.Encode(), v, took.Round(time.Millisecond))
	}
	return nil
}

// value returns p's exact value for the side to move, from the book so
// far or by solving it, and writes an entry when p is not quick.
func (g *bookGen) value(p *Position) (int, error) {
	if v, ok := g.solved(p); ok {
		return v, nil
	}
	if v, quick := g.quick(p); quick {
		return v, nil
	}
	start := time.Now()
	v, _ := p.solveFrom(solveLimits{}, false)
	return v, g.write(p, v, time.Since(start))
}

// winningMove returns a move that wins for the side to move in p, which
// must be won, and writes the entries the player needs there: p's value
// and the value of the position the move leads to. Of several winning
// moves it takes the one the solver proves first (with budgets growing
// fourfold over all moves, in the solver's order), which tends to be the
// one whose strategy is smallest.
func (g *bookGen) winningMove(p *Position) (variants.Move, error) {
	start := time.Now()
	type cand struct {
		m     variants.Move
		c     Position
		order int
	}
	var cands []cand
	for _, m := range p.LegalMoves(nil) {
		c := *p
		c.Play(m)
		if c.result != variants.Ongoing && c.result != variants.Draw {
			return m, nil // wins at once
		}
		if c.result != variants.Ongoing {
			continue
		}
		if v, ok := g.known[canonical(c.key())]; ok && v == -1 {
			return m, g.write(p, 1, 0)
		}
		if v, ok := publishedValues[c.key()]; ok && v == -1 {
			return m, g.write(p, 1, 0)
		}
		if _, ok := g.known[canonical(c.key())]; ok {
			continue // known not to win: nothing to solve
		}
		// The solver's own order: threats made, then centre first.
		sc := bits.OnesCount64(winningCells(c.cur^c.mask, c.mask))
		cands = append(cands, cand{m, c, -sc*Width + centreRank(int(m))})
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return a.order - b.order })
	tried := make([]bool, len(cands))
	for budget := max(g.opts.Quick, 1); ; budget *= 4 {
		open := 0
		for i, c := range cands {
			if tried[i] {
				continue
			}
			open++
			// A value the quick test proved is not solved for again.
			v, ok := g.solved(&c.c)
			if !ok {
				if v, ok = c.c.solveFrom(solveLimits{nodes: budget}, false); !ok {
					continue
				}
			}
			tried[i] = true
			if _, quick := g.quick(&c.c); !quick {
				if err := g.write(&c.c, v, time.Since(start)); err != nil {
					return 0, err
				}
			} else {
				g.known[canonical(c.c.key())] = v
			}
			if v == -1 {
				return c.m, g.write(p, 1, time.Since(start))
			}
		}
		if open == 0 {
			return 0, fmt.Errorf("%s: no winning move, but the book's strategy reached it", p.Encode())
		}
	}
}

// ReadBookEntries reads back the entries of a book file: lines of a
// position's text and its value, with # comments and blank lines skipped.
func ReadBookEntries(r io.Reader) (map[string]int, error) {
	out := map[string]int{}
	if err := readBook(r, func(text string, _ *Position, v int) { out[text] = v }); err != nil {
		return nil, err
	}
	return out, nil
}

// centreRank is a column's place in centreFirst.
func centreRank(col int) int { return slices.Index(centreFirst[:], col) }
