package engine

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
)

// c4EndsIn is the plies to the end of c4 game after the mover plays m,
// by DistanceMoveWithin (checked against exhaustive search in its
// package): positive for a win, negative for a loss, 0 undecided.
func c4EndsIn(t *testing.T, pos *connect4.Position, m variants.Move) int {
	t.Helper()
	c := pos.Clone().(*connect4.Position)
	c.Play(m)
	if o := c.Outcome(); o.Over() {
		return 1
	}
	_, plies, outcome := c.DistanceMoveWithin(time.Minute, 0, nil)
	return -outcome * (plies + 1)
}

// distanceCase is a decided Connect Four position where the moves that
// keep its value end the game at different plies: ends holds them, a
// loss in k plies as -k and a win in k as k, so best, the least, is the
// latest loss or the soonest win.
type distanceCase struct {
	pos   *connect4.Position
	value int
	ends  map[variants.Move]int
	best  int
}

// distanceCases draws n lost and n won distanceCases from random games
// of lo to hi stones.
func distanceCases(t *testing.T, seed uint64, n, lo, hi int) []distanceCase {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed))
	var out []distanceCase
	var lost, won int
	for tries := 0; (lost < n || won < n) && tries < 200*n; tries++ {
		pos := connect4.New()
		for k := lo + rng.IntN(hi-lo+1); pos.Ply() < k && !pos.Outcome().Over(); {
			ms := pos.LegalMoves(nil)
			pos.Play(ms[rng.IntN(len(ms))])
		}
		if pos.Outcome().Over() {
			continue
		}
		v := pos.Value()
		if v == 0 || v < 0 && lost >= n || v > 0 && won >= n {
			continue
		}
		c := distanceCase{pos: pos, value: v, ends: map[variants.Move]int{}}
		worst := 0
		for _, m := range pos.LegalMoves(nil) {
			e := c4EndsIn(t, pos, m)
			if e == 0 || (e > 0) != (v > 0) {
				continue
			}
			c.ends[m] = e
			if c.best == 0 || e < c.best {
				c.best = e
			}
			worst = max(worst, e)
		}
		if len(c.ends) < 2 || c.best == worst {
			continue // every move ends the game as soon
		}
		if v < 0 {
			lost++
		} else {
			won++
		}
		out = append(out, c)
	}
	if lost < n || won < n {
		t.Fatalf("found %d lost and %d won positions, want %d each", lost, won, n)
	}
	return out
}

// perfect on a lost Connect Four position loses as late as it can, and
// on a won one wins as soon as it can: the solver proves only win, draw
// or loss, so perfect gave a lost game up by any losing move (the
// first the solver tried, often the quickest loss), and won by the move
// the proof found, however long the way. Untimed, its distance search
// is bounded by distanceNodes: the same move on any machine.
func TestPerfectLastsInALostPosition(t *testing.T) {
	p := newPerfect(Config{Player: "perfect", Seed: 1})
	for _, c := range distanceCases(t, 11, 12, 26, 33) {
		res, err := p.Search(context.Background(), c.pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.ends[res.Move]; got != c.best {
			t.Errorf("%s (value %d): perfect played %c, ending in %d plies, want %d (moves: %v)", c.pos.Encode(), c.value, 'a'+byte(res.Move), got, c.best, c.ends)
		}
	}
}

// TestPerfectDistanceMisses measures, where ROLLOUT_DISTANCE names a
// think time (100ms), how often perfect misses the latest loss and the
// soonest win on 100 lost and 100 won positions of 24 to 33 stones
// (seed 99), and the longest it took: a measurement, not a check.
//
//	ROLLOUT_DISTANCE=100ms nice -n 19 go test ./engine -run TestPerfectDistanceMisses -v
func TestPerfectDistanceMisses(t *testing.T) {
	budget, err := time.ParseDuration(os.Getenv("ROLLOUT_DISTANCE"))
	if err != nil {
		t.Skip("ROLLOUT_DISTANCE names no think time")
	}
	p := newPerfect(Config{Player: "perfect", Seed: 1, Budget: Budget{Time: budget}})
	var missed, n [2]int
	var longest [2]time.Duration
	for _, c := range distanceCases(t, 99, 100, 24, 33) {
		i := 0
		if c.value > 0 {
			i = 1
		}
		start := time.Now()
		res, err := p.Search(context.Background(), c.pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		longest[i] = max(longest[i], time.Since(start))
		n[i]++
		if c.ends[res.Move] != c.best {
			missed[i]++
		}
	}
	t.Logf("at %v: lost, latest loss missed %d of %d (longest think %v); won, soonest win missed %d of %d (longest %v)",
		budget, missed[0], n[0], longest[0].Round(time.Millisecond), missed[1], n[1], longest[1].Round(time.Millisecond))
}
