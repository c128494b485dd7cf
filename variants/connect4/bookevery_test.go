package connect4

import (
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
