package play

import (
	"context"
	"os"
	"testing"

	"rollout/engine"
	"rollout/ui/game"
	"rollout/variants"
)

// movingRemote is a watched player whose student plays move when it is
// their turn, once; its later searches wait, as a spectator's do.
type movingRemote struct {
	silentRemote
	move  string
	moved bool
}

func (r *movingRemote) Search(ctx context.Context, pos variants.Position, progress chan engine.Snapshot) (engine.Result, error) {
	m, err := pos.DecodeMove(r.move)
	if r.moved || err != nil {
		return r.silentRemote.Search(ctx, pos, progress)
	}
	if progress != nil {
		close(progress)
	}
	r.moved = true
	snap := engine.Snapshot{Player: r.cfg.Player, Best: m, BestText: pos.EncodeMove(m, variants.Display)}
	return engine.Result{Snapshot: snap, Move: m, MoveText: snap.BestText, Stopped: engine.StopInstant}, nil
}

// TestWatchedGameNotSaved: a watched chess game that ends (a mate made
// by a student) is not written to the watcher's games/ as PGN: the
// watcher did not play it, and it is the players' to keep.
func TestWatchedGameNotSaved(t *testing.T) {
	out := t.TempDir()
	o := Options{Variant: "chess", Screen: ScreenGame, Seed: 1, OutDir: out, Moves: []string{"f3", "e5", "g4"},
		Sides: [2]game.SideOptions{{Engine: engine.Config{Player: "alice#1"}}, {Engine: engine.Config{Player: "bob#1"}}}}
	newPlayer := func(cfg engine.Config) (engine.Player, error) {
		if cfg.Player == "bob#1" {
			return &movingRemote{silentRemote: silentRemote{cfg}, move: "Qh4"}, nil
		}
		return &silentRemote{cfg}, nil
	}
	m, cmd := newTestModel(t, o, 100, 30, newPlayer)
	m, _ = drainUntil(t, m, cmd, func(m Model) bool { return m.st.Outcome().Over() })
	files, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 0 || m.savedAs != "" {
		t.Errorf("the watched game was saved as %q (%d files in games/); status %q", m.savedAs, len(files), m.msg)
	}
	m.Close()
}
