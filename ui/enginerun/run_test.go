package enginerun

import (
	"context"
	"errors"
	"sync"
	"testing"

	"rollout/engine"
	"rollout/variants"
	"rollout/variants/registry"
)

// blocker searches until it is cancelled.
type blocker struct{ cfg engine.Config }

func (b *blocker) Name() string          { return b.cfg.Player }
func (b *blocker) Config() engine.Config { return b.cfg }
func (b *blocker) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	<-ctx.Done()
	return engine.Result{}, ctx.Err()
}

func env(t *testing.T) Env {
	t.Helper()
	return Env{Ctx: context.Background(), Searches: &sync.WaitGroup{},
		NewPlayer: func(c engine.Config) (engine.Player, error) { return &blocker{cfg: c}, nil }}
}

func start(t *testing.T) variants.Position {
	t.Helper()
	v, err := registry.Lookup("tictactoe")
	if err != nil {
		t.Fatal(err)
	}
	return v.Start()
}

// A run accepts only its own generation's messages, and a cancelled
// search ends with its error, counted by the WaitGroup.
func TestRunStaleAndCancel(t *testing.T) {
	e := env(t)
	p, _ := e.NewPlayer(engine.Config{Player: "blocker"})
	r, cmd := Start(e, p, start(t))
	if r.Accepts(r.Gen+1) || !r.Accepts(r.Gen) {
		t.Fatal("the generation check is wrong")
	}
	var none *Run
	if none.Accepts(r.Gen) {
		t.Fatal("no run accepts a message")
	}
	if _, _, ok := r.Progress(ProgressMsg{Gen: r.Gen + 1}); ok {
		t.Fatal("a stale snapshot was accepted")
	}
	r.Cancel()
	msg, ok := cmd().(DoneMsg)
	if !ok || msg.Gen != r.Gen || !errors.Is(msg.Err, context.Canceled) {
		t.Fatalf("got %#v", msg)
	}
	e.Searches.Wait()
}

// StartSeq builds its players with the factory and is cancellable.
func TestStartSeqCancel(t *testing.T) {
	e := env(t)
	r, cmd := StartSeq(e, []engine.Config{{Player: "a"}, {Player: "b"}}, start(t))
	r.Cancel()
	msg := cmd().(SeqDoneMsg)
	if !r.Accepts(msg.Gen) || !errors.Is(msg.Err, context.Canceled) || len(msg.Res) != 0 {
		t.Fatalf("got %#v", msg)
	}
	e.Searches.Wait()
}
