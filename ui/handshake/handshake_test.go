package handshake

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/variants"
)

// closer is a player that counts its closes (enginerun.Close closes in
// a goroutine of its own).
type closer struct{ closed *atomic.Int32 }

func (closer) Name() string          { return "closer" }
func (closer) Config() engine.Config { return engine.Config{} }
func (closer) Search(context.Context, variants.Position, chan engine.Snapshot) (engine.Result, error) {
	return engine.Result{}, nil
}
func (c closer) Close() error { c.closed.Add(1); return nil }

// The handover closes exactly the players given and not taken: a give
// after the drop is refused (its caller closes them), players taken are
// the game's, and a second take returns none.
func TestHandover(t *testing.T) {
	env := enginerun.Env{Ctx: context.Background(), Searches: &sync.WaitGroup{}}
	for _, c := range []struct {
		name       string
		take, drop bool
		closed     int32
	}{
		{"given then dropped", false, true, 2},
		{"given then taken, then dropped", true, true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var n atomic.Int32
			h := &handover{}
			if !h.give([2]engine.Player{closer{&n}, closer{&n}}) {
				t.Fatal("the first give was refused")
			}
			if c.take {
				if ps := h.take(); ps[0] == nil || ps[1] == nil {
					t.Fatalf("take returned %v", ps)
				}
				if ps := h.take(); ps[0] != nil || ps[1] != nil {
					t.Fatalf("a second take returned %v", ps)
				}
			}
			if c.drop {
				h.drop(env)
			}
			env.Searches.Wait()
			if n.Load() != c.closed {
				t.Errorf("%d players closed, want %d", n.Load(), c.closed)
			}
			if h.give([2]engine.Player{closer{&n}}) {
				t.Error("a give after the drop was taken")
			}
		})
	}
}
