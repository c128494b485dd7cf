package engine

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/connect4"
	"rollout/variants/nim"
	"rollout/variants/tictactoe"
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

// perfect at tic-tac-toe and nim, whose solvers say only win, draw or
// loss, wins soonest too (playDistance): with a win at once and a fork
// that wins later, it took either, by its seed (b1 or b3 for c3 after
// b2 a2 a1 c1); in nim it keeps a won position won.
func TestPerfectWinsAtOnceInSmallGames(t *testing.T) {
	after := func(v *variants.Variant, moves ...string) variants.Position {
		r, err := variants.Replay(v, "", moves)
		if err != nil {
			t.Fatal(err)
		}
		return r.Position().Clone()
	}
	ttt := after(tictactoe.Variant, "b2", "a2", "a1", "c1")
	won := after(nim.Variant, "4:7") // heaps 1 3 5 0: nim-sum 7, a win
	for seed := uint64(1); seed <= 8; seed++ {
		for _, budget := range []Budget{{}, {Time: 100 * time.Millisecond}} {
			p := newPerfect(Config{Player: "perfect", Seed: seed, Budget: budget})
			res, err := p.Search(context.Background(), ttt, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := ttt.EncodeMove(res.Move, variants.Canonical); got != "c3" {
				t.Errorf("seed %d, %+v: perfect played %s, not the win at once c3", seed, budget, got)
			}
			res, err = p.Search(context.Background(), won, nil)
			if err != nil {
				t.Fatal(err)
			}
			c := won.Clone()
			c.Play(res.Move)
			if v := c.(variants.Solver).Value(); v != -1 {
				t.Errorf("seed %d, %+v: perfect's nim move %s leaves the opponent a value of %d, not a loss", seed, budget, won.EncodeMove(res.Move, variants.Canonical), v)
			}
		}
	}
}

// smallMoveScore is the exact score of playing m in pos for the mover
// by exhaustive search (small games): 100-k for a win in k plies, -(100-k)
// for a loss in k, 0 for a draw.
func smallMoveScore(pos variants.Position, m variants.Move, memo map[string]int) int {
	c := pos.Clone()
	mover := c.ToMove()
	c.Play(m)
	if o := c.Outcome(); o.Over() {
		return o.ScoreFor(mover) * 99
	}
	key := c.Encode()
	v, ok := memo[key]
	if !ok {
		v = -1000
		for _, r := range c.LegalMoves(nil) {
			v = max(v, smallMoveScore(c, r, memo))
		}
		memo[key] = v
	}
	switch {
	case v > 0:
		return -v + 1
	case v < 0:
		return -v - 1
	}
	return 0
}

// TestPerfectDistanceMissesTicTacToe measures, where ROLLOUT_DISTANCE
// is set, how often perfect misses the soonest win and the latest loss
// over every reachable tic-tac-toe position where the moves that keep
// its value end the game at different plies: a measurement, not a check.
//
//	ROLLOUT_DISTANCE=100ms nice -n 19 go test ./engine -run TestPerfectDistanceMissesTicTacToe -v
func TestPerfectDistanceMissesTicTacToe(t *testing.T) {
	budget, err := time.ParseDuration(os.Getenv("ROLLOUT_DISTANCE"))
	if err != nil {
		t.Skip("ROLLOUT_DISTANCE names no think time")
	}
	memo := map[string]int{}
	seen := map[string]bool{}
	var missed, n [2]int
	var walk func(pos variants.Position)
	walk = func(pos variants.Position) {
		if seen[pos.Encode()] || pos.Outcome().Over() {
			return
		}
		seen[pos.Encode()] = true
		moves := pos.LegalMoves(nil)
		scores := map[variants.Move]int{}
		hi, lo := -1000, 1000
		for _, m := range moves {
			scores[m] = smallMoveScore(pos, m, memo)
			hi = max(hi, scores[m])
		}
		for _, m := range moves {
			if (scores[m] > 0) == (hi > 0) && scores[m] != 0 {
				lo = min(lo, scores[m])
			}
		}
		if hi != 0 && lo != hi {
			i := 0
			if hi > 0 {
				i = 1
			}
			res, err := newPerfect(Config{Player: "perfect", Seed: 1, Budget: Budget{Time: budget}}).Search(context.Background(), pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			n[i]++
			if scores[res.Move] != hi {
				missed[i]++
			}
		}
		for _, m := range moves {
			c := pos.Clone()
			c.Play(m)
			walk(c)
		}
	}
	walk(tictactoe.Variant.Start())
	t.Logf("at %v over %d positions: lost, latest loss missed %d of %d; won, soonest win missed %d of %d",
		budget, len(seen), missed[0], n[0], missed[1], n[1])
}
