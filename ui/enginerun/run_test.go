package enginerun

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"time"

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

// slowStop is a player that, cancelled, still takes until release to
// return (a search finishing its chunk on a loaded machine), and counts
// its searches running at once.
type slowStop struct {
	release chan struct{}
	started chan struct{}
	active  atomic.Int32
	overlap atomic.Bool
}

func (s *slowStop) Name() string          { return "slow" }
func (s *slowStop) Config() engine.Config { return engine.Config{Player: "slow"} }
func (s *slowStop) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	if progress != nil {
		defer close(progress)
	}
	if s.active.Add(1) > 1 {
		s.overlap.Store(true)
	}
	defer s.active.Add(-1)
	s.started <- struct{}{}
	<-ctx.Done()
	<-s.release
	return engine.Result{}, ctx.Err()
}

// After (and Resume) does not start the player's search before the cancelled one it
// goes on from has returned: a player's searches never overlap (coming
// back from the analysis board while the game's search is still
// stopping would otherwise run two searches on one uct tree).
func TestResumeWaitsForTheSearchBefore(t *testing.T) {
	e := env(t)
	p := &slowStop{release: make(chan struct{}), started: make(chan struct{}, 2)}
	r1, _ := Start(e, p, start(t))
	<-p.started
	r1.Cancel()
	r2, _ := After(e, p, start(t), &r1)
	select {
	case <-p.started:
		t.Fatal("the resumed search started while the cancelled one was still running")
	case <-time.After(100 * time.Millisecond):
	}
	close(p.release)
	<-p.started // the resumed search starts once the first has returned
	r2.Cancel()
	e.Searches.Wait()
	if p.overlap.Load() {
		t.Fatal("two searches of one player ran at once")
	}
}

// Go runs its work counted and cancellable, and hands it its generation.
func TestGoCancel(t *testing.T) {
	e := env(t)
	r, cmd := Go(e, func(ctx context.Context, gen uint64) tea.Msg {
		<-ctx.Done()
		return DoneMsg{Gen: gen, Err: ctx.Err()}
	})
	r.Cancel()
	msg := cmd().(DoneMsg)
	if !r.Accepts(msg.Gen) || !errors.Is(msg.Err, context.Canceled) {
		t.Fatalf("got %#v", msg)
	}
	e.Searches.Wait()
}
