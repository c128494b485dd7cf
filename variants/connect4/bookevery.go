package connect4

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"rollout/variants"
)

// GenerateEvery proves every position of exactly opts.Every stones (up
// to mirror images, games not over) reachable from opts.From (the empty
// board when empty), deepest level first, then every shallower one from
// its children's values, and writes an entry per
// position the solver does not prove within opts.Quick nodes from an
// empty table (the positions of the top level; every shallower one is
// derived, not searched, so it gets an entry whatever its cost). A book
// holding every position of n stones lets perfect answer every position
// of fewer stones exactly and at once: it reads each move's value.
// Entries already in done are not searched again, so an interrupted run
// resumes by appending to its own output; Log receives a line per proof
// and per level.
func GenerateEvery(w io.Writer, opts BookOptions, done map[string]int) error {
	g, err := newBookGen(w, opts, done)
	if err != nil {
		return err
	}
	from, err := playMoves(opts.From)
	if err != nil {
		return err
	}
	if opts.Every < from.Ply() {
		return fmt.Errorf("every position of %d stones: the start has %d", opts.Every, from.Ply())
	}
	levels := everyLevels(from, opts.Every)
	top := levels[len(levels)-1]
	start, proofs := time.Now(), 0
	for i := range top {
		p := &top[i]
		if _, ok := g.solved(p); ok {
			continue
		}
		if v, quick := g.quick(p); quick {
			g.known[canonical(p.key())] = v // no entry: perfect proves it in time
			continue
		}
		t0 := time.Now()
		v, _ := p.solveFrom(solveLimits{}, true)
		if err := g.write(p, v, time.Since(t0)); err != nil {
			return err
		}
		proofs++
		if opts.Log != nil && proofs%100 == 0 {
			fmt.Fprintf(opts.Log, "%s level %d: %d of %d positions done, %d proofs in %v\n", time.Now().UTC().Format(time.TimeOnly), top[0].Ply(), i+1, len(top), proofs, time.Since(start).Round(time.Second))
		}
	}
	if opts.Log != nil {
		fmt.Fprintf(opts.Log, "%s level %d: %d positions, %d proofs in %v\n", time.Now().UTC().Format(time.TimeOnly), top[0].Ply(), len(top), proofs, time.Since(start).Round(time.Second))
	}
	// Shallower levels, each from the one below: a position's value is
	// the best of its moves'.
	for ply := len(levels) - 2; ply >= 0; ply-- {
		for i := range levels[ply] {
			p := &levels[ply][i]
			if _, ok := g.solved(p); ok {
				continue
			}
			if winningCells(p.cur, p.mask)&playable(p.mask) != 0 {
				g.known[canonical(p.key())] = 1 // no entry: it wins at once
				continue
			}
			v, err := g.fromChildren(p)
			if err != nil {
				return err
			}
			if err := g.write(p, v, 0); err != nil {
				return err
			}
		}
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, "%s level %d: %d positions, from their children\n", time.Now().UTC().Format(time.TimeOnly), levels[ply][0].Ply(), len(levels[ply]))
		}
	}
	return nil
}

// fromChildren returns p's value for the side to move from its moves'
// values, each of which must be known (an entry, a quick test that
// proved it, a published value) or end the game.
func (g *bookGen) fromChildren(p *Position) (int, error) {
	best := -1
	for _, m := range p.LegalMoves(nil) {
		c := *p
		c.Play(m)
		var v int
		switch c.result {
		case variants.Ongoing:
			cv, ok := g.solved(&c)
			if !ok {
				return 0, fmt.Errorf("%s: the value of move %c is not known", p.Encode(), 'a'+byte(m))
			}
			v = -cv
		case variants.Draw:
			v = 0
		default:
			v = 1
		}
		best = max(best, v)
	}
	return best, nil
}

// everyLevels returns the positions reachable from from with from's
// stones to n stones, level by level, one of each pair of mirror
// images, games not over, each level sorted by text so that the order
// of work does not depend on map order.
func everyLevels(from *Position, n int) [][]Position {
	levels := [][]Position{{*from}}
	for ply := from.Ply() + 1; ply <= n; ply++ {
		seen := map[uint64]bool{}
		var next []Position
		for _, p := range levels[len(levels)-1] {
			for _, m := range p.LegalMoves(nil) {
				c := p
				c.Play(m)
				if k := canonical(c.key()); c.result == variants.Ongoing && !seen[k] {
					seen[k] = true
					next = append(next, c)
				}
			}
		}
		slices.SortFunc(next, func(a, b Position) int { return strings.Compare(a.Encode(), b.Encode()) })
		if len(next) == 0 {
			break
		}
		levels = append(levels, next)
	}
	return levels
}
