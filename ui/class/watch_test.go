package class

import (
	"testing"
	"time"

	"rollout/ui/autosave"
	"rollout/ui/classroom"
	"rollout/ui/game"
)

// TestWatchConfig: a watched game's board plays each relayed move when
// it comes, with no pause between the moves (the command line's -pause
// included: it paces two engines, and the students pace themselves),
// and saves nothing on the watcher's seat.
func TestWatchConfig(t *testing.T) {
	w := classroom.Watch{Variant: "tictactoe", Start: "x2/1o1/3 x", Players: [2]string{"alice#1", "bob#1"}, Names: [2]string{"alice", "bob"}}
	pause := 2 * time.Second
	for _, d := range []game.Defaults{
		{StateDir: t.TempDir(), Saves: &autosave.Saver{}},
		{StateDir: t.TempDir(), Saves: &autosave.Saver{}, Pause: &pause},
	} {
		cfg, err := WatchConfig(w, d)
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Pause == nil || *cfg.Pause != 0 {
			t.Errorf("-pause %v: the watch pauses %v between moves, want none", d.Pause, cfg.Pause)
		}
		if cfg.StateDir != "" || cfg.Saves != nil || cfg.Sides[0].Engine.Player != "alice#1" || cfg.Sides[1].Engine.Player != "bob#1" {
			t.Errorf("-pause %v: the watch's game %+v", d.Pause, cfg)
		}
	}
}
