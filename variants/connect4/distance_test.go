package connect4

import (
	"math/rand/v2"
	"testing"
	"time"

	"rollout/variants"
)

// distanceScore is the exact value of p for the side to move with the
// clock of the plies: 1000-k for a win in k plies (its move among
// them), -(1000-k) for a loss in k, 0 for a draw, by exhaustive search
// (late positions only).
func distanceScore(p *Position, memo map[uint64]int) int {
	if v, ok := memo[p.key()]; ok {
		return v
	}
	best := -2000
	for _, m := range p.LegalMoves(nil) {
		best = max(best, moveDistanceScore(p, m, memo))
	}
	memo[p.key()] = best
	return best
}

// moveDistanceScore is distanceScore after the side to move plays m.
func moveDistanceScore(p *Position, m variants.Move, memo map[uint64]int) int {
	c := *p
	c.Play(m)
	switch o := c.Outcome(); {
	case o.Result == variants.Draw:
		return 0
	case o.Over():
		return 999
	}
	switch v := distanceScore(&c, memo); {
	case v > 0:
		return -v + 1
	case v < 0:
		return -v - 1
	}
	return 0
}

// A position the solver calls lost is played to last: of random late
// positions where every move loses, and the moves' losses do not all
// come at once, the move DistanceMoveWithin picks loses as late as the
// latest one, by exhaustive search; of won ones, wins as soon as the
// soonest.
func TestDistanceMoveLastsLongest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	memo := map[uint64]int{}
	var lost, won int
	for tries := 0; (lost < 40 || won < 40) && tries < 20000; tries++ {
		p := New()
		n := 28 + rng.IntN(8)
		for p.Ply() < n && !p.Outcome().Over() {
			ms := p.LegalMoves(nil)
			p.Play(ms[rng.IntN(len(ms))])
		}
		if p.Outcome().Over() {
			continue
		}
		moves := p.LegalMoves(nil)
		scores := map[variants.Move]int{}
		lo, hi := 2000, -2000
		for _, m := range moves {
			scores[m] = moveDistanceScore(p, m, memo)
			lo, hi = min(lo, scores[m]), max(hi, scores[m])
		}
		if lo == hi || hi == 0 || hi < 0 && lost >= 40 || hi > 0 && won >= 40 {
			continue
		}
		m, plies, outcome := p.DistanceMoveWithin(time.Minute, 0, nil)
		want := 1000 - hi
		if hi < 0 {
			want = 1000 + hi
			lost++
			if outcome != -1 {
				t.Errorf("%s: lost, outcome %d", p.Encode(), outcome)
			}
		} else {
			won++
			if outcome != 1 {
				t.Errorf("%s: won, outcome %d", p.Encode(), outcome)
			}
		}
		if scores[m] != hi || plies != want {
			t.Errorf("%s: picked %c (score %d) in %d plies, want score %d in %d plies", p.Encode(), 'a'+byte(m), scores[m], plies, hi, want)
		}
	}
	if lost < 40 || won < 40 {
		t.Fatalf("found %d lost and %d won positions, want 40 each", lost, won)
	}
	t.Logf("%d lost positions, %d won", lost, won)
}
