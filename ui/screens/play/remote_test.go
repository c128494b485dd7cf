package play

import (
	"context"
	"strings"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// relayFake is a remote classmate for the tests: the fake engine's
// move, named by its student, carrying the student's clock.
type relayFake struct {
	engine.Player
	left time.Duration
}

func (r *relayFake) Remote() bool                     { return true }
func (r *relayFake) MoverLeft() (time.Duration, bool) { return r.left, true }
func (r *relayFake) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	res, err := r.Player.Search(ctx, pos, progress)
	res.Player = "alice"
	return res, err
}

// SearchClocks keeps the clock rule off the relay, as the server's
// classmate does (engine.ClockSearcher).
func (r *relayFake) SearchClocks(ctx context.Context, pos variants.Position, _ [2]engine.Clock, progress chan engine.Snapshot) (engine.Result, time.Duration, error) {
	res, err := r.Search(ctx, pos, progress)
	return res, 0, err
}

// TestRelayedClock: a classmate's move sets their clock to the time
// their own board says (increment included), whatever this board
// measured, and the status names the student who moved.
func TestRelayedClock(t *testing.T) {
	m, advance := timedChess(t, variants.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, 80, 24)
	m.players[1] = &relayFake{Player: m.players[1], left: 41 * time.Second}
	m, cmd := press(m, ":", "e", "4", "enter")
	advance(30 * time.Second) // this board sees Black think 30 s; Black's own board says 41 s left
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if m.st.Len() != 2 {
		t.Fatalf("the relayed move was not played: %q", m.msg)
	}
	if got := m.st.Clocks().Left(variants.Second, m.clockNow()); got != 41*time.Second {
		t.Errorf("Black has %v after the relayed move, want 41s", got)
	}
	if c := m.st.Turn(1).Comment; !strings.Contains(c, "[%clk 0:00:41]") {
		t.Errorf("the relayed move's comment %q has no [%%clk 0:00:41]", c)
	}
	if side, on := m.st.Clocks().Running(); !on || side != variants.First {
		t.Errorf("running %v %v, want White's clock", side, on)
	}
	if text, _ := m.statusText(); !strings.HasPrefix(text, "alice played ") {
		t.Errorf("status %q does not name alice", text)
	}
}
