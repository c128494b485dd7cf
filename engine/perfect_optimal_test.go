package engine

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
)

var (
	c4Sweep     = flag.Bool("c4perfect.sweep", false, "run TestPerfectOptimalSweep (perfect at -c4perfect.time on random Connect Four positions)")
	c4Time      = flag.Duration("c4perfect.time", 100*time.Millisecond, "perfect's time a move in TestPerfectOptimalSweep")
	c4Min       = flag.Int("c4perfect.min", 0, "fewest stones of TestPerfectOptimalSweep's positions")
	c4Max       = flag.Int("c4perfect.max", 12, "most stones of TestPerfectOptimalSweep's positions")
	c4Count     = flag.Int("c4perfect.n", 40, "positions TestPerfectOptimalSweep asks for each side to move")
	c4Nodes     = flag.Uint64("c4perfect.nodes", 50_000_000, "the ground truth's node budget per value in TestPerfectOptimalSweep (0: none)")
	c4Cache     = flag.String("c4perfect.cache", "", "a file of proven values (position and value a line) that TestPerfectOptimalSweep reads and extends")
	c4Tromp8    = flag.Bool("c4perfect.tromp8", true, "perfect reads Tromp's database of 8-stone positions in TestPerfectOptimalSweep (false: as before it)")
	c4Next      = flag.Bool("c4perfect.next", true, "perfect plays the solver's next move where it proved none in TestPerfectOptimalSweep (false: the depth-limited guess's)")
	c4SeedFl    = flag.Uint64("c4perfect.seed", 27, "seed of TestPerfectOptimalSweep's positions")
	c4ClaimEven = flag.Bool("c4perfect.claimeven", true, "perfect's solver cuts off by the claimeven rule in TestPerfectOptimalSweep (false: as before it)")
	c4OddThreat = flag.Bool("c4perfect.oddthreat", true, "perfect's solver cuts off by the first player's odd threat in TestPerfectOptimalSweep (false: as before it)")
	c4ClaimAny  = flag.Bool("c4perfect.claimevenany", true, "perfect's solver tries claimeven after every move of O's, not only those into a column with an odd number of empty cells, in TestPerfectOptimalSweep (false: as before)")
	c4DeadLines = flag.Bool("c4perfect.deadlines", true, "perfect's solver bounds a position by the lines each side can still fill in TestPerfectOptimalSweep (false: as before)")
	c4DeepTable = flag.Bool("c4perfect.deeptable", true, "perfect's solver files positions of 28 stones or more in its small deep table in TestPerfectOptimalSweep (false: as before)")
	c4Parents   = flag.Bool("c4perfect.parents", true, "perfect's solver bounds a position of 9 stones by its parents' values in Tromp's database, and asks \"is it a win?\" first there, in TestPerfectOptimalSweep (false: as before both)")
	c4EvenThr   = flag.Bool("c4perfect.eventhreats", true, "perfect's solver lets O's even threats strengthen claimeven in TestPerfectOptimalSweep (false: as before)")
	c4OddEven   = flag.Bool("c4perfect.oddthreateven", true, "perfect's solver lets X's even threats strengthen the odd-threat rule in TestPerfectOptimalSweep (false: as before)")
	c4TwoWork   = flag.Bool("c4perfect.twoworkers", true, "perfect's search for a best move runs on two goroutines in TestPerfectOptimalSweep (false: on one, as before)")
	c4WinFirst  = flag.Bool("c4perfect.winfirst", true, "perfect's search asks \"is it a win?\" first at 10 stones in TestPerfectOptimalSweep (false: \"is it at least a draw?\" first, as before)")
	c4BothFirst = flag.Bool("c4perfect.bothfirst", true, "both workers of perfect's search start on its first question in TestPerfectOptimalSweep (false: the second on the second question, as before)")
	c4EvalOrder = flag.Bool("c4perfect.evalorder", true, "perfect's solver breaks ties of the threat count by the static evaluation below 20 stones in TestPerfectOptimalSweep (false: centre first, as before)")
	c4Moves8    = flag.Bool("c4perfect.moves8", true, "perfect reads the book of winning moves of 8 stones in TestPerfectOptimalSweep (false: as before it)")
	c4All       = flag.Bool("c4perfect.all", false, "TestPerfectOptimalSweep logs every answer, not only the misses and unknowns, so that two binaries' answers can be compared")
	c4Shallow   = flag.Bool("c4perfect.shallow", true, "TestPerfectOptimalSweep checks values of up to 8 stones with the second solver (Tromp's database under a plain negamax; false: the bare solver)")
)

// truth gives exact values of positions, from the solver within a node
// budget per value (0: none), remembering them (and, with a cache file,
// across runs: a proven value is a fact).
type truth struct {
	// shallow, when not nil, gives the values of positions of up to 8
	// stones (the second solver, perfect_shallow_test.go).
	shallow *shallowTruth
	nodes   uint64
	known   map[string]int
	failed  map[string]uint64 // positions not proven within so many nodes
	cached  *os.File
}

func newTruth(t *testing.T, nodes uint64, cache string) *truth {
	tr := &truth{nodes: nodes, known: map[string]int{}, failed: map[string]uint64{}}
	if cache == "" {
		return tr
	}
	if b, err := os.ReadFile(cache); err == nil {
		// Lines are "TEXT VALUE" or "TEXT unproven NODES"; a position's
		// text holds a space, so the fields are taken from the end.
		for _, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			i := strings.LastIndexByte(line, ' ')
			if i < 0 {
				continue
			}
			head, last := line[:i], line[i+1:]
			if text, ok := strings.CutSuffix(head, " unproven"); ok {
				if n, err := strconv.ParseUint(last, 10, 64); err == nil {
					tr.failed[text] = max(tr.failed[text], n)
				}
			} else if v, err := strconv.Atoi(last); err == nil {
				tr.known[head] = v
			}
		}
	}
	f, err := os.OpenFile(cache, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	tr.cached = f
	return tr
}

// value returns pos's value for the side to move and whether it is
// proven.
func (tr *truth) value(pos variants.Position) (int, bool) {
	text := pos.Encode()
	if v, ok := tr.known[text]; ok {
		return v, true
	}
	if tr.shallow != nil {
		if v, ok := tr.shallow.value(pos); ok {
			return v, true
		}
	}
	var v int
	if tr.nodes == 0 {
		v, _ = pos.(prover).ProveNodes(0)
	} else if tr.failed[text] >= tr.nodes {
		return 0, false
	} else if n, ok := pos.(prover).ProveNodes(tr.nodes); ok {
		v = n
	} else {
		tr.failed[text] = tr.nodes
		if tr.cached != nil {
			fmt.Fprintf(tr.cached, "%s unproven %d\n", text, tr.nodes)
		}
		return 0, false
	}
	tr.known[text] = v
	if tr.cached != nil {
		fmt.Fprintf(tr.cached, "%s %d\n", text, v)
	}
	return v, true
}

// moveValue is the value for the mover of playing m at pos, and whether
// it is proven.
// prover is the independent check: the bare solver on its own table,
// reading neither the opening book nor Tromp's database that perfect
// reads (connect4.Position.ProveNodes).
type prover interface {
	ProveNodes(nodes uint64) (int, bool)
}

func (tr *truth) moveValue(pos variants.Position, m variants.Move) (int, bool) {
	c := pos.Clone()
	c.Play(m)
	if o := c.Outcome(); o.Over() {
		return o.ScoreFor(pos.ToMove()), true
	}
	v, ok := tr.value(c)
	return -v, ok
}

// verdict is one position's check: perfect's move against the truth.
type verdict int

const (
	optimal verdict = iota
	wrong
	unknown
)

// perfectOptimal asks perfect with the given budget for its move at
// each position, all of them first (so the ground truth's searches do
// not fill the solver's table for perfect), then checks each move
// against the truth: the move is optimal when its value is the
// position's. Suboptimal and unknown ones are logged.
func perfectOptimal(t *testing.T, ps []variants.Position, budget Budget, tr *truth) []verdict {
	t.Helper()
	type answer struct {
		res  Result
		note string
		took time.Duration
	}
	answers := make([]answer, len(ps))
	cpu0, wall0 := processCPU(), time.Now()
	for i, pos := range ps {
		p := mustPlayer(t, Config{Player: "perfect", Seed: uint64(i), Budget: budget})
		start := time.Now()
		res := search(t, p, pos)
		a := answer{res: res, took: time.Since(start)}
		for _, m := range res.Moves {
			if m.Move == res.Move {
				a.note = m.Note
			}
		}
		answers[i] = a
	}
	// At a high load 100 ms of wall time is much less of a core: the
	// process's CPU time says how much perfect had.
	t.Logf("perfect's %d answers: %v of wall time, %v of the process's CPU time", len(ps), time.Since(wall0).Round(time.Millisecond), (processCPU() - cpu0).Round(time.Millisecond))
	out := make([]verdict, len(ps))
	for i, pos := range ps {
		a := answers[i]
		want, ok1 := tr.value(pos)
		got, ok2 := tr.moveValue(pos, a.res.Move)
		switch {
		case !ok1 || !ok2:
			out[i] = unknown
			t.Logf("%2d stones %s: move %s (%s, %v), unknown", pos.Ply(), pos.Encode(), a.res.MoveText, a.note, a.took.Round(time.Millisecond))
		case got == want:
			out[i] = optimal
			if *c4All {
				t.Logf("%2d stones %s: move %s (%s, %v), optimal", pos.Ply(), pos.Encode(), a.res.MoveText, a.note, a.took.Round(time.Millisecond))
			}
		default:
			out[i] = wrong
			t.Logf("%2d stones %s: move %s (%s, %v) is worth %+d, the position %+d", pos.Ply(), pos.Encode(), a.res.MoveText, a.note, a.took.Round(time.Millisecond), got, want)
		}
	}
	return out
}

// TestPerfectOptimalSweep measures perfect at -c4perfect.time (100 ms) a
// move on random Connect Four positions of -c4perfect.min to .max stones
// (0 to 12), -c4perfect.n (40) with each side to move, against the
// second solver for values of up to 8 stones (-c4perfect.shallow) and
// the bare solver given -c4perfect.nodes per value above: a position
// whose value or whose chosen move's value it does not prove counts as
// unknown, not as optimal. It logs the counts by stones and asserts nothing (perfect's
// figures depend on the machine's load): see docs/connect4.md.
func TestPerfectOptimalSweep(t *testing.T) {
	if !*c4Sweep {
		t.Skip("a measurement: -c4perfect.sweep")
	}
	rng := rand.New(rand.NewPCG(*c4SeedFl, 1))
	connect4.UseTromp8(*c4Tromp8)
	defer connect4.UseTromp8(true)
	connect4.UseClaimEven(*c4ClaimEven)
	perfectNext = *c4Next
	defer func() { perfectNext = true }()
	defer connect4.UseClaimEven(true)
	connect4.UseOddThreat(*c4OddThreat)
	defer connect4.UseOddThreat(true)
	connect4.UseClaimEvenAny(*c4ClaimAny)
	defer connect4.UseClaimEvenAny(true)
	connect4.UseDeadLines(*c4DeadLines)
	defer connect4.UseDeadLines(true)
	connect4.UseDeepTable(*c4DeepTable)
	defer connect4.UseDeepTable(true)
	connect4.UseTwoWorkers(*c4TwoWork)
	defer connect4.UseTwoWorkers(true)
	connect4.UseEvalOrder(*c4EvalOrder)
	defer connect4.UseEvalOrder(true)
	connect4.UseBothOnFirst(*c4BothFirst)
	defer connect4.UseBothOnFirst(true)
	connect4.UseWinFirst(*c4WinFirst)
	defer connect4.UseWinFirst(true)
	connect4.UseParents(*c4Parents)
	defer connect4.UseParents(true)
	connect4.UseMoves8(*c4Moves8)
	defer connect4.UseMoves8(true)
	connect4.UseClaimEvenThreats(*c4EvenThr)
	defer connect4.UseClaimEvenThreats(true)
	connect4.UseOddThreatEven(*c4OddEven)
	defer connect4.UseOddThreatEven(true)
	connect4.New().SolveWithin(time.Microsecond) // the table and the book, once
	tr := newTruth(t, *c4Nodes, *c4Cache)
	if *c4Shallow {
		tr.shallow = newShallowTruth()
	}
	for _, side := range []variants.Side{variants.First, variants.Second} {
		var ps []variants.Position
		for len(ps) < *c4Count {
			n := *c4Min + rng.IntN(*c4Max-*c4Min+1)
			if variants.Side(n%2) == side {
				ps = append(ps, connect4.RandomPosition(rng, n))
			}
		}
		vs := perfectOptimal(t, ps, Budget{Time: *c4Time}, tr)
		var total [3]int
		by := map[int]*[3]int{}
		for i, v := range vs {
			n := ps[i].Ply()
			if by[n] == nil {
				by[n] = new([3]int)
			}
			by[n][v]++
			total[v]++
		}
		var parts []string
		for n := *c4Min; n <= *c4Max; n++ {
			if c := by[n]; c != nil {
				parts = append(parts, fmt.Sprintf("%d: %d/%d", n, c[optimal], c[optimal]+c[wrong]+c[unknown]))
				if c[unknown] > 0 {
					parts[len(parts)-1] += fmt.Sprintf(" (%d unknown)", c[unknown])
				}
			}
		}
		t.Logf("%s to move, %d-%d stones, %v a move: %d optimal, %d not, %d unknown; by stones %s",
			side, *c4Min, *c4Max, *c4Time, total[optimal], total[wrong], total[unknown], strings.Join(parts, ", "))
	}
}

// TestPerfectOptimal: with a generous budget (a minute a move, far more
// than the solver needs at 9 to 12 stones), perfect's move keeps the
// value of random Connect Four positions, either side to move.
func TestPerfectOptimal(t *testing.T) {
	if testing.Short() {
		t.Skip("solves positions 9 to 12 stones in")
	}
	rng := rand.New(rand.NewPCG(8, 27))
	var ps []variants.Position
	for i := range 8 {
		ps = append(ps, connect4.RandomPosition(rng, 9+i%4))
	}
	for i, v := range perfectOptimal(t, ps, Budget{Time: time.Minute}, newTruth(t, 0, "")) {
		if v != optimal {
			t.Errorf("%s: perfect's move is not optimal", ps[i].Encode())
		}
	}
}

// processCPU returns the CPU time the process has used, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
