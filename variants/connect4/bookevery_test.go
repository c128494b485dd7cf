package connect4

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"rollout/variants"
)

// TestGenerateEvery runs GenerateEvery three stones deep from a random
// 20-stone position with a tiny quick budget: every entry must be the
// bare solver's value, every position above the deepest level must have
// one (unless it wins at once), every deepest one whose quick test fails
// too, and a run resumed from half of the output must write the rest
// and nothing else.
func TestGenerateEvery(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 70))
	var seq []string
	p := New()
	for p.ply < 20 || p.result != variants.Ongoing {
		seq = seq[:0]
		p = New()
		for p.ply < 20 && p.result == 0 {
			ms := p.LegalMoves(nil)
			m := ms[rng.IntN(len(ms))]
			seq = append(seq, p.EncodeMove(m, 0))
			p.Play(m)
		}
	}
	from := strings.Join(seq, " ")
	opts := BookOptions{From: from, Every: 23, Quick: 300}
	var full strings.Builder
	if err := GenerateEvery(&full, opts, nil); err != nil {
		t.Fatal(err)
	}
	all, err := ReadBookEntries(strings.NewReader(full.String()))
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[uint64]int{}
	for text, v := range all {
		p, _ := Parse(text)
		byKey[canonical(p.key())] = v
		if got, _ := p.solveFrom(solveLimits{}, false); got != v {
			t.Errorf("entry %s says %d, the solver %d", text, v, got)
		}
	}
	quick := newTable(minTableBits)
	levels := everyLevels(p, 23)
	if len(levels) != 4 {
		t.Fatalf("%d levels from %s to 23 stones, want 4", len(levels), from)
	}
	for _, level := range levels {
		for _, q := range level {
			if _, ok := byKey[canonical(q.key())]; ok {
				continue
			}
			if winningCells(q.cur, q.mask)&playable(q.mask) != 0 {
				continue
			}
			if q.ply == 23 {
				quick.clear()
				s := searcher{t: quick, limits: solveLimits{nodes: 300}}
				if _, ok := s.solve(&q, false); ok {
					continue
				}
			}
			t.Errorf("%s (%d stones) has no entry", q.Encode(), q.ply)
		}
	}
	lines := strings.SplitAfter(full.String(), "\n")
	half := strings.Join(lines[:len(lines)/2], "")
	done, _ := ReadBookEntries(strings.NewReader(half))
	var rest strings.Builder
	if err := GenerateEvery(&rest, opts, done); err != nil {
		t.Fatal(err)
	}
	resumed, _ := ReadBookEntries(strings.NewReader(half + rest.String()))
	if len(resumed) != len(all) || strings.Count(half+rest.String(), "\n") != len(all) {
		t.Errorf("resumed run: %d entries in %d lines, the whole run %d", len(resumed), strings.Count(half+rest.String(), "\n"), len(all))
	}
	t.Logf("from %s: %d entries over %d levels of %d, %d, %d, %d positions", p.Encode(), len(all), len(levels), len(levels[0]), len(levels[1]), len(levels[2]), len(levels[3]))
}

var (
	everySample = flag.Int("c4every.sample", 0, "TestEverySample: positions to prove (0 skips it)")
	everyLevel  = flag.Int("c4every.level", 8, "TestEverySample: their stones")
	everySeed   = flag.Uint64("c4every.seed", 1, "TestEverySample: the sample's seed")
)

// TestEverySample estimates the cost of mkbook -every: it proves a
// seeded sample of the positions of -c4every.level stones as
// GenerateEvery does (a quick test of 20,000 nodes from an empty table,
// then the solver with the book, the shared table warm from the sample
// before) and logs the nodes. It asserts nothing: see docs/connect4.md.
func TestEverySample(t *testing.T) {
	if *everySample == 0 {
		t.Skip("an estimate: -c4every.sample N")
	}
	levels := everyLevels(New(), *everyLevel)
	top := levels[len(levels)-1]
	rng := rand.New(rand.NewPCG(*everySeed, 5))
	quick := newTable(minTableBits)
	var nodes uint64
	quickN := 0
	for range *everySample {
		p := top[rng.IntN(len(top))]
		quick.clear()
		q := searcher{t: quick, limits: solveLimits{nodes: 20000}}
		if _, ok := q.solve(&p, false); ok {
			quickN++
			continue
		}
		s := searcher{t: sharedTable()}
		s.useBook()
		v, _ := s.solve(&p, true)
		nodes += q.nodes + s.nodes
		t.Logf("%s %+d: %d nodes", p.Encode(), v, s.nodes)
	}
	rest := max(1, *everySample-quickN)
	t.Logf("%d positions of %d stones; of a sample of %d, %d quick, the rest %d nodes each on average",
		len(top), *everyLevel, *everySample, quickN, nodes/uint64(rest))
}
