package connect4

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"rollout/variants"
)

var (
	surveySeeds   = flag.String("c4survey.seeds", "", "TestSweepSurvey: seeds of the engine sweep's positions, comma-separated (empty: skip)")
	surveyNodes   = flag.Uint64("c4survey.nodes", 50_000_000, "TestSweepSurvey: node budget a search")
	surveyMin     = flag.Int("c4survey.min", 8, "TestSweepSurvey: fewest stones of the positions searched")
	surveyConfigs = flag.String("c4survey.configs", "63", "TestSweepSurvey: the rules in turn, comma-separated, each the sum of 1 claimeven, 2 the odd threat, 4 the parents' bound, 8 the dead lines, 16 claimeven after any move of O's, 32 the evaluation in the move order (63 all)")
	surveyRounds  = flag.Int("c4survey.rounds", 1, "TestSweepSurvey: rounds over all")
	surveyBits    = flag.Int("c4survey.bits", 0, "TestSweepSurvey: the table's size, log2 of its slots (0: the player's)")
	surveyQuiet   = flag.Bool("c4survey.quiet", false, "no line a position")
)

// sweepPositions returns the positions the engine's
// TestPerfectOptimalSweep asks perfect about for a seed (40 a side, 0 to
// 12 stones), generated the same way from the same random numbers.
func sweepPositions(seed uint64, count, lo, hi int) []*Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []*Position
	for _, side := range []variants.Side{variants.First, variants.Second} {
		for k := 0; k < count; {
			n := lo + rng.IntN(hi-lo+1)
			if variants.Side(n%2) != side {
				continue
			}
			out = append(out, RandomPosition(rng, n))
			k++
		}
	}
	return out
}

// TestSweepSurvey logs, for each of the sweep's positions of
// -c4survey.min stones or more, the nodes and CPU time the player's
// search for a best move takes from a cleared table.
func TestSweepSurvey(t *testing.T) {
	if *surveySeeds == "" {
		t.Skip("a measurement: -c4survey.seeds")
	}
	defer UseClaimEven(true)
	defer UseOddThreat(true)
	defer UseParents(true)
	defer UseDeadLines(true)
	defer UseClaimEvenAny(true)
	defer UseEvalOrder(true)
	type config struct {
		rules int
		ce    bool
		odd   bool
		par   bool
		dead  bool
		any   bool
		eval  bool
		all   []uint64
		cpu   time.Duration
		vals  []string
	}
	var cs []*config
	for _, f := range strings.Split(*surveyConfigs, ",") {
		var rules int
		fmt.Sscan(f, &rules)
		cs = append(cs, &config{rules: rules, ce: rules&1 != 0, odd: rules&2 != 0, par: rules&4 != 0, dead: rules&8 != 0, any: rules&16 != 0, eval: rules&32 != 0})
	}
	var ps []*Position
	for _, f := range strings.Split(*surveySeeds, ",") {
		var seed uint64
		fmt.Sscan(f, &seed)
		for _, p := range sweepPositions(seed, 40, 0, 12) {
			if p.Ply() >= *surveyMin {
				ps = append(ps, p)
			}
		}
	}
	if *surveyBits != 0 {
		SetTableBits(*surveyBits)
	}
	sharedTable()
	for r := range *surveyRounds {
		for _, p := range ps {
			for _, c := range cs {
				UseClaimEven(c.ce)
				UseOddThreat(c.odd)
				UseParents(c.par)
				UseDeadLines(c.dead)
				UseClaimEvenAny(c.any)
				UseEvalOrder(c.eval)
				sharedTable().clear()
				s := searcher{t: sharedTable(), limits: solveLimits{nodes: *surveyNodes}}
				s.useBook()
				c0 := cpuTime()
				m, lo, hi := s.solveMoveBounds(p)
				cpu := cpuTime() - c0
				c.cpu += cpu
				if r == 0 {
					c.all = append(c.all, s.nodes)
					c.vals = append(c.vals, fmt.Sprintf("%s [%+d,%+d]", p.Encode(), lo, hi))
				}
				if !*surveyQuiet {
					t.Logf("rules %2d %2d stones %-28s [%+d,%+d] %c %9d nodes %7.1f ms", c.rules, p.Ply(), p.Encode(), lo, hi, 'a'+byte(cellColumn(m)), s.nodes, float64(cpu.Microseconds())/1000)
				}
			}
		}
	}
	for _, c := range cs {
		if !slices.Equal(c.vals, cs[0].vals) {
			t.Errorf("claimeven %v (after any move of O's %v), odd threat %v, parents %v, dead lines %v, evaluation order %v: values differ from the first configuration's", c.ce, c.any, c.odd, c.par, c.dead, c.eval)
		}
		all := slices.Clone(c.all)
		slices.Sort(all)
		var sum uint64
		for _, n := range all {
			sum += n
		}
		t.Logf("claimeven %v (after any move of O's %v), odd threat %v, parents %v, dead lines %v, evaluation order %v: %d positions: nodes median %d, 90th %d, max %d, total %d; CPU %v, %.1f M nodes/s",
			c.ce, c.any, c.odd, c.par, c.dead, c.eval, len(all), all[len(all)/2], all[len(all)*9/10], all[len(all)-1], sum, c.cpu.Round(time.Millisecond), float64(sum)*float64(*surveyRounds)/c.cpu.Seconds()/1e6)
	}
}
