package serve

import (
	"context"
	"testing"
	"time"

	"rollout/engine"
	"rollout/variants"
)

// slowStop is a player whose search ends only when released, however
// its context ends: a search at the background priority that a loaded
// machine gives no core to notice it was stopped.
type slowStop struct {
	cfg     engine.Config
	started chan struct{}
	release chan struct{}
}

func (p slowStop) Name() string          { return p.cfg.Player }
func (p slowStop) Config() engine.Config { return p.cfg }
func (p slowStop) Search(_ context.Context, _ variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	select {
	case p.started <- struct{}{}:
	default:
	}
	<-p.release
	return engine.Result{}, context.Canceled
}

// TestShutdownTellsBeforeSearchesStop: the server shuts down while a
// session's engine thinks, on a machine too loaded to let the stopped
// search notice at once: the student is told the server is going down
// and the game saved without waiting for that search, and Shutdown
// returns. Before, each session waited for its searches to end before
// its last words; the grace ran out first, the connection was cut and
// the student never told (with a 5 s grace: 5.0 s, not told; now 0.2 s).
func TestShutdownTellsBeforeSearchesStop(t *testing.T) {
	release, started := make(chan struct{}), make(chan struct{}, 1)
	defer close(release)
	s, addr, _ := testServer(t, Config{Options: watchOptions(0),
		NewPlayer: func(cfg engine.Config) (engine.Player, error) { return slowStop{cfg, started, release}, nil }})
	c, err := dial(addr, "alice", noAnswers)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tm, err := openTerm(c, 100, 30)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-started:
	case <-time.After(patience):
		t.Fatalf("no search started: %q", tail(tm))
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := s.Shutdown(ctx); err != nil {
		t.Error(err)
	}
	if !tm.screen.waitFor("the server is shutting down. Your game is saved") {
		t.Errorf("alice was not told: %q", tail(tm))
	}
}
