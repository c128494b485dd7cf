package connect4

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"rollout/variants"
)

// Moves8Options configures GenerateMoves8.
type Moves8Options struct {
	// Workers is the number of goroutines proving positions (at least
	// 1); they share the solver's table.
	Workers int
	// First is the budget in positions of the first round of each
	// position's proofs; each round after it gives every move still
	// open four times as many, and the last has none.
	First uint64
	// Draws also proves a drawing move for every drawn position.
	Draws bool
	// Forced, instead, proves the value of every position where X
	// must block a threat of O's that Tromp's database does not list:
	// some of them X does not win, though "not listed" means a win
	// elsewhere (see tromp8.go).
	Forced bool
	// Only, when not nil, limits the run to the positions of these
	// indices of Positions8 (a sample).
	Only []int
	// Likely orders the work by each position's probability in a
	// random game (RandomPosition, the sweep's positions), the most
	// likely first, rather than by key: a run cut short then covers
	// the most of the sweep's positions it can.
	Likely bool
	// Log receives a progress line every 1,000 positions.
	Log io.Writer
}

// Moves8Entry is one line of the generator's output: the index of a
// position in Positions8, the column of a move that keeps its value (in
// the position's own orientation, as Positions8 holds it), the value
// (Tromp's) and the solver's positions searched to prove it.
type Moves8Entry struct {
	Index int
	Col   int
	Value int
	Nodes uint64
}

// GenerateMoves8 proves, for every position of 8 stones that Tromp's
// database says X, to move, wins (and, with opts.Draws, draws), a move
// that keeps the value, and writes a line per position to w in
// Positions8 order of work (not of output: the workers finish in any
// order). Positions in done are skipped, so a run resumes by appending
// to its own output. A position won at once needs no entry and gets
// none; one with a single move that does not lose at once gets it
// without a search (it keeps the value, since Tromp's says the position
// is not lost).
//
// Each position's moves are proven in rounds: the moves not lost at
// once (the solver's order: most threats first, then the centre),
// less those the parents' bound (parentsLower) of the 9-stone position
// they lead to already refutes, each searched for the value within
// opts.First positions, then four times as many, and so on, so that a
// cheap winning move is found before the costly refutation of a move
// the order puts first.
func GenerateMoves8(w io.Writer, opts Moves8Options, done map[int]bool) error {
	all := Positions8()
	todo := opts.Only
	if todo == nil {
		todo = make([]int, len(all))
		for i := range todo {
			todo[i] = i
		}
	}
	if opts.Likely {
		w := Weights8()
		todo = slices.Clone(todo)
		slices.SortStableFunc(todo, func(a, b int) int { return cmp.Compare(w[b], w[a]) })
	}
	inDatabase := tromp8Listed()
	var next atomic.Int64
	var mu sync.Mutex
	var werr error
	written, start := 0, time.Now()
	var wg sync.WaitGroup
	t := sharedTable()
	for range max(opts.Workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := searcher{t: t}
			s.useBook()
			s.tromp8 = true
			s.parents = true
			for {
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				i := todo[k]
				if done[i] {
					continue
				}
				p := all[i]
				if winningCells(p.cur, p.mask)&playable(p.mask) != 0 || opts.Forced != forcedBlock(&p) || opts.Forced && inDatabase[canonical(p.key())] {
					continue
				}
				var col, want int
				var nodes uint64
				var err error
				if opts.Forced {
					col, want, nodes, err = s.forcedValue(&p)
				} else {
					want = tromp8Value(p.key())
					if want < 0 || want == 0 && !opts.Draws {
						continue
					}
					col, nodes, err = s.keepingMove(&p, want, opts.First)
				}
				if err == nil && col < 0 {
					continue // lost at once: no entry
				}
				mu.Lock()
				if err == nil && werr == nil {
					_, err = fmt.Fprintf(w, "%d %s %c %d %d\n", i, p.Encode(), 'a'+byte(col), want, nodes)
				}
				if err != nil && werr == nil {
					werr = err
				}
				written++
				if opts.Log != nil && written%1000 == 0 {
					fmt.Fprintf(opts.Log, "%s moves8: %d written (%d of %d taken) in %v\n", time.Now().UTC().Format(time.TimeOnly), written, k+1, len(todo), time.Since(start).Round(time.Second))
				}
				stop := werr != nil
				mu.Unlock()
				if stop {
					return
				}
			}
		}()
	}
	wg.Wait()
	if werr == nil && opts.Log != nil {
		fmt.Fprintf(opts.Log, "%s moves8: %d written in %v\n", time.Now().UTC().Format(time.TimeOnly), written, time.Since(start).Round(time.Second))
	}
	return werr
}

// Weights8 returns, for each position of Positions8, its probability
// (with its mirror image's) after 8 random moves from the empty board,
// each drawn uniformly among the legal ones, as RandomPosition draws
// them; games that end before are dropped, so the weights sum to less
// than 1.
func Weights8() []float64 {
	level := map[uint64]float64{0: 1}
	for ply := 0; ply < tromp8Ply; ply++ {
		next := make(map[uint64]float64, 8*len(level))
		for k, w := range level {
			p := fromKey(k, ply)
			moves := p.LegalMoves(nil)
			for _, m := range moves {
				c := p
				c.Play(m)
				if c.result == variants.Ongoing {
					next[canonical(c.key())] += w / float64(len(moves))
				}
			}
		}
		level = next
	}
	all := Positions8()
	out := make([]float64, len(all))
	for i := range all {
		out[i] = level[all[i].key()]
	}
	return out
}

// tromp8Listed returns the canonical keys of the positions Tromp's
// database lists (tromp8Dat alone, not our forced records).
func tromp8Listed() map[uint64]bool {
	listed := make(map[uint64]bool, len(tromp8Dat)/3)
	for i := 0; i+3 <= len(tromp8Dat); i += 3 {
		if p, _, ok := decodeTromp8(uint32(tromp8Dat[i])<<16 | uint32(tromp8Dat[i+1])<<8 | uint32(tromp8Dat[i+2])); ok {
			listed[canonical(p.key())] = true
		}
	}
	return listed
}

// forcedBlock reports whether X, to move in p, must block a threat of
// O's (a playable cell that completes O's four).
func forcedBlock(p *Position) bool {
	return winningCells(p.cur^p.mask, p.mask)&playable(p.mask) != 0
}

// forcedValue returns the block X must play in p (8 stones) and p's
// value, proven by the search, and the positions searched; col is -1
// where p is lost at once (two threats, or the block under another).
func (s *searcher) forcedValue(p *Position) (col, value int, nodes uint64, err error) {
	order, n, lost := rootMoves(p)
	if lost {
		return -1, -1, 0, nil
	}
	if n != 1 {
		return 0, 0, 0, fmt.Errorf("%s: %d moves, but X must block", p.Encode(), n)
	}
	c := *p
	c.Play(variants.Move(cellColumn(order[0])))
	s.nodes, s.aborted, s.limits = 0, false, solveLimits{}
	v, ok := s.solve(&c, true)
	if !ok {
		return 0, 0, s.nodes, fmt.Errorf("%s: not proven", p.Encode())
	}
	return cellColumn(order[0]), -v, s.nodes, nil
}

// keepingMove returns the column of a move of p (8 stones, X to move,
// not won at once) that keeps its value want (1 or 0, Tromp's), and
// the positions searched to prove it (see GenerateMoves8).
func (s *searcher) keepingMove(p *Position, want int, first uint64) (col int, nodes uint64, err error) {
	order, n, lost := rootMoves(p)
	if lost {
		return 0, 0, fmt.Errorf("%s: lost at once, but Tromp's value is %d", p.Encode(), want)
	}
	if n == 1 {
		return cellColumn(order[0]), 0, nil
	}
	theirs := p.cur ^ p.mask
	var open []uint64
	for _, m := range order[:n] {
		// The parents' bound is O's value at least: a move after which
		// O at least draws does not win, one after which O wins does
		// not draw.
		if parentsLower(theirs, p.mask|m) <= -want {
			open = append(open, m)
		}
	}
	for budget := max(first, 1); len(open) > 0; budget *= 4 {
		if budget > first<<moves8Rounds {
			budget = 0 // the last round: no limit, in the solver's order
		}
		for k := 0; k < len(open); {
			m := open[k]
			s.nodes, s.aborted = 0, false
			s.limits = solveLimits{nodes: budget}
			v := -s.negamax(theirs, p.mask|m, int(p.ply)+1, -want, -want+1)
			nodes += s.nodes
			switch {
			case s.aborted:
				k++
			case v >= want:
				return cellColumn(m), nodes, nil
			default:
				open = append(open[:k], open[k+1:]...)
			}
		}
	}
	return 0, nodes, fmt.Errorf("%s: no move keeps Tromp's value %d", p.Encode(), want)
}

// moves8Rounds is the number of rounds of growing budgets before the
// last, unlimited one.
var moves8Rounds = 2

// ReadMoves8 reads a generator's output: a line per position, "index
// position column value nodes" (the position, as Encode writes it,
// is two fields), lines starting with # ignored. A
// position that disagrees with its index in Positions8, or a
// malformed line, is an error.
func ReadMoves8(r io.Reader) (map[int]Moves8Entry, error) {
	all := Positions8()
	out := map[int]Moves8Entry{}
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) != 6 {
			return nil, fmt.Errorf("connect4: moves8 line %d: want 6 fields, got %d", line, len(f))
		}
		pos := f[1] + " " + f[2]
		f = append(f[:1], f[3:]...)
		i, err := strconv.Atoi(f[0])
		if err != nil || i < 0 || i >= len(all) {
			return nil, fmt.Errorf("connect4: moves8 line %d: bad index %q", line, f[0])
		}
		if all[i].Encode() != pos {
			return nil, fmt.Errorf("connect4: moves8 line %d: position %s is not number %d (%s)", line, pos, i, all[i].Encode())
		}
		if len(f[1]) != 1 || f[1][0] < 'a' || f[1][0] >= 'a'+Width {
			return nil, fmt.Errorf("connect4: moves8 line %d: bad column %q", line, f[1])
		}
		v, err1 := strconv.Atoi(f[2])
		n, err2 := strconv.ParseUint(f[3], 10, 64)
		if err1 != nil || err2 != nil || v < -1 || v > 1 {
			return nil, fmt.Errorf("connect4: moves8 line %d: bad value or nodes", line)
		}
		out[i] = Moves8Entry{Index: i, Col: int(f[1][0] - 'a'), Value: v, Nodes: n}
	}
	return out, sc.Err()
}

// Moves8Cols returns the columns of entries by Positions8 index, -1
// where there is none, ready for PackMoves8.
func Moves8Cols(entries map[int]Moves8Entry) []int {
	cols := make([]int, len(Positions8()))
	for i := range cols {
		cols[i] = -1
	}
	for i, e := range entries {
		if e.Value >= 0 {
			cols[i] = e.Col
		}
	}
	return cols
}

// PackForced8 returns, in the form of Tromp's database (tromp8.go), the
// records of the positions among entries where X must block and does
// not win: the ones the database leaves out whose value is not the win
// it means by leaving a position out.
func PackForced8(entries map[int]Moves8Entry) []byte {
	all := Positions8()
	inDatabase := tromp8Listed()
	var out []byte
	for i := range all {
		e, ok := entries[i]
		if !ok || e.Value > 0 || !forcedBlock(&all[i]) || inDatabase[canonical(all[i].key())] {
			continue
		}
		rec := encodeTromp8(&all[i], e.Value)
		out = append(out, byte(rec>>16), byte(rec>>8), byte(rec))
	}
	return out
}
