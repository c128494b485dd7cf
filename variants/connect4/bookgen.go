package connect4

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"rollout/variants"
)

// BookOptions says which positions GenerateBook proves. The book's scope
// is the first player's winning strategy: from the empty board it follows
// one proven winning move at each of the first player's turns and every
// reply of the second player, so a perfect player holding the book wins
// every game it starts and, as second player, knows every position the
// winning side reaches. Positions the solver proves within Quick need no
// entry and get none.
type BookOptions struct {
	// Plies is how deep the strategy goes: first-player positions with at
	// most this many stones are solved.
	Plies int
	// Children lists positions, as move sequences from the empty board
	// ("d c"), every move of which is solved first, not just a winning
	// one, so that analysing them shows an exact value for every move.
	Children []string
	// Quick is the node budget within which a position counts as solved
	// in time without the book.
	Quick uint64
	// Log, when not nil, receives a line per proven position.
	Log io.Writer
}

// GenerateBook proves the positions that opts selects and writes one line
// per entry to w: the position's text and its value for the side to move.
// Entries already in done (position text to value, as read back by
// ReadBookEntries from an interrupted run) are not searched again, so a
// run can be resumed by appending to its own output.
func GenerateBook(w io.Writer, opts BookOptions, done map[string]int) error {
	g := bookGen{w: w, opts: opts, known: map[uint64]int{}}
	for text, v := range done {
		p, err := Parse(text)
		if err != nil {
			return fmt.Errorf("book entry %q: %w", text, err)
		}
		g.known[canonical(p.key())] = v
	}
	for _, seq := range opts.Children {
		p := New()
		for _, f := range strings.Fields(seq) {
			m, err := p.DecodeMove(f)
			if err != nil {
				return fmt.Errorf("book position %q: %w", seq, err)
			}
			p.Play(m)
		}
		if _, _, err := g.winningMove(p, true); err != nil {
			return err
		}
	}
	level := []Position{*New()}
	for ply := 0; ply <= opts.Plies && len(level) > 0; ply += 2 {
		var next []Position
		seen := map[uint64]bool{}
		for _, p := range level {
			win, ok, err := g.winningMove(&p, false)
			if err != nil {
				return err
			}
			if !ok {
				return fmt.Errorf("%s: no winning move, but the book's strategy reached it", p.Encode())
			}
			c := p
			c.Play(win)
			for _, reply := range c.LegalMoves(nil) {
				x := c
				x.Play(reply)
				if x.result != variants.Ongoing {
					continue
				}
				if k := canonical(x.key()); !seen[k] {
					seen[k] = true
					next = append(next, x)
				}
			}
		}
		// Sorted, so the order of work does not depend on map order.
		slices.SortFunc(next, func(a, b Position) int { return strings.Compare(a.Encode(), b.Encode()) })
		level = next
	}
	return nil
}

// bookGen is one run of GenerateBook.
type bookGen struct {
	w     io.Writer
	opts  BookOptions
	known map[uint64]int // canonical key -> value, proven or read back
}

// value returns p's value for the side to move, from the book so far or
// by solving it, and writes an entry when the solve was not quick.
func (g *bookGen) value(p *Position) (int, error) {
	k := canonical(p.key())
	if v, ok := g.known[k]; ok {
		return v, nil
	}
	if v, ok := publishedValues[p.key()]; ok {
		return v, nil
	}
	if v, ok := p.SolveNodes(g.opts.Quick); ok {
		g.known[k] = v
		return v, nil
	}
	start := time.Now()
	v := p.Value()
	g.known[k] = v
	if _, err := fmt.Fprintf(g.w, "%s %d\n", p.Encode(), v); err != nil {
		return 0, fmt.Errorf("writing the book: %w", err)
	}
	if g.opts.Log != nil {
		fmt.Fprintf(g.opts.Log, "%s %s %d %v\n", time.Now().UTC().Format(time.TimeOnly), p.Encode(), v, time.Since(start).Round(time.Millisecond))
	}
	return v, nil
}

// winningMove returns a move that wins for the side to move in p, if
// there is one, proving the values it needs; with all it also proves
// every other move's value.
func (g *bookGen) winningMove(p *Position, all bool) (variants.Move, bool, error) {
	// Try the likeliest moves first: the solver's own ordering.
	moves := p.LegalMoves(nil)
	slices.SortStableFunc(moves, func(a, b variants.Move) int { return centreRank(int(a)) - centreRank(int(b)) })
	var win variants.Move
	found := false
	for _, m := range moves {
		c := *p
		c.Play(m)
		if c.result != variants.Ongoing {
			if !found && c.result != variants.Draw {
				win, found = m, true
			}
			continue
		}
		v, err := g.value(&c)
		if err != nil {
			return 0, false, err
		}
		if v == -1 && !found {
			win, found = m, true
			if !all {
				break
			}
		}
	}
	return win, found, nil
}

// centreRank is a column's place in centreFirst.
func centreRank(col int) int { return slices.Index(centreFirst[:], col) }

// ReadBookEntries reads back the entries of a book file: lines of a
// position's text and its value, with # comments and blank lines skipped.
func ReadBookEntries(r io.Reader) (map[string]int, error) {
	out := map[string]int{}
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
			return nil, fmt.Errorf("book line %d: %q is not a position and a value", line, s)
		}
		v, err := strconv.Atoi(s[i+1:])
		if err != nil || v < -1 || v > 1 {
			return nil, fmt.Errorf("book line %d: value %q is not -1, 0 or 1", line, s[i+1:])
		}
		if _, err := Parse(s[:i]); err != nil {
			return nil, fmt.Errorf("book line %d: %w", line, err)
		}
		out[s[:i]] = v
	}
	return out, sc.Err()
}
