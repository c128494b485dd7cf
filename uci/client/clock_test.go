package client

import (
	"context"
	"os"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/chess"
)

// Words after the program in a spec reach the engine as its arguments.
func TestEngineArguments(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(fakeEnv, "good")
	spec, err := ParseSpec("uci:" + self + " uci -x,timeout=60s")
	if err != nil {
		t.Fatal(err)
	}
	e, err := Start(spec)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if want := "Fake good uci -x"; e.Name() != want {
		t.Fatalf("the engine calls itself %q, want %q (its arguments echoed)", e.Name(), want)
	}
}

// A clocked search tells the engine both clocks, White's first, with the
// mover's moves to go and the spec's own limits.
func TestClockParams(t *testing.T) {
	ms := time.Millisecond
	p := &Player{spec: Spec{Nodes: 500}}
	clocks := [2]engine.Clock{
		{Left: 1500 * ms, Increment: 100 * ms},
		{Left: 2 * time.Second, Increment: 200 * ms, MovesToGo: 7},
	}
	for _, c := range []struct {
		mover variants.Side
		want  string
	}{
		{variants.First, "go wtime 1500 btime 2000 winc 100 binc 200 nodes 500"},
		{variants.Second, "go wtime 1500 btime 2000 winc 100 binc 200 movestogo 7 nodes 500"},
	} {
		if got := p.clockParams(c.mover, clocks).command(); got != c.want {
			t.Errorf("%s to move: %q, want %q", c.mover, got, c.want)
		}
	}
}

// rollout's own server on the clock, through the client: each move is
// charged its time from go to bestmove, the clock keeps the increment,
// and the engine's rule (not the harness's) ends the search.
func TestClockedThroughOwnServer(t *testing.T) {
	// A generous clock shared over many moves: short moves, no flag
	// however slow the machine.
	start := engine.Clock{Left: time.Minute, Increment: 10 * time.Millisecond, MovesToGo: 1000}
	var cps [2]*engine.ClockedPlayer
	for s := range cps {
		cps[s] = engine.NewClockedPlayer(fake(t, "rollout", ",Threads=1,timeout=60s", engine.Budget{}), start)
	}
	cps[0].SetOpponent(cps[1])
	pos := chess.Variant.Start()
	for ply := range 4 {
		res, err := cps[ply%2].Search(context.Background(), pos, nil)
		if err != nil || !legal(pos, res.Move) {
			t.Fatalf("ply %d: %v %v", ply, res.MoveText, err)
		}
		pos.Play(res.Move)
	}
	for s, cp := range cps {
		left := start.Left
		for i, m := range cp.Moves {
			left += start.Increment - m.Took
			if m.Took <= 0 || m.Left != left || m.Stopped != engine.StopClock {
				t.Errorf("side %d move %d: %+v (want %v left, stopped by clock)", s, i+1, m, left)
			}
		}
		if len(cp.Moves) != 2 || cp.OutOfTime() {
			t.Errorf("side %d: %d moves, out of time %v", s, len(cp.Moves), cp.OutOfTime())
		}
	}
}
