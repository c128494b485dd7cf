package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"rollout/variants"
	"rollout/variants/chess"
	"rollout/variants/tictactoe"
)

// sleeper is a player that sleeps before it plays its first legal move:
// a search that takes longer than its clock.
type sleeper struct{ nap time.Duration }

func (s *sleeper) Name() string       { return "sleeper" }
func (s *sleeper) Config() Config     { return Config{Player: "sleeper"} }
func (s *sleeper) setBudget(b Budget) {} // it sleeps whatever the budget
func (s *sleeper) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	time.Sleep(s.nap)
	closeProgress(progress)
	return Result{Snapshot: Snapshot{Best: pos.LegalMoves(nil)[0]}, Move: pos.LegalMoves(nil)[0]}, nil
}

// A side whose clock runs out loses at once by time forfeit, whichever
// side it plays, and the move it was late with is not played.
func TestFlagIsALoss(t *testing.T) {
	for _, late := range []variants.Side{variants.First, variants.Second} {
		var players [2]Player
		slow := NewClockedPlayer(&sleeper{nap: 60 * time.Millisecond}, Clock{Left: 20 * time.Millisecond})
		players[late] = slow
		players[late.Other()] = NewClockedPlayer(mustPlayer(t, Config{Player: "perfect", Seed: 1}), Clock{Left: time.Hour})
		rec, err := PlayGame(context.Background(), tictactoe.Variant.Start(), players)
		if err != nil {
			t.Fatal(err)
		}
		if want := variants.Win(late.Other(), variants.TimeForfeit); rec.Outcome() != want {
			t.Errorf("%s late: %s, want %s", late, rec.Outcome(), want)
		}
		if want := int(late); rec.Len() != want {
			t.Errorf("%s late: %d plies played, want %d", late, rec.Len(), want)
		}
		if !slow.OutOfTime() || len(slow.Moves) != 1 || slow.Moves[0].Left >= 0 {
			t.Errorf("%s late: flagged %v, log %+v", late, slow.OutOfTime(), slow.Moves)
		}
	}
}

// selfTimed is a ClockSearcher: it records the clocks it is given and
// reports that each move took a fixed time, without taking it.
type selfTimed struct {
	took  time.Duration
	given [][2]Clock
}

func (s *selfTimed) Name() string   { return "self-timed" }
func (s *selfTimed) Config() Config { return Config{Player: "self-timed"} }
func (s *selfTimed) Search(ctx context.Context, pos variants.Position, progress chan Snapshot) (Result, error) {
	panic("a clocked player must call SearchClocks")
}
func (s *selfTimed) SearchClocks(ctx context.Context, pos variants.Position, clocks [2]Clock, progress chan Snapshot) (Result, time.Duration, error) {
	s.given = append(s.given, clocks)
	closeProgress(progress)
	m := pos.LegalMoves(nil)[0]
	return Result{Snapshot: Snapshot{Best: m}, Move: m, Stopped: StopClock}, s.took, nil
}

// A player that keeps its own time is given both clocks, the mover's and
// the opponent's, and charged the time it reports; running over its
// clock is a loss on time as for any other.
func TestClockSearcherGetsBothClocks(t *testing.T) {
	ms := time.Millisecond
	a, b := &selfTimed{took: 300 * ms}, &selfTimed{took: 1100 * ms}
	ca := NewClockedPlayer(a, Clock{Left: 2 * time.Second, Increment: 100 * ms})
	cb := NewClockedPlayer(b, Clock{Left: 2 * time.Second, Increment: 100 * ms})
	ca.SetOpponent(cb)
	rec, err := PlayGame(context.Background(), tictactoe.Variant.Start(), [2]Player{ca, cb})
	if err != nil {
		t.Fatal(err)
	}
	// b: 2000 -> 1000 -> -100 on its second move (ply 4).
	if want := variants.Win(variants.First, variants.TimeForfeit); rec.Outcome() != want || rec.Len() != 3 {
		t.Fatalf("%s after %d plies, want %s after 3", rec.Outcome(), rec.Len(), want)
	}
	if len(b.given) != 2 || !cb.OutOfTime() || ca.OutOfTime() {
		t.Fatalf("b searched %d times, want 2; out of time: a %v, b %v", len(b.given), ca.OutOfTime(), cb.OutOfTime())
	}
	// b's second move: its own clock 1000 ms (Second), a's 2000 - 2 x 200.
	got := b.given[1]
	if got[variants.Second].Left != 1000*ms || got[variants.First].Left != 1600*ms || got[variants.First].Increment != 100*ms {
		t.Errorf("b's third move was given %+v", got)
	}
	if got := a.given[0]; got[variants.First].Left != 2*time.Second || got[variants.Second].Left != 2*time.Second {
		t.Errorf("a's first move was given %+v", got)
	}
	for _, m := range ca.Moves {
		if m.Took != 300*ms || m.Stopped != StopClock {
			t.Errorf("a's move log %+v", m)
		}
	}
}

// A player with a budget in rollouts (a level) on a clock stops at that
// budget, not at the clock's allotment: Level 3 on 1+0 played 42,643
// rollouts for its first move, its budget 300.
func TestClockedSearchKeepsARolloutBudget(t *testing.T) {
	p := mustPlayer(t, Config{Player: "uct", Seed: 1, Workers: 1, Budget: Budget{Rollouts: 300}})
	res, err := ClockedSearch(context.Background(), p, chess.Variant.Start(), Clock{Left: time.Minute}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Rollouts > 300 {
		t.Errorf("%d rollouts on a minute's clock, want at most the budget's 300", res.Rollouts)
	}
}

// -tactical auto on a clock judges the think by the move's target time,
// the clock rule's Soft, not by its cap: at 10 s the first move's cap
// is 750 ms and its target 250 ms, a short think that plays as the
// default; at a minute the target is 1.5 s and the whole set plays.
func TestClockedSearchTacticalAutoBySoft(t *testing.T) {
	for _, c := range []struct {
		left time.Duration
		want bool
	}{
		{10 * time.Second, false},
		{time.Minute, true},
	} {
		a := Clock{Left: c.left}.Allot()
		if c.want != (a.Soft >= TacticalAutoTime) || a.Hard < TacticalAutoTime {
			t.Fatalf("%v: allotment %+v, not the case this test means", c.left, a)
		}
		p := mustPlayer(t, Config{Player: DefaultPlayer, Tactical: TacticalAuto, Seed: 1, Workers: 1})
		ctx, cancel := context.WithCancel(context.Background())
		progress := make(chan Snapshot)
		done := make(chan error, 1)
		go func() {
			_, err := ClockedSearch(ctx, p, chess.Variant.Start(), Clock{Left: c.left}, progress)
			done <- err
		}()
		var policy string
		for snap := range progress {
			if policy == "" {
				policy = snap.Policy
				cancel()
			}
		}
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		cancel()
		if got := strings.Contains(policy, "lines followed"); got != c.want {
			t.Errorf("%v (soft %v, hard %v): the whole set %v, want %v (%q)", c.left, a.Soft, a.Hard, got, c.want, policy)
		}
	}
}
