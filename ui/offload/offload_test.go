package offload

import (
	"context"
	"errors"
	"sync"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// done is a job's message in these tests.
type done struct {
	gen uint64
	err error
}

// Go runs its work counted and cancellable and hands it its generation;
// a job accepts its own message only, a zero job none.
func TestGoCancelAndAccepts(t *testing.T) {
	var wg sync.WaitGroup
	j, cmd := Go(t.Context(), &wg, func(ctx context.Context, gen uint64) tea.Msg {
		<-ctx.Done()
		return done{gen, ctx.Err()}
	})
	j.Cancel()
	msg := cmd().(done)
	if !j.Accepts(msg.gen) || !errors.Is(msg.err, context.Canceled) {
		t.Fatalf("got %#v", msg)
	}
	wg.Wait()
	j2, cmd2 := Go(t.Context(), &wg, func(ctx context.Context, gen uint64) tea.Msg { return done{gen, nil} })
	msg2 := cmd2().(done)
	if j2.Accepts(msg.gen) || !j2.Accepts(msg2.gen) || j.Accepts(msg2.gen) {
		t.Fatalf("generations %d and %d told apart wrongly", msg.gen, msg2.gen)
	}
	var zero Job
	var none *Job
	if zero.Accepts(0) || none.Accepts(msg2.gen) {
		t.Fatal("no job accepted a message")
	}
	none.Cancel()
	wg.Wait()
}

// The program's end (its context) cancels a job.
func TestGoEndsWithTheProgram(t *testing.T) {
	var wg sync.WaitGroup
	ctx, cancel := context.WithCancel(context.Background())
	_, cmd := Go(ctx, &wg, func(ctx context.Context, gen uint64) tea.Msg {
		<-ctx.Done()
		return done{gen, ctx.Err()}
	})
	cancel()
	if msg := cmd().(done); !errors.Is(msg.err, context.Canceled) {
		t.Fatalf("got %#v", msg)
	}
	wg.Wait()
}
