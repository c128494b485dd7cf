package engine

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// The time budget is a promise the workers keep themselves: with the
// coordinator's timer an hour away, a clock that says the budget is spent
// ends the search, as "time", with each worker reading that clock at most
// once more before it stops. So the search no longer waits for the
// coordinator's goroutine to be scheduled, which on a busy machine came
// late; what a worker does between two readings is one chunk, kept to a
// few milliseconds by nextChunk. No wall-clock limit is asserted.
func TestUCTWorkersKeepTheTimeBudget(t *testing.T) {
	for _, v := range []*variants.Variant{tictactoe.Variant, chess.Variant} {
		pos := v.Start()
		var spent atomic.Bool
		var lateReads atomic.Int64
		p := mustPlayer(t, Config{Player: "uct", Workers: 3, Budget: Budget{Time: time.Hour}})
		p.(*uct).now = func() time.Time {
			if spent.Load() {
				lateReads.Add(1)
				return time.Now().Add(2 * time.Hour)
			}
			return time.Now()
		}
		ch, done := searchAsync(context.Background(), p, pos)
		for snap := range ch { // let the workers run, then spend the budget
			if snap.Rollouts > 0 {
				spent.Store(true)
				break
			}
		}
		for range ch {
		}
		out := <-done
		if out.err != nil {
			t.Error(out.err)
		}
		res := out.res
		if res.Stopped != StopTime || res.Rollouts == 0 {
			t.Fatalf("%s: stopped by %q after %d iterations, want time", v.Name, res.Stopped, res.Rollouts)
		}
		if n := lateReads.Load(); n < 1 || n > 3 {
			t.Fatalf("%s: the workers read the spent clock %d times, want 1 to 3 (one each at most)", v.Name, n)
		}
	}
}

// A chunk grows while it is quick and shrinks while it is slow, so a
// worker reads the clock every few milliseconds whatever the game and the
// machine's load.
func TestNextChunk(t *testing.T) {
	for _, c := range []struct {
		chunk int64
		took  time.Duration
		want  int64
	}{
		{1, time.Microsecond, 2},
		{2048, time.Millisecond, 4096},
		{4096, time.Millisecond, 4096},
		{64, 5 * time.Millisecond, 64},
		{64, 20 * time.Millisecond, 32},
		{1, time.Second, 1},
	} {
		if got := nextChunk(c.chunk, c.took); got != c.want {
			t.Errorf("nextChunk(%d, %v) = %d, want %d", c.chunk, c.took, got, c.want)
		}
	}
}

// A worker that starts after its deadline (a starved machine, the race
// detector) still runs one chunk, so a timed search never answers with
// an unsearched move: with a budget of a nanosecond, spent before any
// worker starts, uct and flat both come back with rollouts behind their
// move.
// (At load 20 under -race, uct once answered 0 iterations and move 0.)
func TestLateWorkersStillSearch(t *testing.T) {
	for _, name := range []string{"uct", "flat"} {
		for range 20 {
			p := mustPlayer(t, Config{Player: name, Workers: 2, Budget: Budget{Time: time.Nanosecond}})
			ch, done := searchAsync(context.Background(), p, tictactoe.Variant.Start())
			for range ch {
			}
			out := <-done
			if out.err != nil || out.res.Rollouts == 0 || out.res.Stopped != StopTime {
				t.Fatalf("%s: %d rollouts, stopped %q, err %v; want some, by time", name, out.res.Rollouts, out.res.Stopped, out.err)
			}
		}
	}
}
