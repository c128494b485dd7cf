package play

import (
	"context"
	"strings"
	"sync"
	"testing"

	"rollout/engine"
	"rollout/ui/enginerun"
	"rollout/ui/game"
	"rollout/ui/uitest"
	"rollout/variants"
)

// TestResumedNoteOutlivesTheFirstMove: a resumed game whose other side
// is to move (an engine, a classmate whose move waited) opened on
// "Resumed: Black to play move 1", and that side's move, which comes
// at once, took the note away before it could be read. It now stays
// until the person's next key, as = and !'s answers do over the other
// side's move; the next key that acts takes it away.
func TestResumedNoteOutlivesTheFirstMove(t *testing.T) {
	rec, err := variants.Replay(game.Variant("chess"), "", []string{"e4"})
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultOptions()
	o.Variant, o.Record, o.OutDir = "chess", rec, t.TempDir()
	o.Sides[1] = game.SideOptions{Engine: engine.Config{Player: "fake", Budget: engine.Budget{Rollouts: 10}}}
	cfg := gameConfig(t, o)
	cfg.Resumed = true
	ctx, cancel := context.WithCancel(context.Background())
	env := enginerun.Env{Ctx: ctx, Searches: &sync.WaitGroup{}, NewPlayer: newFake}
	t.Cleanup(func() { cancel(); env.Searches.Wait() })
	m, cmd, err := New(uitest.Common(80, 24), env, cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	const note = "Resumed: Black to play move 1"
	if !strings.Contains(m.View(), note) {
		t.Fatalf("the resumed game does not say %q:\n%s", note, m.View())
	}
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Len() == 2 })
	if !strings.Contains(m.View(), note) {
		t.Fatalf("the engine's first move took %q away:\n%s", note, m.View())
	}
	m, _ = press(m, "v") // flip the board: a key that acts and says nothing
	if strings.Contains(m.View(), note) {
		t.Errorf("%q stayed after the next key:\n%s", note, m.View())
	}
}
